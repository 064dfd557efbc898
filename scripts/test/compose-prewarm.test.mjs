// The final status of the compose suite's background preparation (scripts/compose/prewarm.mjs):
// what the suite concludes when the child process ended early or badly.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { finalStatus } from '../compose/prewarm.mjs';

const run = { seconds: 7, logFile: '/tmp/x/prewarm.log' };

describe('the background preparation’s final status', () => {
  it('keeps what a preparation that ended well wrote', () => {
    const status = { docker: { ok: true }, images: { NODE_IMAGE: 'n' }, installLayer: true, timings: { docker: 1 } };
    assert.deepEqual(finalStatus(status, { code: 0 }, run), { ...status, seconds: 7, exitCode: 0 });
  });

  it('gives no Docker when it ended before checking, with the dockerd it may have started', () => {
    const final = finalStatus({ dockerdPid: 42 }, { code: null, signal: 'SIGTERM' }, run);
    assert.equal(final.docker.ok, false);
    assert.equal(final.docker.startedPid, 42);
    assert.match(final.docker.why, /ended \(SIGTERM\) before Docker was checked; log \/tmp\/x\/prewarm\.log/);
    assert.match(finalStatus({}, { code: 1, error: 'spawn nice ENOENT' }, run).docker.why, /spawn nice ENOENT/);
  });

  it('counts an exit that is not 0 as an error unless it named its own', () => {
    assert.deepEqual(finalStatus({ docker: { ok: true } }, { code: 3 }, run).error, {
      phase: 'background preparation',
      message: 'ended with exit 3',
    });
    const named = { phase: 'install layer', message: 'docker build failed' };
    assert.deepEqual(finalStatus({ docker: { ok: true }, error: named }, { code: 1 }, run).error, named);
    assert.equal(finalStatus({ docker: { ok: false, why: 'no' } }, { code: 0 }, run).error, undefined);
  });
});
