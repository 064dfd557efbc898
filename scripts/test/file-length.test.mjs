// No hand-written source or test file over 300 lines (house rule; issue 35): split it by concern,
// shared set-up into a small support module beside it. Not counted: what is generated or copied
// (build output, the skew check's copied specs, migrations, lockfiles) and releases/.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { root } from '../composition.mjs';

export const maxLines = 300;
const notHandWritten = new Set([
  'node_modules',
  'dist',
  'dist-monolith',
  '.data',
  '.cache',
  '.git',
  'coverage',
  'test-results',
  'playwright-report',
  'reports',
  'skew-tests',
  'migrations',
  'releases',
]);
const sourceFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (notHandWritten.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (sourceFile.test(entry.name)) yield full;
  }
}

/** Lines as written; a final newline ends the last line rather than starting another. */
export const lineCount = (text) => text.replace(/\n$/, '').split('\n').length;

describe('file length', () => {
  const files = [...sourceFiles(root)].map((file) => path.relative(root, file));

  it('walks the sources and tests of every part (and skips what is generated)', () => {
    for (const expected of ['scripts/test.mjs', 'services/api/src/app.ts', 'shell/server.ts']) {
      assert.ok(files.includes(expected), expected);
    }
    assert.ok(files.some((file) => file.endsWith('.test.tsx')));
    assert.ok(!files.some((file) => file.split(path.sep).some((part) => notHandWritten.has(part))));
  });

  it(`keeps every hand-written source and test file at most ${maxLines} lines`, () => {
    const long = files
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(root, file), 'utf8')) }))
      .filter(({ lines }) => lines > maxLines);
    assert.deepEqual(long, [], 'split it by concern');
  });

  it('counts lines as written', () => {
    assert.equal(lineCount('a\nb\n'), 2);
    assert.equal(lineCount('x\n'.repeat(maxLines + 1)), maxLines + 1);
  });
});
