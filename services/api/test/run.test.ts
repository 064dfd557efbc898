// run.ts: a folder among the selected paths stands for the test files in it and below it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { serviceRoot } from '../src/config.ts';

test('a selected folder runs every test file in it and below it, and nothing else in it', (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-run-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'below'));
  const passing = (name: string) => `import { test } from 'node:test';\ntest('${name}', () => {});\n`;
  writeFileSync(path.join(dir, 'top.test.ts'), passing('top ran'));
  writeFileSync(path.join(dir, 'below', 'deep.test.ts'), passing('deep ran'));
  writeFileSync(path.join(dir, 'helper.ts'), "throw new Error('not a test file');\n");
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'test/run.ts', '--test-reporter=tap', dir], {
    cwd: serviceRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_TEST_CONTEXT: undefined, TEST_DB: 'pglite' },
  });
  const output = result.stdout + result.stderr;
  assert.equal(result.status, 0, output);
  assert.match(output, /ok \d+ - top ran/);
  assert.match(output, /ok \d+ - deep ran/);
  assert.match(output, /^# pass 2$/m);
});
