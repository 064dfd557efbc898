import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import { renderRobots, renderSitemap } from '../server/sitemap.ts';

const siteUrl = 'https://academy.example';
const answer = (status, body) => async () => new Response(JSON.stringify(body), { status });

describe('sitemap and robots', () => {
  it('lists the API’s articles and terms with their last change, in every language with alternates', async () => {
    const xml = await renderSitemap({
      apiUrl: 'http://api',
      siteUrl,
      fetchImpl: answer(200, {
        articles: [{ slug: 'a&b', updatedAt: '2026-03-04T10:00:00Z' }, { slug: 7 }],
        glossary: [{ id: 42, publishedAt: 'not a date' }],
        paths: [{ slug: 'crypto-basics', updated_at: '2026-05-06T10:00:00Z' }, { slug: null }],
      }),
    });
    for (const lang of routeTable.languages) {
      assert.match(xml, new RegExp(`<loc>${siteUrl}/${lang}/articles/a%26b</loc><lastmod>2026-03-04</lastmod>`));
      assert.match(xml, new RegExp(`<loc>${siteUrl}/${lang}/paths/crypto-basics</loc><lastmod>2026-05-06</lastmod>`));
      assert.match(xml, new RegExp(`<loc>${siteUrl}/${lang}/paths</loc><xhtml:link`));
      assert.match(xml, new RegExp(`<loc>${siteUrl}/${lang}/glossary/42</loc><xhtml:link`));
    }
    assert.doesNotMatch(xml, /articles\/7/);
    assert.match(
      xml,
      new RegExp(`hreflang="x-default" href="${siteUrl}/${routeTable.defaultLanguage}/articles/a%26b"/></url>`),
    );
    assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it('lists the static pages alone when the API fails, answers an error or sends nonsense', async () => {
    for (const fetchImpl of [
      async () => {
        throw new Error('down');
      },
      answer(500, {}),
      answer(200, { articles: 'x', glossary: [null, { id: {} }] }),
    ]) {
      const xml = await renderSitemap({ apiUrl: 'http://api', siteUrl, fetchImpl });
      assert.match(xml, new RegExp(`<loc>${siteUrl}/${routeTable.defaultLanguage}/glossary</loc>`));
      assert.doesNotMatch(xml, /glossary\/|articles\/[^<]/);
    }
  });

  it('points robots to the sitemap', () => {
    assert.equal(renderRobots(siteUrl), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  });
});
