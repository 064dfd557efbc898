import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { languages } from '@academy/contracts';
import { buildTestApp } from '../../../support/app.ts';
import { ContentFixture } from '../../../support/content-fixture.ts';
import { createSession, createUser, grantSubscription } from '../../../support/factories.ts';
import { importContent } from '../../../../src/content/importer.ts';

describe('article terms (GET /client/blogs/slug/{slug} terms)', { timeout: 60_000 }, () => {
  let app: FastifyInstance;
  const fixture = new ContentFixture();
  const slugsOf = (detail: { terms: Array<{ slug: string }> }) => detail.terms.map((term) => term.slug).sort();
  const get = async (slug: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url: `/client/blogs/slug/${slug}`, headers });
    assert.equal(response.statusCode, 200);
    return response.json();
  };

  before(async () => {
    fixture.standard();
    fixture.write(
      'glossary/b.yaml',
      [
        '- slug: bitcoin',
        '  en: { term: Bitcoin, definition: The first cryptocurrency. }',
        '  th: { term: บิตคอยน์ (Bitcoin), definition: คริปโตเคอร์เรนซีตัวแรก }',
        '- slug: block',
        '  en: { term: Block, definition: A batch of transactions. }',
        '  th: { term: บล็อก (Block), definition: ชุดธุรกรรม }',
        '- slug: blockchain',
        '  en: { term: Blockchain, definition: A chain of blocks. }',
        '  th: { term: บล็อกเชน (Blockchain), definition: ห่วงโซ่ของบล็อก }',
        '',
      ].join('\n'),
    );
    // used only in the exclusive article's locked third paragraph
    fixture.write(
      'glossary/s.yaml',
      [
        '- slug: secret',
        '  en: { term: Secret, definition: Something kept hidden. }',
        '  th: { term: ความลับ, definition: สิ่งที่เก็บไว้ไม่บอกใคร }',
        '',
      ].join('\n'),
    );
    app = await buildTestApp();
    await importContent(app.db, fixture.dir);
  });

  test('the terms a body uses, in its language, as whole words (not Block inside blockchain)', async () => {
    const en = await get('what-is-bitcoin');
    assert.deepEqual(slugsOf(en), ['bitcoin', 'blockchain']);
    assert.deepEqual(
      en.terms.find((term: { slug: string }) => term.slug === 'bitcoin'),
      {
        slug: 'bitcoin',
        term: 'Bitcoin',
        forms: ['Bitcoin'],
        definition: 'The first cryptocurrency.',
      },
    );
    // Thai: บล็อก is inside the word บล็อกเชน, not a use of its own
    const th = await get('what-is-bitcoin', { lang: 'th' });
    assert.deepEqual(slugsOf(th), ['bitcoin', 'blockchain']);
    assert.deepEqual(th.terms.find((term: { slug: string }) => term.slug === 'bitcoin').forms, ['บิตคอยน์', 'Bitcoin']);
    assert.equal(th.terms.find((term: { slug: string }) => term.slug === 'bitcoin').definition, 'คริปโตเคอร์เรนซีตัวแรก');
  });

  test('a locked article: the teaser terms only, nothing from the locked body; a member gets them all', async () => {
    for (const lang of languages) {
      const visitor = await get('wallet-security', { lang });
      assert.equal(visitor.locked, true);
      assert.deepEqual(slugsOf(visitor), ['wallet'], lang);
      assert.doesNotMatch(JSON.stringify(visitor), /hidden|ไม่บอกใคร/);
    }
    const user = await createUser(app);
    const { token } = await createSession(app, user);
    await grantSubscription(app, user, { durationDays: 31 }, new Date(Date.now() - 24 * 60 * 60 * 1000));
    const member = await get('wallet-security', { token: `Bearer ${token}` });
    assert.deepEqual(slugsOf(member), ['secret', 'wallet']);
  });
});
