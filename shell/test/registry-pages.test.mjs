import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createShellServer } from '../server.ts';
import { createRemoteRegistry } from '../server/remote-registry.ts';

// Pages built from the remotes' runtime registry (issue 32): each names the builds it was
// rendered with, a registry change shows without a restart, a canary keeps each learner's build.
const template =
  '<!doctype html><html lang=en><head><title>x</title></head><body><div id=root></div><script defer src=/_app/main.js></script></body></html>';
const env = {
  PUBLIC_SITE_URL: 'https://site.example',
  REMOTE_QUIZ_URL: 'https://site.example/remotes/quiz',
  SERVER_REMOTE_QUIZ_URL: 'http://mf-quiz:3002',
  SERVER_SITE_URL: 'http://front-door',
  SSR_CACHE_TTL_MS: '60000',
};
const v2 = { url: 'https://site.example/remotes/quiz-v2', buildId: 'v2' };
const v3 = { url: 'https://cdn.example/quiz/v3', buildId: 'v3' };

const configOf = (html) => JSON.parse(/window\.__ACADEMY_CONFIG__=(\{.*?\})<\/script>/.exec(html)[1]);
const sha = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const cookieOf = (res) => res.headers.get('set-cookie')?.split(';')[0];

function start(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );
}

describe('pages from the remotes registry', () => {
  const api = { answer: { remotes: {}, canaries: {} } };
  const clock = { now: 0 };
  const renders = [];
  let shell;
  let base;
  before(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-registry-'));
    mkdirSync(path.join(dir, '_app'));
    const registry = createRemoteRegistry({
      apiUrl: 'http://api.internal',
      now: () => clock.now,
      fetchImpl: async () => new Response(JSON.stringify(api.answer)),
    });
    // the render names the server build it loaded, as the real one's HTML would differ by build
    const renderer = {
      async render(options) {
        renders.push(options);
        return {
          kind: 'page',
          status: 200,
          html: `<main>quiz from ${options.remotes.quiz}</main>`,
          styles: [],
          state: { remote: 'quiz', failed: [] },
        };
      },
    };
    shell = createShellServer({
      template,
      env,
      dir,
      renderer,
      registry,
      fetchImpl: async () => new Response('', { status: 503 }),
    });
    base = await start(shell);
  });
  after(() => shell.close());

  const page = async (cookie) => {
    const res = await fetch(`${base}/en/quizzes`, { headers: cookie ? { cookie } : {} });
    assert.equal(res.status, 200);
    return { res, html: await res.text() };
  };
  const moveClock = () => (clock.now += 3000);

  it('the env without a registry entry; remotes:set moves every page within the refresh, no restart; rollback back', async () => {
    let { html, res } = await page();
    assert.equal(configOf(html).remotes.quiz, 'https://site.example/remotes/quiz');
    assert.equal(configOf(html).remoteBuilds.quiz, null);
    assert.match(html, /quiz from http:\/\/mf-quiz:3002/);
    assert.equal(res.headers.get('set-cookie'), null, 'no canary: no cookie');

    api.answer = { remotes: { quiz: v2 }, canaries: {} };
    moveClock();
    ({ html, res } = await page());
    assert.deepEqual([configOf(html).remotes.quiz, configOf(html).remoteBuilds.quiz], [v2.url, 'v2']);
    // rendered with that build, reached through the front door
    assert.match(html, /quiz from http:\/\/front-door\/remotes\/quiz-v2/);
    assert.equal(renders.at(-1).runtimeConfig.remotes.quiz, v2.url);
    // the page's config script (now another) is allowed by its hash
    const script = /<script>(window\.__ACADEMY_CONFIG__=.*?)<\/script>/.exec(html)[1];
    assert.ok(res.headers.get('content-security-policy').includes(sha(script)));
    assert.deepEqual(await (await fetch(`${base}/remotes.json`)).json(), { ...configOf(html).remotes });

    api.answer = { remotes: {}, canaries: {} };
    moveClock();
    ({ html } = await page());
    assert.equal(configOf(html).remotes.quiz, 'https://site.example/remotes/quiz');
    assert.match(html, /quiz from http:\/\/mf-quiz:3002/);
  });

  it('a build on another origin is allowed by the page CSP, for that page only', async () => {
    api.answer = { remotes: { quiz: v3 }, canaries: {} };
    moveClock();
    const { res, html } = await page();
    assert.equal(configOf(html).remotes.quiz, v3.url);
    assert.match(res.headers.get('content-security-policy'), /script-src [^;]*https:\/\/cdn\.example/);
    api.answer = { remotes: {}, canaries: {} };
    moveClock();
    assert.doesNotMatch((await page()).res.headers.get('content-security-policy'), /cdn\.example/);
  });

  it('a canary at 50%: both builds over new learners, each learner always the same one, pages cached apart', async () => {
    api.answer = { remotes: {}, canaries: { quiz: { ...v2, percent: 50 } } };
    moveClock();
    const seen = new Map();
    for (let i = 0; i < 60; i++) {
      const { res, html } = await page();
      const cookie = cookieOf(res);
      assert.match(res.headers.get('set-cookie'), /^academy-canary=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
      const build = configOf(html).remotes.quiz;
      // the HTML is the build the config names, even from the micro-cache
      assert.ok(
        html.includes(`quiz from ${build === v2.url ? 'http://front-door/remotes/quiz-v2' : 'http://mf-quiz:3002'}`),
      );
      seen.set(cookie, build);
    }
    const builds = [...seen.values()];
    assert.ok(builds.includes(v2.url) && builds.includes('https://site.example/remotes/quiz'), 'both builds seen');
    for (const [cookie, build] of [...seen].slice(0, 10)) {
      for (let visit = 0; visit < 3; visit++) {
        const { res, html } = await page(`theme=dark; ${cookie}`);
        assert.equal(configOf(html).remotes.quiz, build);
        assert.equal(res.headers.get('set-cookie'), null, 'a learner with a bucket keeps it');
      }
      const mine = await (await fetch(`${base}/remotes.json`, { headers: { cookie } })).json();
      assert.equal(mine.quiz, build);
    }
  });
});
