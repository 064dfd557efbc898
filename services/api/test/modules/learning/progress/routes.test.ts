import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { pointLedger, popQuizHistories, quizAttempts } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { createSession, createUser, grantSubscription } from '../../../support/factories.ts';
import { createPopQuiz, createPopQuizQuestion } from '../../../support/pop-quizzes.ts';
import { createQuiz } from '../../../support/quizzes.ts';

interface Progress {
  today: string;
  streak: number;
  best: number;
  activeToday: boolean;
  pointsByDay: Array<{ day: string; points: number }>;
}

describe('GET /client/v2/learning-progress', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  let quizId: number;
  before(async () => {
    app = await buildTestApp();
    clock = fakeClock(app, new Date('2026-03-09T17:30:00Z'));
    quizId = (await createQuiz(app, { questions: 10 })).quiz.id;
  });

  async function learner() {
    const user = await createUser(app, { kycStatus: 'verified' });
    const { token } = await createSession(app, user, { expiresAt: new Date('2099-01-01T00:00:00Z') });
    return { user, token };
  }

  async function progress(token: string): Promise<Progress> {
    const res = await app.inject({
      method: 'GET',
      url: '/client/v2/learning-progress',
      headers: { token: `Bearer ${token}` },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as Progress;
  }

  /** A finished main quiz attempt at `finishedAt` (passed or not, graded or practice), written straight to the table. */
  async function finished(userId: number, finishedAt: string, passed = true, practice = false) {
    const at = new Date(finishedAt);
    await app.db.insert(quizAttempts).values({
      userId,
      quizId,
      quizVersion: 1,
      questions: [],
      status: 'finished',
      total: 10,
      correctCount: passed ? 10 : 2,
      score: passed ? 100 : 20,
      grade: passed ? 'A+' : 'F',
      passed,
      practice,
      startedAt: new Date(at.getTime() - 60_000),
      updatedAt: at,
      finishedAt: at,
    });
  }

  /** A pop quiz try that ended at `finishedAt` with `status`, in its own window. */
  async function popQuizTry(
    userId: number,
    finishedAt: string,
    status: 'completed' | 'pending' | 'failed' | 'outofreward',
    practice = false,
  ) {
    const at = new Date(finishedAt);
    const question = await createPopQuizQuestion(app);
    const window = await createPopQuiz(app, question, {
      startsAt: new Date(at.getTime() - 10 * 60_000),
      endsAt: new Date(at.getTime() + 10 * 60_000),
    });
    await app.db.insert(popQuizHistories).values({
      userId,
      popQuizId: window.id,
      questionId: question.id,
      status,
      openedAt: new Date(at.getTime() - 10_000),
      deadlineAt: new Date(at.getTime() + 20_000),
      finishedAt: at,
      pointsEarned: !practice && (status === 'completed' || status === 'pending') ? 10 : 0,
      practice,
    });
  }

  async function ledger(userId: number, delta: number, createdAt: string, sourceKey: string | null = null) {
    await app.db
      .insert(pointLedger)
      .values({ userId, delta, reason: 'test', sourceKey, createdAt: new Date(createdAt) });
  }

  test('needs a session: 401 in the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/client/v2/learning-progress' });
    assert.equal(res.statusCode, 401);
    const body = res.json() as { statusCode: number; code: string; message: string };
    assert.equal(body.statusCode, 401);
    assert.equal(typeof body.code, 'string');
    assert.equal(typeof body.message, 'string');
  });

  test('is documented in OpenAPI with its response schema', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/documentation/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>;
    };
    const op = doc.paths['/client/v2/learning-progress']?.get;
    assert.ok(op, 'GET /client/v2/learning-progress documented');
    assert.ok(op.responses['200']?.content, '200 schema');
    assert.ok(op.responses['401'], '401 schema');
  });

  test('a new learner: no streak and 30 zero-filled Bangkok days ending today, oldest first', async () => {
    clock.at = new Date('2026-03-09T17:30:00Z'); // 2026-03-10 00:30 in Bangkok
    const { token } = await learner();
    const body = await progress(token);
    assert.equal(body.today, '2026-03-10');
    assert.equal(body.streak, 0);
    assert.equal(body.best, 0);
    assert.equal(body.activeToday, false);
    assert.equal(body.pointsByDay.length, 30);
    assert.equal(body.pointsByDay[0]!.day, '2026-02-09');
    assert.equal(body.pointsByDay[29]!.day, '2026-03-10');
    for (let i = 1; i < 30; i += 1) {
      const gap = Date.parse(body.pointsByDay[i]!.day) - Date.parse(body.pointsByDay[i - 1]!.day);
      assert.equal(gap, 24 * 60 * 60 * 1000, `consecutive days at ${i}`);
    }
    assert.ok(body.pointsByDay.every((d) => d.points === 0));
  });

  test('streak counts Asia/Bangkok days, ends today or yesterday, and a gap breaks it', async () => {
    const { user, token } = await learner();
    // Bangkok 2026-03-08 00:00 and 23:59:59 (UTC 03-07 and 03-08): one Bangkok day.
    await finished(user.id, '2026-03-07T17:00:00Z');
    await finished(user.id, '2026-03-08T16:59:59Z');
    // Bangkok 2026-03-09 19:00.
    await finished(user.id, '2026-03-09T12:00:00Z');
    // A failed attempt does not count, nor a practice pass (Bangkok 03-07), nor a pass after "now".
    await finished(user.id, '2026-03-06T05:00:00Z', false);
    await finished(user.id, '2026-03-07T05:00:00Z', true, true);
    await finished(user.id, '2026-03-20T05:00:00Z');

    clock.at = new Date('2026-03-09T17:30:00Z'); // Bangkok 2026-03-10 00:30: nothing yet today
    let body = await progress(token);
    assert.equal(body.today, '2026-03-10');
    assert.equal(body.streak, 2, 'Bangkok 03-08 and 03-09 (UTC days would give 3)');
    assert.equal(body.best, 2);
    assert.equal(body.activeToday, false);

    clock.at = new Date('2026-03-09T16:59:00Z'); // Bangkok 2026-03-09 23:59: today counts
    body = await progress(token);
    assert.equal(body.today, '2026-03-09');
    assert.equal(body.streak, 2);
    assert.equal(body.activeToday, true);

    clock.at = new Date('2026-03-10T17:00:00Z'); // Bangkok 2026-03-11 00:00: yesterday (03-10) empty
    body = await progress(token);
    assert.equal(body.today, '2026-03-11');
    assert.equal(body.streak, 0, 'a day without activity breaks the streak');
    assert.equal(body.best, 2);

    // A failed or out-of-reward pop quiz on Bangkok 03-10 does not count, nor does a right answer
    // to a practice question (like a main quiz's practice attempt), nor do points alone.
    await popQuizTry(user.id, '2026-03-10T04:00:00Z', 'failed');
    await popQuizTry(user.id, '2026-03-10T04:30:00Z', 'outofreward');
    await popQuizTry(user.id, '2026-03-10T04:45:00Z', 'completed', true);
    await ledger(user.id, 30, '2026-03-10T05:00:00Z', 'quiz:1');
    body = await progress(token);
    assert.equal(body.streak, 0);
    // A completed pop quiz on Bangkok 03-10 (UTC 03-10 16:59:59) joins the run again.
    await popQuizTry(user.id, '2026-03-10T16:59:59Z', 'completed');
    body = await progress(token);
    assert.equal(body.streak, 3);
    assert.equal(body.best, 3);
    assert.equal(body.activeToday, false);

    // An older, longer run: best follows it, the current streak does not.
    for (const day of ['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04']) {
      await finished(user.id, `${day}T03:00:00Z`);
    }
    body = await progress(token);
    assert.equal(body.streak, 3);
    assert.equal(body.best, 4);
    // A pop quiz won today whose KKUB payout is still in flight (`pending`) counts as completed.
    await popQuizTry(user.id, '2026-03-10T17:00:00Z', 'pending');
    body = await progress(token);
    assert.equal(body.streak, 4);
    assert.equal(body.best, 4);
    assert.equal(body.activeToday, true);
  });

  test('points per day: positive ledger entries by Bangkok day over exactly the last 30 days', async () => {
    clock.at = new Date('2026-03-10T03:00:00Z'); // Bangkok 2026-03-10 10:00
    const { user, token } = await learner();
    const other = await learner();
    await ledger(user.id, 50, '2026-03-10T01:00:00Z', 'quiz:1'); // today
    await ledger(user.id, 7, '2026-03-09T17:00:00Z', 'pop-quiz:1'); // Bangkok 03-10 00:00: today
    await ledger(user.id, 11, '2026-03-09T16:59:59Z', 'quiz:2'); // Bangkok 03-09 23:59:59
    await ledger(user.id, -40, '2026-03-10T02:00:00Z', 'redeem:1'); // spending is not earning
    await ledger(user.id, 3, '2026-02-09T00:00:00Z', 'quiz:3'); // Bangkok 02-09 07:00: first day
    await ledger(user.id, 99, '2026-02-08T16:59:59Z', 'quiz:4'); // Bangkok 02-08: 31 days ago
    await ledger(user.id, 99, '2026-03-11T03:00:00Z', 'quiz:5'); // tomorrow
    await ledger(other.user.id, 1000, '2026-03-10T01:00:00Z', 'quiz:1'); // someone else

    const body = await progress(token);
    assert.equal(body.pointsByDay.length, 30);
    const points = Object.fromEntries(body.pointsByDay.map((d) => [d.day, d.points]));
    assert.equal(points['2026-03-10'], 57);
    assert.equal(points['2026-03-09'], 11);
    assert.equal(points['2026-02-09'], 3);
    assert.equal(points['2026-02-08'], undefined);
    assert.equal(
      body.pointsByDay.reduce((sum, d) => sum + d.points, 0),
      71,
      'nothing else counted',
    );
    // Points alone do not make a day active (no passed quiz, no completed pop quiz).
    assert.equal(body.streak, 0);
    assert.equal(body.activeToday, false);
  });

  test("through the quiz API: passing a quiz with earn-points gives streak 1 and today's points", async () => {
    clock.at = new Date();
    const { user, token } = await learner();
    await grantSubscription(app, user, { earnPoints: true });
    // every choice is right: picking all four is right whatever the attempt's shuffle
    const { quiz } = await createQuiz(app, { questions: 3, rewardPoints: 40, correct: Array(3).fill([0, 1, 2, 3]) });
    const headers = { token: `Bearer ${token}` };
    const start = await app.inject({ method: 'POST', url: `/client/v2/quiz_v2/${quiz.id}/start`, headers });
    assert.equal(start.statusCode, 200, start.body);
    for (let i = 1; i <= 3; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: `/client/v2/quiz_v2/${quiz.id}/questions/${i}/submit`,
        headers,
        payload: { selectedAnswers: [0, 1, 2, 3] },
      });
      assert.equal(res.statusCode, 200, res.body);
    }
    const finish = await app.inject({ method: 'POST', url: `/client/v2/quiz_v2/${quiz.id}/finish`, headers });
    assert.equal(finish.statusCode, 200, finish.body);

    const body = await progress(token);
    assert.equal(body.streak, 1);
    assert.equal(body.best, 1);
    assert.equal(body.activeToday, true);
    assert.equal(body.pointsByDay.at(-1)!.day, body.today);
    assert.equal(body.pointsByDay.at(-1)!.points, 40);
  });
});
