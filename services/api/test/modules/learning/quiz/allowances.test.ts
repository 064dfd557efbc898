import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { grantSubscription } from '../../../support/factories.ts';
import { createQuiz, expectError, pgOnly, quizPlayer } from '../../../support/quizzes.ts';

describe('main quiz attempts: exclusive quizzes and hints spend allowances', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  before(async () => {
    // Retakes without waiting (the cool-down has its own tests in retakes.test.ts).
    app = await buildTestApp({ config: { QUIZ_RETAKE_COOLDOWN_HOURS: 0 } });
    clock = fakeClock(app, new Date());
  });
  const { call, learner, answerKey, answerAll } = quizPlayer(() => app);
  /** `Because 7` for the fixture question with slug q7. */
  const numberOf = (slug: string) => slug.slice(1);

  test('exclusive quiz: subscription required, one main quiz per start from the allowance, none left is an error', async () => {
    const one = await createQuiz(app, { exclusive: true });
    const two = await createQuiz(app, { exclusive: true });
    const { user, token } = await learner();
    expectError(
      await call('POST', `/client/v2/quiz_v2/${one.quiz.id}/start`, { token }),
      403,
      'QUIZ_SUBSCRIPTION_REQUIRED',
    );
    await grantSubscription(app, user, { mainQuizCount: 2 });
    assert.equal((await call('POST', `/client/v2/quiz_v2/${one.quiz.id}/start`, { token })).statusCode, 200);
    assert.equal((await call('POST', `/client/v2/quiz_v2/${one.quiz.id}/save`, { token })).statusCode, 200);
    assert.equal((await call('POST', `/client/v2/quiz_v2/${one.quiz.id}/start`, { token })).statusCode, 200);
    assert.equal((await app.repositories.entitlements.info(user.id, clock.at)).usedMainQuiz, 1);
    await answerAll(one.quiz.id, token, () => true);
    assert.equal((await call('POST', `/client/v2/quiz_v2/${one.quiz.id}/finish`, { token })).statusCode, 200);
    assert.equal((await call('POST', `/client/v2/quiz_v2/${two.quiz.id}/start`, { token })).statusCode, 200);
    assert.equal((await app.repositories.entitlements.info(user.id, clock.at)).remainingMainQuiz, 0);
    // a retake is a new attempt: none left
    const res = await call('POST', `/client/v2/quiz_v2/${one.quiz.id}/start`, { token });
    expectError(res, 409, 'QUIZ_ALLOWANCE_EXHAUSTED');
    // the failed start left nothing behind
    expectError(
      await call('GET', `/client/v2/quiz_v2/${one.quiz.id}/progress`, { token }),
      409,
      'QUIZ_ALREADY_FINISHED',
    );
    // a free quiz needs no allowance
    const free = await createQuiz(app);
    assert.equal((await call('POST', `/client/v2/quiz_v2/${free.quiz.id}/start`, { token })).statusCode, 200);
    // expired subscription: exclusive refused again
    clock.advanceMinutes(31 * 24 * 60);
    expectError(
      await call('POST', `/client/v2/quiz_v2/${one.quiz.id}/start`, { token }),
      403,
      'QUIZ_SUBSCRIPTION_REQUIRED',
    );
    clock.at = new Date();
  });

  test('hints: subscribers only, one hint per question per attempt, none left is an error', async () => {
    const { quiz } = await createQuiz(app);
    const url = (tail: string) => `/client/v2/quiz_v2/${quiz.id}/${tail}`;
    const outsider = await learner();
    await call('POST', url('start'), { token: outsider.token });
    expectError(
      await call('POST', url('questions/1/hint'), { token: outsider.token }),
      403,
      'QUIZ_HINT_SUBSCRIPTION_REQUIRED',
    );

    const { user, token } = await learner();
    await grantSubscription(app, user, { hintCount: 2 });
    expectError(await call('POST', url('questions/1/hint'), { token }), 409, 'QUIZ_NOT_STARTED');
    assert.equal((await call('POST', url('start'), { token })).json().remainingHints, 2);
    const n = (await answerKey(quiz.id, token)).map((k) => numberOf(k.slug));
    const h1 = await call('POST', url('questions/1/hint'), { token, lang: 'th' });
    assert.equal(h1.statusCode, 200, h1.body);
    assert.deepEqual(h1.json(), { questionId: 1, hint: `ใบ้ ${n[0]}`, remainingHints: 1, spent: true });
    const again = await call('POST', url('questions/1/hint'), { token });
    assert.deepEqual(again.json(), { questionId: 1, hint: `Hint ${n[0]}`, remainingHints: 1, spent: false });
    assert.equal((await call('POST', url('questions/2/hint'), { token })).json().remainingHints, 0);
    expectError(await call('POST', url('questions/3/hint'), { token }), 409, 'QUIZ_NO_HINTS_LEFT');
    expectError(await call('POST', url('questions/9/hint'), { token }), 404, 'QUIZ_QUESTION_NOT_FOUND');
    const info = await app.repositories.entitlements.info(user.id, clock.at);
    assert.equal(info.usedHint, 2);
    const progress = await call('GET', url('progress'), { token });
    assert.deepEqual(progress.json().hints, [
      { questionId: 1, hint: `Hint ${n[0]}` },
      { questionId: 2, hint: `Hint ${n[1]}` },
    ]);
    await call('POST', url('save'), { token });
    expectError(await call('POST', url('questions/1/hint'), { token }), 409, 'QUIZ_ATTEMPT_SAVED');
  });

  test('20 parallel starts of exclusive quizzes against an allowance of 3: exactly 3 start', pgOnly, async () => {
    const quizzes = await Promise.all(Array.from({ length: 20 }, () => createQuiz(app, { exclusive: true })));
    const { user, token } = await learner();
    await grantSubscription(app, user, { mainQuizCount: 3 });
    const results = await Promise.all(
      quizzes.map(({ quiz }) => call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token })),
    );
    assert.equal(results.filter((r) => r.statusCode === 200).length, 3);
    assert.equal(
      results.filter((r) => r.statusCode === 409 && r.json().code === 'QUIZ_ALLOWANCE_EXHAUSTED').length,
      17,
    );
    const info = await app.repositories.entitlements.info(user.id, clock.at);
    assert.deepEqual([info.usedMainQuiz, info.remainingMainQuiz], [3, 0]);
    assert.equal((await call('POST', '/client/v2/progress-pending-quiz', { token })).json().total, 3);
  });

  test('20 parallel starts of the same exclusive quiz: one attempt, one main quiz spent', pgOnly, async () => {
    const { quiz } = await createQuiz(app, { exclusive: true });
    const { user, token } = await learner();
    await grantSubscription(app, user, { mainQuizCount: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token })),
    );
    assert.deepEqual([...new Set(results.map((r) => r.statusCode))], [200]);
    assert.equal(new Set(results.map((r) => r.json().attemptId)).size, 1);
    assert.equal((await app.repositories.entitlements.info(user.id, clock.at)).usedMainQuiz, 1);
  });

  test('parallel hint requests for one question spend one hint', pgOnly, async () => {
    const { quiz } = await createQuiz(app);
    const { user, token } = await learner();
    await grantSubscription(app, user, { hintCount: 5 });
    await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/client/v2/quiz_v2/${quiz.id}/questions/1/hint`, { token })),
    );
    assert.deepEqual([...new Set(results.map((r) => r.statusCode))], [200]);
    assert.equal(results.filter((r) => r.json().spent).length, 1);
    assert.equal((await app.repositories.entitlements.info(user.id, clock.at)).usedHint, 1);
  });
});
