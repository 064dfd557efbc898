// The base images of the compose suite (scripts/compose/base-images.mjs) and the stand-ins'
// Dockerfiles (docker/base-images/, built by scripts/docker-base-images.mjs).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { chooseBaseImages, publicImages } from '../compose/base-images.mjs';
import { ports, root } from '../composition.mjs';
import { baseImages, buildArgs, dockerfileDirs } from '../docker-base-images.mjs';

describe('the compose suite’s base images', () => {
  it('the public ones are docker-compose.yml’s defaults', () => {
    const text = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    for (const [name, image] of Object.entries(publicImages)) assert.ok(text.includes(`\${${name}:-${image}}`), name);
  });

  it('takes the images named in env first (no Docker asked)', async () => {
    const env = {
      NODE_IMAGE: 'a/node',
      POSTGRES_IMAGE: 'a/pg',
      REDIS_IMAGE: 'a/redis',
      MAILDEV_IMAGE: 'a/mail',
      NGINX_IMAGE: 'a/nginx',
    };
    assert.deepEqual(await chooseBaseImages(env), env);
  });
});

describe('the stand-ins’ Dockerfiles', () => {
  /** The ARG names a Dockerfile declares, before and after FROM. */
  const declared = (text) => [...text.matchAll(/^ARG\s+([A-Z_]+)/gm)].map((m) => m[1]).sort();
  // what the Node stand-in's builder adds from the host beside its Dockerfile
  const hostFiles = { node: ['node', 'npm', 'corepack', 'ca-certificates.crt'] };

  it('one folder per stand-in built with a Dockerfile (the Debian base is imported from debootstrap)', () => {
    assert.deepEqual(readdirSync(dockerfileDirs).sort(), Object.keys(buildArgs).sort());
    const tags = Object.values(baseImages).map((tag) => tag.split(':')[0].replace('academy-base/', ''));
    assert.deepEqual(tags.filter((tag) => tag !== 'debian').sort(), Object.keys(buildArgs).sort());
  });

  for (const [name, argsOf] of Object.entries(buildArgs)) {
    it(`${name}: the script gives exactly the build args it declares, and every COPY has its file`, () => {
      const text = readFileSync(path.join(dockerfileDirs, name, 'Dockerfile'), 'utf8');
      assert.deepEqual(declared(text), Object.keys(argsOf('24.0.0')).sort());
      for (const [, source] of text.matchAll(/^COPY\s+(\S+)\s/gm)) {
        const there = existsSync(path.join(dockerfileDirs, name, source)) || hostFiles[name]?.includes(source);
        assert.ok(there, `${name}: COPY ${source} has no file`);
      }
    });
  }

  it('the entrypoints are sh scripts that parse', () => {
    for (const name of readdirSync(dockerfileDirs))
      for (const file of readdirSync(path.join(dockerfileDirs, name)).filter((f) => f.endsWith('.sh'))) {
        const script = path.join(dockerfileDirs, name, file);
        assert.match(readFileSync(script, 'utf8'), /^#!\/bin\/sh\n/, file);
        execFileSync('sh', ['-n', script]);
      }
  });

  it('the mail catcher stand-in exposes the mail ports of ports.cjs', () => {
    const text = readFileSync(path.join(dockerfileDirs, 'maildev/Dockerfile'), 'utf8');
    assert.match(text, /^EXPOSE \$\{WEB_PORT\} \$\{SMTP_PORT\}$/m);
    assert.deepEqual(
      { web: buildArgs.maildev().WEB_PORT, smtp: buildArgs.maildev().SMTP_PORT },
      { web: ports.mailWeb, smtp: ports.mailSmtp },
    );
  });
});
