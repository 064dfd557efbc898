// run-files.ts runs several test files in one process: each file's tests sit in a suite named by
// its path (also after a top-level await), and what a file left open is closed before the next
// file's tests run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { serviceRoot } from '../src/config.ts';

const fixture = (name: string) => path.join(serviceRoot, 'test/fixtures/run-files', `${name}.fixture.ts`);

function runFiles(...names: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test-reporter=tap', 'test/run-files.ts', ...names.map(fixture)],
    // without NODE_TEST_CONTEXT (set for this file by `--test`): the child reports as a test run of its own
    { cwd: serviceRoot, encoding: 'utf8', env: { ...process.env, NODE_TEST_CONTEXT: undefined } },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

test('files share a process one after another, each in its own suite, each closed before the next', () => {
  const { status, output } = runFiles('opens', 'sees');
  assert.equal(status, 0, output);
  assert.match(output, /^# Subtest: test\/fixtures\/run-files\/opens\.fixture\.ts\n {4}# Subtest: opens: /m);
  assert.match(output, /^# Subtest: test\/fixtures\/run-files\/sees\.fixture\.ts\n {4}# Subtest: sees: /m);
  const order = ['opens: tested', 'opens: closed', 'sees: tested'].map((line) => output.indexOf(line));
  assert.ok(
    order.every((at, index) => at >= 0 && (index === 0 || at > order[index - 1]!)),
    output,
  );
  assert.match(output, /^# pass 2$/m);
});

test('a failing file fails the process; the files after it still run', () => {
  const { status, output } = runFiles('fails', 'opens');
  assert.equal(status, 1, output);
  assert.match(output, /^ {4}not ok 1 - fails: a failing test$/m);
  assert.match(output, /^ {4}ok 1 - opens: its thing is open while its tests run$/m);
  assert.match(output, /^# fail 1$/m);
});
