/**
 * The spec's error catalogue (section 8), rows Quiz (with the pop quiz messages), Redeem and
 * Coupon, walked message by message: each has its code in contracts' error catalogue (whose
 * text says the spec's message in plain English, and in Thai), and the API produces it with the
 * catalogue's status and text in the request's language (in the one error shape, or as the
 * result's `messageCode` for "Sorry! Out of reward", which is a 200 outcome, not a refusal).
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '@academy/contracts';
import { buildTestApp } from './support/app.ts';
import { fakeClock } from './support/accounts.ts';
import { createSession, createUser } from './support/factories.ts';
import { createPopQuiz, createPopQuizQuestion } from './support/pop-quizzes.ts';
import { bumpQuizVersion, createQuiz } from './support/quizzes.ts';
import { createRedeemer, createReward } from './support/redeem.ts';

/** Spec section 8, verbatim, with the code the API answers for each message (the catalogue words it). */
const catalogue = {
  Quiz: {
    'Submit Fail!': 'QUIZ_SUBMIT_FAILED',
    'Data has been changed': 'QUIZ_DATA_CHANGED',
    'Pop Quiz is expired': 'POP_QUIZ_EXPIRED',
    'Pop Quiz out of reward': 'POP_QUIZ_OUT_OF_REWARD',
    'Sorry! Out of reward': 'QUIZ_OUT_OF_REWARD',
    'Time over.': 'QUIZ_TIME_OVER',
  },
  Redeem: {
    'Redeem failed': 'REDEEM_FAILED',
    'insufficient points': 'REDEEM_INSUFFICIENT_POINTS',
    'You should subscribe package first': 'REDEEM_SUBSCRIPTION_REQUIRED',
    "You've exceeded the number of times you can redeem rewards": 'REDEEM_LIMIT_EXCEEDED',
    'out of rewards': 'REDEEM_OUT_OF_REWARDS',
    'KYC needed': 'REDEEM_KYC_NEEDED',
  },
  Coupon: {
    'This coupon is invalid.': 'COUPON_INVALID',
  },
} as const;
type Catalogue = typeof catalogue;
type Code = { [Row in keyof Catalogue]: Catalogue[Row][keyof Catalogue[Row]] }[keyof Catalogue];
const entries = Object.values(catalogue).flatMap((row) => Object.entries(row)) as Array<[string, Code]>;

describe('error catalogue (spec section 8: Quiz, Pop quiz, Redeem, Coupon)', () => {
  test('every message has its code in the catalogue, with an English and a Thai text', () => {
    for (const [message, code] of entries) {
      const entry = errorCatalogue[code];
      assert.ok(entry, `${code} in contracts' error catalogue`);
      assert.ok(entry.en.trim() !== '' && /[\u0E00-\u0E7F]/.test(entry.th), `${code} (${message}) has en and th`);
    }
  });

  describe('the API produces each one', () => {
    let app: FastifyInstance;
    let clock: ReturnType<typeof fakeClock>;
    // Now (sessions end after SESSION_IDLE_MINUTES without use, on the app's clock).
    const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const produced = new Set<string>();
    before(async () => {
      app = await buildTestApp();
      clock = fakeClock(app, T0);
    });

    const expectCatalogued = (response: { statusCode: number; body: string }, status: number, code: Code) => {
      assert.equal(response.statusCode, status, response.body);
      assert.equal(errorCatalogue[code].status, status, `${code}'s status in the catalogue`);
      assert.deepEqual(JSON.parse(response.body), { statusCode: status, code, message: errorCatalogue[code].en });
      produced.add(code);
    };

    async function player() {
      const user = await createUser(app, { kycStatus: 'verified' });
      const { token } = await createSession(app, user);
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });
      return { user, call };
    }
    /** Where the pop quiz's right choice (the bank's choice 1, "B en") stands in this learner's order. */
    const rightChoice = (opened: { json(): { choices: string[] } }) => opened.json().choices.indexOf('B en');
    const popWindow = async (options: { startsAt?: Date; endsAt?: Date; rewardQuota?: number } = {}) => {
      const question = await createPopQuizQuestion(app, { correct: [1] });
      const window = await createPopQuiz(app, question, {
        startsAt: options.startsAt ?? new Date(T0.getTime() - 60_000),
        endsAt: options.endsAt ?? new Date(T0.getTime() + 30 * 60_000),
        rewardQuota: options.rewardQuota ?? 5,
        timeLimitSeconds: 30,
      });
      return { question, window };
    };

    test('Quiz and pop quiz messages', async () => {
      clock.at = T0;
      // Submit Fail!: an answer to a pop quiz that was never opened.
      {
        const { question, window } = await popWindow();
        const { call } = await player();
        const url = `/client/pop-quizs/${window.id}/questions/${question.id}/submit`;
        expectCatalogued(await call('POST', url, { selectedAnswers: [1] }), 409, 'QUIZ_SUBMIT_FAILED');
      }
      // Data has been changed: the quiz was edited during the attempt.
      {
        const { quiz } = await createQuiz(app, { questions: 3 });
        const { call } = await player();
        assert.equal((await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`)).statusCode, 200);
        await bumpQuizVersion(app, quiz.id);
        const url = `/client/v2/quiz_v2/${quiz.id}/questions/1/submit`;
        expectCatalogued(await call('POST', url, { selectedAnswers: [0] }), 409, 'QUIZ_DATA_CHANGED');
      }
      // Pop Quiz is expired: the window has ended.
      {
        const { window } = await popWindow({
          startsAt: new Date(T0.getTime() - 20 * 60_000),
          endsAt: new Date(T0.getTime() - 60_000),
        });
        const { call } = await player();
        expectCatalogued(await call('POST', `/client/pop-quizs/${window.id}/open`), 409, 'POP_QUIZ_EXPIRED');
      }
      // Pop Quiz out of reward: the quota is gone before the user opens it.
      {
        const { question, window } = await popWindow({ rewardQuota: 1 });
        const first = await player();
        const opened = await first.call('POST', `/client/pop-quizs/${window.id}/open`);
        const won = await first.call('POST', `/client/pop-quizs/${window.id}/questions/${question.id}/submit`, {
          selectedAnswers: [rightChoice(opened)],
        });
        assert.equal(won.json().status, 'completed', won.body);
        const late = await player();
        expectCatalogued(await late.call('POST', `/client/pop-quizs/${window.id}/open`), 409, 'POP_QUIZ_OUT_OF_REWARD');
      }
      // Sorry! Out of reward: a correct answer after the quota ran out while the user was answering.
      {
        const { question, window } = await popWindow({ rewardQuota: 1 });
        const a = await player();
        const b = await player();
        const openedA = await a.call('POST', `/client/pop-quizs/${window.id}/open`);
        const openedB = await b.call('POST', `/client/pop-quizs/${window.id}/open`);
        const url = `/client/pop-quizs/${window.id}/questions/${question.id}/submit`;
        assert.equal(
          (await a.call('POST', url, { selectedAnswers: [rightChoice(openedA)] })).json().status,
          'completed',
        );
        const late = await b.call('POST', url, { selectedAnswers: [rightChoice(openedB)] });
        assert.equal(late.statusCode, 200, late.body);
        assert.equal(late.json().status, 'outofreward');
        assert.equal(late.json().messageCode, 'QUIZ_OUT_OF_REWARD');
        produced.add('QUIZ_OUT_OF_REWARD');
      }
      // Time over.: the answer comes after the limit (server clock).
      {
        const { question, window } = await popWindow();
        const { call } = await player();
        await call('POST', `/client/pop-quizs/${window.id}/open`);
        clock.at = new Date(T0.getTime() + 31_000);
        const url = `/client/pop-quizs/${window.id}/questions/${question.id}/submit`;
        expectCatalogued(await call('POST', url, { selectedAnswers: [1] }), 409, 'QUIZ_TIME_OVER');
        clock.at = T0;
      }
    });

    test('Redeem and Coupon messages', async () => {
      clock.at = T0;
      const submit = (rewardId: number, headers: Record<string, string>) =>
        app.inject({ method: 'POST', url: `/client/redeems/${rewardId}/submit`, headers });
      const reward = await createReward(app, { pointCost: 100, totalQuota: 10 });
      const unverified = await createRedeemer(app, { kyc: false, points: 1000 });
      expectCatalogued(await submit(reward.id, unverified.headers), 403, 'REDEEM_KYC_NEEDED');
      const unsubscribed = await createRedeemer(app, { subscribed: false, points: 1000 });
      expectCatalogued(await submit(reward.id, unsubscribed.headers), 403, 'REDEEM_SUBSCRIPTION_REQUIRED');
      const gone = await createReward(app, { totalQuota: 1, remaining: 0 });
      const rich = await createRedeemer(app, { points: 1000 });
      expectCatalogued(await submit(gone.id, rich.headers), 409, 'REDEEM_OUT_OF_REWARDS');
      const once = await createReward(app, { perUserLimit: 1 });
      assert.equal((await submit(once.id, rich.headers)).statusCode, 200);
      expectCatalogued(await submit(once.id, rich.headers), 409, 'REDEEM_LIMIT_EXCEEDED');
      const poor = await createRedeemer(app, { points: 50 });
      expectCatalogued(await submit(reward.id, poor.headers), 409, 'REDEEM_INSUFFICIENT_POINTS');
      const aPlus = await createReward(app, { type: 'physical', amountKkub: null, aPlusOnly: true });
      expectCatalogued(await submit(aPlus.id, rich.headers), 422, 'REDEEM_FAILED');

      const coupon = await app.inject({
        method: 'POST',
        url: '/client/coupon-codes/redeem',
        headers: rich.headers,
        payload: { code: 'NO-SUCH-CODE' },
      });
      expectCatalogued(coupon, 404, 'COUPON_INVALID');
      // the same refusal to a Thai reader: the catalogue's Thai text (the `lang` header, else Accept-Language)
      const thaiReaders: Record<string, string>[] = [{ lang: 'th' }, { 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' }];
      for (const language of thaiReaders) {
        const thai = await submit(reward.id, { ...poor.headers, ...language });
        assert.deepEqual(thai.json(), {
          statusCode: 409,
          code: 'REDEEM_INSUFFICIENT_POINTS',
          message: errorCatalogue.REDEEM_INSUFFICIENT_POINTS.th,
        });
      }
    });

    test('nothing in the catalogue is left unproduced', () => {
      assert.deepEqual([...produced].sort(), entries.map(([, code]) => code).sort());
    });
  });
});
