import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { quizGrade, quizPassed } from '@academy/contracts';
import { pointLedger, rewardTrackings, users } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { grantSubscription } from '../../../support/factories.ts';
import { createQuiz, pgOnly, quizPlayer } from '../../../support/quizzes.ts';

describe('main quiz finish: grade, points and physical reward', () => {
  let app: FastifyInstance;
  before(async () => {
    // Retakes without waiting (the cool-down has its own tests in retakes.test.ts).
    app = await buildTestApp({ config: { QUIZ_RETAKE_COOLDOWN_HOURS: 0 } });
  });
  const { call, learner, answerKey, answerAll, play } = quizPlayer(() => app);
  const myPoints = async (slug: string, token: string) =>
    (await call('GET', `/client/v2/quiz_v2/slug/${slug}?isMyQuiz=true`, { token })).json();
  type HistoryPoints = {
    rewardPoint: number;
    amount: number;
    result: string;
    pointsIfSubscribed: number;
    alreadyCredited: boolean;
  };

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

  test('grades through the API (5 questions an attempt): 3/5 D fails, 4/5 B, 5/5 A+; a pool of 3 is played whole, 2/3 is 66.6 D', async () => {
    const { token } = await learner();
    const d = await createQuiz(app);
    const r1 = await play(d.quiz.id, token, 3);
    assert.deepEqual([r1.grade, r1.passed, r1.score, r1.total], ['D', false, 60, 5]);
    assert.deepEqual(
      r1.gradeScale.map((s: { grade: string; minCorrect: number }) => `${s.grade}:${s.minCorrect}`),
      ['A+:5', 'B:4', 'D:3', 'F:0'],
    );
    assert.deepEqual(r1.passMark, { minCorrect: 4, of: 5 });
    assert.equal(r1.certificate, null);
    assert.equal(r1.certificateNeedsName, false);
    const small = await createQuiz(app, { questions: 3 });
    const r2 = await play(small.quiz.id, token, 2);
    assert.deepEqual([r2.grade, r2.passed, r2.score, r2.total], ['D', false, 66.6, 3]);
    // the scale is the attempt's: 3 questions reach A+, D or F and pass only with 3 of 3
    assert.deepEqual(
      r2.gradeScale.map((s: { grade: string; minCorrect: number }) => `${s.grade}:${s.minCorrect}`),
      ['A+:3', 'D:2', 'F:0'],
    );
    assert.deepEqual(r2.passMark, { minCorrect: 3, of: 3 });
    assert.deepEqual((await call('GET', `/client/v2/quiz_v2/${small.quiz.id}/result`, { token })).json().passMark, {
      minCorrect: 3,
      of: 3,
    });
    const b = await createQuiz(app);
    assert.equal((await play(b.quiz.id, token, 4)).grade, 'B');
    const top = await createQuiz(app);
    const r4 = await play(top.quiz.id, token, 5);
    assert.deepEqual([r4.grade, r4.passed, r4.score], ['A+', true, 100]);
    // a multiple-answer question needs exactly the right set (in the attempt's shuffled order)
    const multi = await createQuiz(app, { correct: Array.from({ length: 12 }, () => [0, 2]) });
    const started = await call('POST', `/client/v2/quiz_v2/${multi.quiz.id}/start`, { token });
    assert.equal(started.json().questions[0].selectCount, 2);
    const key = await answerKey(multi.quiz.id, token);
    for (const [i, answer] of key.entries()) {
      const selectedAnswers = i === 0 ? answer.right.slice(0, 1) : [...answer.right].reverse();
      await call('POST', `/client/v2/quiz_v2/${multi.quiz.id}/questions/${i + 1}/submit`, {
        token,
        body: { selectedAnswers },
      });
    }
    const r5 = (await call('POST', `/client/v2/quiz_v2/${multi.quiz.id}/finish`, { token })).json();
    assert.equal(r5.correctCount, 4);
    assert.equal(r5.questions[0].correct, false);
    assert.deepEqual(r5.questions[1].correctAnswers, key[1]!.right);
    assert.equal(r5.questions[1].correct, true);
  });

  test('points: a pass credits once per user per quiz with earn-points, in the ledger; otherwise the result says what it would earn', async () => {
    // a pool of 15: three graded attempts
    const { quiz, slug } = await createQuiz(app, { questions: 15, rewardPoints: 40 });
    const { user, token } = await learner();
    await grantSubscription(app, user, { earnPoints: true });
    assert.equal((await myPoints(slug, token)).myPoints, 'earns');
    const fail = await play(quiz.id, token, 3);
    assert.equal(fail.pointsEarned, 0);
    assert.equal(fail.pointsIfSubscribed, 0);
    const pass = await play(quiz.id, token, 4);
    assert.deepEqual([pass.grade, pass.pointsEarned, pass.alreadyCredited, pass.practice], ['B', 40, false, false]);
    const retake = await play(quiz.id, token, 5);
    assert.deepEqual(
      [retake.grade, retake.pointsEarned, retake.alreadyCredited, retake.practice],
      ['A+', 0, true, false],
    );
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    assert.equal(row!.point, 40);
    const ledger = await app.db.select().from(pointLedger).where(eq(pointLedger.userId, user.id));
    assert.deepEqual(
      ledger.map((entry) => [entry.delta, entry.sourceKey]),
      [[40, `quiz:${quiz.id}`]],
    );
    const history = (await call('GET', '/client/v2/quiz-history_v2', { token })).json();
    assert.deepEqual(
      history.map((h: HistoryPoints) => [h.amount, h.result, h.pointsIfSubscribed, h.alreadyCredited]),
      [
        [0, 'pass', 0, true],
        [40, 'pass', 0, false],
        [0, 'fail', 0, false],
      ],
    );
    // credited: the quiz page says a retake earns no more
    assert.equal((await myPoints(slug, token)).myPoints, 'alreadyCredited');

    const free = await learner();
    await grantSubscription(app, free.user, { earnPoints: false });
    assert.equal((await myPoints(slug, free.token)).myPoints, 'needsSubscription');
    const noFlag = await play(quiz.id, free.token, 4);
    assert.deepEqual([noFlag.passed, noFlag.pointsEarned, noFlag.pointsIfSubscribed], [true, 0, 40]);
    const plain = await learner();
    // said before the start: no subscription, no points
    assert.equal((await myPoints(slug, plain.token)).myPoints, 'needsSubscription');
    const noSub = await play(quiz.id, plain.token, 5);
    assert.deepEqual([noSub.pointsEarned, noSub.pointsIfSubscribed], [0, 40]);
    assert.equal((await app.repositories.users.findById(plain.user.id))!.point, 0);
    assert.equal(await app.repositories.points.ledgerSum(plain.user.id), 0);
    // the history says why the pass earned nothing; the page still says a subscription would pay
    const plainHistory = (await call('GET', '/client/v2/quiz-history_v2', { token: plain.token })).json();
    assert.deepEqual(
      plainHistory.map((h: HistoryPoints) => [h.rewardPoint, h.amount, h.pointsIfSubscribed, h.alreadyCredited]),
      [[40, 0, 40, false]],
    );
    assert.equal((await myPoints(slug, plain.token)).myPoints, 'needsSubscription');
    // a visitor, or without isMyQuiz: nothing personal
    assert.equal((await call('GET', `/client/v2/quiz_v2/slug/${slug}?isMyQuiz=true`)).json().myPoints, null);
    assert.equal((await call('GET', `/client/v2/quiz_v2/slug/${slug}`, { token })).json().myPoints, null);
  });

  test('physical reward: a tracking waiting for the address on an eligible pass, once per user and quiz; A+ only honoured', async () => {
    const notebook = await createQuiz(app, {
      questions: 15,
      physicalReward: { en: 'Notebook', th: 'สมุด', aPlusOnly: false },
    });
    const wallet = await createQuiz(app, {
      physicalReward: { en: 'Wallet', th: 'วอลเล็ต', aPlusOnly: true },
    });
    const { user, token } = await learner();
    const failed = await play(notebook.quiz.id, token, 3);
    assert.equal(failed.rewardTracking, null);
    const passed = await play(notebook.quiz.id, token, 4);
    assert.equal(passed.rewardTracking.status, 'waiting-address');
    assert.equal(passed.rewardTracking.rewardName, 'Notebook');
    const tracking = await app.repositories.rewardTrackings.findById(passed.rewardTracking.id);
    assert.deepEqual(
      [tracking!.source, tracking!.sourceId, tracking!.kind, tracking!.userId],
      ['quiz', passed.attemptId, 'physical', user.id],
    );
    const again = await play(notebook.quiz.id, token, 5);
    assert.equal(again.practice, false);
    assert.equal(again.rewardTracking, null);

    const onlyB = await play(wallet.quiz.id, token, 4);
    assert.deepEqual([onlyB.grade, onlyB.rewardTracking], ['B', null]);
    const aPlus = await play(wallet.quiz.id, token, 5);
    assert.equal(aPlus.rewardTracking.rewardName, 'Wallet');
    const rows = await app.db
      .select()
      .from(rewardTrackings)
      .where(and(eq(rewardTrackings.userId, user.id), eq(rewardTrackings.source, 'quiz')));
    assert.equal(rows.length, 2);
  });

  test('20 parallel finishes of one passed attempt: one result, points credited exactly once', pgOnly, async () => {
    const { quiz } = await createQuiz(app, { rewardPoints: 25 });
    const { user, token } = await learner();
    await grantSubscription(app, user, { earnPoints: true });
    await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token });
    await answerAll(quiz.id, token, () => true);
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
