// The import-direction rules of eslint.config.mjs, checked on code that breaks them.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { root } from '../composition.mjs';

const eslint = new ESLint({ cwd: root });
async function ruleIdsFor(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId);
}

describe('import rules', () => {
  it('a remote may not import another remote', async () => {
    const ids = await ruleIdsFor('mf-quiz/src/bad.ts', "import { routes } from '../../mf-content/src/routes';\nexport const r = routes;\n");
    assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join());
  });

  it('a remote may not import the shell', async () => {
    const ids = await ruleIdsFor('mf-events/src/bad.ts', "import { shellRoutes } from '../../shell/src/app/router';\nexport const r = shellRoutes;\n");
    assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join());
  });

  it('a package may not import an app, by path or by name', async () => {
    const byPath = await ruleIdsFor('packages/ui/src/bad.ts', "import { routes } from '../../../mf-content/src/routes';\nexport const r = routes;\n");
    assert.ok(byPath.includes('import-x/no-restricted-paths'), byPath.join());
    const byName = await ruleIdsFor('packages/ui/src/bad.ts', "import x from '@academy/mf-content';\nexport const r = x;\n");
    assert.ok(byName.includes('no-restricted-imports'), byName.join());
  });

  it('nobody deep-imports into a package', async () => {
    const ids = await ruleIdsFor('mf-content/src/bad.ts', "import { i18n } from '@academy/platform/src/lib/i18n';\nexport const r = i18n;\n");
    assert.ok(ids.includes('no-restricted-imports'), ids.join());
  });

  it('importing a package by its public face is fine', async () => {
    const ids = await ruleIdsFor('mf-content/src/fine.ts', "import { paths } from '@academy/contracts';\nexport const r = paths;\n");
    assert.deepEqual(ids, []);
  });
});
