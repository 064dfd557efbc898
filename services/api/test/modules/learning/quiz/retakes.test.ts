import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '@academy/contracts';
import { and, eq } from 'drizzle-orm';
import { quizAttempts, quizRevealedQuestions } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { grantSubscription } from '../../../support/factories.ts';
import { createQuiz, expectError, pgOnly, quizPlayer } from '../../../support/quizzes.ts';

const HOUR = 60;

/** The retake cool-down (QUIZ_RETAKE_COOLDOWN_HOURS, default 24) and discarding an open attempt. */
describe('main quiz retakes: cool-down and discard', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  before(async () => {
    app = await buildTestApp();
    clock = fakeClock(app, new Date('2026-05-01T08:00:00Z'));
  });
  const { call, learner, answerAll, play } = quizPlayer(() => app);
  const url = (quizId: number, tail: string) => `/client/v2/quiz_v2/${quizId}/${tail}`;
  const detail = async (slug: string, token: string) =>
    (await call('GET', `/client/v2/quiz_v2/slug/${slug}?isMyQuiz=true`, { token })).json();
  const revealedCount = async (userId: number, quizId: number) =>
    (
      await app.db
        .select()
        .from(quizRevealedQuestions)
        .where(and(eq(quizRevealedQuestions.userId, userId), eq(quizRevealedQuestions.quizId, quizId)))
    ).length;

  test('a retake waits 24 hours after a finished attempt; the quiz says from when; a refused start spends nothing', async () => {
    const { quiz, slug } = await createQuiz(app, { exclusive: true });
    const { user, token } = await learner();
    await grantSubscription(app, user, { mainQuizCount: 5 });
    const finished = await play(quiz.id, token, 1);
    const availableAt = new Date(new Date(finished.finishedAt).getTime() + 24 * 3_600_000).toISOString();
    const page = await detail(slug, token);
    assert.equal(page.retakeCooldownHours, 24);
    assert.equal(page.nextAttempt.availableAt, availableAt);

    clock.advanceMinutes(24 * HOUR - 1);
    const refused = await call('POST', url(quiz.id, 'start'), { token, lang: 'th' });
    expectError(refused, 409, 'QUIZ_RETAKE_COOLDOWN');
    // in the reader's language; the quiz page gives the time (nextAttempt.availableAt above)
    assert.equal(refused.json().message, errorCatalogue.QUIZ_RETAKE_COOLDOWN.th);
    assert.equal((await app.repositories.entitlements.info(user.id, clock.at)).usedMainQuiz, 1);
    expectError(await call('GET', url(quiz.id, 'progress'), { token }), 409, 'QUIZ_ALREADY_FINISHED');

    clock.advanceMinutes(1);
    assert.equal((await detail(slug, token)).nextAttempt.availableAt, null);
    const started = await call('POST', url(quiz.id, 'start'), { token });
    assert.equal(started.statusCode, 200, started.body);
    assert.equal((await app.repositories.entitlements.info(user.id, clock.at)).usedMainQuiz, 2);
    // saving and resuming an open attempt never waits
    await call('POST', url(quiz.id, 'save'), { token });
    assert.equal((await call('POST', url(quiz.id, 'start'), { token })).json().attemptId, started.json().attemptId);
  });

  test('the cool-down comes from QUIZ_RETAKE_COOLDOWN_HOURS', async () => {
    const short = await buildTestApp({ config: { QUIZ_RETAKE_COOLDOWN_HOURS: 2 } });
    const shortClock = fakeClock(short, new Date('2026-05-01T08:00:00Z'));
    const player = quizPlayer(() => short);
    const { quiz, slug } = await createQuiz(short);
    const { token } = await player.learner();
    await player.play(quiz.id, token, 2);
    const page = (await player.call('GET', `/client/v2/quiz_v2/slug/${slug}?isMyQuiz=true`, { token })).json();
    assert.equal(page.retakeCooldownHours, 2);
    assert.equal(page.nextAttempt.availableAt, '2026-05-01T10:00:00.000Z');
    shortClock.advanceMinutes(2 * HOUR);
    assert.equal((await player.call('POST', url(quiz.id, 'start'), { token })).statusCode, 200);
  });

  test("discard: only one's own open attempt; it is deleted, its questions count as seen, no cool-down, nothing refunded", async () => {
    const { quiz, slug } = await createQuiz(app, { exclusive: true });
    const { user, token } = await learner();
    await grantSubscription(app, user, { mainQuizCount: 5 });
    expectError(await call('POST', url(quiz.id, 'discard')), 401, 'UNAUTHORIZED');
    expectError(await call('POST', url(quiz.id, 'discard'), { token }), 409, 'QUIZ_NOT_STARTED');
    expectError(await call('POST', url(999_999, 'discard'), { token }), 409, 'QUIZ_NOT_STARTED');
    expectError(await call('POST', '/client/v2/quiz_v2/abc/discard', { token }), 400, 'VALIDATION_FAILED');

    const started = await call('POST', url(quiz.id, 'start'), { token });
    const shown = await answerAll(quiz.id, token, (i) => i < 2);
    // someone else cannot discard it
    const other = await learner();
    expectError(await call('POST', url(quiz.id, 'discard'), { token: other.token }), 409, 'QUIZ_NOT_STARTED');
    assert.equal((await call('GET', url(quiz.id, 'progress'), { token })).statusCode, 200);

    await call('POST', url(quiz.id, 'save'), { token });
    const gone = await call('POST', url(quiz.id, 'discard'), { token });
    assert.equal(gone.statusCode, 200, gone.body);
    assert.deepEqual(gone.json(), { quizId: quiz.id, discarded: true });
    expectError(await call('GET', url(quiz.id, 'progress'), { token }), 409, 'QUIZ_NOT_STARTED');
    expectError(await call('GET', url(quiz.id, 'result'), { token }), 404, 'QUIZ_RESULT_NOT_FOUND');
    // its questions were on screen: they count as seen (its answers were never shown)
    assert.equal(await revealedCount(user.id, quiz.id), 5);
    const rows = await app.db.select().from(quizAttempts).where(eq(quizAttempts.id, started.json().attemptId));
    assert.equal(rows.length, 0);
    const page = await detail(slug, token);
    assert.deepEqual([page.myAttempt, page.myStatus, page.nextAttempt.availableAt], [null, 'none', null]);
    assert.deepEqual([page.nextAttempt.unseenCount, page.nextAttempt.practice], [7, false]);

    // a new start at once: a fresh draw of none of the discarded questions, and another main
    // quiz (the discarded one stays spent)
    const again = await call('POST', url(quiz.id, 'start'), { token });
    assert.equal(again.statusCode, 200, again.body);
    assert.notEqual(again.json().attemptId, started.json().attemptId);
    assert.equal(again.json().answeredCount, 0);
    assert.equal(again.json().practice, false);
    assert.equal((await app.repositories.entitlements.info(user.id, clock.at)).usedMainQuiz, 2);

    // after a finish: nothing open to discard
    const second = await answerAll(quiz.id, token, () => true);
    assert.deepEqual(
      second.filter((s) => shown.includes(s)),
      [],
      'the new attempt asks none of the discarded questions',
    );
    await call('POST', url(quiz.id, 'finish'), { token });
    expectError(await call('POST', url(quiz.id, 'discard'), { token }), 409, 'QUIZ_ALREADY_FINISHED');
    assert.equal(await revealedCount(user.id, quiz.id), 10);
  });

  test('discarding to preview the pool: each discard uses up its questions, and the third draw is practice (earns nothing)', async () => {
    const { quiz, slug } = await createQuiz(app, { questions: 12, rewardPoints: 30 });
    const { user, token } = await learner({ name: 'Peek', surname: 'Ahead' });
    await grantSubscription(app, user, { earnPoints: true });
    const seen: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      assert.equal((await call('POST', url(quiz.id, 'start'), { token })).json().practice, false);
      const draw = await answerAll(quiz.id, token, () => true);
      assert.deepEqual(
        draw.filter((s) => seen.includes(s)),
        [],
      );
      seen.push(...draw);
      assert.equal((await call('POST', url(quiz.id, 'discard'), { token })).statusCode, 200);
    }
    // 10 of 12 questions previewed: 2 unseen left, so the next attempt is practice, at once
    assert.deepEqual((await detail(slug, token)).nextAttempt, {
      practice: true,
      unseenCount: 2,
      poolSize: 12,
      availableAt: null,
    });
    assert.equal((await call('POST', url(quiz.id, 'start'), { token })).json().practice, true);
    await answerAll(quiz.id, token, () => true);
    const result = (await call('POST', url(quiz.id, 'finish'), { token })).json();
    assert.deepEqual([result.grade, result.practice, result.pointsEarned, result.certificate], ['A+', true, 0, null]);
    assert.equal((await app.repositories.users.findById(user.id))!.point, 0);
  });

  test('finish and discard at once: exactly one happens, and only a finish credits', pgOnly, async () => {
    for (let round = 0; round < 5; round += 1) {
      clock.advanceMinutes(25 * HOUR);
      const { quiz } = await createQuiz(app, { rewardPoints: 30 });
      const { user, token } = await learner();
      await grantSubscription(app, user, { earnPoints: true });
      await call('POST', url(quiz.id, 'start'), { token });
      await answerAll(quiz.id, token, () => true);
      const [finish, discard] = await Promise.all([
        call('POST', url(quiz.id, 'finish'), { token }),
        call('POST', url(quiz.id, 'discard'), { token }),
      ]);
      const codes = [finish.statusCode, discard.statusCode].sort();
      assert.deepEqual(codes, [200, 409], `${finish.body} ${discard.body}`);
      const points = (await app.repositories.users.findById(user.id))!.point;
      if (finish.statusCode === 200) {
        assert.equal(discard.json().code, 'QUIZ_ALREADY_FINISHED');
        assert.deepEqual([points, await revealedCount(user.id, quiz.id)], [30, 5]);
      } else {
        // discarded: its questions count as seen, nothing is credited
        assert.equal(finish.json().code, 'QUIZ_NOT_STARTED');
        assert.deepEqual([points, await revealedCount(user.id, quiz.id)], [0, 5]);
      }
    }
  });

  test("starts racing the cool-down's end: one attempt, one main quiz", pgOnly, async () => {
    const { quiz } = await createQuiz(app, { exclusive: true });
    const { user, token } = await learner();
    await grantSubscription(app, user, { mainQuizCount: 10 });
    await play(quiz.id, token, 2);
    clock.advanceMinutes(24 * HOUR);
    const results = await Promise.all(Array.from({ length: 10 }, () => call('POST', url(quiz.id, 'start'), { token })));
    assert.deepEqual([...new Set(results.map((r) => r.statusCode))], [200]);
    assert.equal(new Set(results.map((r) => r.json().attemptId)).size, 1);
    assert.equal(new Set(results.map((r) => JSON.stringify(r.json().questions))).size, 1);
    assert.equal((await app.repositories.entitlements.info(user.id, clock.at)).usedMainQuiz, 2);
  });
});
