// One source for each fact: the remotes are the route table's keys
// (packages/contracts/src/lib/route-table.json). Every other place derives them; this test finds
// a hand-written list of remote names anywhere in the code, and checks the places that must agree.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { remotes, root } from '../composition.mjs';

const require = createRequire(import.meta.url);
const routeTable = require('../../packages/contracts/src/lib/route-table.json');
const ports = require('../../packages/contracts/src/lib/ports.cjs');
const names = Object.keys(routeTable.remotes);

const skipDirs = new Set(['node_modules', 'dist', 'dist-monolith', '.data', '.git', 'coverage', 'test-results']);
function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || skipDirs.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mjs|cjs|js)$/.test(entry.name)) yield full;
  }
}

/** Array literals in a text that hold three or more remote names as strings ('quiz' or 'mf-quiz'). */
export function listsOfRemoteNames(text, remoteNames = names) {
  const found = [];
  for (const [literal] of text.matchAll(/\[[^[\]]*\]/g)) {
    const quoted = new Set(
      [...literal.matchAll(/['"`](?:mf-)?([a-z]+)['"`]/g)].map((m) => m[1]).filter((n) => remoteNames.includes(n)),
    );
    if (quoted.size >= 3) found.push(literal.replace(/\s+/g, ' ').slice(0, 120));
  }
  return found;
}

/** Ports of ports.cjs written by hand: in a URL, as a `PORT ?? default`, a `.default()` or a list item. */
export function literalPorts(text, portNumbers = Object.values(ports)) {
  const found = [];
  for (const port of portNumbers) {
    const forms = [
      new RegExp(`(localhost|127\\.0\\.0\\.1|0\\.0\\.0\\.0):${port}\\b`, 'g'),
      new RegExp(`port\\w*\\s*\\?\\?\\s*${port}\\b`, 'gi'),
      new RegExp(`\\.default\\(\\s*${port}\\s*\\)`, 'g'),
      new RegExp(`[\\[,]\\s*${port}\\s*(?=[,\\]])`, 'g'),
    ];
    for (const form of forms) found.push(...[...text.matchAll(form)].map((m) => m[0].replace(/^[[,]\s*/, '')));
  }
  return found;
}

describe('one list of remotes', () => {
  it('finds a hand-written list (the check itself works)', () => {
    assert.equal(listsOfRemoteNames("const r = ['content', 'quiz', 'account'];").length, 1);
    assert.equal(listsOfRemoteNames('const apps = ["mf-quiz", "mf-events", "mf-commerce"];').length, 1);
    assert.deepEqual(listsOfRemoteNames("const r = ['content', 'other'];"), []);
  });

  it('no source file lists the remote names by hand', () => {
    const offenders = [];
    for (const file of sourceFiles(root)) {
      const relative = path.relative(root, file);
      if (relative === 'scripts/test/one-source.test.mjs') continue;
      for (const list of listsOfRemoteNames(readFileSync(file, 'utf8'))) offenders.push(`${relative}: ${list}`);
    }
    assert.deepEqual(offenders, [], 'derive the remotes from the route table (remoteNames) instead');
  });

  it('every remote has its mf-<name> folder, its port, and nothing else is a remote', () => {
    const folders = readdirSync(root).filter((d) => d.startsWith('mf-') && d !== 'mf-config');
    assert.deepEqual(folders.sort(), names.map((n) => `mf-${n}`).sort());
    for (const name of names) assert.equal(typeof ports[name], 'number', `ports.cjs has a port for ${name}`);
    assert.deepEqual(remotes, names);
  });

  it('finds a literal port (the check itself works)', () => {
    assert.deepEqual(literalPorts("const url = 'http://localhost:1337';", [1337]), ['localhost:1337']);
    assert.equal(literalPorts('PORT: z.coerce.number().default(1337)', [1337]).length, 1);
    assert.equal(literalPorts('const port = Number(env.PORT ?? 4010);', [4010]).length, 1);
    assert.equal(literalPorts('const origins = [3000, 3001].map(String);', [3000, 3001]).length, 2);
    assert.equal(literalPorts("smtp://127.0.0.1:1025'", [1025]).length, 1);
    assert.deepEqual(
      literalPorts('setTimeout(done, 3000); zIndex: 3000; ms ?? 3000; `localhost:${ports.api}`', [3000, 1337]),
      [],
    );
  });

  it('no source file writes a port of ports.cjs by hand (tests, e2e, compose and docs are held elsewhere)', () => {
    const offenders = [];
    for (const file of sourceFiles(root)) {
      const relative = path.relative(root, file);
      if (
        /(^|\/)(test|e2e)\/|\.test\.[cm]?[jt]sx?$/.test(relative) ||
        relative === 'packages/contracts/src/lib/ports.cjs'
      )
        continue;
      for (const literal of literalPorts(readFileSync(file, 'utf8'))) offenders.push(`${relative}: ${literal}`);
    }
    assert.deepEqual(offenders, [], "import ports from '@academy/contracts/ports' instead");
  });
});

/** Spellings of the language type by hand ('en' | 'th', either order, either quotes) or of the list (['en', 'th']). */
export function languageSpellings(text) {
  const union = /(['"])(en|th)\1\s*\|\s*(['"])(?!\2)(en|th)\3/g;
  const list = /\[\s*(['"])(en|th)\1\s*,\s*(['"])(?!\2)(en|th)\3\s*\]/g;
  return [...text.matchAll(union), ...text.matchAll(list)].map((m) => m[0]);
}

describe('one language type', () => {
  it('finds a hand-written spelling (the check itself works)', () => {
    assert.equal(languageSpellings("type Lang = 'en' | 'th';").length, 1);
    assert.equal(languageSpellings('lng: "th" | "en"').length, 1);
    assert.equal(languageSpellings("for (const l of ['en', 'th'] as const)").length, 1);
    assert.deepEqual(languageSpellings("lang === 'en' ? 'th' : 'en'"), []);
  });

  it('only @academy/contracts spells it (Language, languages, defaultLanguage); the rest imports them', () => {
    const offenders = [];
    for (const file of sourceFiles(root)) {
      const relative = path.relative(root, file);
      if (relative === 'packages/contracts/src/lib/routes.ts' || relative === 'scripts/test/one-source.test.mjs')
        continue;
      for (const spelling of languageSpellings(readFileSync(file, 'utf8'))) offenders.push(`${relative}: ${spelling}`);
    }
    assert.deepEqual(offenders, [], "import { type Language, languages } from '@academy/contracts' instead");
  });
});
