// docker-compose.yml checked by construction against the process composition
// (scripts/composition.mjs) that the other tests run: same service names, same published ports,
// same env names, the shell pointed at the right remotes, a Dockerfile stage behind every build
// (non-root, healthcheck, the unit's own output), postgres + redis wired into the api. The compose
// suite (scripts/compose-suite.mjs) builds and runs the real thing where Docker can run. The
// literal ports of docker-compose.yml, the Dockerfile and .env.example are held to ports.cjs here.
// The check itself: scripts/test/support/compose-file.mjs.
// Run: node --test scripts/test/
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { composition, root } from '../composition.mjs';
import { checkCompose, interpolate, loadCompose, publishedPorts } from './support/compose-file.mjs';

const composePath = path.join(root, 'docker-compose.yml');

describe('docker-compose.yml mirrors scripts/composition.mjs', () => {
  const text = readFileSync(composePath, 'utf8');
  const fresh = () => loadCompose(text);

  it('agrees with the local composition', () => {
    assert.deepEqual(checkCompose(fresh()), []);
  });

  it('covers every local service and names no unknown one besides the data stores, the release step and the front door', () => {
    const names = Object.keys(fresh().services).sort();
    const local = composition().map((u) => u.name);
    assert.deepEqual(names, [...local, 'front-door', 'postgres', 'redis', 'release'].sort());
  });

  it('expands ${VAR:-default} like compose', () => {
    assert.equal(interpolate('${A:-http://x:1}/p'), 'http://x:1/p');
    assert.equal(interpolate('u:${A:?set A (see x)}@h'), 'u:@h');
    assert.equal(interpolate('${A-y}'), 'y');
    assert.equal(interpolate('${A}z'), 'z');
    assert.deepEqual(publishedPorts({ ports: ['127.0.0.1:80:8080', '9000', { published: 1, target: 2 }] }), [
      { host: 80, container: 8080 },
      { host: 9000, container: 9000 },
      { host: 1, container: 2 },
    ]);
  });

  it('fails when the local composition moves a port (composition changed, compose not)', () => {
    const moved = composition({ portOffset: 100 });
    const problems = checkCompose(fresh(), moved);
    for (const expected of [
      /front-door: does not publish the site as 3100:8080/,
      /front-door: routes \/api\/ to api:1337, not :1437/,
      /mail: does not publish 1180:1180/,
    ])
      assert.ok(
        problems.some((p) => expected.test(p)),
        `${expected}: ${JSON.stringify(problems)}`,
      );
  });

  it('fails on a changed port in the YAML text itself', () => {
    const problems = checkCompose(
      loadCompose(text.replace("'127.0.0.1:${EXCHANGE_HOST_PORT:-4010}:4010'", "'4011:4010'")),
    );
    assert.ok(
      problems.some((p) => /exchange-sandbox: does not publish 4010:4010/.test(p)),
      JSON.stringify(problems),
    );
  });
});
