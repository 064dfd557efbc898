import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import th from '../src/i18n/th.json' with { type: 'json' };
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { notFoundMeta, pageMeta } from '../server/meta.ts';
import { MetaTags } from '../server/meta-tags.ts';

const catalogues = { en, th };
const siteUrl = 'https://academy.example';
const owned = new Set(Object.values(routeTable.remotes).flat());
const metaTags = (meta) => renderToStaticMarkup(createElement(MetaTags, { meta }));

describe('page meta from the i18n catalogues', () => {
  it('has a title and description for the same top-level pages in every language, each a page some remote serves', () => {
    const sections = Object.keys(en.meta);
    for (const lang of routeTable.languages) {
      assert.deepEqual(Object.keys(catalogues[lang].meta), sections, lang);
      for (const entry of Object.values(catalogues[lang].meta)) {
        assert.ok(entry.title && entry.description, `${lang}: ${JSON.stringify(entry)}`);
      }
    }
    for (const section of sections) assert.ok(owned.has(section === 'home' ? '' : section), section);
  });

  it('titles each top-level page "<page> - <brand>" with the catalogue’s words in the path’s language', () => {
    for (const lang of routeTable.languages) {
      for (const [section, { title, description }] of Object.entries(catalogues[lang].meta)) {
        const pathname = section === 'home' ? `/${lang}` : `/${lang}/${section}`;
        const meta = pageMeta(pathname, { siteUrl });
        assert.equal(meta.title, `${title} - ${catalogues[lang].brand}`, pathname);
        assert.equal(meta.description, description, pathname);
        assert.equal(meta.lang, lang);
      }
    }
  });

  it('keeps the section’s meta for deeper paths and links every language', () => {
    const meta = pageMeta('/th/legal/privacy-policy', { siteUrl });
    assert.equal(meta.title, `${th.meta.legal.title} - ${th.brand}`);
    assert.equal(meta.url, `${siteUrl}/th/legal/privacy-policy`);
    assert.deepEqual(meta.alternates, {
      en: `${siteUrl}/en/legal/privacy-policy`,
      th: `${siteUrl}/th/legal/privacy-policy`,
      'x-default': `${siteUrl}/${routeTable.defaultLanguage}/legal/privacy-policy`,
    });
  });

  it('has none for a page without its own (the app sets its title) nor for the catalogue’s own key names', () => {
    assert.equal(pageMeta('/en/profile', { siteUrl }), null);
    assert.equal(pageMeta('/en/home', { siteUrl }), null);
    assert.equal(pageMeta('/en/constructor', { siteUrl }), null);
  });

  it('gives a page the head its route named: title, description and share image', () => {
    const head = {
      title: 'What is Bitcoin?',
      description: 'The first',
      image: '/client/blogs/cards/1.png',
      type: 'article',
    };
    const meta = pageMeta('/en/articles/what-is-bitcoin', { siteUrl, head, apiUrl: 'https://api.example' });
    assert.equal(meta.title, `What is Bitcoin? - ${en.brand}`);
    assert.equal(meta.description, 'The first');
    assert.equal(meta.imageAlt, 'What is Bitcoin?');
    assert.equal(meta.type, 'article');
    assert.equal(meta.image, 'https://api.example/client/blogs/cards/1.png');
    assert.match(metaTags(meta), /<meta name="twitter:card" content="summary_large_image"\/>/);
    assert.match(
      metaTags(meta),
      /<meta property="og:locale" content="en_US"\/><meta property="og:locale:alternate" content="th_TH"\/>/,
    );
  });

  it('takes the section’s description and the website type where the route’s head names none', () => {
    const meta = pageMeta('/en/articles/x', { siteUrl, head: { title: 'X' } });
    assert.equal(meta.title, `X - ${en.brand}`);
    assert.equal(meta.description, en.meta.articles.description);
    assert.equal(meta.type, 'website');
    assert.equal(meta.image, null);
    assert.match(metaTags(meta), /<meta name="twitter:card" content="summary"\/>/);
  });

  it('puts a head’s share image under the API’s path behind the front door (`<site>/api`)', () => {
    const article = { title: 'T', description: '', image: '/client/blogs/cards/1.png' };
    for (const apiUrl of ['https://academy.example/api', 'https://academy.example/api/'])
      assert.equal(
        pageMeta('/en/articles/t', { siteUrl, head: article, apiUrl }).image,
        'https://academy.example/api/client/blogs/cards/1.png',
      );
    const elsewhere = { ...article, image: 'https://cdn.example/c.png' };
    assert.equal(
      pageMeta('/en/articles/t', { siteUrl, head: elsewhere, apiUrl: 'https://x/api' }).image,
      elsewhere.image,
    );
    for (const image of ['//evil.example/x.png', 'javascript:alert(1)'])
      assert.equal(
        pageMeta('/en/articles/t', { siteUrl, head: { ...article, image }, apiUrl: 'https://x/api' }).image,
        null,
      );
  });

  it('names the 404 page in the path’s language, the default without one', () => {
    assert.deepEqual(notFoundMeta('/th/nope'), {
      lang: 'th',
      title: `${th.notFound.title} - ${th.brand}`,
      notFound: true,
    });
    assert.equal(notFoundMeta('/wp-login.php').title, `${en.notFound.title} - ${en.brand}`);
  });
});
