import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { pointLedger, popQuizHistories, popQuizzes } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { grantSubscription } from '../../../support/factories.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { createPopQuiz, createPopQuizQuestion, popQuizLearner } from '../../../support/pop-quizzes.ts';

const T0 = new Date('2030-01-01T00:05:00Z');
const minutes = (n: number) => n * 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('pop quiz play: open, submit, hint, statuses and errors', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  before(async () => {
    app = await buildTestApp();
    clock = fakeClock(app, T0);
  });

  const learner = () => popQuizLearner(app);
  /** A window open from T0-5min to T0+25min (unless told otherwise). */
  async function openWindow(
    options: { rewardQuota?: number; rewardPoints?: number; correct?: number[]; startsAt?: Date; endsAt?: Date } = {},
  ) {
    const question = await createPopQuizQuestion(app, { correct: options.correct ?? [1] });
    const window = await createPopQuiz(app, question, {
      startsAt: options.startsAt ?? at(-minutes(5)),
      endsAt: options.endsAt ?? at(minutes(25)),
      rewardQuota: options.rewardQuota ?? 5,
      rewardPoints: options.rewardPoints ?? 10,
    });
    return { question, window };
  }
  const remaining = async (id: number) =>
    (await app.db.select().from(popQuizzes).where(eq(popQuizzes.id, id)))[0]!.rewardRemaining;

  test('login is required for question, submit, hint and histories', async () => {
    clock.at = T0;
    const { question, window } = await openWindow();
    for (const [method, url] of [
      ['GET', `/client/pop-quizs/${window.id}/question`],
      ['POST', `/client/pop-quizs/${window.id}/questions/${question.id}/submit`],
      ['POST', `/client/pop-quizs/${window.id}/questions/${question.id}/hint`],
      ['GET', '/client/pop-quiz-histories-by-user'],
      ['GET', '/client/pop-quiz-completed-histories'],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { selectedAnswers: [1] } } : {}),
      });
      assert.equal(response.statusCode, 401, url);
      assert.equal(response.json().code, 'UNAUTHORIZED');
    }
  });

  test('opening starts the clock once; a correct answer in time completes, takes one quota and credits points once', async () => {
    clock.at = T0;
    const { question, window } = await openWindow({ rewardPoints: 25 });
    const me = await learner();
    const first = await me.open(window.id);
    assert.equal(first.statusCode, 200, first.body);
    const body = first.json();
    assert.equal(body.status, 'inprogress');
    assert.equal(body.secondsLeft, 30);
    assert.equal(body.deadline, at(30_000).toISOString());
    assert.equal(body.hint, null);
    assert.equal(body.result, null);
    assert.equal(body.question, question.en.question);
    assert.equal('correct' in body || 'correctAnswers' in body, false, 'answers never leave before the end');

    clock.at = at(12_000);
    const again = (await me.open(window.id)).json();
    assert.equal(again.openedAt, body.openedAt, 're-opening does not restart the clock');
    assert.equal(again.secondsLeft, 18);
    assert.equal((await me.open(window.id, 'th')).json().question, question.th.question);

    const submitted = await me.submit(window.id, question.id, [1]);
    assert.equal(submitted.statusCode, 200, submitted.body);
    const result = submitted.json();
    assert.equal(result.status, 'completed');
    assert.equal(result.correct, true);
    assert.equal(result.pointsEarned, 25);
    assert.equal(result.point, 25);
    assert.equal(result.correctAnswers, null, 'right or wrong only while the window is open');
    assert.equal(result.explanation, null);
    assert.equal(result.revealAt, at(minutes(25) + 30_000).toISOString(), 'the window end plus its time limit');
    assert.equal(result.kkub, null);
    assert.equal(result.messageCode, null);
    assert.equal(result.cooldownEndsAt, at(12_000 + minutes(10)).toISOString());
    assert.equal(await remaining(window.id), 4);
    const ledger = await app.db.select().from(pointLedger).where(eq(pointLedger.userId, me.user.id));
    assert.deepEqual(
      ledger.map((row) => [row.delta, row.sourceKey]),
      [[25, `pop-quiz:${window.id}`]],
    );
    assert.equal((await app.repositories.users.findById(me.user.id))?.point, 25);

    // one try per user: a second answer is refused and changes nothing
    const twice = await me.submit(window.id, question.id, [1]);
    assert.equal(twice.statusCode, 409);
    assert.deepEqual(twice.json(), { statusCode: 409, code: 'QUIZ_SUBMIT_FAILED', message: 'Submit Fail!' });
    assert.equal(await remaining(window.id), 4);
    const reopened = (await me.open(window.id)).json();
    assert.equal(reopened.status, 'completed');
    assert.equal(reopened.result.pointsEarned, 25);
  });

  test('a wrong answer fails with no points and no quota taken; several correct choices must all be picked', async () => {
    clock.at = T0;
    const { question, window } = await openWindow({ correct: [0, 2] });
    const me = await learner();
    assert.equal((await me.open(window.id)).json().multiple, true);
    const result = (await me.submit(window.id, question.id, [0])).json();
    assert.equal(result.status, 'failed');
    assert.equal(result.correct, false);
    assert.equal(result.timeOver, false);
    assert.equal(result.pointsEarned, 0);
    assert.equal(result.point, null);
    assert.equal(result.correctAnswers, null, 'a wrong answer does not learn the right one');
    assert.equal(await remaining(window.id), 5);
    assert.equal((await app.repositories.users.findById(me.user.id))?.point, 0);

    const other = await learner();
    await other.open(window.id);
    assert.equal((await other.submit(window.id, question.id, [2, 0])).json().status, 'completed');
  });

  test('no answer within the limit: failed with "Time over." by the server clock', async () => {
    clock.at = T0;
    const { question, window } = await openWindow();
    const me = await learner();
    await me.open(window.id);
    clock.at = at(30_000);
    assert.equal((await me.open(window.id)).json().secondsLeft, 0, 'the deadline itself still counts');
    clock.at = at(31_000);
    const late = await me.submit(window.id, question.id, [1]);
    assert.equal(late.statusCode, 409);
    assert.deepEqual(late.json(), { statusCode: 409, code: 'QUIZ_TIME_OVER', message: 'Time over.' });
    assert.equal(await remaining(window.id), 5);
    const view = (await me.open(window.id)).json();
    assert.equal(view.status, 'failed');
    assert.equal(view.result.timeOver, true);
    assert.equal(view.result.messageCode, 'QUIZ_TIME_OVER');
    assert.equal((await me.submit(window.id, question.id, [1])).json().code, 'QUIZ_SUBMIT_FAILED');

    // left open without ever submitting: the histories show it failed (time over) once the deadline passed
    const other = await learner();
    clock.at = T0;
    await other.open(window.id);
    clock.at = at(45_000);
    const [item] = (await other.histories()).json().items;
    assert.equal(item.status, 'failed');
    assert.equal(item.timeOver, true);
    assert.equal(item.completedDate, at(30_000).toISOString(), 'the try ended at its deadline');
    assert.equal(item.duration, 30);
    assert.equal(item.result, 'fail');
  });

  test('a window that ended: POP_QUIZ_EXPIRED; one not yet open: POP_QUIZ_NOT_AVAILABLE; unknown ids: 404', async () => {
    clock.at = T0;
    const { question, window } = await openWindow({ startsAt: at(-minutes(30)), endsAt: at(-1) });
    const me = await learner();
    const expired = await me.open(window.id);
    assert.equal(expired.statusCode, 409);
    assert.deepEqual(expired.json(), { statusCode: 409, code: 'POP_QUIZ_EXPIRED', message: 'Pop Quiz is expired' });
    assert.equal((await me.submit(window.id, question.id, [1])).json().code, 'POP_QUIZ_EXPIRED');

    const later = await openWindow({ startsAt: at(minutes(1)), endsAt: at(minutes(20)) });
    const early = await me.open(later.window.id);
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().code, 'POP_QUIZ_NOT_AVAILABLE');

    assert.equal((await me.open(987_654)).statusCode, 404);
    const { question: q2, window: w2 } = await openWindow();
    await me.open(w2.id);
    assert.equal((await me.submit(w2.id, q2.id + 1000, [1])).statusCode, 404);
    assert.equal((await me.submit(w2.id, q2.id, [4])).statusCode, 400, 'a choice the question does not have');
    assert.equal((await me.submit(w2.id, q2.id, [])).statusCode, 400);
    assert.equal((await me.submit(w2.id, q2.id, [1, 1])).statusCode, 400);
    assert.equal((await me.submit(w2.id, q2.id, ['1\u0000'])).statusCode, 400);
    assert.equal((await me.open(w2.id)).json().status, 'inprogress', 'bad input changes nothing');
  });

  test('quota gone before opening: POP_QUIZ_OUT_OF_REWARD; a correct answer that lost the race: outofreward', async () => {
    clock.at = T0;
    const { question, window } = await openWindow({ rewardQuota: 1 });
    const [a, b, c] = [await learner(), await learner(), await learner()];
    await a.open(window.id);
    await b.open(window.id);
    assert.equal((await a.submit(window.id, question.id, [1])).json().status, 'completed');
    const lost = await b.submit(window.id, question.id, [1]);
    assert.equal(lost.statusCode, 200);
    assert.equal(lost.json().status, 'outofreward');
    assert.equal(lost.json().correct, true);
    assert.equal(lost.json().messageCode, 'QUIZ_OUT_OF_REWARD');
    assert.equal(lost.json().pointsEarned, 0);
    assert.equal((await app.repositories.users.findById(b.user.id))?.point, 0);
    const none = await c.open(window.id);
    assert.equal(none.statusCode, 409);
    assert.deepEqual(none.json(), {
      statusCode: 409,
      code: 'POP_QUIZ_OUT_OF_REWARD',
      message: 'Pop Quiz out of reward',
    });
    const card = (await c.available()).json().items.find((item: { id: number }) => item.id === window.id);
    assert.equal(card.status, 'outOfReward');
    assert.equal(card.canPlay, false);
    assert.deepEqual(await app.repositories.popQuizAttempts.countByStatus(window.id), { completed: 1, outofreward: 1 });
  });

  test('after finishing one, the next opens only after the cool-down (10 minutes) and one runs at a time', async () => {
    clock.at = T0;
    const first = await openWindow();
    const me = await learner();
    await me.open(first.window.id);
    const second = await openWindow();
    const busy = await me.open(second.window.id);
    assert.equal(busy.json().code, 'POP_QUIZ_NOT_AVAILABLE', 'one pop quiz at a time');
    clock.at = at(5_000);
    assert.equal((await me.submit(first.window.id, first.question.id, [3])).json().status, 'failed');

    clock.at = at(minutes(5));
    const waiting = await me.open(second.window.id);
    assert.equal(waiting.statusCode, 409);
    assert.equal(waiting.json().code, 'POP_QUIZ_NOT_AVAILABLE');
    const available = (await me.available()).json();
    assert.equal(available.cooldownEndsAt, at(5_000 + minutes(10)).toISOString());
    assert.equal(available.nextAvailableAt, available.cooldownEndsAt);
    const card = available.items.find((item: { id: number }) => item.id === second.window.id);
    assert.equal(card.status, 'active');
    assert.equal(card.canPlay, false);
    const done = available.items.find((item: { id: number }) => item.id === first.window.id);
    assert.equal(done.myStatus, 'failed');
    assert.equal((await me.histories()).json().cooldownEndsAt, available.cooldownEndsAt);

    clock.at = at(5_000 + minutes(10));
    const open = await me.open(second.window.id);
    assert.equal(open.statusCode, 200, open.body);
    assert.equal(open.json().status, 'inprogress');
  });

  test('hint: subscribers with hints left only, spends one from the allowance once, refused after the limit', async () => {
    clock.at = T0;
    const { question, window } = await openWindow();
    const visitor = await learner();
    await visitor.open(window.id);
    const refused = await visitor.hint(window.id, question.id);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'QUIZ_HINT_SUBSCRIPTION_REQUIRED');

    const subscriber = await learner();
    await grantSubscription(app, subscriber.user, { hintCount: 2 }, T0);
    const notOpened = await subscriber.hint(window.id, question.id);
    assert.equal(notOpened.json().code, 'QUIZ_SUBMIT_FAILED');
    await subscriber.open(window.id);
    const hint = await subscriber.hint(window.id, question.id);
    assert.equal(hint.statusCode, 200, hint.body);
    assert.deepEqual(hint.json(), { hint: question.en.hint, remainingHint: 1 });
    assert.deepEqual((await subscriber.hint(window.id, question.id)).json(), {
      hint: question.en.hint,
      remainingHint: 1,
    });
    assert.equal((await subscriber.open(window.id)).json().hint, question.en.hint);
    assert.equal((await app.repositories.entitlements.info(subscriber.user.id, T0)).usedHint, 1);

    // a subscriber whose hints are all used
    const spent = await learner();
    await grantSubscription(app, spent.user, { hintCount: 0 }, T0);
    await spent.open(window.id);
    const none = await spent.hint(window.id, question.id);
    assert.equal(none.statusCode, 409);
    assert.equal(none.json().code, 'QUIZ_NO_HINTS_LEFT');
    assert.equal((await spent.open(window.id)).json().hint, null);

    const late = await learner();
    await grantSubscription(app, late.user, { hintCount: 2 }, T0);
    await late.open(window.id);
    clock.at = at(31_000);
    const over = await late.hint(window.id, question.id);
    assert.equal(over.json().code, 'QUIZ_TIME_OVER');
    assert.equal((await app.repositories.entitlements.info(late.user.id, clock.at)).usedHint, 0);
    const [row] = await app.db
      .select()
      .from(popQuizHistories)
      .where(and(eq(popQuizHistories.userId, late.user.id), eq(popQuizHistories.popQuizId, window.id)));
    assert.equal(row?.status, 'failed');
  });

  test('histories: every try newest first; completed ones paged with offset = start x limit', async () => {
    const me = await learner();
    const windows = [];
    for (let i = 0; i < 5; i++) {
      clock.at = at(minutes(11 * i));
      const w = await openWindow({ startsAt: at(minutes(11 * i) - 1000), endsAt: at(minutes(11 * i) + minutes(5)) });
      windows.push(w);
      await me.open(w.window.id);
      clock.at = at(minutes(11 * i) + 3000);
      await me.submit(w.window.id, w.question.id, [1]);
    }
    clock.at = at(minutes(60));
    const w = await openWindow({ startsAt: at(minutes(59)), endsAt: at(minutes(70)) });
    await me.open(w.window.id);
    await me.submit(w.window.id, w.question.id, [0]);

    const ids = (response: { json(): { items: Array<{ popQuizId: number }> } }) =>
      response.json().items.map((item) => item.popQuizId);
    const newestFirst = windows.map((x) => x.window.id).reverse();
    const page0 = await me.completed('?start=0&limit=2');
    assert.equal(page0.statusCode, 200, page0.body);
    assert.equal(page0.json().total, 5);
    assert.deepEqual(ids(page0), newestFirst.slice(0, 2));
    assert.deepEqual(ids(await me.completed('?start=1&limit=2')), newestFirst.slice(2, 4));
    assert.deepEqual(ids(await me.completed('?start=2&limit=2')), newestFirst.slice(4));
    assert.deepEqual(ids(await me.completed('?start=3&limit=2')), []);
    const item = page0.json().items[0];
    assert.equal(item.status, 'completed');
    assert.equal(item.rewardPoint, 10);
    assert.equal(item.amount, 0.1);
    assert.equal(item.duration, 3);
    assert.equal(item.result, 'pass');

    const all = (await me.histories('?limit=3')).json();
    assert.equal(all.total, 6);
    assert.equal(all.items[0].popQuizId, w.window.id);
    assert.equal(all.items[0].status, 'failed');
    assert.equal((await me.completed('?limit=101')).statusCode, 400);
    assert.equal((await me.completed('?start=-1')).statusCode, 400);
  });
});
