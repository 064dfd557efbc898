import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../support/app.ts';
import { ContentFixture } from '../support/content-fixture.ts';
import { ContentValidationError, importContent } from '../../src/content/importer.ts';
import { loadContent } from '../../src/content/load.ts';
import { serviceRoot } from '../../src/config.ts';
import { popQuizQuestions, popQuizzes } from '../../src/db/schema/index.ts';
import { languages } from '@academy/contracts';

export const repoContent = path.join(serviceRoot, '..', '..', 'content');

describe('pop quiz content (content/pop-quizzes)', () => {
  test('the repository holds a bank of 150+ valid bilingual questions, and no problems', () => {
    const { popQuizzes: pop, errors } = loadContent(repoContent);
    assert.deepEqual(
      errors.filter((e) => e.startsWith('pop-quizzes')),
      [],
    );
    assert.ok(pop.questions.length >= 150, `only ${pop.questions.length} questions`);
    assert.ok(new Set(pop.questions.map((q) => q.topic.slug)).size >= 4, 'questions come in several topics');
    assert.equal(new Set(pop.questions.map((q) => q.slug)).size, pop.questions.length);
    for (const q of pop.questions) {
      const count = q.en.choices.length;
      assert.ok(count >= 2 && count <= 6, q.slug);
      assert.equal(q.th.choices.length, count, q.slug);
      assert.ok(q.correct.length >= 1 && q.correct.every((i) => Number.isInteger(i) && i >= 0 && i < count), q.slug);
      for (const lang of languages) {
        for (const key of ['question', 'hint', 'explanation'] as const)
          assert.ok(q[lang][key].trim(), `${q.slug} ${lang}.${key}`);
      }
      // The Thai side is Thai (not a copy of the English).
      assert.match(q.th.question + q.th.explanation, /[\u0E00-\u0E7F]/, q.slug);
      assert.notEqual(q.th.question, q.en.question, q.slug);
    }
    assert.ok(pop.pinned.every((p) => p.start < p.end));
  });

  test('invalid questions and pins are reported with where and why; nothing is imported', async () => {
    const fixture = new ContentFixture();
    fixture.standard();
    fixture.write(
      'pop-quizzes/bad.yaml',
      [
        'topic: { slug: basics, en: Basics, th: พื้นฐาน }',
        'defaults: { rewardPoints: 10 }',
        'questions:',
        '  - slug: good-one',
        '    correct: [0]',
        '    en: { question: "Q?", choices: [a, b], hint: h, explanation: e }',
        '    th: { question: "ค?", choices: [ก, ข], hint: ใบ้, explanation: อธิบาย }',
        '  - slug: bad-index',
        '    correct: [2]',
        '    en: { question: "Q?", choices: [a, b], hint: h, explanation: e }',
        '    th: { question: "ค?", choices: [ก, ข], hint: ใบ้, explanation: อธิบาย }',
        '  - slug: one-choice',
        '    correct: [0]',
        '    rewardQuota: 5',
        '    en: { question: "Q?", choices: [a], hint: h, explanation: e }',
        '    th: { question: "ค?", choices: [ก], hint: ใบ้, explanation: อธิบาย }',
        '  - slug: no-thai',
        '    correct: [0]',
        '    en: { question: "Q?", choices: [a, b], hint: h, explanation: e }',
        '  - slug: good-one',
        '    correct: [1]',
        '    en: { question: "Q?", choices: [a, b], hint: h, explanation: e }',
        '    th: { question: "ค?", choices: [ก, ข, ค], hint: ใบ้, explanation: อธิบาย }',
        '',
      ].join('\n'),
    );
    fixture.write(
      'pop-quizzes/schedule.yaml',
      [
        'pinned:',
        '  - { key: later, start: 2027-01-02T00:00:00Z, end: 2027-01-01T00:00:00Z, timeLimitSeconds: 30, rewardPoints: 5, rewardQuota: 5 }',
        '  - { key: fixed, question: good-one, start: 2027-01-01T00:00:00Z, end: 2027-01-02T00:00:00Z, timeLimitSeconds: 30, rewardPoints: 5, rewardQuota: 5 }',
        '  - { key: bare, start: 2027-01-01T00:00:00Z, end: 2027-01-02T00:00:00Z, rewardKkub: 0 }',
        '',
      ].join('\n'),
    );
    const { errors } = loadContent(fixture.dir);
    const expected = [
      'pop-quizzes/bad.yaml: defaults: a question has no reward or time limit; windows hold them',
      'pop-quizzes/bad.yaml question 2 (bad-index): correct must list valid choice indexes',
      'pop-quizzes/bad.yaml question 3 (one-choice): 2-6 choices',
      'pop-quizzes/bad.yaml question 3 (one-choice): rewardQuota belongs to the window (schedule.yaml), not the question',
      'pop-quizzes/bad.yaml question 4 (no-thai): th.question required',
      'pop-quizzes/bad.yaml question 5 (good-one): th.choices must be 2 non-empty texts',
      'pop-quizzes/schedule.yaml pinned 1 (later): start must be before end',
      'pop-quizzes/schedule.yaml pinned 2 (fixed): question: a pinned window has no question of its own',
      'pop-quizzes/schedule.yaml pinned 3 (bare): timeLimitSeconds must be an integer 5-600',
      'pop-quizzes/schedule.yaml pinned 3 (bare): rewardPoints must be an integer 0-100000',
      'pop-quizzes/schedule.yaml pinned 3 (bare): rewardQuota must be an integer 1-1000000',
      'pop-quizzes/schedule.yaml pinned 3 (bare): rewardKkub must be an integer 1-1000',
    ];
    for (const e of expected)
      assert.ok(
        errors.some((x) => x.startsWith(e)),
        `missing: ${e}\n${errors.join('\n')}`,
      );
    const app = await buildTestApp();
    await assert.rejects(importContent(app.db, fixture.dir), ContentValidationError);
    assert.equal((await app.db.select().from(popQuizQuestions)).length, 0);
  });
});

describe('pop quiz import', () => {
  let app: FastifyInstance;
  const fixture = new ContentFixture();
  before(async () => {
    fixture.standard();
    fixture.popQuizzes({ count: 2, topic: { slug: 'defi', en: 'DeFi', th: 'ดีไฟ' } });
    fixture.popQuizzes({
      count: 3,
      pinned: [
        '  - { key: new-year-2027, start: 2027-01-01T00:00:00Z, end: 2027-01-01T12:00:00Z, timeLimitSeconds: 45, rewardPoints: 50, rewardQuota: 100, rewardKkub: 2 }',
      ],
    });
    app = await buildTestApp();
  });

  test('imports every question and pinned window idempotently; a changed quota keeps what was taken', async () => {
    const { popQuizzes: pop } = loadContent(fixture.dir);
    await importContent(app.db, fixture.dir);
    const questions = await app.db.select().from(popQuizQuestions);
    assert.equal(questions.length, pop.questions.length);
    assert.equal(questions.length, 5);
    const sample = questions.find((q) => q.slug === 'bitcoin-2')!;
    assert.equal(sample.th.question, 'คำถามบิตคอยน์ 2?');
    assert.equal(sample.topicTh, 'บิตคอยน์');
    assert.deepEqual(sample.correct, [1]);
    const [pinned] = await app.db.select().from(popQuizzes).where(eq(popQuizzes.slotKey, 'pinned:new-year-2027'));
    assert.deepEqual(
      [pinned?.rewardQuota, pinned?.rewardPoints, pinned?.timeLimitSeconds, pinned?.rewardKkub],
      [100, 50, 45, 2],
    );
    assert.equal(pinned?.startsAt.toISOString(), '2027-01-01T00:00:00.000Z');

    const again = await importContent(app.db, fixture.dir, { force: true });
    assert.equal(again.created + again.updated, 0);

    await app.db.update(popQuizzes).set({ rewardRemaining: 97 }).where(eq(popQuizzes.id, pinned!.id));
    fixture.write(
      'pop-quizzes/schedule.yaml',
      'pinned:\n  - { key: new-year-2027, start: 2027-01-01T00:00:00Z, end: 2027-01-01T12:00:00Z, timeLimitSeconds: 45, rewardPoints: 50, rewardQuota: 10 }\n',
    );
    await importContent(app.db, fixture.dir);
    const [changed] = await app.db.select().from(popQuizzes).where(eq(popQuizzes.id, pinned!.id));
    assert.equal(changed?.rewardQuota, 10);
    assert.equal(changed?.rewardRemaining, 7, '3 taken stay taken');
    assert.equal(changed?.rewardKkub, null, 'points only now');

    // a removed question becomes inactive; a removed pin nobody tried is deleted
    fixture.write('pop-quizzes/schedule.yaml', 'pinned: []\n');
    fixture.remove('pop-quizzes/bitcoin.yaml');
    await importContent(app.db, fixture.dir);
    assert.equal((await app.db.select().from(popQuizzes).where(eq(popQuizzes.id, pinned!.id))).length, 0);
    const [gone] = await app.db.select().from(popQuizQuestions).where(eq(popQuizQuestions.slug, 'bitcoin-2'));
    assert.equal(gone?.active, false);
  });
});
