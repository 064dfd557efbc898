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
    const ids = await ruleIdsFor(
      'mf-quiz/src/bad.ts',
      "import { routes } from '../../mf-content/src/routes';\nexport const r = routes;\n",
    );
    assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join());
  });

  it('a remote may not import the shell', async () => {
    const ids = await ruleIdsFor(
      'mf-events/src/bad.ts',
      "import { shellRoutes } from '../../shell/src/app/router';\nexport const r = shellRoutes;\n",
    );
    assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join());
  });

  it('a package may not import an app, by path or by name', async () => {
    const byPath = await ruleIdsFor(
      'packages/ui/src/bad.ts',
      "import { routes } from '../../../mf-content/src/routes';\nexport const r = routes;\n",
    );
    assert.ok(byPath.includes('import-x/no-restricted-paths'), byPath.join());
    const byName = await ruleIdsFor(
      'packages/ui/src/bad.ts',
      "import x from '@academy/mf-content';\nexport const r = x;\n",
    );
    assert.ok(byName.includes('no-restricted-imports'), byName.join());
  });

  it('nobody deep-imports into a package', async () => {
    const ids = await ruleIdsFor(
      'mf-content/src/bad.ts',
      "import { i18n } from '@academy/platform/src/lib/i18n';\nexport const r = i18n;\n",
    );
    assert.ok(ids.includes('no-restricted-imports'), ids.join());
  });

  it('importing a package by its public face is fine', async () => {
    const ids = await ruleIdsFor(
      'mf-content/src/fine.ts',
      "import { paths } from '@academy/contracts';\nexport const r = paths;\n",
    );
    assert.deepEqual(ids, []);
  });

  it('in the API, a domain imports another only through its index.ts', async () => {
    const ids = await ruleIdsFor(
      'services/api/src/modules/commerce/bad.ts',
      "import { blogsRepository } from '../content/blogs/repository.ts';\nexport const r = blogsRepository;\n",
    );
    assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join());
    const fine = await ruleIdsFor(
      'services/api/src/modules/commerce/fine.ts',
      "import { blogsRepository } from '../content/index.ts';\nimport { redeemErrors } from './redeems/errors.ts';\nexport const r = [blogsRepository, redeemErrors];\n",
    );
    assert.ok(!fine.includes('import-x/no-restricted-paths'), fine.join());
  });

  it('in the API, lib/, db/ and mail/ (the layers under plugins/ and modules/) import neither', async () => {
    for (const [file, code] of [
      [
        'services/api/src/mail/bad.ts',
        "import type { Mailer } from '../plugins/mailer.ts';\nexport type M = Mailer;\n",
      ],
      [
        'services/api/src/lib/bad.ts',
        "import { couponRoutes } from '../modules/commerce/index.ts';\nexport const r = couponRoutes;\n",
      ],
      [
        'services/api/src/db/bad.ts',
        "import { currentUser } from '../plugins/auth.ts';\nexport const r = currentUser;\n",
      ],
    ]) {
      const ids = await ruleIdsFor(file, code);
      assert.ok(ids.includes('import-x/no-restricted-paths'), `${file}: ${ids.join()}`);
    }
    const fine = await ruleIdsFor(
      'services/api/src/mail/fine.ts',
      "import type { MailMessage } from './message.ts';\nexport type M = MailMessage;\n",
    );
    assert.ok(!fine.includes('import-x/no-restricted-paths'), fine.join());
  });

  it('browser code reads no Node globals (process, Buffer, require); its tests may', async () => {
    for (const file of ['mf-quiz/src/bad.ts', 'packages/platform/src/bad.ts', 'shell/src/bad.ts']) {
      const ids = await ruleIdsFor(file, "export const a = process.env.API_URL;\nexport const b = Buffer.from('x');\n");
      assert.equal(ids.filter((id) => id === 'no-restricted-globals').length, 2, `${file}: ${ids.join()}`);
    }
    const test = await ruleIdsFor('mf-quiz/src/fine.test.ts', 'export const a = process.env.CI;\n');
    assert.ok(!test.includes('no-restricted-globals'), test.join());
  });

  it('JSX follows jsx-a11y (recommended): an image needs alt text, a click handler a keyboard one', async () => {
    const ids = await ruleIdsFor(
      'mf-quiz/src/bad.tsx',
      'export const A = () => <img src="x" />;\nexport const B = () => <div onClick={() => 1} />;\n',
    );
    assert.ok(ids.includes('jsx-a11y/alt-text'), ids.join());
    assert.ok(ids.includes('jsx-a11y/click-events-have-key-events'), ids.join());
  });

  it('a remote may import shared code from its own lib/ and its own feature', async () => {
    const ids = await ruleIdsFor(
      'mf-account/src/features/profile/fine.ts',
      "import { useErrorText } from '../../lib/request-error';\nimport { x } from './components/x';\nexport const r = [useErrorText, x];\n",
    );
    assert.ok(!ids.includes('import-x/no-restricted-paths'), ids.join());
  });
});

describe('import rules by role (package.json "academy.role")', () => {
  const restricted = (ids) => ids.includes('no-restricted-imports');

  it('contracts (common-library) imports no React and no other package', async () => {
    for (const code of [
      "import { useState } from 'react';\nexport const r = useState;\n",
      "import { Box } from '@mui/material';\nexport const r = Box;\n",
      "import { useQuery } from '@tanstack/react-query';\nexport const r = useQuery;\n",
      "import { theme } from '@academy/ui';\nexport const r = theme;\n",
      "import { http } from '@academy/platform';\nexport const r = http;\n",
    ]) {
      const ids = await ruleIdsFor('packages/contracts/src/lib/bad.ts', code);
      assert.ok(restricted(ids), `${code}: ${ids.join()}`);
    }
    const fine = await ruleIdsFor(
      'packages/contracts/src/lib/fine.ts',
      "import { z } from 'zod';\nexport const r = z;\n",
    );
    assert.deepEqual(fine, []);
  });

  it('ui (web-library) does not import platform; it may import contracts', async () => {
    const bad = await ruleIdsFor(
      'packages/ui/src/lib/bad.ts',
      "import { http } from '@academy/platform';\nexport const r = http;\n",
    );
    assert.ok(restricted(bad), bad.join());
    const fine = await ruleIdsFor(
      'packages/ui/src/lib/fine.ts',
      "import { paths } from '@academy/contracts';\nexport const r = paths;\n",
    );
    assert.deepEqual(fine, []);
  });

  it('services (backend) import only contracts', async () => {
    for (const name of ['@academy/platform', '@academy/ui', '@academy/testing', '@academy/mf-config']) {
      const ids = await ruleIdsFor('services/api/src/bad.ts', `import x from '${name}';\nexport const r = x;\n`);
      assert.ok(restricted(ids), `${name}: ${ids.join()}`);
    }
    const sandbox = await ruleIdsFor(
      'services/exchange-sandbox/src/bad.ts',
      "import x from '@academy/platform';\nexport const r = x;\n",
    );
    assert.ok(restricted(sandbox), sandbox.join());
    const fine = await ruleIdsFor(
      'services/api/src/fine.ts',
      "import { paths } from '@academy/contracts';\nexport const r = paths;\n",
    );
    assert.ok(!restricted(fine), fine.join());
  });

  it('telemetry (node-library) imports no other package; services and the static host may import it', async () => {
    for (const name of ['@academy/contracts', '@academy/static-host', '@academy/platform']) {
      const ids = await ruleIdsFor('packages/telemetry/src/bad.mjs', `import x from '${name}';\nexport const r = x;\n`);
      assert.ok(restricted(ids), `${name}: ${ids.join()}`);
    }
    for (const file of ['services/api/src/fine.ts', 'packages/static-host/src/fine.mjs']) {
      const ids = await ruleIdsFor(
        file,
        "import { traceIdMixin } from '@academy/telemetry';\nexport const r = traceIdMixin;\n",
      );
      assert.ok(!restricted(ids), `${file}: ${ids.join()}`);
    }
    const platform = await ruleIdsFor(
      'packages/platform/src/lib/bad.ts',
      "import { traceIdMixin } from '@academy/telemetry';\nexport const r = traceIdMixin;\n",
    );
    assert.ok(restricted(platform), platform.join());
  });

  it('inside a remote, one feature does not reach into another', async () => {
    const ids = await ruleIdsFor(
      'mf-account/src/features/profile/bad.ts',
      "import { x } from '../auth/login-page';\nexport const r = x;\n",
    );
    assert.ok(ids.includes('import-x/no-restricted-paths'), ids.join());
  });

  it('no relative import into another package', async () => {
    const ids = await ruleIdsFor(
      'services/api/src/bad.ts',
      "import { errorCodes } from '../../../packages/contracts/src/lib/errors';\nexport const r = errorCodes;\n",
    );
    assert.ok(ids.includes('import-x/no-relative-packages'), ids.join());
  });

  it('every workspace package declares a known role', async () => {
    const fs = await import('node:fs');
    const dirs = ['shell', 'e2e', ...fs.readdirSync(root).filter((d) => d.startsWith('mf-'))];
    for (const parent of ['packages', 'services']) {
      for (const d of fs.readdirSync(path.join(root, parent))) dirs.push(path.join(parent, d));
    }
    for (const dir of dirs) {
      const file = path.join(root, dir, 'package.json');
      if (!fs.existsSync(file)) continue;
      const role = JSON.parse(fs.readFileSync(file, 'utf8')).academy?.role;
      assert.ok(typeof role === 'string' && role.length > 0, `${dir} declares academy.role`);
    }
  });
});
