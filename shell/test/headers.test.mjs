import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import { isKnownPath } from '@academy/contracts/route-match';
import { createShellServer } from '../server.ts';

const themeScript = "(function(){document.documentElement.dataset.theme='dark'})()";
const template = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Academy</title><script>${themeScript}</script></head><body><div id="root"></div><script defer src="/_app/main.js"></script></body></html>`;
const sha = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy as { directive: [sources] }. */
const parseCsp = (header) =>
  Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

const env = {
  API_URL: 'https://api.academy.example/',
  EXCHANGE_URL: 'https://exchange.example',
  REMOTE_CONTENT_URL: 'https://content.academy.example',
  REMOTE_QUIZ_URL: 'https://quiz.academy.example/',
  REMOTE_ACCOUNT_URL: 'https://account.academy.example',
  REMOTE_COMMERCE_URL: 'https://commerce.academy.example',
  REMOTE_EVENTS_URL: 'https://events.academy.example',
  PUBLIC_SITE_URL: 'https://academy.example',
  TRUST_PROXY: '127.0.0.1',
};
const remoteOrigins = Object.keys(routeTable.remotes).map((r) => `https://${r}.academy.example`);

function start(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );
}

describe('shell server security headers', () => {
  let shell;
  let base;
  before(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
    mkdirSync(path.join(dir, '_app'));
    writeFileSync(path.join(dir, '_app', 'main.js'), 'console.log(1)');
    // no API is running: article meta and the sitemap fall back to the static pages
    shell = createShellServer({
      template,
      env: { ...env, SERVER_API_URL: 'http://127.0.0.1:9' },
      dir,
      fetchImpl: async () => new Response('', { status: 503 }),
    });
    base = await start(shell);
  });
  after(() => shell.close());

  it('allows exactly self, the five remotes and the API, and the page’s inline scripts by hash', async () => {
    const res = await fetch(`${base}/en/quizzes`);
    assert.equal(res.status, 200);
    const html = await res.text();
    const csp = parseCsp(res.headers.get('content-security-policy'));
    assert.deepEqual(csp['default-src'], ["'self'"]);
    assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
    assert.deepEqual(csp['object-src'], ["'none'"]);
    assert.deepEqual(csp['base-uri'], ["'self'"]);
    const config = /<script>(window\.__ACADEMY_CONFIG__=[^<]*)<\/script>/.exec(html)?.[1];
    assert.ok(config, 'the page carries the runtime config');
    assert.deepEqual(csp['script-src'].sort(), ["'self'", ...remoteOrigins, sha(themeScript), sha(config)].sort());
    assert.ok(!csp['script-src'].includes("'unsafe-inline'") && !csp['script-src'].includes("'unsafe-eval'"));
    assert.deepEqual(csp['connect-src'].sort(), ["'self'", ...remoteOrigins, 'https://api.academy.example'].sort());
    // the exchange is only navigated to (sign-on), never fetched from the page
    assert.doesNotMatch(res.headers.get('content-security-policy'), /exchange\.example/);
    assert.doesNotMatch(res.headers.get('content-security-policy'), /\*/);
    assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(res.headers.get('x-frame-options'), 'DENY');
  });

  it('allows no inline script but the template’s and the config (no nonce: the page can be cached)', async () => {
    const res = await fetch(`${base}/en/no-such-page`);
    assert.equal(res.status, 404);
    const html = await res.text();
    const csp = parseCsp(res.headers.get('content-security-policy'));
    const allowed = csp['script-src'].filter((s) => s.startsWith("'sha256-"));
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => sha(body));
    assert.deepEqual(allowed.sort(), [...new Set(inline)].sort());
    assert.ok(!csp['script-src'].some((s) => s.startsWith("'nonce-")));
    // a script injected into the page with other text would not run
    assert.ok(!allowed.includes(sha('alert(1)')));
  });

  it('sends the headers on static files, robots.txt, sitemap.xml, remotes.json and health too', async () => {
    for (const p of ['/_app/main.js', '/robots.txt', '/sitemap.xml', '/remotes.json', '/healthz']) {
      const res = await fetch(base + p);
      assert.equal(res.status, 200, p);
      assert.match(res.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/, p);
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', p);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', p);
    }
  });

  it('sends HSTS only over https: X-Forwarded-Proto from a trusted proxy', async () => {
    const plain = await fetch(`${base}/en`);
    assert.equal(plain.headers.get('strict-transport-security'), null);
    const proxied = await fetch(`${base}/en`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.match(proxied.headers.get('strict-transport-security'), /^max-age=31536000/);
    const robots = await fetch(`${base}/robots.txt`, { headers: { 'x-forwarded-proto': 'https' } });
    assert.match(robots.headers.get('strict-transport-security'), /^max-age=/);
  });

  it('ignores X-Forwarded-Proto from a peer that is not a trusted proxy', async () => {
    const untrusted = createShellServer({
      template,
      env: { ...env, TRUST_PROXY: '10.0.0.0/8' },
      dir: mkdtempSync(path.join(tmpdir(), 'shell-dist-')),
    });
    const url = await start(untrusted);
    try {
      const res = await fetch(`${url}/en`, { headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(res.headers.get('strict-transport-security'), null);
    } finally {
      untrusted.close();
    }
    const none = createShellServer({
      template,
      env: { ...env, TRUST_PROXY: undefined },
      dir: mkdtempSync(path.join(tmpdir(), 'shell-dist-')),
    });
    const url2 = await start(none);
    try {
      const res = await fetch(`${url2}/en`, { headers: { 'x-forwarded-proto': 'https' } });
      assert.equal(res.headers.get('strict-transport-security'), null);
    } finally {
      none.close();
    }
  });

  it('takes a hop count for TRUST_PROXY like the API', async () => {
    for (const [hops, hsts] of [
      ['1', true],
      ['0', false],
    ]) {
      const server = createShellServer({
        template,
        env: { ...env, TRUST_PROXY: hops },
        dir: mkdtempSync(path.join(tmpdir(), 'shell-dist-')),
      });
      const url = await start(server);
      try {
        const res = await fetch(`${url}/en`, { headers: { 'x-forwarded-proto': 'https' } });
        assert.equal(res.headers.get('strict-transport-security') !== null, hsts, hops);
      } finally {
        server.close();
      }
    }
  });

  it('refuses TRUST_PROXY=true (anyone could claim https)', () => {
    assert.throws(() => createShellServer({ template, env: { ...env, TRUST_PROXY: 'true' } }), /TRUST_PROXY/);
  });

  it('answers an unknown path with 404 and the localized not-found page', async () => {
    for (const [p, title] of [
      ['/en/no-such-page', 'Page not found - Academy'],
      ['/th/no-such-page/deeper', 'ไม่พบหน้านี้ - Academy'],
      ['/no-such-page', 'Page not found - Academy'],
      ['/favicon.ico', 'Page not found - Academy'],
      ['/wp-login.php', 'Page not found - Academy'],
    ]) {
      const res = await fetch(base + p);
      assert.equal(res.status, 404, p);
      assert.match(res.headers.get('content-type'), /text\/html/, p);
      const html = await res.text();
      assert.ok(html.includes(`<title>${title}</title>`), `${p}: ${html}`);
      assert.match(html, /<meta name="robots" content="noindex"\/>/, p);
      // the app still boots and renders its not-found page inside the layout
      assert.match(html, /window\.__ACADEMY_CONFIG__/, p);
      assert.match(res.headers.get('content-security-policy'), /frame-ancestors 'none'/, p);
    }
    const th = await (await fetch(`${base}/th/no-such-page`)).text();
    assert.match(th, /<html lang="th"/);
  });

  it('answers 200 for every page of the route table, with or without a language', async () => {
    for (const p of [
      '/',
      '/en',
      '/th',
      '/en/articles/what-is-bitcoin',
      '/th/quizzes/3/result',
      '/en/profile/favourites',
      '/en/redeem/history',
      '/th/pitch-2024',
      '/glossary',
      '/en/legal/privacy-policy',
    ]) {
      assert.equal((await fetch(base + p)).status, 200, p);
    }
    assert.equal((await fetch(`${base}/_app/missing.js`)).status, 404);
  });

  it('knows the site’s paths from the route table', () => {
    assert.equal(isKnownPath('/'), true);
    assert.equal(isKnownPath('/th/hackathon'), true);
    assert.equal(isKnownPath('/en/articles'), true);
    assert.equal(isKnownPath('/en/nope'), false);
    assert.equal(isKnownPath('/xx/articles'), false);
    assert.equal(isKnownPath('/en/%ZZ'), false);
  });
});

describe('remote static host security headers', () => {
  let server;
  let base;
  before(async () => {
    const { createSecurityHeaders, createStaticHost } = await import('@academy/static-host');
    const dir = mkdtempSync(path.join(tmpdir(), 'remote-dist-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><script>var a=1</script></head><body></body></html>',
    );
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x = 1;');
    const securityHeaders = createSecurityHeaders({
      connectOrigins: ['https://api.academy.example'],
      template: '<script>var a=1</script>',
    });
    server = createStaticHost({ dir, securityHeaders });
    base = await start(server);
  });
  after(() => server.close());

  it('sends the policy on the standalone page and on the federation files', async () => {
    for (const p of ['/', '/en/quizzes', '/remoteEntry.js']) {
      const res = await fetch(base + p);
      const csp = parseCsp(res.headers.get('content-security-policy'));
      assert.deepEqual(csp['frame-ancestors'], ["'none'"], p);
      assert.deepEqual(csp['connect-src'], ["'self'", 'https://api.academy.example'], p);
      assert.ok(csp['script-src'].includes(sha('var a=1')), p);
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin', p);
    }
  });
});
