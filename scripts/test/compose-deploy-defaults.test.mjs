// docker-compose.yml's deploy defaults: secrets required, local-only services on 127.0.0.1,
// .env.example in step with it. Run: node --test scripts/test/
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { root } from '../composition.mjs';
import { composeVariables, environmentOf, loadCompose } from './support/compose-file.mjs';

const composePath = path.join(root, 'docker-compose.yml');

describe('docker-compose.yml deploy defaults', () => {
  const text = readFileSync(composePath, 'utf8');
  const doc = loadCompose(text);

  it('requires every secret: ${VAR:?} and never a default', () => {
    for (const name of ['POSTGRES_PASSWORD', 'EXCHANGE_CLIENT_SECRET', 'EXCHANGE_TOKEN_KEY']) {
      const uses = [...text.matchAll(new RegExp(`\\$\\{${name}([^}]*)\\}`, 'g'))].map((m) => m[1]);
      assert.ok(uses.length > 0, `${name} is not used`);
      for (const use of uses) assert.match(use, /^:\?\S/, `${name} has a default or no message: \${${name}${use}}`);
    }
    assert.doesNotMatch(text, /academy-sandbox-secret|dev-only-exchange-token-key/);
    assert.match(environmentOf(doc.services.api).EXCHANGE_TOKEN_KEY, /^$/);
  });

  it('binds the mail catcher and the exchange sandbox to 127.0.0.1 only', () => {
    for (const name of ['mail', 'exchange-sandbox']) {
      const ports = doc.services[name].ports;
      assert.ok(ports.length > 0);
      for (const port of ports) assert.match(String(port), /^127\.0\.0\.1:/, `${name}: ${port}`);
    }
  });

  it('.env.example names every variable docker-compose.yml reads, and no secret value', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const listed = new Map([...example.matchAll(/^([A-Z_][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2].trim()]));
    const used = composeVariables(text);
    assert.ok(used.length > 20);
    assert.deepEqual(
      used.filter((name) => !listed.has(name)),
      [],
    );
    for (const secret of ['POSTGRES_PASSWORD', 'EXCHANGE_CLIENT_SECRET', 'EXCHANGE_TOKEN_KEY'])
      assert.equal(listed.get(secret), '', secret);
  });

  it('.env.example gives the defaults of docker-compose.yml (its ports are those of ports.cjs)', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    const listed = new Map([...example.matchAll(/^([A-Z_][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2].trim()]));
    const defaults = [...text.matchAll(/\$\{([A-Z_][A-Z0-9_]*):-([^}]*)\}/g)];
    // (ports and URLs; ALLOW_LOCAL_ORIGINS and the like are .env.example's own choice)
    const portsAndUrls = defaults.filter(([, name, value]) => /_HOST_PORT$/.test(name) || value.includes('://'));
    assert.ok(portsAndUrls.length > 15);
    for (const [, name, value] of portsAndUrls) assert.equal(listed.get(name), value, name);
  });
});
