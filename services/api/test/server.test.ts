import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { serviceRoot } from '../src/config.ts';

// Generous: a cold PGlite start with every migration and the content import takes ~10 s idle
// and several times that on a loaded 2-core machine.
test('server.ts starts on PGlite, serves, and exits cleanly on SIGTERM', { timeout: 180_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-api-server-'));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serviceRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const address = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
    });
    const ready = await fetch(`${address}/ready`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { status: 'ready', database: 'pglite' });
    assert.match(output, /"reqId":/);
    const exitCode = await new Promise<number | null>((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
    assert.equal(exitCode, 0, output);
    assert.match(output, /"signal":"SIGTERM"/);
    assert.ok(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
