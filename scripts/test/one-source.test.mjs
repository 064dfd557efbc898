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
const ports = require('../../packages/mf-config/src/ports.cjs');
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

  it('the shell server takes its default ports from ports.cjs, not its own copies', () => {
    const serverDir = path.join(root, 'shell/server');
    const files = ['shell/server.mjs', ...readdirSync(serverDir).map((name) => `shell/server/${name}`)];
    assert.ok(files.includes('shell/server/runtime-config.mjs'));
    for (const file of files) {
      const server = readFileSync(path.join(root, file), 'utf8');
      for (const port of Object.values(ports)) {
        assert.doesNotMatch(server, new RegExp(`(localhost:|\\?\\? *)${port}\\b`), `${file}: ${port}`);
      }
    }
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
