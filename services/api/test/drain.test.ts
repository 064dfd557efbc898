// SIGTERM drains: readiness turns false at once, requests keep being served for DRAIN_DELAY_MS,
// then the server stops accepting, finishes what is in flight and the process exits 0.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { drainAndClose } from '../src/lib/drain.ts';
import { runApiProcess } from './support/api-process.ts';
import { buildTestApp } from './support/app.ts';

test('a request in flight when the drain starts is answered; /ready says 503 meanwhile; then nothing is accepted', async () => {
  let release: () => void = () => {};
  const app = await buildTestApp({
    extraRoutes: (scope) => {
      scope.get('/test/slow', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return { finished: true };
      });
    },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  assert.equal((await fetch(`${address}/ready`)).status, 200);
  const inFlight = fetch(`${address}/test/slow`);
  await new Promise((resolve) => setTimeout(resolve, 100));

  const drained = drainAndClose(app, 400);
  const ready = await fetch(`${address}/ready`);
  assert.equal(ready.status, 503);
  assert.equal(((await ready.json()) as { code: string }).code, 'SERVICE_UNAVAILABLE');
  const during = await fetch(`${address}/client/categories`);
  assert.equal(during.status, 200, 'still serving during the delay');
  assert.equal(during.headers.get('connection'), 'close', 'the client reconnects, elsewhere');

  await new Promise((resolve) => setTimeout(resolve, 600));
  release();
  const answer = await inFlight;
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('connection'), 'close', 'its socket does not wait for the keep-alive timeout');
  assert.deepEqual(await answer.json(), { finished: true });
  await drained;
  await assert.rejects(fetch(`${address}/health`), 'closed: no new connection');
});

test(
  'server.ts on SIGTERM: /ready 503 at once, /health still 200 during the drain delay, then exit 0',
  { timeout: 120_000 },
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-drain-'));
    after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const server = runApiProcess('src/server.ts', {
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CONTENT_DIR: '',
      PAYOUT_INTERVAL_MS: '0',
      DRAIN_DELAY_MS: '1500',
      LOG_LEVEL: 'info',
    });
    const address = await server.listening;
    assert.equal((await fetch(`${address}/ready`)).status, 200);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal((await fetch(`${address}/ready`)).status, 503);
    assert.equal((await fetch(`${address}/health`)).status, 200);
    assert.equal(await server.exited, 0, server.output());
    assert.match(server.output(), /"msg":"draining"/);
  },
);
