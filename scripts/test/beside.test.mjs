import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runBeside } from '../lib/beside.mjs';
import { say } from '../lib/output.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('runBeside: the second starts at once, its output waits for the first to end, then streams', async () => {
  const out = { text: '', write: (t) => (out.text += t) };
  const events = [];
  const [first, second] = await runBeside(
    async () => {
      events.push('first started');
      await sleep(50);
      out.write('first output\n');
      events.push('first ended');
      return 'first result';
    },
    async (firstEnded) => {
      events.push('second started');
      say('second, before the first ended');
      await firstEnded;
      events.push('second saw the end');
      say('second, after');
      return 'second result';
    },
    { out, heading: () => out.write('== second ==\n') },
  );
  assert.deepEqual([first, second], ['first result', 'second result']);
  assert.deepEqual(events, ['second started', 'first started', 'first ended', 'second saw the end']);
  assert.equal(out.text, 'first output\n== second ==\nsecond, before the first ended\nsecond, after\n');
});

test('runBeside: a failed first still lets the second go on; the failure comes once both ended', async () => {
  const out = { write: () => true };
  let secondEnded = false;
  await assert.rejects(
    runBeside(
      async () => {
        throw new Error('first failed');
      },
      async (firstEnded) => {
        await firstEnded;
        await sleep(20);
        secondEnded = true;
      },
      { out },
    ),
    /first failed/,
  );
  assert.equal(secondEnded, true);
});
