// Stopping the dockerd the compose suite started (scripts/compose/docker-daemon.mjs), tried on a
// process of this test's own: it is gone afterwards, and a pid that is gone or none is fine.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { beforeEach, describe, it, mock } from 'node:test';
import { stopDaemon } from '../compose/docker-daemon.mjs';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('stopping the dockerd the suite started', () => {
  // its log line on stdout would mix with the test runner's own report there
  beforeEach(() => mock.method(console, 'log', () => {}));

  it('ends the process of that pid', async () => {
    const child = spawn('sleep', ['60'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal)));
    assert.ok(alive(child.pid));
    // the child is reaped by its exit listener, so kill(pid, 0) sees it gone
    assert.equal(await stopDaemon(child.pid), true);
    assert.equal(await exited, 'SIGTERM');
  });

  it('is done when there is none or it is gone already', async () => {
    assert.equal(await stopDaemon(undefined), true);
    const child = spawn('true', { stdio: 'ignore' });
    await new Promise((resolve) => child.on('exit', resolve));
    assert.equal(await stopDaemon(child.pid), true);
  });
});
