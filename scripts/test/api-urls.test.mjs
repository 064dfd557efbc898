// Issue 35 item 1: an API URL is written once, in contracts' endpoint table
// (packages/contracts/src/lib/endpoints/); code calls it by name through platform's `callEndpoint`.
// No unit's source may write an API path (platform's own session calls and the API follow).
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { remotes, root } from '../composition.mjs';

const units = ['shell', ...remotes.map((name) => `mf-${name}`)];

/** API paths written in a text: a string or template literal starting with `/client/`. */
export function apiUrlsIn(text) {
  return [...text.matchAll(/['"`](\/client\/[^'"`]*)['"`]/g)].map((m) => m[1]);
}

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'dist-monolith'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    // tests answer the API by its paths (test/mock-api): they are not callers
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes('/test/'))
      yield full;
  }
}

describe('API URLs', () => {
  it('finds a hand-written API path (the check itself works)', () => {
    assert.deepEqual(apiUrlsIn("http.get('/client/paths', {})"), ['/client/paths']);
    assert.deepEqual(apiUrlsIn('http.post(`/client/v2/paths/${slug}/certificate`)'), [
      '/client/v2/paths/${slug}/certificate',
    ]);
    assert.deepEqual(apiUrlsIn('callEndpoint(endpoints.content.learningPaths)'), []);
  });

  for (const unit of units) {
    it(`${unit} writes no API URL: it calls contracts' endpoints by name`, () => {
      const found = [];
      for (const file of sources(path.join(root, unit, 'src'))) {
        for (const url of apiUrlsIn(readFileSync(file, 'utf8'))) found.push(`${path.relative(root, file)}: ${url}`);
      }
      assert.deepEqual(found, []);
    });
  }
});
