import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import ports from '@academy/contracts/ports';
import { createShellServer } from '../server.ts';

const template =
  '<!doctype html><html lang=en><head><title>x</title></head><body><div id=root></div><script defer src=/_app/main.js></script></body></html>';

function start(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );
}

describe('shell server rendering (SSR)', () => {
  const calls = [];
  let answer = null;
  let shell;
  let base;
  before(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-ssr-'));
    mkdirSync(path.join(dir, '_app'));
    const renderer = {
      async render(options) {
        calls.push(options);
        if (answer instanceof Error) throw answer;
        return typeof answer === 'function' ? answer(options) : answer;
      },
    };
    shell = createShellServer({
      template,
      env: {
        SERVER_API_URL: 'http://api.internal',
        SERVER_REMOTE_CONTENT_URL: 'http://content.internal/',
        SSR_CACHE_TTL_MS: '0',
      },
      dir,
      fetchImpl: async () => new Response('', { status: 503 }),
      renderer,
    });
    base = await start(shell);
  });
  after(() => shell.close());

  it('puts the app, its critical CSS and its state (allowed by its hash, escaped) into the page', async () => {
    answer = {
      kind: 'page',
      status: 200,
      html: '<main><h1>Glossary</h1></main>',
      styles: [{ key: 'mui', ids: ['abc'], css: '.mui-abc{color:red}' }],
      state: { queries: { queries: [{ state: { data: '</script><script>alert(1)</script>' } }] }, theme: 'dark' },
    };
    calls.length = 0;
    const res = await fetch(`${base}/th/glossary?letter=B`, { headers: { cookie: 'theme=dark' } });
    assert.equal(res.status, 200);
    const html = await res.text();
    // its app script starts on the reader's first intent (boot-on-intent.cjs), not at load
    assert.match(html, /<div id="root" data-boot-src="\/_app\/main.js"><main><h1>Glossary<\/h1><\/main><\/div>/);
    assert.ok(!html.includes('<script defer'), 'no app script loads at load');
    // the state is a JSON data block: not run (no CSP hash needed), parsed when the app starts
    assert.match(
      html,
      /<style data-emotion="mui abc">\.mui-abc\{color:red\}<\/style><script type="application\/json" id="academy-ssr-state">/,
    );
    const state = /<script type="application\/json" id="academy-ssr-state">([^<]*)<\/script>/.exec(html)?.[1];
    assert.deepEqual(JSON.parse(state), answer.state);
    const csp = res.headers.get('content-security-policy');
    assert.equal(csp.match(/'sha256-/g)?.length, 1, 'only the config script is allowed to run');
    assert.ok(!html.includes('</script><script>alert(1)'), 'state cannot close its script');
    assert.equal(calls.length, 1);
    assert.equal(calls[0].url, 'http://localhost/th/glossary?letter=B');
    assert.equal(calls[0].cookie, 'theme=dark');
    assert.equal(calls[0].apiUrl, 'http://api.internal');
    assert.equal(calls[0].remotes.content, 'http://content.internal');
    assert.equal(calls[0].remotes.quiz, `http://localhost:${ports.quiz}`);
  });

  it("puts the server render's own title in the head (the title the page keeps after hydration)", async () => {
    answer = {
      kind: 'page',
      status: 200,
      html: '<main><h1>Learn</h1></main>',
      styles: [],
      title: 'Learn & earn <crypto> - Academy',
      state: { queries: {}, theme: 'light' },
    };
    const html = await (await fetch(`${base}/en`)).text();
    assert.equal(html.match(/<title>/g)?.length, 1);
    assert.match(html, /<title>Learn &amp; earn &lt;crypto&gt; - Academy<\/title>/);
    assert.match(html, /<meta property="og:title" content="Learn &amp; earn &lt;crypto&gt; - Academy"\/>/);
    // A page without meta of its own still gets the rendered title.
    const quiz = await (await fetch(`${base}/th/pop-quizzes`)).text();
    assert.match(quiz, /<title>Learn &amp; earn &lt;crypto&gt; - Academy<\/title>/);
  });

  it('serves the page rendered in the browser when the server render fails or declines', async () => {
    for (const outcome of [new Error('boom'), null, { kind: 'redirect', status: 302, location: '/en' }]) {
      answer = outcome;
      const res = await fetch(`${base}/en/articles`);
      assert.equal(res.status, 200);
      const html = await res.text();
      assert.match(html, /<div id="root"><\/div>/);
      assert.ok(!html.includes('academy-ssr-state'));
    }
  });

  it('starts a page that is read on the first input (no remote preload), a page that works at once at load', async () => {
    const page = (remote, failed = []) => ({
      kind: 'page',
      status: 200,
      html: '<main></main>',
      styles: [],
      state: { queries: {}, remote, failed },
    });
    const appScript = '<script defer="" src="/_app/main.js"></script>';
    answer = page('quiz');
    const list = await (await fetch(`${base}/en/quizzes`)).text();
    assert.ok(!list.includes('rel="preload"'), 'no preload on a page that starts on intent');
    assert.ok(list.includes('<div id="root" data-boot-src="/_app/main.js">') && !list.includes(appScript));
    // the exchange's callback and the pop quizzes need the app without input
    for (const [path, remote] of [
      ['/en/auth/callback', 'account'],
      ['/th/pop-quizzes/weekly', 'quiz'],
    ]) {
      answer = page(remote);
      const html = await (await fetch(`${base}${path}`)).text();
      assert.ok(html.includes(appScript), path);
      assert.ok(!html.includes('data-boot-src'), path);
      assert.ok(html.includes(`rel="preload" href="http://localhost:${ports[remote]}/remoteEntry.js"`), path);
    }
    // ...but not of a remote the server could not reach (Retry would get the failed answer)
    answer = page('account', ['account']);
    const down = await (await fetch(`${base}/en/auth/callback`)).text();
    assert.ok(!down.includes('rel="preload" href'));
    answer = null;
    const inBrowser = await (await fetch(`${base}/en/quizzes`)).text();
    assert.ok(inBrowser.includes(`rel="preload" href="http://localhost:${ports.quiz}/remoteEntry.js"`));
    assert.ok(inBrowser.includes(appScript), 'a page rendered in the browser starts at load');
  });

  it('does not render unknown paths on the server (404 page)', async () => {
    calls.length = 0;
    const res = await fetch(`${base}/en/nowhere-at-all`);
    assert.equal(res.status, 404);
    assert.equal(calls.length, 0);
  });

  it("answers a route loader's permanent redirect with its status and Location, only to a path of the site", async () => {
    answer = { kind: 'redirect', status: 301, location: '/en/glossary/bitcoin' };
    const res = await fetch(`${base}/en/glossary/7`, { redirect: 'manual' });
    assert.equal(res.status, 301);
    assert.equal(res.headers.get('location'), '/en/glossary/bitcoin');
    assert.match(await res.text(), /href="\/en\/glossary\/bitcoin"/);
    // the link for a client that does not follow is written by React: the path cannot open a tag
    answer = { kind: 'redirect', status: 308, location: '/en/glossary/x"><script>alert(1)</script>' };
    const odd = await fetch(`${base}/en/glossary/9`, { redirect: 'manual' });
    assert.equal(odd.status, 308);
    const oddPage = await odd.text();
    assert.doesNotMatch(oddPage, /<script>/);
    assert.match(oddPage, /^<!doctype html><a href="\/en\/glossary\/x&quot;&gt;&lt;script&gt;/);
    const declined = [
      { status: 301, location: '//evil.example/x' },
      { status: 301, location: 'https://evil.example/' },
      { status: 308, location: '/\\evil.example' },
      // temporary: the anonymous render's answer may not hold for the reader
      { status: 302, location: '/en/login' },
    ];
    for (const { status, location } of declined) {
      answer = { kind: 'redirect', status, location };
      const other = await fetch(`${base}/en/glossary/8`, { redirect: 'manual' });
      assert.equal(other.status, 200, location);
      assert.equal(other.headers.get('location'), null);
    }
  });
});

describe('cached server-rendered pages', () => {
  it('sends the same page, headers and gzip bytes to every request while it is fresh, with one render', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-ssr-cache-'));
    mkdirSync(path.join(dir, '_app'));
    let renders = 0;
    const renderer = {
      async render({ cookie }) {
        renders += 1;
        return {
          kind: 'page',
          status: 200,
          html: `<main><h1>Render ${renders}</h1></main>`,
          styles: [],
          state: { queries: {}, theme: /dark/.test(cookie) ? 'dark' : 'light', n: renders },
        };
      },
    };
    const shell = createShellServer({ template, env: { SSR_CACHE_TTL_MS: '60000' }, dir, renderer });
    const base = await start(shell);
    try {
      const get = (cookie = '') => fetch(`${base}/en/glossary`, { headers: { 'accept-encoding': 'gzip', cookie } });
      const [a, b] = await Promise.all([get(), get()]);
      const c = await get();
      assert.equal(renders, 1);
      const bodies = await Promise.all([a, b, c].map((res) => res.text()));
      assert.match(bodies[0], /Render 1/);
      assert.ok(bodies.every((body) => body === bodies[0]));
      for (const res of [a, b, c]) {
        assert.equal(res.headers.get('content-encoding'), 'gzip');
        assert.equal(res.headers.get('vary'), 'Accept-Encoding');
        assert.equal(res.headers.get('content-security-policy'), a.headers.get('content-security-policy'));
      }
      // another theme is another page; a client without gzip gets the plain page
      assert.match(await (await get('theme=dark')).text(), /Render 2/);
      const plain = await fetch(`${base}/en/glossary`, { headers: { 'accept-encoding': 'identity' } });
      assert.equal(plain.headers.get('content-encoding'), null);
      assert.equal(await plain.text(), bodies[0]);
      assert.equal(renders, 2);
    } finally {
      shell.close();
    }
  });
});

describe('signed-in browsers get the anonymous page', () => {
  it('the session cookie changes neither the render nor its cache entry; the renderer never sees it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-ssr-session-'));
    mkdirSync(path.join(dir, '_app'));
    const seen = [];
    const renderer = {
      async render({ cookie }) {
        seen.push(cookie);
        return {
          kind: 'page',
          status: 200,
          html: `<main><h1>Render ${seen.length}</h1></main>`,
          styles: [],
          state: { queries: {}, theme: 'dark', n: seen.length },
        };
      },
    };
    const shell = createShellServer({ template, env: { SSR_CACHE_TTL_MS: '60000' }, dir, renderer });
    const base = await start(shell);
    try {
      const get = (cookie) => fetch(`${base}/en/glossary`, { headers: { cookie } });
      const signedIn = await (await get('academy_session=secret-token; XSRF-TOKEN=xsrf; theme=dark')).text();
      const visitor = await (await get('theme=dark')).text();
      assert.equal(visitor, signedIn);
      assert.deepEqual(seen, ['theme=dark']);
      assert.doesNotMatch(signedIn, /secret-token|xsrf/);
    } finally {
      shell.close();
    }
  });
});
