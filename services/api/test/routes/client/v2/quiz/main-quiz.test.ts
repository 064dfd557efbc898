import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { pointLedger, rewardTrackings, users } from '../../../../../src/db/schema/index.ts';
import { contracts } from '../../../../../src/lib/contracts.ts';
import { buildTestApp } from '../../../../support/app.ts';
import { createSession, createUser, grantSubscription } from '../../../../support/factories.ts';
import { fakeClock } from '../../../../support/accounts.ts';
import { testDbKind } from '../../../../support/database.ts';
import { bumpQuizVersion, createQuiz } from '../../../../support/quizzes.ts';

const { quizGrade, quizPassed } = contracts;

describe('main quiz API', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  before(async () => {
    app = await buildTestApp();
    clock = fakeClock(app, new Date());
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { token?: string; body?: unknown; lang?: string } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...(options.token ? { token: `Bearer ${options.token}` } : {}),
        ...(options.lang ? { lang: options.lang } : {}),
      },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });

  async function learner(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(app, { kycStatus: 'verified', ...overrides });
    const { token } = await createSession(app, user);
    return { user, token };
  }

  /** Answers question i with `[0]` when `right(i)`, else `[1]` (fixtures' correct answer is [0]). */
  async function answerAll(quizId: number, token: string, total: number, right: (i: number) => boolean) {
    for (let i = 0; i < total; i += 1) {
      const res = await call('POST', `/client/v2/quiz_v2/${quizId}/questions/${i + 1}/submit`, {
        token,
        body: { selectedAnswers: right(i) ? [0] : [1] },
      });
      assert.equal(res.statusCode, 200, res.body);
    }
  }

  async function play(quizId: number, token: string, total: number, correct: number) {
    const start = await call('POST', `/client/v2/quiz_v2/${quizId}/start`, { token });
    assert.equal(start.statusCode, 200, start.body);
    await answerAll(quizId, token, total, (i) => i < correct);
    const finish = await call('POST', `/client/v2/quiz_v2/${quizId}/finish`, { token });
    assert.equal(finish.statusCode, 200, finish.body);
    return finish.json();
  }

  const expectError = (res: { statusCode: number; body: string; json(): unknown }, status: number, code: string) => {
    assert.equal(res.statusCode, status, res.body);
    const body = res.json() as { statusCode: number; code: string; message: string };
    assert.equal(body.code, code);
    assert.equal(body.statusCode, status);
    assert.equal(typeof body.message, 'string');
  };

  const leaksCorrectness = (payload: string) => /correctAnswers|"correct"|explanation|Because \d|Hint \d/.test(payload);

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

  test('OpenAPI documents every quiz route with its schemas', async () => {
    const doc = (await call('GET', '/documentation/json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const expected: Array<[string, string]> = [
      ['/client/v2/quiz_v2/slug/{slug}', 'get'],
      ['/client/v2/articles/{id}/quiz', 'get'],
      ['/client/v2/quiz_v2/{id}/start', 'post'],
      ['/client/v2/quiz_v2/{id}/save', 'post'],
      ['/client/v2/quiz_v2/{id}/finish', 'post'],
      ['/client/v2/quiz_v2/{id}/progress', 'get'],
      ['/client/v2/quiz_v2/{id}/result', 'get'],
      ['/client/v2/quiz_v2/{id}/questions/{qid}/submit', 'post'],
      ['/client/v2/quiz_v2/{id}/questions/{qid}/hint', 'post'],
      ['/client/v2/quiz_v2/{id}/certificate', 'get'],
      ['/client/v2/quiz-history_v2', 'get'],
      ['/client/v2/quiz-history_v2/count', 'get'],
      ['/client/v2/article-quiz-list', 'get'],
      ['/client/v2/article-quiz-list/count', 'get'],
      ['/client/v2/progress-pending-quiz', 'post'],
      ['/client/certificates/{publicId}', 'get'],
    ];
    for (const [path, method] of expected) {
      const op = doc.paths[path]?.[method];
      assert.ok(op, `${method} ${path} documented`);
      assert.ok(op.responses['200'], `${method} ${path} has a 200 schema`);
    }
  });

  test('list and count: visitors browse with filters, name search, topic and paging', async () => {
    const tag = `Lst${Date.now()}`;
    const free = await createQuiz(app, { title: `${tag} Wallet basics`, categorySlug: 'wallets' });
    const exclusive = await createQuiz(app, { title: `${tag} Advanced DeFi`, exclusive: true, categorySlug: 'defi' });
    const third = await createQuiz(app, { title: `${tag} Wallet recovery`, categorySlug: 'wallets' });

    const list = await call('GET', `/client/v2/article-quiz-list?name=${tag}`);
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(
      list
        .json()
        .map((c: { id: number }) => c.id)
        .sort(),
      [free.quiz.id, exclusive.quiz.id, third.quiz.id].sort(),
    );
    assert.equal(list.json()[0].myStatus, 'none');
    assert.equal(leaksCorrectness(list.body), false);

    const names = async (qs: string) =>
      (await call('GET', `/client/v2/article-quiz-list?name=${tag}&${qs}`))
        .json()
        .map((c: { title: string }) => c.title);
    assert.deepEqual(await names('filter=exclusive'), [`${tag} Advanced DeFi`]);
    assert.equal((await names('filter=free')).length, 2);
    assert.equal((await names('category=wallets')).length, 2);
    assert.equal((await names('category=nope')).length, 0);
    assert.equal((await names('_limit=1&_start=1')).length, 1);
    const recovery = await call(
      'GET',
      `/client/v2/article-quiz-list?name=${encodeURIComponent(`${tag} Wallet recovery`)}`,
    );
    assert.deepEqual(
      recovery.json().map((c: { id: number }) => c.id),
      [third.quiz.id],
    );
    // Thai title search and localized answers
    const th = await call(
      'GET',
      `/client/v2/article-quiz-list?name=${encodeURIComponent(`${tag} Advanced DeFi (th)`)}`,
      { lang: 'th' },
    );
    assert.equal(th.json()[0].title, `${tag} Advanced DeFi (th)`);
    // % and _ are literal
    assert.equal((await call('GET', '/client/v2/article-quiz-list?name=%25%25%25')).json().length, 0);

    const counted = await call('GET', `/client/v2/article-quiz-list/count?name=${tag}&filter=free`);
    assert.equal(counted.json(), 2);
    expectError(await call('GET', '/client/v2/article-quiz-list?filter=bogus'), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', '/client/v2/article-quiz-list?_limit=1000'), 400, 'VALIDATION_FAILED');
    expectError(await call('GET', `/client/v2/article-quiz-list?name=a%00b`), 400, 'VALIDATION_FAILED');
  });

  test('quiz by slug / article id: questions only for those who may play, never the answers', async () => {
    const free = await createQuiz(app, { questions: 6 });
    const exclusive = await createQuiz(app, { questions: 6, exclusive: true });
    const visitor = await call('GET', `/client/v2/quiz_v2/slug/${free.slug}`);
    assert.equal(visitor.statusCode, 200, visitor.body);
    assert.equal(visitor.json().questions, null);
    assert.equal(visitor.json().locked, true);

    const { token } = await learner();
    const mine = await call('GET', `/client/v2/quiz_v2/slug/${free.slug}?isMyQuiz=true`, { token });
    assert.equal(mine.json().questions.length, 6);
    assert.deepEqual(mine.json().questions[0], {
      id: 1,
      question: 'Question 1?',
      choices: ['a', 'b', 'c', 'd'],
      selectCount: 1,
    });
    assert.equal(mine.json().myAttempt, null);
    assert.equal(leaksCorrectness(mine.body), false);

    const byArticle = await call('GET', `/client/v2/articles/${free.blog.id}/quiz`, { token, lang: 'th' });
    assert.equal(byArticle.json().id, free.quiz.id);
    assert.equal(byArticle.json().questions[0].question, 'คำถาม 1?');

    const locked = await call('GET', `/client/v2/quiz_v2/slug/${exclusive.slug}`, { token });
    assert.equal(locked.json().locked, true);
    assert.equal(locked.json().questions, null);

    expectError(await call('GET', '/client/v2/quiz_v2/slug/no-such-quiz'), 404, 'NOT_FOUND');
    expectError(await call('GET', '/client/v2/articles/999999/quiz'), 404, 'NOT_FOUND');
  });

  test('login and KYC come first', async () => {
    const { quiz } = await createQuiz(app, { questions: 6 });
    expectError(await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`), 401, 'UNAUTHORIZED');
    const { token } = await learner({ kycStatus: 'unverified' });
    const res = await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token });
    expectError(res, 403, 'KYC_REQUIRED_QUIZ');
    assert.equal(res.json().message, 'Please complete your KYC verification before doing a quiz');
    const { token: pending } = await learner({ kycStatus: 'pending' });
    expectError(
      await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token: pending }),
      403,
      'KYC_REQUIRED_QUIZ',
    );
    expectError(await call('POST', '/client/v2/quiz_v2/999999/start', { token }), 404, 'NOT_FOUND');
  });

  test('attempt lifecycle: start, submit, save for later, resume, finish; every illegal step is a 4xx with a code', async () => {
    const { quiz } = await createQuiz(app, { questions: 10 });
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
    assert.equal(started.json().total, 10);

    const first = await submit(1, [2]);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), {
      questionId: 1,
      selectedAnswers: [2],
      answeredCount: 1,
      total: 10,
      nextQuestionId: 2,
    });
    assert.equal(leaksCorrectness(first.body), false);
    // changing an answer keeps one answer per question
    assert.equal((await submit(1, [0])).json().answeredCount, 1);
    assert.equal((await submit(2, [0])).statusCode, 200);

    expectError(await submit(11, [0]), 404, 'QUIZ_QUESTION_NOT_FOUND');
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
      { questionId: 1, selectedAnswers: [0] },
      { questionId: 2, selectedAnswers: [0] },
    ]);
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

    for (let q = 3; q <= 10; q += 1) assert.equal((await submit(q, q <= 7 ? [0] : [3])).statusCode, 200);
    const finished = await call('POST', url('finish'), { token });
    assert.equal(finished.statusCode, 200, finished.body);
    // 7 of 10 right: C, a pass
    assert.equal(finished.json().correctCount, 7);
    assert.equal(finished.json().score, 70);
    assert.equal(finished.json().grade, 'C');
    assert.equal(finished.json().passed, true);
    assert.deepEqual(finished.json().questions[7].correctAnswers, [0]);
    assert.deepEqual(finished.json().questions[7].selectedAnswers, [3]);
    assert.equal(finished.json().questions[7].correct, false);
    assert.equal(finished.json().questions[0].explanation, 'Because 1');

    expectError(await call('POST', url('finish'), { token }), 409, 'QUIZ_ALREADY_FINISHED');
    expectError(await submit(1, [0]), 409, 'QUIZ_ALREADY_FINISHED');
    expectError(await call('POST', url('save'), { token }), 409, 'QUIZ_ALREADY_FINISHED');
    expectError(await call('POST', url('questions/1/hint'), { token }), 409, 'QUIZ_ALREADY_FINISHED');
    const result = await call('GET', url('result'), { token, lang: 'th' });
    assert.equal(result.json().grade, 'C');
    assert.equal(result.json().questions[0].explanation, 'เพราะ 1');
    const none = await call('POST', '/client/v2/progress-pending-quiz', { token });
    assert.equal(none.statusCode, 200, none.body);
    assert.equal(none.json().total, 0);

    // history
    const history = await call('GET', '/client/v2/quiz-history_v2', { token });
    assert.equal(history.statusCode, 200, history.body);
    assert.equal(history.json().length, 1);
    assert.equal(history.json()[0].result, 'pass');
    assert.equal(history.json()[0].grade, 'C');
    assert.equal(history.json()[0].duration, 3600);
    assert.equal((await call('GET', '/client/v2/quiz-history_v2/count?result=fail', { token })).json(), 0);
    assert.equal((await call('GET', '/client/v2/quiz-history_v2/count?result=pass', { token })).json(), 1);
    assert.equal((await call('GET', '/client/v2/quiz-history_v2?name=nothing-like-this', { token })).json().length, 0);
    expectError(await call('GET', '/client/v2/quiz-history_v2'), 401, 'UNAUTHORIZED');
  });

  test('grades through the API: 6/10 D fails, 16/23 (69.6%) D fails, 9/10 A, 10/10 A+', async () => {
    const { token } = await learner();
    const d = await createQuiz(app, { questions: 10 });
    const r1 = await play(d.quiz.id, token, 10, 6);
    assert.deepEqual([r1.grade, r1.passed, r1.score], ['D', false, 60]);
    assert.equal(r1.certificate, null);
    assert.equal(r1.certificateNeedsName, false);
    const near = await createQuiz(app, { questions: 23 });
    const r2 = await play(near.quiz.id, token, 23, 16);
    assert.deepEqual([r2.grade, r2.passed, r2.score], ['D', false, 69.5]);
    const a = await createQuiz(app, { questions: 10 });
    assert.equal((await play(a.quiz.id, token, 10, 9)).grade, 'A');
    const top = await createQuiz(app, { questions: 10 });
    const r4 = await play(top.quiz.id, token, 10, 10);
    assert.deepEqual([r4.grade, r4.passed, r4.score], ['A+', true, 100]);
    // a multiple-answer question needs exactly the right set
    const multi = await createQuiz(app, { questions: 6, correct: [[0, 2]] });
    await call('POST', `/client/v2/quiz_v2/${multi.quiz.id}/start`, { token });
    const detail = await call('GET', `/client/v2/quiz_v2/slug/${multi.slug}`, { token });
    assert.equal(detail.json().questions[0].selectCount, 2);
    await answerAll(multi.quiz.id, token, 6, () => true); // [0] only for question 1: wrong
    const r5 = (await call('POST', `/client/v2/quiz_v2/${multi.quiz.id}/finish`, { token })).json();
    assert.equal(r5.correctCount, 5);
    assert.equal(r5.questions[0].correct, false);
  });

  test('"Data has been changed": editing the quiz mid-attempt stops submits and finish; start restarts on the new version', async () => {
    const { quiz } = await createQuiz(app, { questions: 6, exclusive: true });
    const { user, token } = await learner();
    await grantSubscription(app, user, { mainQuizCount: 1, hintCount: 3 });
    const url = (tail: string) => `/client/v2/quiz_v2/${quiz.id}/${tail}`;
    await call('POST', url('start'), { token });
    await answerAll(quiz.id, token, 3, () => true);
    await bumpQuizVersion(app, quiz.id);
    const res = await call('POST', url('questions/4/submit'), { token, body: { selectedAnswers: [0] } });
    expectError(res, 409, 'QUIZ_DATA_CHANGED');
    assert.equal(res.json().message, 'Data has been changed');
    expectError(await call('POST', url('questions/4/hint'), { token }), 409, 'QUIZ_DATA_CHANGED');
    expectError(await call('POST', url('finish'), { token }), 409, 'QUIZ_DATA_CHANGED');
    assert.equal((await call('GET', url('progress'), { token })).json().current, false);
    const restarted = await call('POST', url('start'), { token });
    assert.equal(restarted.json().current, true);
    assert.equal(restarted.json().answeredCount, 0);
    assert.equal(restarted.json().version, 2);
    // the restart did not take another main quiz (the allowance was 1)
    assert.equal((await app.repositories.entitlements.info(user.id, clock.at)).usedMainQuiz, 1);
    assert.equal(
      (await call('POST', url('questions/1/submit'), { token, body: { selectedAnswers: [0] } })).statusCode,
      200,
    );
  });

  test('exclusive quiz: subscription required, one main quiz per start from the allowance, none left is an error', async () => {
    const one = await createQuiz(app, { questions: 6, exclusive: true });
    const two = await createQuiz(app, { questions: 6, exclusive: true });
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
    await answerAll(one.quiz.id, token, 6, () => true);
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
    const free = await createQuiz(app, { questions: 6 });
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
    const { quiz } = await createQuiz(app, { questions: 6 });
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
    const h1 = await call('POST', url('questions/1/hint'), { token, lang: 'th' });
    assert.equal(h1.statusCode, 200, h1.body);
    assert.deepEqual(h1.json(), { questionId: 1, hint: 'ใบ้ 1', remainingHints: 1, spent: true });
    const again = await call('POST', url('questions/1/hint'), { token });
    assert.deepEqual(again.json(), { questionId: 1, hint: 'Hint 1', remainingHints: 1, spent: false });
    assert.equal((await call('POST', url('questions/2/hint'), { token })).json().remainingHints, 0);
    expectError(await call('POST', url('questions/3/hint'), { token }), 409, 'QUIZ_NO_HINTS_LEFT');
    expectError(await call('POST', url('questions/9/hint'), { token }), 404, 'QUIZ_QUESTION_NOT_FOUND');
    const info = await app.repositories.entitlements.info(user.id, clock.at);
    assert.equal(info.usedHint, 2);
    const progress = await call('GET', url('progress'), { token });
    assert.deepEqual(progress.json().hints, [
      { questionId: 1, hint: 'Hint 1' },
      { questionId: 2, hint: 'Hint 2' },
    ]);
    await call('POST', url('save'), { token });
    expectError(await call('POST', url('questions/1/hint'), { token }), 409, 'QUIZ_ATTEMPT_SAVED');
  });

  test('points: a pass credits once per user per quiz with earn-points, in the ledger; otherwise the result says what it would earn', async () => {
    const { quiz } = await createQuiz(app, { questions: 10, rewardPoints: 40 });
    const { user, token } = await learner();
    await grantSubscription(app, user, { earnPoints: true });
    const fail = await play(quiz.id, token, 10, 5);
    assert.equal(fail.pointsEarned, 0);
    assert.equal(fail.pointsIfSubscribed, 0);
    const pass = await play(quiz.id, token, 10, 8);
    assert.deepEqual([pass.grade, pass.pointsEarned, pass.alreadyCredited], ['B', 40, false]);
    const retake = await play(quiz.id, token, 10, 10);
    assert.deepEqual([retake.grade, retake.pointsEarned, retake.alreadyCredited], ['A+', 0, true]);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    assert.equal(row!.point, 40);
    const ledger = await app.db.select().from(pointLedger).where(eq(pointLedger.userId, user.id));
    assert.deepEqual(
      ledger.map((entry) => [entry.delta, entry.sourceKey]),
      [[40, `quiz:${quiz.id}`]],
    );
    const history = (await call('GET', '/client/v2/quiz-history_v2', { token })).json();
    assert.deepEqual(
      history.map((h: { amount: number; result: string }) => [h.amount, h.result]),
      [
        [0, 'pass'],
        [40, 'pass'],
        [0, 'fail'],
      ],
    );

    const free = await learner();
    await grantSubscription(app, free.user, { earnPoints: false });
    const noFlag = await play(quiz.id, free.token, 10, 7);
    assert.deepEqual([noFlag.passed, noFlag.pointsEarned, noFlag.pointsIfSubscribed], [true, 0, 40]);
    const plain = await learner();
    const noSub = await play(quiz.id, plain.token, 10, 10);
    assert.deepEqual([noSub.pointsEarned, noSub.pointsIfSubscribed], [0, 40]);
    assert.equal((await app.repositories.users.findById(plain.user.id))!.point, 0);
    assert.equal(await app.repositories.points.ledgerSum(plain.user.id), 0);
  });

  test('physical reward: a tracking waiting for the address on an eligible pass, once per user and quiz; A+ only honoured', async () => {
    const notebook = await createQuiz(app, {
      questions: 10,
      physicalReward: { en: 'Notebook', th: 'สมุด', aPlusOnly: false },
    });
    const wallet = await createQuiz(app, {
      questions: 10,
      physicalReward: { en: 'Wallet', th: 'วอลเล็ต', aPlusOnly: true },
    });
    const { user, token } = await learner();
    const failed = await play(notebook.quiz.id, token, 10, 6);
    assert.equal(failed.rewardTracking, null);
    const passed = await play(notebook.quiz.id, token, 10, 7);
    assert.equal(passed.rewardTracking.status, 'waiting-address');
    assert.equal(passed.rewardTracking.rewardName, 'Notebook');
    const tracking = await app.repositories.rewardTrackings.findById(passed.rewardTracking.id);
    assert.deepEqual(
      [tracking!.source, tracking!.sourceId, tracking!.kind, tracking!.userId],
      ['quiz', passed.attemptId, 'physical', user.id],
    );
    const again = await play(notebook.quiz.id, token, 10, 10);
    assert.equal(again.rewardTracking, null);

    const onlyA = await play(wallet.quiz.id, token, 10, 9);
    assert.deepEqual([onlyA.grade, onlyA.rewardTracking], ['A', null]);
    const aPlus = await play(wallet.quiz.id, token, 10, 10);
    assert.equal(aPlus.rewardTracking.rewardName, 'Wallet');
    const rows = await app.db
      .select()
      .from(rewardTrackings)
      .where(and(eq(rewardTrackings.userId, user.id), eq(rewardTrackings.source, 'quiz')));
    assert.equal(rows.length, 2);
  });

  test('certificates: issued with the pass, waits for a profile name, public check shows nothing private', async () => {
    const { quiz, title } = await createQuiz(app, { questions: 6 });
    const named = await learner({ name: 'Somchai', surname: 'Jaidee' });
    const result = await play(quiz.id, named.token, 6, 6);
    assert.equal(result.certificateNeedsName, false);
    const publicId = result.certificate.publicId as string;
    assert.match(publicId, /^[A-Za-z0-9_-]{20,}$/);
    const mine = await call('GET', `/client/v2/quiz_v2/${quiz.id}/certificate`, { token: named.token });
    assert.equal(mine.statusCode, 200, mine.body);
    assert.equal(mine.json().publicId, publicId);
    const open = await call('GET', `/client/certificates/${publicId}`);
    assert.equal(open.statusCode, 200, open.body);
    assert.deepEqual(open.json(), {
      publicId,
      holderName: 'Somchai Jaidee',
      quizSlug: quiz.slug,
      title: { en: title, th: `${title} (th)` },
      grade: 'A+',
      score: 100,
      issuedAt: result.finishedAt,
    });
    assert.doesNotMatch(open.body, /@example|userId|email/);
    expectError(await call('GET', '/client/certificates/abcdefghijklmnopqrstuvwx'), 404, 'CERTIFICATE_NOT_FOUND');
    expectError(await call('GET', '/client/certificates/bad%20id%21'), 400, 'VALIDATION_FAILED');

    const nameless = await learner({ name: null, surname: null });
    const pass = await play(quiz.id, nameless.token, 6, 5);
    assert.equal(pass.certificate, null);
    assert.equal(pass.certificateNeedsName, true);
    const asked = await call('POST', `/client/v2/quiz_v2/${quiz.id}/certificate`, { token: nameless.token });
    expectError(asked, 409, 'PROFILE_NAME_REQUIRED');
    assert.equal(asked.json().message, 'Please enter a profile name');
    await app.db.update(users).set({ name: 'Malee' }).where(eq(users.id, nameless.user.id));
    const issued = await call('POST', `/client/v2/quiz_v2/${quiz.id}/certificate`, { token: nameless.token });
    assert.equal(issued.statusCode, 200, issued.body);
    assert.equal(issued.json().holderName, 'Malee');
    assert.equal(issued.json().grade, 'B');
    // asking again returns the same certificate
    const same = await call('GET', `/client/v2/quiz_v2/${quiz.id}/certificate`, { token: nameless.token });
    assert.equal(same.json().publicId, issued.json().publicId);
    assert.equal(
      (await call('GET', `/client/v2/quiz_v2/${quiz.id}/result`, { token: nameless.token })).json().certificate
        .publicId,
      issued.json().publicId,
    );

    const failer = await learner();
    await play(quiz.id, failer.token, 6, 1);
    expectError(
      await call('GET', `/client/v2/quiz_v2/${quiz.id}/certificate`, { token: failer.token }),
      404,
      'CERTIFICATE_NOT_FOUND',
    );
  });

  test('the list shows my status per quiz', async () => {
    const tag = `Mine${Date.now()}`;
    const a = await createQuiz(app, { questions: 6, title: `${tag} A` });
    const b = await createQuiz(app, { questions: 6, title: `${tag} B` });
    const c = await createQuiz(app, { questions: 6, title: `${tag} C` });
    const { token } = await learner();
    await play(a.quiz.id, token, 6, 6);
    await play(b.quiz.id, token, 6, 1);
    await call('POST', `/client/v2/quiz_v2/${c.quiz.id}/start`, { token });
    const list = (await call('GET', `/client/v2/article-quiz-list?name=${tag}`, { token })).json();
    const status = (id: number) => list.find((card: { id: number }) => card.id === id).myStatus;
    assert.deepEqual([status(a.quiz.id), status(b.quiz.id), status(c.quiz.id)], ['passed', 'failed', 'inprogress']);
  });

  const pgOnly = {
    skip: testDbKind() !== 'postgres' && 'PGlite runs transactions one at a time; this needs TEST_DB=postgres',
  };

  test('20 parallel finishes of one passed attempt: one result, points credited exactly once', pgOnly, async () => {
    const { quiz } = await createQuiz(app, { questions: 6, rewardPoints: 25 });
    const { user, token } = await learner();
    await grantSubscription(app, user, { earnPoints: true });
    await call('POST', `/client/v2/quiz_v2/${quiz.id}/start`, { token });
    await answerAll(quiz.id, token, 6, () => true);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/client/v2/quiz_v2/${quiz.id}/finish`, { token })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    assert.deepEqual(codes, [200, ...Array(19).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) assert.equal(r.json().code, 'QUIZ_ALREADY_FINISHED');
    assert.equal((await app.repositories.users.findById(user.id))!.point, 25);
    assert.equal(await app.repositories.points.ledgerSum(user.id), 25);
  });

  test('20 parallel starts of exclusive quizzes against an allowance of 3: exactly 3 start', pgOnly, async () => {
    const quizzes = await Promise.all(
      Array.from({ length: 20 }, () => createQuiz(app, { questions: 6, exclusive: true })),
    );
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
    const { quiz } = await createQuiz(app, { questions: 6, exclusive: true });
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
    const { quiz } = await createQuiz(app, { questions: 6 });
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
