import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createShellServer } from '../server.ts';
import { pageCacheKey } from '../server/page-cache-key.ts';

describe('the micro-cache key of a page', () => {
  it('holds the path, the parameters the page reads (sorted) and the theme', () => {
    assert.equal(pageCacheKey('/en/glossary', 'dark'), '/en/glossary?|dark');
    assert.equal(pageCacheKey('/en/search?q=bitcoin', ''), '/en/search?q=bitcoin|');
    assert.equal(
      pageCacheKey('/th/articles?page=2&difficulty=beginner', 'light'),
      pageCacheKey('/th/articles?difficulty=beginner&page=2', 'light'),
    );
    assert.notEqual(pageCacheKey('/en/articles?page=2', ''), pageCacheKey('/en/articles?page=3', ''));
  });

  it('leaves tracking parameters out', () => {
    assert.equal(pageCacheKey('/en/glossary?utm_source=mail&fbclid=x', ''), pageCacheKey('/en/glossary', ''));
  });

  it('does not cache a URL with a parameter its page does not read (no new entry, no eviction, no answer for another URL)', () => {
    assert.equal(pageCacheKey('/en/glossary?cb=123', ''), null);
    assert.equal(pageCacheKey('/en?q=x', ''), null);
    assert.equal(pageCacheKey('/en/reset-password?token=secret', ''), null);
  });
});

describe('the shell server with the micro-cache', () => {
  it('?cb=<random> renders without touching the cache: real pages stay cached', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-cache-key-'));
    mkdirSync(path.join(dir, '_app'));
    const rendered = [];
    const renderer = {
      async render({ url }) {
        rendered.push(new URL(url).pathname + new URL(url).search);
        return {
          kind: 'page',
          status: 200,
          html: `<main>${rendered.length}</main>`,
          styles: [],
          state: { queries: {} },
        };
      },
    };
    const template = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
    const shell = createShellServer({
      template,
      env: { SSR_CACHE_TTL_MS: '60000', SSR_CACHE_MAX_PAGES: '3' },
      dir,
      renderer,
    });
    await new Promise((resolve) => shell.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${shell.address().port}`;
    try {
      const get = async (pathWithQuery) => (await fetch(base + pathWithQuery)).text();
      const glossary = await get('/en/glossary');
      for (let i = 0; i < 5; i += 1) await get(`/en/glossary?cb=${Math.random()}`);
      assert.equal(await get('/en/glossary'), glossary, 'still the cached page');
      assert.equal(await get('/en/glossary?utm_source=x'), glossary, 'tracking parameters share it');
      assert.equal(rendered.filter((u) => u === '/en/glossary').length, 1);
      assert.equal(rendered.filter((u) => u.startsWith('/en/glossary?cb=')).length, 5, 'each rendered as it is');
      await get('/en/search?q=a');
      await get('/en/search?q=a');
      await get('/en/search?q=b');
      assert.deepEqual(
        rendered.filter((u) => u.startsWith('/en/search')),
        ['/en/search?q=a', '/en/search?q=b'],
      );
    } finally {
      shell.close();
    }
  });
});
