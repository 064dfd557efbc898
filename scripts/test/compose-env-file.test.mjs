// The compose suite's env file (scripts/compose/env-file.mjs) against docker-compose.yml: it moves
// every published port and every browser URL by one offset, and sets nothing compose does not read.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { chooseOffset, envFileFor, envFileNames, s3ComposeFile, writeEnvFile } from '../compose/env-file.mjs';
import { ports, root } from '../composition.mjs';
import { composeVariables } from './support/compose-file.mjs';

const withoutComments = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n');
const composeText = withoutComments(path.join(root, 'docker-compose.yml'));
// the S3-compatible store the suite adds with -f
const s3Text = withoutComments(s3ComposeFile);
const images = { NODE_IMAGE: 'n', POSTGRES_IMAGE: 'p', REDIS_IMAGE: 'r', MAILDEV_IMAGE: 'm', NGINX_IMAGE: 'x' };

describe('the compose suite’s env file', () => {
  const offset = 10000;
  const env = envFileFor(offset, images);

  it('sets only variables docker-compose.yml (and the suite’s S3 store) reads', () => {
    const read = new Set([...composeVariables(composeText), ...composeVariables(s3Text)]);
    assert.deepEqual(
      Object.keys(env).filter((name) => !read.has(name)),
      [],
    );
  });

  it('moves every published port of docker-compose.yml by the offset', () => {
    const published = [...composeText.matchAll(/\$\{([A-Z_]+_HOST_PORT):-(\d+)\}:(\d+)/g)];
    assert.deepEqual(published.map(([, name]) => name).sort(), [
      'EXCHANGE_HOST_PORT',
      'MAIL_SMTP_HOST_PORT',
      'MAIL_WEB_HOST_PORT',
      'SITE_HOST_PORT',
    ]);
    for (const [, name, host] of published) assert.equal(env[name], Number(host) + offset, name);
    assert.equal(env.SITE_HOST_PORT, ports.shell + offset);
  });

  it('runs two of the API, the shell and mf-quiz, on a proxies subnet of its own offset', () => {
    for (const name of ['API_REPLICAS', 'SHELL_REPLICAS', 'MF_QUIZ_REPLICAS']) {
      assert.ok(composeText.includes(`\${${name}:-1}`), name);
      assert.equal(env[name], 2, name);
    }
    assert.deepEqual([env.PROXIES_SUBNET, env.PROXIES_IP_RANGE], ['10.213.10.0/24', '10.213.10.128/25']);
    assert.notEqual(envFileFor(20000, images).PROXIES_SUBNET, env.PROXIES_SUBNET);
  });

  it('moves every browser URL default of docker-compose.yml by the same offset', () => {
    const defaults = [...composeText.matchAll(/\$\{([A-Z_]+):-([^}]*localhost[^}]*)\}/g)];
    assert.ok(defaults.length > 10);
    for (const [, name, value] of defaults) {
      const moved = value.replace(/localhost:(\d+)/g, (_, port) => `localhost:${Number(port) + offset}`);
      assert.equal(env[name], moved, name);
    }
  });

  it('takes fresh secrets every time and names the base images', () => {
    const other = envFileFor(offset, images);
    for (const secret of ['POSTGRES_PASSWORD', 'EXCHANGE_CLIENT_SECRET', 'EXCHANGE_TOKEN_KEY']) {
      assert.match(env[secret], /^[0-9a-f]{24,}$/, secret);
      assert.notEqual(env[secret], other[secret], secret);
    }
    assert.equal(env.NODE_IMAGE, 'n');
    assert.ok(envFileNames().includes('SITE_HOST_PORT'));
  });

  it('is written one NAME=value a line, readable by its owner only', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-env-file-'));
    try {
      const file = path.join(dir, 'compose.env');
      writeEnvFile(file, { A: 1, B: 'x=y' });
      assert.equal(readFileSync(file, 'utf8'), 'A=1\nB=x=y\n');
      assert.equal(statSync(file).mode & 0o777, 0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the compose suite’s port offset', () => {
  it('skips an offset at which a port of ports.cjs is taken', async () => {
    const server = net.createServer();
    await new Promise((resolve) => server.listen(ports.api + 40000, '0.0.0.0', resolve));
    try {
      await assert.rejects(chooseOffset([40000]), /no free set of ports at offsets 40000/);
      assert.equal(await chooseOffset([40000, 50000]), 50000);
    } finally {
      server.close();
    }
  });
});
