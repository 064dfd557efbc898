import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { quizRevealedQuestions, rewardTrackings } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { grantSubscription } from '../../../support/factories.ts';
import { createQuiz, expectError, leaksCorrectness, pgOnly, quizPlayer } from '../../../support/quizzes.ts';

/**
 * Question pools (docs/learning.md "Main quiz"): what a result reveals is never asked again in a graded
 * attempt; when too little is left unseen a retake is practice and earns nothing.
 */
describe('main quiz pools: unseen draws, shuffled choices, practice retakes', () => {
  let app: FastifyInstance;
  before(async () => {
    // Retakes without waiting (the cool-down has its own tests in retakes.test.ts).
    app = await buildTestApp({ config: { QUIZ_RETAKE_COOLDOWN_HOURS: 0 } });
  });
  const { call, learner, answerKey, answerAll, play } = quizPlayer(() => app);
  const revealed = async (userId: number, quizId: number) =>
    (
      await app.db
        .select({ slug: quizRevealedQuestions.questionSlug })
        .from(quizRevealedQuestions)
        .where(and(eq(quizRevealedQuestions.userId, userId), eq(quizRevealedQuestions.quizId, quizId)))
    )
      .map((r) => r.slug)
      .sort();
  const detail = async (slug: string, token: string) =>
    (await call('GET', `/client/v2/quiz_v2/slug/${slug}?isMyQuiz=true`, { token })).json();

  test('a graded attempt draws 5 questions the learner has not had revealed; finishing reveals them', async () => {
    const { quiz, slug } = await createQuiz(app, { questions: 12 });
    const { user, token } = await learner();
    await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token });
    const first = await answerAll(quiz.id, token, () => false);
    assert.equal(new Set(first).size, 5);
    assert.deepEqual(await revealed(user.id, quiz.id), [], 'nothing is revealed before the result');
    await call('POST', `/client/v2/quiz_v2/${quiz.id}/finish`, { token });
    assert.deepEqual(await revealed(user.id, quiz.id), [...first].sort());
    assert.deepEqual((await detail(slug, token)).nextAttempt, {
      practice: false,
      unseenCount: 7,
      poolSize: 12,
      availableAt: null,
    });

    const started = await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token });
    assert.equal(started.json().practice, false);
    const second = await answerAll(quiz.id, token, () => false);
    assert.deepEqual(
      second.filter((s) => first.includes(s)),
      [],
      'the retake asks none of the questions the result showed',
    );
    await call('POST', `/client/v2/quiz_v2/${quiz.id}/finish`, { token });
    assert.equal((await revealed(user.id, quiz.id)).length, 10);

    // another learner's history is theirs alone
    const other = await learner();
    assert.equal((await detail(slug, other.token)).nextAttempt.unseenCount, 12);
  });

  test('the cheater: fails on purpose, reads every answer, retakes: no points, no A+ reward, no certificate from seen answers', async () => {
    const { quiz, slug } = await createQuiz(app, {
      questions: 12,
      rewardPoints: 60,
      physicalReward: { en: 'Hoodie', th: 'เสื้อฮู้ด', aPlusOnly: true },
    });
    const { user, token } = await learner({ name: 'Cheater', surname: 'McCheat' });
    await grantSubscription(app, user, { earnPoints: true });
    const r1 = await play(quiz.id, token, 0);
    const r2 = await play(quiz.id, token, 0);
    assert.deepEqual([r1.grade, r2.grade], ['F', 'F']);
    assert.ok(r1.questions.every((q: { correctAnswers: number[] }) => q.correctAnswers.length > 0));

    // 2 unseen of 12 left: the quiz says before the start that the next attempt is practice
    const before = await detail(slug, token);
    assert.deepEqual(before.nextAttempt, { practice: true, unseenCount: 2, poolSize: 12, availableAt: null });
    const started = await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token });
    assert.equal(started.json().practice, true);
    assert.equal(started.json().total, 5);
    const progress = await call('GET', `/client/v2/quiz_v2/${quiz.id}/progress`, { token });
    assert.equal(progress.json().practice, true);

    expectError(await call('POST', `/client/v2/quiz_v2/${quiz.id}/finish`, { token }), 409, 'QUIZ_INCOMPLETE');
    await answerAll(quiz.id, token, () => true);
    const r3 = (await call('POST', `/client/v2/quiz_v2/${quiz.id}/finish`, { token })).json();
    assert.deepEqual([r3.grade, r3.passed, r3.practice], ['A+', true, true]);
    assert.deepEqual([r3.pointsEarned, r3.pointsIfSubscribed, r3.alreadyCredited], [0, 0, false]);
    assert.equal(r3.rewardTracking, null);
    assert.equal(r3.certificate, null);
    assert.equal(r3.certificateNeedsName, false);

    assert.equal((await app.repositories.users.findById(user.id))!.point, 0);
    assert.equal(await app.repositories.points.ledgerSum(user.id), 0);
    const trackings = await app.db.select().from(rewardTrackings).where(eq(rewardTrackings.userId, user.id));
    assert.equal(trackings.length, 0);
    expectError(
      await call('GET', `/client/v2/quiz_v2/${quiz.id}/certificate`, { token }),
      404,
      'CERTIFICATE_NOT_FOUND',
    );
    // the quiz still counts as failed; the history marks the practice
    const after = await detail(slug, token);
    assert.equal(after.myStatus, 'failed');
    assert.deepEqual([after.myAttempt.grade, after.myAttempt.practice], ['A+', true]);
    const history = (await call('GET', '/client/v2/quiz-history_v2', { token })).json();
    assert.deepEqual(
      history.map((h: { practice: boolean; amount: number }) => [h.practice, h.amount]),
      [
        [true, 0],
        [false, 0],
        [false, 0],
      ],
    );
    // practice again and again: still practice
    assert.equal((await detail(slug, token)).nextAttempt.practice, true);
  });

  test('choices are shuffled per attempt; submit, grading and result use the shown order', async () => {
    const { quiz } = await createQuiz(app, { questions: 12 });
    const orders = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const { token } = await learner();
      const started = await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token });
      assert.equal(leaksCorrectness(started.body), false);
      for (const q of started.json().questions as Array<{ choices: string[] }>) {
        assert.deepEqual([...q.choices].sort(), ['a', 'b', 'c', 'd']);
        orders.add(q.choices.join(''));
      }
      // the fixtures' right choice is content choice 0 ('a'), wherever it was shown
      const key = await answerKey(quiz.id, token);
      key.forEach((k, qi) => assert.equal(started.json().questions[qi].choices[k.right[0]!], 'a'));
      await answerAll(quiz.id, token, () => true);
      const result = (await call('POST', `/client/v2/quiz_v2/${quiz.id}/finish`, { token })).json();
      assert.equal(result.grade, 'A+');
      for (const q of result.questions as Array<{ choices: string[]; correctAnswers: number[] }>) {
        assert.equal(q.choices[q.correctAnswers[0]!], 'a');
      }
    }
    // 20 questions of 4 choices: all in content order has odds 24^-20
    assert.ok(orders.size > 1, 'choice orders differ');
  });

  test('a pool smaller than an attempt is played whole; the next attempt is practice', async () => {
    const { quiz, slug } = await createQuiz(app, { questions: 3 });
    const { token } = await learner();
    assert.deepEqual((await detail(slug, token)).nextAttempt, {
      practice: false,
      unseenCount: 3,
      poolSize: 3,
      availableAt: null,
    });
    const first = await play(quiz.id, token, 3);
    assert.deepEqual([first.total, first.practice], [3, false]);
    assert.equal((await detail(slug, token)).nextAttempt.practice, true);
  });

  test('two learners finishing at once each get their own reveals', async () => {
    const { quiz } = await createQuiz(app, { questions: 12 });
    const a = await learner();
    const b = await learner();
    const [ra, rb] = await Promise.all([play(quiz.id, a.token, 5), play(quiz.id, b.token, 5)]);
    assert.equal(ra.practice || rb.practice, false);
    assert.equal((await revealed(a.user.id, quiz.id)).length, 5);
    assert.equal((await revealed(b.user.id, quiz.id)).length, 5);
  });

  test(
    'a start racing the finish: it resumes the attempt, or draws none of the questions just revealed',
    pgOnly,
    async () => {
      for (let round = 0; round < 6; round += 1) {
        const { quiz } = await createQuiz(app, { questions: 12 });
        const { token } = await learner();
        await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token });
        const first = await answerAll(quiz.id, token, () => false);
        const [finish, start] = await Promise.all([
          call('POST', `/client/v2/quiz_v2/${quiz.id}/finish`, { token }),
          call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token }),
        ]);
        assert.equal(start.statusCode, 200, start.body);
        if (start.json().attemptId === finish.json().attemptId) continue; // resumed before the finish
        assert.equal(finish.statusCode, 200, finish.body);
        const second = await answerAll(quiz.id, token, () => false);
        assert.deepEqual(
          second.filter((slug) => first.includes(slug)),
          [],
        );
      }
    },
  );
});
