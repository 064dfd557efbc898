import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { payoutJobs, pointLedger, popQuizzes, rewardTrackings } from '../../../../src/db/schema/index.ts';
import { popQuizServiceOf } from '../../../../src/modules/learning/pop-quiz/attempts/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { testDbKind } from '../../../support/database.ts';
import { createSession, createUser } from '../../../support/factories.ts';
import { createPopQuiz, createPopQuizQuestion } from '../../../support/pop-quizzes.ts';
import { REJECTING_ADDRESS, startPayoutSandbox, whileExchangeDown } from '../../../support/payouts.ts';
import { TEST_WALLET } from '../../../support/redeem.ts';

const exchange = await startPayoutSandbox();
const { units } = exchange;

/** Issue 21 item 7: a pop quiz may carry a KKUB reward, paid by the durable payout job, pending until paid. */
describe('pop quiz KKUB rewards through the payout job', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  before(async () => {
    app = await buildTestApp({ config: exchange.config });
    clock = fakeClock(app, new Date('2030-07-01T03:00:00Z'));
  });

  const drain = async () => {
    // Earlier tests' jobs must not leak into this one's counts.
    clock.advanceMinutes(60 * 24);
    await app.payouts.runOnce();
  };
  /** Where the window's right choice (the bank's choice 1, "B en") stands in a learner's order. */
  const rightChoice = (choices: string[]) => choices.indexOf('B en');
  async function kkubWindow(options: { quota?: number; kkub?: number } = {}) {
    const question = await createPopQuizQuestion(app, { correct: [1] });
    const now = clock.at.getTime();
    return createPopQuiz(app, question, {
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 30 * 60_000),
      rewardPoints: 10,
      rewardKkub: options.kkub ?? 2,
      rewardQuota: options.quota ?? 5,
    });
  }
  async function winner(popQuizId: number, wallet: string | null = TEST_WALLET) {
    const user = await createUser(app, { walletAddressBitkubNext: wallet });
    const { token } = await createSession(app, user);
    const headers = { token };
    const opened = await app.inject({ method: 'POST', url: `/client/pop-quizs/${popQuizId}/open`, headers });
    assert.equal(opened.statusCode, 200, opened.body);
    const submitted = await app.inject({
      method: 'POST',
      url: `/client/pop-quizs/${popQuizId}/questions/${opened.json().questionId}/submit`,
      headers,
      payload: { selectedAnswers: [rightChoice(opened.json().choices)] },
    });
    assert.equal(submitted.statusCode, 200, submitted.body);
    const history = async () =>
      (await app.inject({ method: 'GET', url: '/client/pop-quiz-histories-by-user', headers })).json().items[0];
    return { user, headers, result: submitted.json(), history };
  }
  const point = async (userId: number) => (await app.repositories.users.findById(userId))!.point;

  test('a winner with a linked wallet: pending with points at once, completed once the payout is paid', async () => {
    await drain();
    const before = units(TEST_WALLET);
    const w = await kkubWindow();
    const cards = (await app.inject({ method: 'GET', url: '/client/pop-quizs-available' })).json();
    assert.equal(cards.items.find((c: { id: number }) => c.id === w.id).rewardKkub, 2);
    const me = await winner(w.id);
    assert.equal(me.result.status, 'pending');
    assert.equal(me.result.correct, true);
    assert.equal(me.result.pointsEarned, 10);
    assert.deepEqual(me.result.kkub, { amount: 2, outcome: 'pending' });
    assert.equal(await point(me.user.id), 10);
    const pending = await me.history();
    assert.deepEqual(
      [pending.status, pending.kkub, pending.result],
      ['pending', { amount: 2, outcome: 'pending' }, 'pass'],
    );
    const trackings = (
      await app.inject({ method: 'GET', url: '/client/reward-trackings-user', headers: me.headers })
    ).json();
    const tracking = trackings.find((t: { source: string }) => t.source === 'pop-quiz');
    assert.equal(tracking.status, 'pending');
    assert.equal(tracking.amountKkub, 2);
    assert.equal(tracking.walletAddress, TEST_WALLET);
    assert.equal(tracking.sourceId, pending.id);
    const completed = (
      await app.inject({ method: 'GET', url: '/client/pop-quiz-completed-histories', headers: me.headers })
    ).json();
    assert.equal(completed.items[0].status, 'pending', 'a pending win is a completed pop quiz');

    assert.deepEqual(await app.payouts.runOnce(), { claimed: 1, completed: 1, retried: 0, failed: 0 });
    assert.equal(units(TEST_WALLET), before + 200);
    const paid = await me.history();
    assert.deepEqual([paid.status, paid.kkub], ['completed', { amount: 2, outcome: 'paid' }]);
    const job = await app.repositories.payoutJobs.findByPopQuizHistory(paid.id);
    assert.deepEqual([job?.source, job?.reference, job?.status], ['pop-quiz', `pop-quiz-kkub:${paid.id}`, 'completed']);
    const [row] = await app.db.select().from(rewardTrackings).where(eq(rewardTrackings.id, tracking.id));
    assert.equal(row?.status, 'completed');
    assert.deepEqual(await app.payouts.runOnce(), { claimed: 0, completed: 0, retried: 0, failed: 0 });
    assert.equal(units(TEST_WALLET), before + 200, 'paid once');
    assert.equal(await point(me.user.id), 10);
  });

  test('a winner without an exchange-linked wallet: completed with points only, and the history says why', async () => {
    await drain();
    const w = await kkubWindow();
    const me = await winner(w.id, null);
    assert.equal(me.result.status, 'completed');
    assert.deepEqual(me.result.kkub, { amount: 2, outcome: 'no-wallet' });
    assert.equal(await point(me.user.id), 10);
    const item = await me.history();
    assert.deepEqual(item.kkub, { amount: 2, outcome: 'no-wallet' });
    assert.equal(await app.repositories.payoutJobs.findByPopQuizHistory(item.id), null);
    assert.equal((await app.payouts.runOnce()).claimed, 0);
  });

  test('the exchange refuses the transfer: completed with the KKUB in points instead, exactly once', async () => {
    await drain();
    const w = await kkubWindow({ kkub: 3 });
    const me = await winner(w.id, REJECTING_ADDRESS);
    assert.equal(me.result.status, 'pending');
    assert.deepEqual(await app.payouts.runOnce(), { claimed: 1, completed: 0, retried: 0, failed: 1 });
    const item = await me.history();
    assert.deepEqual([item.status, item.kkub, item.rewardPoint], ['completed', { amount: 3, outcome: 'refused' }, 310]);
    assert.equal(await point(me.user.id), 310);
    await app.db.transaction(async (tx) => {
      assert.equal(await popQuizServiceOf(app).settleKkub(item.id, 'refused', tx), false);
    });
    assert.equal(await point(me.user.id), 310);
    assert.equal(await app.repositories.points.ledgerSum(me.user.id), 310);
    const instead = await app.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.sourceKey, `pop-quiz-kkub:${item.id}`));
    assert.equal(instead.length, 1);
  });

  test('the exchange down: the win stays pending and is paid on a later run', async () => {
    await drain();
    const before = units(TEST_WALLET);
    const w = await kkubWindow({ kkub: 1 });
    const me = await winner(w.id);
    assert.deepEqual(await whileExchangeDown(app, () => app.payouts.runOnce()), {
      claimed: 1,
      completed: 0,
      retried: 1,
      failed: 0,
    });
    assert.equal((await me.history()).status, 'pending');
    clock.advanceMinutes(1);
    assert.deepEqual(await app.payouts.runOnce(), { claimed: 1, completed: 1, retried: 0, failed: 0 });
    assert.deepEqual((await me.history()).kkub, { amount: 1, outcome: 'paid' });
    assert.equal(units(TEST_WALLET), before + 100);
  });

  test('a payout job names exactly the one id of its source', async () => {
    const user = await createUser(app);
    const tracking = await app.repositories.rewardTrackings.create(
      app.db,
      { userId: user.id, source: 'pop-quiz', sourceId: 1, kind: 'crypto', rewardNameEn: 'x', rewardNameTh: 'x' },
      clock.at,
    );
    const job = { userId: user.id, trackingId: tracking.id, walletAddress: TEST_WALLET, amountKkub: 1 };
    const checkRefused = (error: { cause?: { message?: string } }) =>
      /payout_jobs_one_source/.test(error.cause?.message ?? '');
    await assert.rejects(
      app.db.insert(payoutJobs).values({ ...job, source: 'pop-quiz', reference: 'no-source' }),
      checkRefused,
    );
    await assert.rejects(
      app.db.insert(payoutJobs).values({ ...job, source: 'redeem', reference: 'no-redeem' }),
      checkRefused,
    );
  });

  test(
    '40 concurrent correct answers to a KKUB window with quota 6, then two workers: 6 wins paid once each',
    { skip: testDbKind() !== 'postgres' && 'PGlite runs transactions one at a time; this needs TEST_DB=postgres' },
    async () => {
      await drain();
      const before = units(TEST_WALLET);
      const w = await kkubWindow({ quota: 6, kkub: 1 });
      const learners = await Promise.all(
        Array.from({ length: 40 }, async () => {
          const user = await createUser(app, { walletAddressBitkubNext: TEST_WALLET });
          const { token } = await createSession(app, user);
          const opened = await app.inject({
            method: 'POST',
            url: `/client/pop-quizs/${w.id}/open`,
            headers: { token },
          });
          assert.equal(opened.statusCode, 200, opened.body);
          return { user, token, qid: opened.json().questionId as number, right: rightChoice(opened.json().choices) };
        }),
      );
      const results = await Promise.all(
        learners.map(({ token, qid, right }) =>
          app.inject({
            method: 'POST',
            url: `/client/pop-quizs/${w.id}/questions/${qid}/submit`,
            headers: { token },
            payload: { selectedAnswers: [right] },
          }),
        ),
      );
      const statuses = results.map((r) => r.json().status);
      assert.equal(statuses.filter((s) => s === 'pending').length, 6);
      assert.equal(statuses.filter((s) => s === 'outofreward').length, 34);
      const [row] = await app.db.select().from(popQuizzes).where(eq(popQuizzes.id, w.id));
      assert.equal(row?.rewardRemaining, 0);
      const jobs = await app.db.select().from(payoutJobs).where(eq(payoutJobs.source, 'pop-quiz'));
      assert.equal(jobs.filter((j) => j.status === 'pending').length, 6);

      const [a, b] = await Promise.all([app.payouts.runOnce(), app.payouts.runOnce()]);
      assert.equal(a.claimed + b.claimed, 6);
      assert.equal(a.completed + b.completed, 6);
      assert.equal(units(TEST_WALLET), before + 600);
      assert.deepEqual(await app.repositories.popQuizTries.countByStatus(w.id), { completed: 6, outofreward: 34 });
      for (const { user } of learners)
        assert.equal(await app.repositories.points.ledgerSum(user.id), await point(user.id));
    },
  );
});
