import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createShellServer } from '../server.ts';
import { backPath } from '../server/theme-choice.ts';

const template = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Academy</title></head><body><div id="root"></div></body></html>`;

function start(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );
}

describe('POST /_theme: the header theme form without script', () => {
  let shell;
  let base;
  before(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
    mkdirSync(path.join(dir, '_app'));
    shell = createShellServer({
      template,
      env: { SERVER_API_URL: 'http://127.0.0.1:9' },
      dir,
      fetchImpl: async () => new Response('', { status: 503 }),
    });
    base = await start(shell);
  });
  after(() => shell.close());

  const post = (body, headers = {}) =>
    fetch(`${base}/_theme`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', ...headers },
      body: new URLSearchParams(body),
    });

  it('sets the theme cookie for a year and sends the browser back to the page (303)', async () => {
    for (const theme of ['dark', 'light', 'system']) {
      const res = await post({ theme, back: '/th/articles/what-is-bitcoin?x=1#intro' });
      assert.equal(res.status, 303);
      assert.equal(res.headers.get('location'), '/th/articles/what-is-bitcoin?x=1#intro');
      assert.equal(res.headers.get('set-cookie'), `theme=${theme}; path=/; max-age=31536000; SameSite=Lax`);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      assert.ok(res.headers.get('content-security-policy'), 'the security headers too');
    }
  });

  it('the next page is rendered in the chosen scheme', async () => {
    const cookie = (await post({ theme: 'dark', back: '/en' })).headers.get('set-cookie').split(';')[0];
    const page = await fetch(`${base}/en`, { headers: { cookie } });
    assert.match(await page.text(), /<html lang="en" data-theme="dark">/);
  });

  it('refuses a value that is no choice with 400 VALIDATION_FAILED in the page language, no cookie', async () => {
    for (const body of [{ theme: 'blue', back: '/th' }, { back: '/th' }, { theme: 'theme=dark', back: '/th' }]) {
      const res = await post(body);
      assert.equal(res.status, 400);
      assert.equal(res.headers.get('set-cookie'), null);
      assert.equal(await res.text(), 'VALIDATION_FAILED: ธีมที่เลือกไม่ใช่สว่าง มืด หรือตามระบบ กรุณากลับไปเลือกอีกครั้ง\n');
    }
    assert.match(await (await post({ theme: 'blue', back: '/en/glossary' })).text(), /^VALIDATION_FAILED: That theme/);
  });

  it('refuses a form posted from another site (403 CSRF_REJECTED), no cookie', async () => {
    const res = await post({ theme: 'dark', back: '/en' }, { 'Sec-Fetch-Site': 'cross-site' });
    assert.equal(res.status, 403);
    assert.equal(res.headers.get('set-cookie'), null);
    assert.match(await res.text(), /^CSRF_REJECTED: /);
  });

  it('refuses a body larger than a form (413), and a GET changes nothing (405)', async () => {
    const big = await post({ theme: 'dark', back: `/${'a'.repeat(5000)}` });
    assert.equal(big.status, 413);
    assert.equal(big.headers.get('set-cookie'), null);
    const get = await fetch(`${base}/_theme?theme=dark&back=/en`, { redirect: 'manual' });
    assert.equal(get.status, 405);
    assert.equal(get.headers.get('set-cookie'), null);
  });

  it('goes back only to a path of this site', () => {
    assert.equal(backPath('/en/quizzes?filter=free'), '/en/quizzes?filter=free');
    for (const bad of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'en', '', null, '/en\r\nX: 1']) {
      assert.equal(backPath(bad), '/', String(bad));
    }
  });
});
