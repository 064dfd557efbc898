import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import { createQuiz, expectError, leaksCorrectness, quizPlayer } from '../../../support/quizzes.ts';

describe('main quiz catalogue: list, count and the quiz for the player', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  const { call, learner, play } = quizPlayer(() => app);

  test('OpenAPI documents every quiz route with its schemas', async () => {
    const doc = (await call('GET', '/documentation/json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const expected: Array<[string, string]> = [
      ['/client/v2/quiz_v2/slug/{slug}', 'get'],
      ['/client/v2/articles/{id}/quiz', 'get'],
      ['/client/v2/quiz_v2/{id}/start', 'post'],
      ['/client/v2/quiz_v2/{id}/save', 'post'],
      ['/client/v2/quiz_v2/{id}/discard', 'post'],
      ['/client/v2/quiz_v2/{id}/finish', 'post'],
      ['/client/v2/quiz_v2/{id}/progress', 'get'],
      ['/client/v2/quiz_v2/{id}/result', 'get'],
      ['/client/v2/quiz_v2/{id}/questions/{questionId}/submit', 'post'],
      ['/client/v2/quiz_v2/{id}/questions/{questionId}/hint', 'post'],
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

  test('quiz by slug / article id: the next attempt for those who may play, never a question of the pool', async () => {
    const free = await createQuiz(app, { questions: 13 });
    const exclusive = await createQuiz(app, { exclusive: true });
    const visitor = await call('GET', `/client/v2/quiz_v2/slug/${free.slug}?isMyQuiz=true`);
    assert.equal(visitor.statusCode, 200, visitor.body);
    assert.equal(visitor.json().locked, true);
    assert.equal(visitor.json().nextAttempt, null);
    assert.equal(visitor.json().questionCount, 5);
    assert.equal(visitor.json().retakeCooldownHours, 24);
    // the grades 5 questions can reach, and the pass mark in questions (not "C or better")
    assert.deepEqual(visitor.json().gradeScale, [
      { grade: 'A+', minCorrect: 5 },
      { grade: 'B', minCorrect: 4 },
      { grade: 'D', minCorrect: 3 },
      { grade: 'F', minCorrect: 0 },
    ]);
    assert.deepEqual(visitor.json().passMark, { minCorrect: 4, of: 5 });

    const { token } = await learner();
    const mine = await call('GET', `/client/v2/quiz_v2/slug/${free.slug}?isMyQuiz=true`, { token });
    assert.equal(mine.json().locked, false);
    assert.deepEqual(mine.json().nextAttempt, { practice: false, unseenCount: 13, poolSize: 13, availableAt: null });
    assert.equal(mine.json().myAttempt, null);
    assert.equal(leaksCorrectness(mine.body), false);
    assert.doesNotMatch(mine.body, /Question \d+\?/);

    const byArticle = await call('GET', `/client/v2/articles/${free.blog.id}/quiz`, { token, lang: 'th' });
    assert.equal(byArticle.json().id, free.quiz.id);
    assert.equal(byArticle.json().nextAttempt, null, 'only with isMyQuiz=true');
    assert.doesNotMatch(byArticle.body, /คำถาม/);

    const locked = await call('GET', `/client/v2/quiz_v2/slug/${exclusive.slug}?isMyQuiz=true`, { token });
    assert.equal(locked.json().locked, true);
    assert.equal(locked.json().nextAttempt, null);

    expectError(await call('GET', '/client/v2/quiz_v2/slug/no-such-quiz'), 404, 'NOT_FOUND');
    expectError(await call('GET', '/client/v2/articles/999999/quiz'), 404, 'NOT_FOUND');
  });

  test('the list shows my status per quiz', async () => {
    const tag = `Mine${Date.now()}`;
    const a = await createQuiz(app, { title: `${tag} A` });
    const b = await createQuiz(app, { title: `${tag} B` });
    const c = await createQuiz(app, { title: `${tag} C` });
    const { token } = await learner();
    await play(a.quiz.id, token, 5);
    await play(b.quiz.id, token, 1);
    await call('POST', `/client/v2/quiz_v2/${c.quiz.id}/start`, { token });
    const list = (await call('GET', `/client/v2/article-quiz-list?name=${tag}`, { token })).json();
    const status = (id: number) => list.find((card: { id: number }) => card.id === id).myStatus;
    assert.deepEqual([status(a.quiz.id), status(b.quiz.id), status(c.quiz.id)], ['passed', 'failed', 'inprogress']);
  });
});
