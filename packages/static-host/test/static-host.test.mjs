import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cacheControlFor, createStaticHost } from '../src/index.mjs';

describe('cacheControlFor', () => {
  it('never caches entries and manifests, caches hashed chunks forever', () => {
    for (const file of ['/index.html', '/mf-manifest.json', '/remoteEntry.js', '/_app/main.js', '/remotes.json']) {
      assert.equal(cacheControlFor(file), 'no-cache', file);
    }
    assert.equal(cacheControlFor('/1204.7e6ba0f9.js'), 'public, max-age=31536000, immutable');
    assert.equal(
      cacheControlFor('/_app/__federation_expose_routes.de26ca4e.js'),
      'public, max-age=31536000, immutable',
    );
  });
});

describe('createStaticHost', () => {
  let server;
  let base;
  before(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'static-host-'));
    writeFileSync(path.join(dir, 'index.html'), '<p>standalone</p>');
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x = 1;');
    writeFileSync(path.join(dir, '12.abcdef12.js'), 'chunk'.repeat(500));
    mkdirSync(path.join(dir, '_app'));
    writeFileSync(path.join(dir, '_app', 'main.js'), 'main');
    server = createStaticHost({ dir, jsonRoutes: { '/remotes.json': () => ({ content: 'http://x' }) } });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => server.close());

  it('serves files with CORS (manifests are fetched cross-origin) and cache headers', async () => {
    const response = await fetch(`${base}/remoteEntry.js`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.match(response.headers.get('content-type'), /javascript/);
  });

  it('compresses when asked', async () => {
    const response = await fetch(`${base}/12.abcdef12.js`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.equal(await response.text(), 'chunk'.repeat(500));
  });

  it('falls back to index.html for app routes (standalone remotes)', async () => {
    const response = await fetch(`${base}/en/quizzes/abc`);
    assert.equal(response.status, 200);
    assert.equal(await response.text(), '<p>standalone</p>');
  });

  it('answers health, JSON routes and preflight; refuses writes', async () => {
    assert.deepEqual(await (await fetch(`${base}/healthz`)).json(), { status: 'ok' });
    assert.deepEqual(await (await fetch(`${base}/remotes.json`)).json(), { content: 'http://x' });
    assert.equal((await fetch(`${base}/remoteEntry.js`, { method: 'OPTIONS' })).status, 204);
    assert.equal((await fetch(`${base}/x`, { method: 'POST' })).status, 405);
  });
});

describe('createStaticHost with a base path and a page renderer (the shell)', () => {
  let server;
  let base;
  before(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'static-host-'));
    mkdirSync(path.join(dir, '_app'));
    writeFileSync(path.join(dir, '_app', 'main.js'), 'main');
    server = createStaticHost({ dir, basePath: '/_app/', renderPage: (req) => `<p>${req.url}</p>` });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => server.close());

  it('serves assets under the base path and renders every other path', async () => {
    assert.equal(await (await fetch(`${base}/_app/main.js`)).text(), 'main');
    const page = await fetch(`${base}/th/articles/x`);
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    assert.equal(await page.text(), '<p>/th/articles/x</p>');
  });

  it('a missing asset under the base path is a 404, not the page', async () => {
    assert.equal((await fetch(`${base}/_app/missing.123.js`)).status, 404);
  });
});
