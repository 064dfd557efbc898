// The compose suite's checks that need no Docker to be tested (scripts/compose/checks.mjs): when
// the composition counts as healthy, and the probe that finds tests and dev tooling in an image.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { allHealthy, answerKeyProbe, devToolingProbe } from '../compose/checks.mjs';

describe('every service healthy', () => {
  it('only when every expected container is healthy', () => {
    assert.equal(allHealthy(['/a healthy', '/b healthy'], 2), true);
    assert.equal(allHealthy(['/a healthy'], 2), false);
    assert.equal(allHealthy([], 2), false);
    assert.equal(allHealthy(['/a healthy', '/b starting'], 2), false);
  });

  it('waits on unhealthy (a slow probe on a busy host) but not on a dead container', () => {
    assert.equal(allHealthy(['/a healthy', '/b unhealthy'], 2), false);
    assert.throws(() => allHealthy(['/a healthy', '/b exited'], 2), /not healthy: \/b exited/);
    assert.throws(() => allHealthy(['/a dead', '/b starting'], 2), /not healthy: \/a dead, \/b starting/);
  });
});

describe('the dev tooling probe run in each runtime image', () => {
  const probe = (files) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-probe-'));
    try {
      for (const file of files) {
        mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
        writeFileSync(path.join(dir, file), '');
      }
      return execFileSync(process.execPath, ['-e', devToolingProbe], { cwd: dir, encoding: 'utf8' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('finds nothing in a clean runtime', () => {
    assert.equal(probe(['src/server.ts', 'node_modules/fastify/package.json', 'node_modules/.pnpm/tsx@4/x']), '');
  });

  it('names tests, lockfiles and dev tooling, also inside pnpm’s store', () => {
    const found = probe([
      'test/a.test.ts',
      'pnpm-lock.yaml',
      'node_modules/typescript/package.json',
      'shell/node_modules/@academy/static-host/test/x.mjs',
      'node_modules/.pnpm/webpack@5.1.0/x',
      'node_modules/.pnpm/@swc+core@1.2.3/x',
    ]).split(',');
    assert.deepEqual(found.sort(), [
      './node_modules/typescript',
      './pnpm-lock.yaml',
      './test',
      'node_modules/.pnpm/@swc+core@1.2.3',
      'node_modules/.pnpm/webpack@5.1.0',
      'shell/node_modules/@academy/static-host/test',
    ]);
  });
});

describe('the answer key probe run in the API images', () => {
  const probe = (files) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-keys-'));
    try {
      for (const file of files) {
        mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
        writeFileSync(path.join(dir, file), '');
      }
      return execFileSync(process.execPath, ['-e', answerKeyProbe], { cwd: dir, encoding: 'utf8' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('finds the quiz pools and the pop-quiz bank', () => {
    const found = probe(['content/articles/a/quiz.yaml', 'content/pop-quizzes/bitcoin.yaml']).split(',');
    assert.deepEqual(found.sort(), ['content/articles/a/quiz.yaml', 'content/pop-quizzes']);
  });

  it('not the code that reads them (a pop-quizzes folder of modules)', () => {
    assert.equal(probe(['src/content/pop-quizzes/load.ts', 'src/routes/client/pop-quizzes/index.ts']), '');
  });
});
