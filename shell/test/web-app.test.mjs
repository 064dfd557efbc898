import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import { createShellServer } from '../server.ts';

const require = createRequire(import.meta.url);
const { webAppManifest } = require('../web-app.cjs');
const shellDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const template =
  '<!doctype html><html lang="en"><head><title>Academy</title></head><body><div id="root"></div></body></html>';

function start(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );
}

/** A shell server on a build folder; `worker` is its /_app/sw.js (none: not built). */
async function shellOn(worker) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  mkdirSync(path.join(dir, '_app'));
  if (worker) writeFileSync(path.join(dir, '_app', 'sw.js'), worker);
  const server = createShellServer({
    template,
    env: { SERVER_API_URL: 'http://127.0.0.1:9' },
    dir,
    fetchImpl: async () => new Response('', { status: 503 }),
  });
  return { server, base: await start(server) };
}

describe('installable site: the service worker and the web app manifest', () => {
  let shell;
  before(async () => {
    shell = await shellOn('self.addEventListener("fetch", () => {})');
  });
  after(() => shell.server.close());

  it('serves the worker at the root, never cached by the browser (a new build is found at the next load)', async () => {
    const response = await fetch(`${shell.base}/sw.js`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.match(response.headers.get('content-type'), /^text\/javascript/);
    assert.match(response.headers.get('content-security-policy'), /default-src 'self'/);
    assert.equal(await response.text(), 'self.addEventListener("fetch", () => {})');
  });

  it('links each page to the manifest of its language and the home screen icon', async () => {
    for (const lang of routeTable.languages) {
      const html = await (await fetch(`${shell.base}/${lang}/glossary`)).text();
      assert.ok(html.includes(`<link rel="manifest" href="/_app/manifest.${lang}.webmanifest"/>`), lang);
      assert.ok(html.includes('<link rel="apple-touch-icon" href="/_app/icons/icon-192.png"/>'), lang);
    }
  });

  it('without a built worker /sw.js is not found (not a page)', async () => {
    const bare = await shellOn(null);
    try {
      const response = await fetch(`${bare.base}/sw.js`);
      assert.equal(response.status, 404);
    } finally {
      bare.server.close();
    }
  });

  it('one manifest per language: its name and start page, one app id, icons that exist (maskable too)', () => {
    const en = webAppManifest('en');
    const th = webAppManifest('th');
    assert.equal(en.start_url, '/en');
    assert.equal(th.start_url, '/th');
    assert.equal(en.id, th.id);
    assert.equal(en.name, 'Academy - Learn blockchain and crypto');
    assert.equal(th.name, 'Academy - เรียนรู้บล็อกเชนและคริปโต');
    assert.deepEqual(
      en.icons.map((icon) => [icon.sizes, icon.purpose]),
      [
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['512x512', 'maskable'],
      ],
    );
    for (const icon of en.icons) {
      assert.ok(existsSync(path.join(shellDir, 'public', icon.src.replace('/_app/', ''))), icon.src);
    }
  });
});
