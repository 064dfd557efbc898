import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { serviceRoot } from '../src/config.ts';

/**
 * The API is sorted by domain (CONTEXT.md): src/modules/<domain>/ holds a domain's routes,
 * services, repositories and workers. The rule: a file outside src/modules/<b>/ (another domain,
 * app.ts, plugins/, operator/, content/) imports src/modules/<b>/ only through its public face,
 * src/modules/<b>/index.ts; and the layer folders (src/routes, src/repositories, src/services)
 * do not come back.
 */
const src = path.join(serviceRoot, 'src');
const modules = path.join(src, 'modules');
const importPattern = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|mts|mjs)$/.test(file))
    .map((file) => path.join(dir, file));
}

/** The imports of `file` (its text `text`) that reach into a domain other than its own past index.ts. */
function deepDomainImports(file: string, text: string): string[] {
  const own = path.relative(modules, file).split(path.sep);
  const ownDomain = own.length > 1 && !own[0]!.startsWith('..') ? own[0] : null;
  return [...text.matchAll(importPattern)]
    .map((match) => match[1]!)
    .filter((specifier) => {
      const target = path.relative(modules, path.resolve(path.dirname(file), specifier)).split(path.sep);
      if (target[0]!.startsWith('..') || target.length < 2) return false;
      return target[0] !== ownDomain && !(target.length === 2 && target[1] === 'index.ts');
    });
}

describe('module boundaries', () => {
  test('the check finds a deep import into another domain, and allows index.ts and its own domain', () => {
    const commerceFile = path.join(modules, 'commerce', 'redeems', 'service.ts');
    assert.deepEqual(deepDomainImports(commerceFile, "import { x } from '../../learning/quiz/routes.ts';"), [
      '../../learning/quiz/routes.ts',
    ]);
    assert.deepEqual(
      deepDomainImports(path.join(src, 'app.ts'), "import a from './modules/content/blogs/routes.ts';"),
      ['./modules/content/blogs/routes.ts'],
    );
    assert.deepEqual(deepDomainImports(commerceFile, "import { x } from '../../learning/index.ts';"), []);
    assert.deepEqual(deepDomainImports(commerceFile, "import { x } from '../points/repository.ts';"), []);
    assert.deepEqual(deepDomainImports(commerceFile, "import { x } from '../../../lib/app-error.ts';"), []);
  });

  test('no file imports a domain except through its index.ts', () => {
    const offences = sourceFiles(src).flatMap((file) =>
      deepDomainImports(file, fs.readFileSync(file, 'utf8')).map(
        (specifier) => `${path.relative(serviceRoot, file)} imports ${specifier}`,
      ),
    );
    assert.deepEqual(offences, []);
  });

  test('every domain has its public face, index.ts', () => {
    const domains = fs.readdirSync(modules, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    assert.ok(domains.length > 0);
    for (const domain of domains) assert.ok(fs.existsSync(path.join(modules, domain.name, 'index.ts')), domain.name);
  });

  test('the layer folders do not come back (src/routes, src/repositories, src/services)', () => {
    for (const layer of ['routes', 'repositories', 'services']) {
      assert.equal(fs.existsSync(path.join(src, layer)), false, `src/${layer} exists: put its files in their domain`);
    }
  });

  test('a repository returns rows: it throws no HTTP error and runs no workflow (transactions only as listed)', () => {
    // A repository by its file name, or by what it exports (`export function fooRepository(`).
    const repositories = sourceFiles(modules).filter(
      (file) =>
        /(^|\/)repository\/|repository\.ts$/.test(path.relative(modules, file).split(path.sep).join('/')) ||
        /export function \w+Repository\(/.test(fs.readFileSync(file, 'utf8')),
    );
    assert.ok(repositories.length > 20);
    const errorImports = /from\s+['"][^'"]*(app-error|\/errors)\.ts['"]/;
    const offences = repositories.flatMap((file) => {
      const name = path.relative(modules, file).split(path.sep).join('/');
      const text = fs.readFileSync(file, 'utf8');
      return [
        ...(errorImports.test(text) ? [`${name} imports an HTTP error`] : []),
        ...(text.includes('.transaction(') && !(name in ownTransactions) ? [`${name} opens a transaction`] : []),
      ];
    });
    assert.deepEqual(offences, []);
    assert.deepEqual(
      Object.keys(ownTransactions).filter((name) => !repositories.some((file) => file.endsWith(name))),
      [],
    );
  });
});

/** Repositories that open their own transaction, each with its reason. */
const ownTransactions: Record<string, string> = {
  'commerce/points/repository.ts': "one balance UPDATE plus its ledger row, in the caller's transaction when given",
  'commerce/subscriptions/repository.ts': 'a capture marks the purchase paid and grants its period together',
  'operations/remote-registry/repository.ts': "a rollback takes the remote's advisory lock for its two statements",
};
