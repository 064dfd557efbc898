import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import { renderRobots, renderSitemap } from '../server/sitemap.ts';

const siteUrl = 'https://academy.example';
const answer = (status, body) => async () => new Response(JSON.stringify(body), { status });

describe('sitemap and robots', () => {
  it('lists the pages of the API’s sitemap endpoint with their last change, in every language with alternates', async () => {
    const xml = await renderSitemap({
      apiUrl: 'http://api',
      siteUrl,
      fetchImpl: answer(200, {
        entries: [
          { path: '', lastmod: null },
          { path: 'articles/a%26b', lastmod: '2026-03-04' },
          { path: 'paths/crypto-basics', lastmod: 'not a date' },
          { path: 'glossary/42', lastmod: null },
        ],
      }),
    });
    for (const lang of routeTable.languages) {
      assert.match(xml, new RegExp(`<loc>${siteUrl}/${lang}</loc><xhtml:link`));
      assert.match(xml, new RegExp(`<loc>${siteUrl}/${lang}/articles/a%26b</loc><lastmod>2026-03-04</lastmod>`));
      assert.match(xml, new RegExp(`<loc>${siteUrl}/${lang}/paths/crypto-basics</loc><xhtml:link`));
      assert.match(xml, new RegExp(`<loc>${siteUrl}/${lang}/glossary/42</loc><xhtml:link`));
    }
    assert.match(
      xml,
      new RegExp(`hreflang="x-default" href="${siteUrl}/${routeTable.defaultLanguage}/articles/a%26b"/></url>`),
    );
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it('knows no page of its own: none but home without the endpoint, and never another host', async () => {
    for (const fetchImpl of [
      async () => {
        throw new Error('down');
      },
      answer(500, {}),
      answer(200, { articles: [{ slug: 'x' }] }),
      answer(200, { entries: [{ path: '//evil.example/x' }, { path: 'a?b=1' }, { path: 7 }, null] }),
    ]) {
      const xml = await renderSitemap({ apiUrl: 'http://api', siteUrl, fetchImpl });
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      assert.deepEqual(
        locs,
        routeTable.languages.map((lang) => `${siteUrl}/${lang}`),
      );
    }
  });

  it('points robots to the sitemap', () => {
    assert.equal(renderRobots(siteUrl), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  });
});
