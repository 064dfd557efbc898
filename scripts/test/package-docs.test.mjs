// Every package's README.md and CONTEXT.md is short (at most 40 lines: what it is, what it must
// not do, how to run, test and deploy it, links to its docs/) and its relative links lead to files
// that exist; so do the links of the docs/ beside them (issue 35).
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { root } from '../composition.mjs';

export const maxLines = 40;
const skipDirs = new Set(['node_modules', 'dist', 'dist-monolith', '.data', '.git', 'coverage', 'test-results']);

/** Every folder below the root holding a package.json, releases/ excluded. */
function* packageDirs(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.') || skipDirs.has(entry.name)) continue;
    if (dir === root && entry.name === 'releases') continue;
    const full = path.join(dir, entry.name);
    if (existsSync(path.join(full, 'package.json'))) yield full;
    yield* packageDirs(full);
  }
}

/** Lines as written; a final newline ends the last line rather than starting another. */
export const lineCount = (text) => text.replace(/\n$/, '').split('\n').length;

/** Relative link targets of a Markdown text, outside code blocks and code spans, anchors dropped. */
export function relativeLinks(text) {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1].split('#')[0])
    .filter((target) => target && !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Links of one Markdown file that lead nowhere. */
export function brokenLinks(file) {
  const dir = path.dirname(file);
  return relativeLinks(readFileSync(file, 'utf8')).filter((target) => !existsSync(path.resolve(dir, target)));
}

const packages = [...packageDirs(root)];
const docsOf = (dir) => ['README.md', 'CONTEXT.md'].map((name) => path.join(dir, name)).filter(existsSync);
const topicDocsOf = (dir) => {
  const docs = path.join(dir, 'docs');
  if (!existsSync(docs)) return [];
  return readdirSync(docs)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(docs, name));
};
const relative = (file) => path.relative(root, file);

describe('package docs', () => {
  it('finds the packages (shell, the API, a remote, contracts)', () => {
    const names = packages.map(relative);
    for (const expected of ['shell', 'services/api', 'mf-quiz', 'packages/contracts'])
      assert.ok(names.includes(expected));
    assert.ok(!names.some((name) => name.startsWith('releases')), 'releases/ is not checked');
  });

  it(`keeps every package's README.md and CONTEXT.md at most ${maxLines} lines`, () => {
    const long = packages
      .flatMap(docsOf)
      .map((file) => ({ file: relative(file), lines: lineCount(readFileSync(file, 'utf8')) }))
      .filter(({ lines }) => lines > maxLines);
    assert.deepEqual(long, [], 'move the detail into the package docs/ and link it');
  });

  it('links only to files that exist (README, CONTEXT and docs/; the root README too)', () => {
    const broken = [
      path.join(root, 'README.md'),
      ...packages.flatMap((dir) => [...docsOf(dir), ...topicDocsOf(dir)]),
    ].flatMap((file) => brokenLinks(file).map((target) => `${relative(file)} -> ${target}`));
    assert.deepEqual(broken, []);
  });

  it('counts lines as written and reads links as Markdown does', () => {
    assert.equal(lineCount('a\nb\n'), 2);
    assert.equal(lineCount(`${'x\n'.repeat(maxLines + 1)}`), maxLines + 1);
    const text = [
      '[a](docs/a.md) [b](../b.md#part "title") [web](https://example.com) [top](#top)',
      '`[code](not-a-link.md)`',
      '```md',
      '![pic](example.svg)',
      '```',
    ].join('\n');
    assert.deepEqual(relativeLinks(text), ['docs/a.md', '../b.md']);
  });
});
