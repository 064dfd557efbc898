// The Dockerfile: its images listen on the ports of ports.cjs; one install stage, webpack from
// source or the host's dist/. Run: node --test scripts/test/
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { installLayerBuildArgs } from '../compose/prewarm.mjs';
import { composition, root } from '../composition.mjs';
import { checkCompose, dockerStage, loadCompose } from './support/compose-file.mjs';

const composePath = path.join(root, 'docker-compose.yml');

describe('the Dockerfile’s ports', () => {
  it('fails when an image listens on another port than ports.cjs gives its unit', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-compose-check-'));
    try {
      const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
      assert.match(dockerfile, /^ENV .*\bPORT=1337\b/m);
      writeFileSync(path.join(dir, 'Dockerfile'), dockerfile.replace(/^(ENV .*\bPORT=)1337\b/m, '$11338'));
      const problems = checkCompose(loadCompose(), composition(), { repoRoot: dir });
      assert.ok(
        problems.some((p) => /api: Dockerfile sets PORT=1338, not 1337/.test(p)),
        JSON.stringify(problems),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Dockerfile: one install stage, webpack from source or the host', () => {
  const text = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const stages = [...text.matchAll(/^FROM\s+(\S+)\s+AS\s+(\S+)/gim)].map((m) => ({ from: m[1], name: m[2] }));
  const index = (name) => stages.findIndex((s) => s.name === name);
  const doc = parse(readFileSync(composePath, 'utf8'));
  // the front door's image is docker/front-door/'s, not a target of this Dockerfile
  const rootDockerfileServices = Object.entries(doc.services).filter(([, svc]) => svc.build?.context === '.');

  it('the legacy builder runs every stage up to the target: no service image waits for webpack', () => {
    for (const name of ['sources', 'workspace', 'services', 'api', 'exchange-sandbox', 'frontend', 'shell', 'remote'])
      assert.ok(index(name) >= 0, `no stage ${name}`);
    assert.ok(index('api') < index('frontend') && index('exchange-sandbox') < index('frontend'));
    // one install stage: every build stage grows from `workspace`, every runtime stage from the base
    for (const name of ['services', 'frontend']) assert.equal(stages[index(name)].from, 'workspace', name);
    for (const name of ['api', 'exchange-sandbox', 'shell', 'remote'])
      assert.equal(stages[index(name)].from, '${NODE_IMAGE}', name);
    assert.equal(text.match(/pnpm install/g)?.length, 1);
  });

  it('FRONTEND reaches every built image; source (webpack in Docker) is the default', () => {
    for (const [name, svc] of rootDockerfileServices)
      assert.equal(svc.build.args.FRONTEND, '${FRONTEND:-source}', name);
    assert.match(text, /^ARG FRONTEND=source$/m);
    assert.match(dockerStage(text, 'frontend', { FRONTEND: 'source' }).join('\n'), /scripts\/build\.mjs --force/);
  });

  it('the compose suite’s background build of the stages up to `services` shares its layers with every unit', () => {
    // the build cache of a RUN step depends on the build args its stage declares: the background
    // build (scripts/compose/prewarm.mjs) must give the same ones docker-compose gives every unit
    const declared = new Set();
    let stage = null;
    for (const line of text.split('\n')) {
      const from = line.match(/^FROM\s+\S+\s+AS\s+(\S+)/i);
      if (from) stage = from[1];
      const arg = line.match(/^ARG\s+([A-Z_]+)/);
      if (arg && (stage === null || ['sources', 'workspace', 'services'].includes(stage))) declared.add(arg[1]);
    }
    const args = installLayerBuildArgs({ NODE_IMAGE: 'academy-base/node:24' }, 'prebuilt');
    assert.deepEqual(Object.keys(args).sort(), [...declared].sort());
    for (const [name, svc] of rootDockerfileServices) {
      assert.equal(svc.build.args.NODE_IMAGE, '${NODE_IMAGE:-node:24-bookworm-slim}', name);
      for (const arg of declared) assert.ok(arg in svc.build.args, `${name} gets no ${arg}`);
    }
    assert.ok(index('services') < index('api'));
  });

  it('the context carries the units’ dist/ (for prebuilt) and no host node_modules', () => {
    const ignore = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    const at = (line) => ignore.indexOf(line);
    assert.ok(at('**/node_modules') >= 0);
    assert.ok(at('**/dist') >= 0 && at('!shell/dist') > at('**/dist') && at('!mf-*/dist') > at('**/dist'));
  });
});
