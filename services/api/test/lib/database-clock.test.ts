// The app's clock is the database's: replicas whose own clocks differ agree on what is due.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { databaseClock } from '../../src/lib/database-clock.ts';
import { buildTestApp } from '../support/app.ts';

test('two replicas whose clocks are 10 minutes apart read the same time from the database', async () => {
  const app = await buildTestApp();
  const fast = databaseClock(app.db, () => Date.now() + 5 * 60_000);
  const slow = databaseClock(app.db, () => Date.now() - 5 * 60_000);
  await Promise.all([fast.sync(), slow.sync()]);
  assert.ok(Math.abs(fast.now().getTime() - slow.now().getTime()) < 1_000, 'within the round trips');
  assert.ok(Math.abs(fast.now().getTime() - Date.now()) < 1_000, 'the server here runs on this machine');
  assert.ok(Math.abs(fast.offsetMs() + 5 * 60_000) < 1_000);
});
