import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { runApiProcess } from './support/api-process.ts';

// Generous: a cold PGlite start with every migration and the content import takes ~10 s idle
// and several times that on a loaded 2-core machine.
test('server.ts starts on PGlite, serves, and exits cleanly on SIGTERM', { timeout: 180_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-api-server-'));
  try {
    const server = runApiProcess('src/server.ts', {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    });
    const address = await server.listening;
    const ready = await fetch(`${address}/ready`);
    assert.equal(ready.status, 200);
    assert.deepEqual(await ready.json(), { status: 'ready', database: 'pglite' });
    assert.match(server.output(), /"reqId":/);
    server.child.kill('SIGTERM');
    const exitCode = await server.exited;
    assert.equal(exitCode, 0, server.output());
    assert.match(server.output(), /"signal":"SIGTERM"/);
    assert.ok(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
