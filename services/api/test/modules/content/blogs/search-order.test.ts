import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@academy/contracts';
import { buildTestApp } from '../../../support/app.ts';
import { ContentFixture } from '../../../support/content-fixture.ts';
import { createSession, createUser, grantSubscription } from '../../../support/factories.ts';
import { serviceRoot } from '../../../../src/config.ts';
import { importContent } from '../../../../src/content/importer.ts';

interface Answer {
  articles: Array<{ slug: string; title: string; snippet: string; exclusive: boolean }>;
  glossary: Array<{ slug: string; term: string; snippet: string; match: string }>;
}
const thai = /[\u0E00-\u0E7F]/;

/**
 * Issue 36: the order of GET /client/search for a fixed set of queries against the repository's
 * own content/, in both languages (the e2e content.spec checks the same order on the page).
 */
describe('search ranks the real content by relevance', { timeout: 300_000 }, () => {
  let app: FastifyInstance;
  const search = async (q: string, lang: Language): Promise<Answer> => {
    const response = await app.inject({
      method: 'GET',
      url: `/client/search?q=${encodeURIComponent(q)}`,
      headers: { lang },
    });
    assert.equal(response.statusCode, 200, q);
    return response.json();
  };
  before(async () => {
    app = await buildTestApp();
    await importContent(app.db, path.join(serviceRoot, '..', '..', 'content'));
  });

  // [query, site language, first articles in order, first glossary term (matched exactly)]
  const fixed: Array<[string, Language, string[], string | null]> = [
    ['bitcoin', 'en', ['what-is-bitcoin'], 'bitcoin'],
    ['บิตคอยน์', 'th', ['what-is-bitcoin'], 'bitcoin'],
    ['บล็อกเชนคืออะไร', 'th', ['what-is-blockchain'], null],
    ['blockchain', 'en', ['what-is-blockchain', 'public-vs-private-blockchains'], 'blockchain'],
    ['บล็อกเชน', 'th', ['what-is-blockchain', 'public-vs-private-blockchains'], 'blockchain'],
    ['wallet', 'en', ['web3-wallets-and-dapps'], 'wallet'],
    ['วอลเล็ต', 'th', ['web3-wallets-and-dapps'], 'wallet'],
    ['defi', 'en', ['what-is-defi'], 'defi'],
    ['halving', 'en', ['bitcoin-halving-explained'], 'halving'],
    ['seed phrase', 'en', ['seed-phrases-and-private-keys'], 'seed-phrase'],
  ];
  for (const [q, lang, first, term] of fixed) {
    test(`${lang} "${q}": ${first.join(', ')} first${term ? `, the term "${term}" on top` : ''}`, async () => {
      const answer = await search(q, lang);
      assert.deepEqual(
        answer.articles.slice(0, first.length).map((a) => a.slug),
        first,
      );
      if (term) assert.deepEqual([answer.glossary[0]?.slug, answer.glossary[0]?.match], [term, 'exact']);
    });
  }

  test('the exact term comes before terms that only contain the word ("wallet": Wallet, then Hot wallet...)', async () => {
    const { glossary } = await search('wallet', 'en');
    assert.equal(glossary[0]!.term, 'Wallet');
    const byName = glossary.filter((g) => g.match !== 'definition');
    assert.ok(byName.length >= 4, 'the other wallets by name');
    assert.deepEqual(glossary.slice(0, byName.length), byName, 'name matches before definition matches');
  });

  test('a Thai query on the English site answers with the English articles and terms', async () => {
    const answer = await search('บล็อกเชน', 'en');
    assert.equal(answer.articles[0]!.slug, 'what-is-blockchain');
    for (const article of answer.articles) {
      assert.doesNotMatch(`${article.title} ${article.snippet}`, thai, article.slug);
    }
    assert.equal(answer.glossary[0]!.term, 'Blockchain');
    assert.doesNotMatch(answer.glossary[0]!.snippet, thai);
  });
});

describe('search ranking rules', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  let subscriber: Record<string, string>;
  const fixture = new ContentFixture();
  const article = (
    slug: string,
    title: string,
    body: string,
    extra: { exclusive?: boolean; publishedAt?: string } = {},
  ) =>
    fixture.article({
      slug,
      en: { title, summary: 'A summary.', body },
      th: { title: `บทความ ${slug}`, summary: 'สรุป', body: 'เนื้อหา' },
      ...extra,
    });
  const slugs = async (q: string, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url: `/client/search?q=${encodeURIComponent(q)}`, headers }))
      .json()
      .articles.map((a: { slug: string }) => a.slug);

  before(async () => {
    fixture.standard();
    const many = 'Tangerine tangerine tangerine. '.repeat(20);
    // Newest first would put each of these above the one the rule puts first.
    article('in-body', 'Fruit notes', `${many}\n\nMore.\n\n## Notes\n\n${many}`, { publishedAt: '2026-03-09' });
    article('in-heading', 'Orchard notes', `Intro.\n\nIntro two.\n\n## Tangerine harvest\n\nText.`, {
      publishedAt: '2026-03-08',
    });
    article('in-title-long', 'Tangerine trees, soil, water and light', 'Text.', { publishedAt: '2026-03-07' });
    article('in-title', 'Tangerine', 'Text.', { publishedAt: '2026-03-01' });
    article('locked-title', 'Tangerine groves', 'Open.\n\nOpen two.\n\n## Locked kumquat\n\nKumquat text.', {
      exclusive: true,
      publishedAt: '2026-03-10',
    });
    article('free-title', 'Tangerine orchards', 'Text.', { publishedAt: '2026-03-02' });
    app = await buildTestApp();
    await importContent(app.db, fixture.dir);
    const user = await createUser(app, { kycStatus: 'verified' });
    await grantSubscription(app, user);
    subscriber = { authorization: `Bearer ${(await createSession(app, user)).token}` };
  });

  test('exact title, then title > heading > body; a free article before an exclusive one at equal relevance', async () => {
    assert.deepEqual(await slugs('tangerine'), [
      'in-title', // the title is the query
      'free-title', // title matches: free first, then fewer other words
      'in-title-long',
      'locked-title',
      'in-heading',
      'in-body',
    ]);
  });

  test('a subscriber, who can open it, gets the exclusive article by relevance alone', async () => {
    // equal relevance, so the newer one first
    assert.deepEqual((await slugs('tangerine', subscriber)).slice(0, 3), ['in-title', 'locked-title', 'free-title']);
  });

  test('a heading in a locked body answers nobody without access; a subscriber finds it', async () => {
    assert.deepEqual(await slugs('kumquat'), []);
    assert.deepEqual(await slugs('kumquat', subscriber), ['locked-title']);
  });
});
