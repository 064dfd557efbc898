import assert from 'node:assert/strict';
import { test } from 'node:test';
import { popQuizHistories, quizAttempts } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { createSession, createUser } from '../../../support/factories.ts';
import { createPopQuiz, createPopQuizQuestion } from '../../../support/pop-quizzes.ts';
import { createQuiz } from '../../../support/quizzes.ts';

test('GET /client/v2/learning-streak: days in a row (Bangkok) with a passed main quiz or a completed pop quiz', async () => {
  const app = await buildTestApp();
  const clock = fakeClock(app, new Date('2026-11-23T05:00:00Z')); // 12:00 in Bangkok
  const user = await createUser(app);
  const other = await createUser(app);
  const { token } = await createSession(app, user);
  const get = async () => {
    const response = await app.inject({ method: 'GET', url: '/client/v2/learning-streak', headers: { token } });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  assert.equal((await app.inject({ method: 'GET', url: '/client/v2/learning-streak' })).statusCode, 401);
  assert.deepEqual(await get(), { current: 0, longest: 0, activeToday: false, lastActiveDay: null });

  const question = await createPopQuizQuestion(app);
  const popOn = async (finishedAt: string, status: 'completed' | 'failed' | 'outofreward', who = user.id) => {
    const window = await createPopQuiz(app, question, {
      startsAt: new Date(Date.parse(finishedAt) - 60_000),
      endsAt: new Date(Date.parse(finishedAt) + 60_000),
    });
    await app.db.insert(popQuizHistories).values({
      userId: who,
      popQuizId: window.id,
      questionId: question.id,
      status,
      openedAt: new Date(Date.parse(finishedAt) - 5000),
      deadlineAt: new Date(Date.parse(finishedAt) + 25_000),
      finishedAt: new Date(finishedAt),
    });
  };
  const { quiz } = await createQuiz(app, { questions: 2 });
  const mainOn = async (finishedAt: string, passed: boolean) => {
    await app.db.insert(quizAttempts).values({
      userId: user.id,
      quizId: quiz.id,
      quizVersion: 1,
      questions: [],
      status: 'finished',
      total: 2,
      passed,
      startedAt: new Date(Date.parse(finishedAt) - 60_000),
      updatedAt: new Date(finishedAt),
      finishedAt: new Date(finishedAt),
    });
  };
  // 18, 19 Nov: a two-day run. 21 Nov 23:30 Bangkok (16:30 UTC) is still the 21st; 22 Nov via a main quiz.
  await popOn('2026-11-18T03:00:00Z', 'completed');
  await mainOn('2026-11-19T10:00:00Z', true);
  await popOn('2026-11-20T03:00:00Z', 'failed'); // a failed try does not count
  await mainOn('2026-11-20T04:00:00Z', false); // nor a failed main quiz
  await popOn('2026-11-20T05:00:00Z', 'outofreward'); // nor a correct answer without reward
  await popOn('2026-11-21T16:30:00Z', 'completed');
  await popOn('2026-11-21T17:30:00Z', 'completed'); // 00:30 on the 22nd in Bangkok
  await popOn('2026-11-23T01:00:00Z', 'completed', other.id); // someone else's day

  // Today (23rd) nothing yet: the run up to yesterday still counts.
  assert.deepEqual(await get(), { current: 2, longest: 2, activeToday: false, lastActiveDay: '2026-11-22' });
  await mainOn('2026-11-23T04:00:00Z', true);
  assert.deepEqual(await get(), { current: 3, longest: 3, activeToday: true, lastActiveDay: '2026-11-23' });
  // Two days later with nothing in between: the run is over, the longest stays.
  clock.at = new Date('2026-11-25T05:00:00Z');
  assert.deepEqual(await get(), { current: 0, longest: 3, activeToday: false, lastActiveDay: '2026-11-23' });
});
