import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../support/app.ts';
import { ContentFixture } from '../../support/content-fixture.ts';
import { createSession, createUser, grantSubscription } from '../../support/factories.ts';
import { importContent } from '../../../src/content/importer.ts';

/**
 * "Locked" holds for every route that takes text: a phrase found only in the locked part of an
 * exclusive article (after its public teaser) answers no query for a reader without access: not
 * as a hit, not in a count, not by deciding what makes a page. A subscriber finds it, which
 * proves the phrase is really in the database.
 */
const LOCKED = {
  slug: 'locked-ledger',
  en: 'marmalade consensus',
  th: 'แยมส้ม',
};

describe('locked text answers no query', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  let member: Record<string, string>;
  let subscriber: Record<string, string>;
  const fixture = new ContentFixture();

  before(async () => {
    fixture.standard();
    fixture.article({
      slug: LOCKED.slug,
      en: {
        title: 'A locked ledger',
        summary: 'Open summary.',
        body: `Open first paragraph.\n\nOpen second paragraph.\n\nThe ${LOCKED.en} is for subscribers.`,
      },
      th: {
        title: 'สมุดบัญชีที่ล็อก',
        summary: 'สรุปที่เปิด',
        body: `ย่อหน้าแรกที่เปิด\n\nย่อหน้าที่สองที่เปิด\n\nฉันทามติ${LOCKED.th}สำหรับสมาชิก`,
      },
      exclusive: true,
    });
    app = await buildTestApp();
    await importContent(app.db, fixture.dir);
    const bearer = async (subscribed: boolean) => {
      const user = await createUser(app, { kycStatus: 'verified' });
      if (subscribed) await grantSubscription(app, user);
      return { authorization: `Bearer ${(await createSession(app, user)).token}` };
    };
    member = await bearer(false);
    subscriber = await bearer(true);
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  const mentionsLocked = (body: string) => body.includes(LOCKED.slug) || body.includes('A locked ledger');

  for (const [language, phrase] of [
    ['en', LOCKED.en],
    ['th', LOCKED.th],
  ] as const) {
    const q = encodeURIComponent(phrase);
    const readers = () =>
      [
        ['a visitor', {}],
        ['a member without a subscription', member],
      ] as const;

    test(`${language}: every text route answers a reader without access as if the phrase did not exist`, async () => {
      for (const [who, auth] of readers()) {
        const headers = { ...auth, lang: language };
        const search = await get(`/client/search?q=${q}`, headers);
        assert.equal(search.statusCode, 200, who);
        assert.deepEqual(search.json().articles, [], `${who}: search`);

        for (const filter of [
          { text: phrase },
          { text: phrase, access: 'exclusive' },
          { text: phrase, sort: 'popular' },
        ]) {
          const filtered = await post('/client/blogs/filtered', filter, headers);
          assert.equal(filtered.statusCode, 200, who);
          assert.equal(filtered.json().total, 0, `${who}: filtered ${JSON.stringify(filter)}`);
          assert.ok(!mentionsLocked(filtered.body), `${who}: filtered`);
        }

        // Strapi-style lists: blogs cannot be searched by text at all; the others hold no locked text.
        for (const url of [
          `/client/blogs?_q=${q}`,
          `/client/blogs/count?_q=${q}`,
          `/client/blogs?body_contains=${q}`,
        ]) {
          const response = await get(url, headers);
          assert.equal(response.statusCode, 400, `${who}: ${url}`);
          assert.ok(!mentionsLocked(response.body));
        }
        for (const url of [`/client/glossaries?_q=${q}`, `/client/categories?_q=${q}`]) {
          const response = await get(url, headers);
          assert.equal(response.statusCode, 200, `${who}: ${url}`);
          assert.deepEqual(response.json(), [], `${who}: ${url}`);
        }
        for (const url of [`/client/glossaries/count?_q=${q}`, `/client/categories/count?_q=${q}`]) {
          assert.equal((await get(url, headers)).json(), 0, `${who}: ${url}`);
        }

        const quizList = await get(`/client/v2/article-quiz-list?name=${q}`, headers);
        assert.equal(quizList.statusCode, 200, who);
        assert.ok(!mentionsLocked(quizList.body), `${who}: quiz list`);
        assert.equal((await get(`/client/v2/article-quiz-list/count?name=${q}`, headers)).json(), 0, who);
      }
      // Signed-in searches over the reader's own histories.
      for (const url of [
        `/client/v2/quiz-history_v2?name=${q}`,
        `/client/pop-quiz-histories-by-user?q=${q}`,
        `/client/pop-quiz-completed-histories?q=${q}`,
      ]) {
        const response = await get(url, { ...member, lang: language });
        assert.equal(response.statusCode, 200, url);
        assert.ok(!mentionsLocked(response.body), url);
      }
      assert.equal((await get(`/client/v2/quiz-history_v2/count?name=${q}`, member)).json(), 0);
    });

    test(`${language}: a subscriber finds the phrase (it is really there)`, async () => {
      const headers = { ...subscriber, lang: language };
      const search = await get(`/client/search?q=${q}`, headers);
      assert.deepEqual(
        search.json().articles.map((a: { slug: string }) => a.slug),
        [LOCKED.slug],
      );
      const filtered = await post('/client/blogs/filtered', { text: phrase, access: 'exclusive' }, headers);
      assert.deepEqual(
        filtered.json().items.map((a: { slug: string }) => a.slug),
        [LOCKED.slug],
      );
    });
  }

  test('the public teaser of a locked article is searchable by everyone', async () => {
    const filtered = await post('/client/blogs/filtered', { text: 'Open second paragraph' });
    assert.deepEqual(
      filtered.json().items.map((a: { slug: string }) => a.slug),
      [LOCKED.slug],
    );
    const search = await get(`/client/search?q=${encodeURIComponent('second paragraph')}`);
    assert.ok(search.json().articles.some((a: { slug: string }) => a.slug === LOCKED.slug));
  });
});
