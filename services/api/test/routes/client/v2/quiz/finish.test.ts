import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { quizGrade, quizPassed } from '@academy/contracts';
import { pointLedger, rewardTrackings, users } from '../../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../../support/app.ts';
import { grantSubscription } from '../../../../support/factories.ts';
import { createQuiz, pgOnly, quizPlayer } from '../../../../support/quizzes.ts';

describe('main quiz finish: grade, points and physical reward', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  const { call, learner, answerAll, play } = quizPlayer(() => app);

  test('grade function: every boundary', () => {
    const cases: Array<[number, number, string, boolean]> = [
      [1000, 1000, 'A+', true],
      [999, 1000, 'A', true],
      [900, 1000, 'A', true],
      [899, 1000, 'B', true],
      [800, 1000, 'B', true],
      [799, 1000, 'C', true],
      [700, 1000, 'C', true],
      [699, 1000, 'D', false],
      [600, 1000, 'D', false],
      [599, 1000, 'F', false],
      [0, 10, 'F', false],
    ];
    for (const [correct, total, grade, passed] of cases) {
      assert.equal(quizGrade(correct, total), grade, `${correct}/${total}`);
      assert.equal(quizPassed(quizGrade(correct, total)), passed, `${correct}/${total}`);
    }
  });

  test('grades through the API: 6/10 D fails, 16/23 (69.6%) D fails, 9/10 A, 10/10 A+', async () => {
    const { token } = await learner();
    const d = await createQuiz(app, { questions: 10 });
    const r1 = await play(d.quiz.id, token, 10, 6);
    assert.deepEqual([r1.grade, r1.passed, r1.score], ['D', false, 60]);
    assert.equal(r1.certificate, null);
    assert.equal(r1.certificateNeedsName, false);
    const near = await createQuiz(app, { questions: 23 });
    const r2 = await play(near.quiz.id, token, 23, 16);
    assert.deepEqual([r2.grade, r2.passed, r2.score], ['D', false, 69.5]);
    const a = await createQuiz(app, { questions: 10 });
    assert.equal((await play(a.quiz.id, token, 10, 9)).grade, 'A');
    const top = await createQuiz(app, { questions: 10 });
    const r4 = await play(top.quiz.id, token, 10, 10);
    assert.deepEqual([r4.grade, r4.passed, r4.score], ['A+', true, 100]);
    // a multiple-answer question needs exactly the right set
    const multi = await createQuiz(app, { questions: 6, correct: [[0, 2]] });
    await call('POST', `/client/v2/quiz_v2/${multi.quiz.id}/start`, { token });
    const detail = await call('GET', `/client/v2/quiz_v2/slug/${multi.slug}`, { token });
    assert.equal(detail.json().questions[0].selectCount, 2);
    await answerAll(multi.quiz.id, token, 6, () => true); // [0] only for question 1: wrong
    const r5 = (await call('POST', `/client/v2/quiz_v2/${multi.quiz.id}/finish`, { token })).json();
    assert.equal(r5.correctCount, 5);
    assert.equal(r5.questions[0].correct, false);
  });

  test('points: a pass credits once per user per quiz with earn-points, in the ledger; otherwise the result says what it would earn', async () => {
    const { quiz } = await createQuiz(app, { questions: 10, rewardPoints: 40 });
    const { user, token } = await learner();
    await grantSubscription(app, user, { earnPoints: true });
    const fail = await play(quiz.id, token, 10, 5);
    assert.equal(fail.pointsEarned, 0);
    assert.equal(fail.pointsIfSubscribed, 0);
    const pass = await play(quiz.id, token, 10, 8);
    assert.deepEqual([pass.grade, pass.pointsEarned, pass.alreadyCredited], ['B', 40, false]);
    const retake = await play(quiz.id, token, 10, 10);
    assert.deepEqual([retake.grade, retake.pointsEarned, retake.alreadyCredited], ['A+', 0, true]);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    assert.equal(row!.point, 40);
    const ledger = await app.db.select().from(pointLedger).where(eq(pointLedger.userId, user.id));
    assert.deepEqual(
      ledger.map((entry) => [entry.delta, entry.sourceKey]),
      [[40, `quiz:${quiz.id}`]],
    );
    const history = (await call('GET', '/client/v2/quiz-history_v2', { token })).json();
    assert.deepEqual(
      history.map((h: { amount: number; result: string }) => [h.amount, h.result]),
      [
        [0, 'pass'],
        [40, 'pass'],
        [0, 'fail'],
      ],
    );

    const free = await learner();
    await grantSubscription(app, free.user, { earnPoints: false });
    const noFlag = await play(quiz.id, free.token, 10, 7);
    assert.deepEqual([noFlag.passed, noFlag.pointsEarned, noFlag.pointsIfSubscribed], [true, 0, 40]);
    const plain = await learner();
    const noSub = await play(quiz.id, plain.token, 10, 10);
    assert.deepEqual([noSub.pointsEarned, noSub.pointsIfSubscribed], [0, 40]);
    assert.equal((await app.repositories.users.findById(plain.user.id))!.point, 0);
    assert.equal(await app.repositories.points.ledgerSum(plain.user.id), 0);
  });

  test('physical reward: a tracking waiting for the address on an eligible pass, once per user and quiz; A+ only honoured', async () => {
    const notebook = await createQuiz(app, {
      questions: 10,
      physicalReward: { en: 'Notebook', th: 'สมุด', aPlusOnly: false },
    });
    const wallet = await createQuiz(app, {
      questions: 10,
      physicalReward: { en: 'Wallet', th: 'วอลเล็ต', aPlusOnly: true },
    });
    const { user, token } = await learner();
    const failed = await play(notebook.quiz.id, token, 10, 6);
    assert.equal(failed.rewardTracking, null);
    const passed = await play(notebook.quiz.id, token, 10, 7);
    assert.equal(passed.rewardTracking.status, 'waiting-address');
    assert.equal(passed.rewardTracking.rewardName, 'Notebook');
    const tracking = await app.repositories.rewardTrackings.findById(passed.rewardTracking.id);
    assert.deepEqual(
      [tracking!.source, tracking!.sourceId, tracking!.kind, tracking!.userId],
      ['quiz', passed.attemptId, 'physical', user.id],
    );
    const again = await play(notebook.quiz.id, token, 10, 10);
    assert.equal(again.rewardTracking, null);

    const onlyA = await play(wallet.quiz.id, token, 10, 9);
    assert.deepEqual([onlyA.grade, onlyA.rewardTracking], ['A', null]);
    const aPlus = await play(wallet.quiz.id, token, 10, 10);
    assert.equal(aPlus.rewardTracking.rewardName, 'Wallet');
    const rows = await app.db
      .select()
      .from(rewardTrackings)
      .where(and(eq(rewardTrackings.userId, user.id), eq(rewardTrackings.source, 'quiz')));
    assert.equal(rows.length, 2);
  });

  test('20 parallel finishes of one passed attempt: one result, points credited exactly once', pgOnly, async () => {
    const { quiz } = await createQuiz(app, { questions: 6, rewardPoints: 25 });
    const { user, token } = await learner();
    await grantSubscription(app, user, { earnPoints: true });
    await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token });
    await answerAll(quiz.id, token, 6, () => true);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/client/v2/quiz_v2/${quiz.id}/finish`, { token })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [200, ...Array(19).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) assert.equal(r.json().code, 'QUIZ_ALREADY_FINISHED');
    assert.equal((await app.repositories.users.findById(user.id))!.point, 25);
    assert.equal(await app.repositories.points.ledgerSum(user.id), 25);
  });
});
