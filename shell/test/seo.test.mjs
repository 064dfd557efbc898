import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createShellServer } from '../server.ts';
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };

const template =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="default"><title>Academy – learn blockchain and crypto</title></head><body><div id="root"></div></body></html>';

// The page's head comes from the route that rendered it, with its loader's data (handle.head): the
// server render here is a stand-in whose one article route loads the article from the fake API
// (its only call for the page) and names the head from it; every other route names none.

/** A fake API on a random port: articles by slug (per lang), and a sitemap that can be switched off. */
function startFakeApi() {
  const state = { sitemap: true, slugCalls: 0 };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const article = /^\/client\/blogs\/slug\/([^/]+)$/.exec(url.pathname);
    if (article) {
      state.slugCalls += 1;
      const slug = decodeURIComponent(article[1]);
      if (slug === 'boom') return json(500, { statusCode: 500, code: 'INTERNAL', message: 'x' });
      if (slug !== 'what-is-bitcoin' && slug !== 'xss')
        return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'x' });
      const th = req.headers.lang === 'th';
      if (slug === 'xss')
        return json(200, {
          title: '</title><script>alert(1)</script>',
          summary: '"><img src=x onerror=alert(1)>',
          language: 'en',
          coverImage: 'javascript:alert(1)',
        });
      return json(200, {
        title: th ? 'บิตคอยน์คืออะไร' : 'What is Bitcoin?',
        summary: th ? 'สกุลเงินดิจิทัลแรก' : 'The first cryptocurrency & how it works.',
        language: th ? 'th' : 'en',
        coverImage: `/client/blogs/cards/what-is-bitcoin-${th ? 'th' : 'en'}-0123456789abcdef.png`,
      });
    }
    if (url.pathname === '/client/sitemap' && state.sitemap) {
      return json(200, {
        entries: [
          { path: '', lastmod: null },
          { path: 'legal/privacy-policy', lastmod: null },
          { path: 'articles/what-is-bitcoin', lastmod: '2026-03-01' },
          { path: 'articles/a%26b', lastmod: null },
          { path: 'glossary/blockchain', lastmod: '2026-02-01' },
        ],
      });
    }
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'x' });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, state, url: `http://127.0.0.1:${server.address().port}` })),
  );
}

/** The stand-in server render: an article route whose loader fetches the article and whose head names it. */
function rendererWith(apiUrl) {
  const page = (head, title = null) => ({
    kind: 'page',
    status: 200,
    html: '<main></main>',
    styles: [],
    state: {},
    title,
    head,
  });
  return {
    async render({ url }) {
      const { pathname } = new URL(url);
      if (pathname === '/en/quizzes') return { ...page(undefined, 'Quizzes & more - Academy') }; // a remote built before heads
      const route = /^\/(en|th)\/articles\/([^/]+)$/.exec(pathname);
      if (!route) return page(null);
      const res = await fetch(`${apiUrl}/client/blogs/slug/${route[2]}`, { headers: { lang: route[1] } });
      const article = res.ok ? await res.json() : null;
      if (!article) return page(null);
      const head = {
        title: article.title,
        description: article.summary,
        image: article.coverImage,
        imageAlt: article.title,
        type: 'article',
      };
      return page(head);
    },
  };
}

describe('shell SEO (no JavaScript needed)', () => {
  let api;
  let shell;
  let base;
  before(async () => {
    api = await startFakeApi();
    shell = createShellServer({
      template,
      env: { API_URL: api.url, PUBLIC_SITE_URL: 'https://academy.example/', SSR_CACHE_TTL_MS: '0' },
      dir: mkdtempSync(path.join(tmpdir(), 'shell-dist-')),
      renderer: rendererWith(api.url),
    });
    await new Promise((resolve) => shell.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${shell.address().port}`;
  });
  after(() => {
    shell.close();
    api.server.close();
  });

  const get = async (p) => {
    const res = await fetch(base + p);
    return { res, text: await res.text() };
  };

  it('renders an article’s title, description, Open Graph, canonical and hreflang into the page', async () => {
    const { res, text } = await get('/en/articles/what-is-bitcoin');
    assert.equal(res.status, 200);
    assert.match(text, /<title>What is Bitcoin\? - Academy<\/title>/);
    assert.match(text, /<meta name="description" content="The first cryptocurrency &amp; how it works\."\/>/);
    assert.equal(text.match(/name="description"/g).length, 1);
    assert.match(text, /<meta property="og:title" content="What is Bitcoin\? - Academy"\/>/);
    assert.match(text, /<meta property="og:type" content="article"\/>/);
    assert.match(
      text,
      /<meta property="og:url" content="https:\/\/academy\.example\/en\/articles\/what-is-bitcoin"\/>/,
    );
    assert.match(text, /<meta property="og:locale" content="en_US"\/>/);
    assert.match(text, /<link rel="canonical" href="https:\/\/academy\.example\/en\/articles\/what-is-bitcoin"\/>/);
    assert.match(
      text,
      /<link rel="alternate" hrefLang="th" href="https:\/\/academy\.example\/th\/articles\/what-is-bitcoin"\/>/,
    );
    assert.match(
      text,
      /<link rel="alternate" hrefLang="x-default" href="https:\/\/academy\.example\/en\/articles\/what-is-bitcoin"\/>/,
    );
    assert.match(text, /window\.__ACADEMY_CONFIG__/);
  });

  it('gives an article its social card as og:image and twitter:image (absolute, on the API), as a large card', async () => {
    for (const lang of routeTable.languages) {
      const { text } = await get(`/${lang}/articles/what-is-bitcoin`);
      const card = `${api.url}/client/blogs/cards/what-is-bitcoin-${lang}-0123456789abcdef.png`.replace(/[.]/g, '\\.');
      assert.match(text, new RegExp(`<meta property="og:image" content="${card}"/>`), lang);
      assert.match(text, new RegExp(`<meta name="twitter:image" content="${card}"/>`), lang);
      assert.match(
        text,
        /<meta property="og:image:width" content="1200"\/><meta property="og:image:height" content="630"\/>/,
      );
      assert.match(text, /<meta name="twitter:card" content="summary_large_image"\/>/);
      assert.match(text, /<meta name="twitter:title" content="[^"]+ - Academy"\/>/);
    }
    const { text: th } = await get('/th/articles/what-is-bitcoin');
    assert.match(th, /<meta property="og:image:alt" content="บิตคอยน์คืออะไร"\/>/);
  });

  it('has no image (a small card) for a page without one, and never a non-http image URL', async () => {
    const { text } = await get('/en/glossary');
    assert.doesNotMatch(text, /og:image/);
    assert.match(text, /<meta name="twitter:card" content="summary"\/>/);
    const { text: xss } = await get('/en/articles/xss');
    assert.doesNotMatch(xss, /og:image|javascript:/);
  });

  it('takes the head from the route’s own loader data: one API call for the page, none of the server’s', async () => {
    const calls = api.state.slugCalls;
    const { text } = await get('/th/articles/what-is-bitcoin');
    assert.equal(api.state.slugCalls, calls + 1);
    assert.match(text, /<title>บิตคอยน์คืออะไร - Academy<\/title>/);
    assert.match(text, /<meta name="description" content="สกุลเงินดิจิทัลแรก"\/>/);
    assert.match(text, /<meta property="og:locale" content="th_TH"\/>/);
    assert.match(text, /<html lang="th">/);
  });

  it('keeps the title React rendered where the route names no head (a remote built before heads)', async () => {
    const { text } = await get('/en/quizzes');
    assert.match(text, /<title>Quizzes &amp; more - Academy<\/title>/);
    assert.match(text, /<meta property="og:type" content="website"\/>/);
  });

  it('escapes everything that comes from the API', async () => {
    const { text } = await get('/en/articles/xss');
    assert.doesNotMatch(text, /<script>alert/);
    assert.doesNotMatch(text, /<img src=x/);
    assert.match(text, /<title>&lt;\/title&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt; - Academy<\/title>/);
  });

  it('gives the section’s defaults when the route names no head (the article is unknown or the API fails)', async () => {
    for (const slug of ['nope', 'boom']) {
      const { res, text } = await get(`/en/articles/${slug}`);
      assert.equal(res.status, 200);
      assert.match(text, /<title>Articles - Academy<\/title>/);
      assert.match(text, /<meta property="og:type" content="website"\/>/);
    }
  });

  it('gives the other top-level pages a localized title and description', async () => {
    const glossary = await get('/th/glossary');
    assert.match(glossary.text, /<title>คลังคำศัพท์ - Academy<\/title>/);
    assert.match(glossary.text, /<link rel="canonical" href="https:\/\/academy\.example\/th\/glossary"\/>/);
    const home = await get('/en');
    assert.match(home.text, /<title>Learn blockchain and crypto - Academy<\/title>/);
    assert.match(home.text, /<link rel="alternate" hrefLang="th" href="https:\/\/academy\.example\/th"\/>/);
  });

  it('serves robots.txt pointing to the sitemap', async () => {
    const { res, text } = await get('/robots.txt');
    assert.match(res.headers.get('content-type'), /text\/plain/);
    assert.match(text, /User-agent: \*\nAllow: \//);
    assert.match(text, /Sitemap: https:\/\/academy\.example\/sitemap\.xml/);
  });

  it('lists the pages the API’s sitemap endpoint names in both languages', async () => {
    const { res, text } = await get('/sitemap.xml');
    assert.match(res.headers.get('content-type'), /application\/xml/);
    for (const lang of routeTable.languages) {
      assert.match(
        text,
        new RegExp(
          `<loc>https://academy\\.example/${lang}/articles/what-is-bitcoin</loc><lastmod>2026-03-01</lastmod>`,
        ),
      );
      assert.match(text, new RegExp(`<loc>https://academy\\.example/${lang}/glossary/blockchain</loc>`));
      assert.match(text, new RegExp(`<loc>https://academy\\.example/${lang}/articles/a%26b</loc>`));
      assert.match(text, new RegExp(`<loc>https://academy\\.example/${lang}/legal/privacy-policy</loc>`));
      assert.match(text, new RegExp(`<loc>https://academy\\.example/${lang}</loc>`));
    }
    assert.match(text, /hreflang="x-default"/);
  });

  it('still answers a sitemap (home) when the API has no sitemap endpoint', async () => {
    api.state.sitemap = false;
    const { res, text } = await get('/sitemap.xml');
    api.state.sitemap = true;
    assert.equal(res.status, 200);
    assert.match(text, /<loc>https:\/\/academy\.example\/en<\/loc>/);
    assert.doesNotMatch(text, /what-is-bitcoin/);
  });
});
