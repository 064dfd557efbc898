import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { grantSubscription } from '../../../support/factories.ts';
import { bumpQuizVersion, createQuiz, expectError, leaksCorrectness, quizPlayer } from '../../../support/quizzes.ts';

describe('main quiz attempts: start, submit, save, resume, hints', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  before(async () => {
    // Retakes without waiting (the cool-down has its own tests in retakes.test.ts).
    app = await buildTestApp({ config: { QUIZ_RETAKE_COOLDOWN_HOURS: 0 } });
    clock = fakeClock(app, new Date());
  });
  const { call, learner, answerKey } = quizPlayer(() => app);
  /** `Because 7` for the fixture question with slug q7. */
  const numberOf = (slug: string) => slug.slice(1);

  test('login and KYC come first', async () => {
    const { quiz } = await createQuiz(app);
    expectError(await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`), 401, 'UNAUTHORIZED');
    const { token } = await learner({ kycStatus: 'unverified' });
    const res = await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token });
    expectError(res, 403, 'KYC_REQUIRED_QUIZ');
    assert.equal(res.json().message, 'Please complete your identity verification (KYC) before taking a quiz.');
    const { token: pending } = await learner({ kycStatus: 'pending' });
    expectError(
      await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token: pending }),
      403,
      'KYC_REQUIRED_QUIZ',
    );
    expectError(await call('POST', '/client/v2/quiz_v2/999999/start', { token }), 404, 'NOT_FOUND');
  });

  test('attempt lifecycle: start, submit, save for later, resume, finish; every illegal step is a 4xx with a code', async () => {
    const { quiz } = await createQuiz(app, { questions: 12 });
    const { token } = await learner();
    const url = (tail: string) => `/client/v2/quiz_v2/${quiz.id}/${tail}`;
    const submit = (qid: number | string, selectedAnswers: unknown) =>
      call('POST', url(`questions/${qid}/submit`), { token, body: { selectedAnswers } });

    expectError(await submit(1, [0]), 409, 'QUIZ_NOT_STARTED');
    expectError(await call('POST', url('save'), { token }), 409, 'QUIZ_NOT_STARTED');
    expectError(await call('POST', url('finish'), { token }), 409, 'QUIZ_NOT_STARTED');
    expectError(await call('GET', url('progress'), { token }), 409, 'QUIZ_NOT_STARTED');
    expectError(await call('GET', url('result'), { token }), 404, 'QUIZ_RESULT_NOT_FOUND');

    const started = await call('POST', url('start'), { token });
    assert.equal(started.statusCode, 200, started.body);
    assert.equal(started.json().status, 'inprogress');
    assert.equal(started.json().nextQuestionId, 1);
    // 5 of the pool's 12, with their choices, no answers
    assert.equal(started.json().total, 5);
    assert.equal(started.json().questions.length, 5);
    assert.equal(started.json().practice, false);
    assert.equal(leaksCorrectness(started.body), false);
    const key = await answerKey(quiz.id, token);

    const first = await submit(1, key[0]!.wrong);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), {
      questionId: 1,
      selectedAnswers: key[0]!.wrong,
      answeredCount: 1,
      total: 5,
      nextQuestionId: 2,
    });
    assert.equal(leaksCorrectness(first.body), false);
    // changing an answer keeps one answer per question
    assert.equal((await submit(1, key[0]!.right)).json().answeredCount, 1);
    assert.equal((await submit(2, key[1]!.right)).statusCode, 200);

    expectError(await submit(6, [0]), 404, 'QUIZ_QUESTION_NOT_FOUND');
    expectError(await submit(4, [4]), 400, 'QUIZ_ANSWER_INVALID');
    expectError(await submit(4, [0, 0]), 400, 'QUIZ_ANSWER_INVALID');
    expectError(await submit(4, []), 400, 'VALIDATION_FAILED');
    expectError(await submit(4, [-1]), 400, 'VALIDATION_FAILED');
    expectError(await submit(4, 'a'), 400, 'VALIDATION_FAILED');
    expectError(await submit(0, [0]), 400, 'VALIDATION_FAILED');
    expectError(await submit('x', [0]), 400, 'VALIDATION_FAILED');
    expectError(await call('POST', url('finish'), { token }), 409, 'QUIZ_INCOMPLETE');

    const progress = await call('GET', url('progress'), { token });
    assert.equal(progress.json().answeredCount, 2);
    assert.equal(progress.json().nextQuestionId, 3);
    assert.deepEqual(progress.json().answers, [
      { questionId: 1, selectedAnswers: key[0]!.right },
      { questionId: 2, selectedAnswers: key[1]!.right },
    ]);
    assert.deepEqual(progress.json().questions, started.json().questions);
    assert.equal(leaksCorrectness(progress.body), false);

    // save for later: shows as pending, submits refused until resumed, resumes where it stopped
    const saved = await call('POST', url('save'), { token });
    assert.equal(saved.json().status, 'saved');
    expectError(await call('POST', url('save'), { token }), 409, 'QUIZ_ATTEMPT_SAVED');
    expectError(await submit(3, [0]), 409, 'QUIZ_ATTEMPT_SAVED');
    expectError(await call('POST', url('finish'), { token }), 409, 'QUIZ_ATTEMPT_SAVED');
    const pending = await call('POST', '/client/v2/progress-pending-quiz', { token, body: {} });
    assert.equal(pending.statusCode, 200, pending.body);
    assert.equal(pending.json().total, 1);
    assert.equal(pending.json().items[0].status, 'saved');
    assert.equal(pending.json().items[0].answeredCount, 2);
    const detail = await call('GET', `/client/v2/quiz_v2/slug/${quiz.slug}?isMyQuiz=true`, { token });
    assert.equal(detail.json().myAttempt.status, 'saved');
    assert.equal(detail.json().myStatus, 'saved');

    clock.advanceMinutes(60);
    const resumed = await call('POST', url('start'), { token });
    assert.equal(resumed.json().status, 'inprogress');
    assert.equal(resumed.json().attemptId, started.json().attemptId);
    assert.equal(resumed.json().nextQuestionId, 3);
    // start again while in progress: the same attempt
    assert.equal((await call('POST', url('start'), { token })).json().attemptId, started.json().attemptId);

    for (let q = 3; q <= 5; q += 1)
      assert.equal((await submit(q, q <= 4 ? key[q - 1]!.right : key[q - 1]!.wrong)).statusCode, 200);
    const finished = await call('POST', url('finish'), { token });
    assert.equal(finished.statusCode, 200, finished.body);
    // 4 of 5 right: B, a pass
    assert.equal(finished.json().correctCount, 4);
    assert.equal(finished.json().score, 80);
    assert.equal(finished.json().grade, 'B');
    assert.equal(finished.json().passed, true);
    assert.deepEqual(finished.json().questions[4].correctAnswers, key[4]!.right);
    assert.deepEqual(finished.json().questions[4].selectedAnswers, key[4]!.wrong);
    assert.equal(finished.json().questions[4].correct, false);
    assert.equal(finished.json().questions[0].explanation, `Because ${numberOf(key[0]!.slug)}`);
    // the result shows the questions as they were played
    assert.deepEqual(
      finished.json().questions.map((q: { question: string; choices: string[] }) => [q.question, q.choices]),
      started.json().questions.map((q: { question: string; choices: string[] }) => [q.question, q.choices]),
    );

    expectError(await call('POST', url('finish'), { token }), 409, 'QUIZ_ALREADY_FINISHED');
    expectError(await submit(1, [0]), 409, 'QUIZ_ALREADY_FINISHED');
    expectError(await call('POST', url('save'), { token }), 409, 'QUIZ_ALREADY_FINISHED');
    expectError(await call('POST', url('questions/1/hint'), { token }), 409, 'QUIZ_ALREADY_FINISHED');
    const result = await call('GET', url('result'), { token, lang: 'th' });
    assert.equal(result.json().grade, 'B');
    assert.equal(result.json().questions[0].explanation, `เพราะ ${numberOf(key[0]!.slug)}`);
    const none = await call('POST', '/client/v2/progress-pending-quiz', { token });
    assert.equal(none.statusCode, 200, none.body);
    assert.equal(none.json().total, 0);

    // history
    const history = await call('GET', '/client/v2/quiz-history_v2', { token });
    assert.equal(history.statusCode, 200, history.body);
    assert.equal(history.json().length, 1);
    assert.equal(history.json()[0].result, 'pass');
    assert.equal(history.json()[0].grade, 'B');
    assert.equal(history.json()[0].practice, false);
    assert.equal(history.json()[0].duration, 3600);
    assert.equal((await call('GET', '/client/v2/quiz-history_v2/count?result=fail', { token })).json(), 0);
    assert.equal((await call('GET', '/client/v2/quiz-history_v2/count?result=pass', { token })).json(), 1);
    assert.equal((await call('GET', '/client/v2/quiz-history_v2?name=nothing-like-this', { token })).json().length, 0);
    expectError(await call('GET', '/client/v2/quiz-history_v2'), 401, 'UNAUTHORIZED');
  });

  test('"This quiz has changed since you started it. Please start it again.": editing the quiz mid-attempt stops submits and finish; start restarts on the new version', async () => {
    const { quiz } = await createQuiz(app, { exclusive: true });
    const { user, token } = await learner();
    await grantSubscription(app, user, { mainQuizCount: 1, hintCount: 3 });
    const url = (tail: string) => `/client/v2/quiz_v2/${quiz.id}/${tail}`;
    await call('POST', url('start'), { token });
    const before = await answerKey(quiz.id, token);
    for (let q = 1; q <= 3; q += 1) {
      await call('POST', url(`questions/${q}/submit`), { token, body: { selectedAnswers: before[q - 1]!.right } });
    }
    await bumpQuizVersion(app, quiz.id);
    const res = await call('POST', url('questions/4/submit'), { token, body: { selectedAnswers: [0] } });
    expectError(res, 409, 'QUIZ_DATA_CHANGED');
    assert.equal(res.json().message, 'This quiz has changed since you started it. Please start it again.');
    expectError(await call('POST', url('questions/4/hint'), { token }), 409, 'QUIZ_DATA_CHANGED');
    expectError(await call('POST', url('finish'), { token }), 409, 'QUIZ_DATA_CHANGED');
    assert.equal((await call('GET', url('progress'), { token })).json().current, false);
    const restarted = await call('POST', url('start'), { token });
    assert.equal(restarted.json().current, true);
    const after = await answerKey(quiz.id, token);
    assert.deepEqual(
      after.filter((q) => before.some((b) => b.slug === q.slug)),
      [],
      'the new draw asks none of the questions the old one showed',
    );
    assert.equal(restarted.json().answeredCount, 0);
    assert.equal(restarted.json().version, 2);
    assert.equal(restarted.json().total, 5);
    // the restart did not take another main quiz (the allowance was 1)
    assert.equal((await app.repositories.entitlements.info(user.id, clock.at)).usedMainQuiz, 1);
    assert.equal(
      (await call('POST', url('questions/1/submit'), { token, body: { selectedAnswers: [0] } })).statusCode,
      200,
    );
  });
});
