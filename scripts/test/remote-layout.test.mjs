// Every remote has the same shape (README "Where things live"): shared code in src/lib/, test
// helpers in src/test/, each route's loader in its feature's loaders.ts, routes.tsx only lists
// the routes, and query keys come from factories. A newcomer who knows one remote finds their way in the others.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { remotes, root } from '../composition.mjs';

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    yield { full, directory: entry.isDirectory() };
    if (entry.isDirectory()) yield* walk(full);
  }
}

/** What in a remote's src/ breaks the shared shape (paths relative to src/). */
export function layoutProblems(files, read) {
  const problems = [];
  for (const { file, directory } of files) {
    const name = path.basename(file);
    const isTest = /\.test\.tsx?$/.test(name);
    if (directory && ['shared', 'testing', 'utils', 'helpers'].includes(name))
      problems.push(`${file}: shared code goes to lib/, test helpers to test/`);
    if (directory || isTest) continue;
    if (/loader/i.test(name) && !/^features\/[^/]+\/loaders\.ts$/.test(file))
      problems.push(`${file}: a route loader lives in features/<feature>/loaders.ts`);
    const text = read(file);
    if (!file.startsWith('test/') && /from '(@testing-library\/|@academy\/testing)/.test(text))
      problems.push(`${file}: a test helper lives in test/`);
    if (/queryKey:\s*\[/.test(text)) problems.push(`${file}: a query key comes from a factory (query-keys.ts)`);
    if (file === 'routes.tsx' && /loader:\s*(async\s*)?\(|prefetchQuery/.test(text))
      problems.push(`${file}: lists the routes only; the loaders live in features/<feature>/loaders.ts`);
  }
  return problems;
}

describe('one shape for every remote', () => {
  it('finds what breaks the shape (the check itself works)', () => {
    const texts = {
      'routes.tsx': "{ path: 'x', loader: (args) => prefetch(getQueryClient().prefetchQuery(x)) }",
      'features/a/testing/fixtures.ts': "import { mockApi } from '@academy/testing';",
      'loaders.ts': '',
      'features/a/a-loader.ts': '',
      'features/a/loaders.ts': '',
      'test/mock-api.ts': "import { mockApi } from '@academy/testing';",
      'features/a/a.test.tsx': "import { screen } from '@testing-library/react';",
      'features/a/api/get-a.ts': "queryOptions({ queryKey: ['a', lang], queryFn })",
      'features/a/api/get-b.ts': 'queryOptions({ queryKey: aKeys.b(lang), queryFn })',
    };
    const files = [
      { file: 'shared', directory: true },
      { file: 'features/a/testing', directory: true },
      ...Object.keys(texts).map((file) => ({ file, directory: false })),
    ];
    const problems = layoutProblems(files, (file) => texts[file]);
    assert.deepEqual(
      problems.map((problem) => problem.split(':')[0]),
      [
        'shared',
        'features/a/testing',
        'routes.tsx',
        'features/a/testing/fixtures.ts',
        'loaders.ts',
        'features/a/a-loader.ts',
        'features/a/api/get-a.ts',
      ],
    );
  });

  for (const name of remotes) {
    it(`mf-${name}: lib/ for shared code, test/ for test helpers, features/<feature>/loaders.ts`, () => {
      const src = path.join(root, `mf-${name}`, 'src');
      const files = [...walk(src)].map(({ full, directory }) => ({ file: path.relative(src, full), directory }));
      assert.ok(files.some(({ file }) => file === 'routes.tsx'));
      assert.deepEqual(
        layoutProblems(files, (file) => readFileSync(path.join(src, file), 'utf8')),
        [],
      );
    });
  }
});
