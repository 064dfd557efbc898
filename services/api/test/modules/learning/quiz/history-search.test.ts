import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { quizAttempts, type QuizQuestionContent } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { createSession, createUser } from '../../../support/factories.ts';
import { createQuiz } from '../../../support/quizzes.ts';

/** Search of the My quizzes tabs: `name` matches the article's title or one of the questions. */
describe('quiz history and pending quizzes: search by article name or question', () => {
  let app: FastifyInstance;
  let token: string;
  let otherToken: string;
  before(async () => {
    app = await buildTestApp();
    const user = await createUser(app, { kycStatus: 'verified' });
    const other = await createUser(app, { kycStatus: 'verified' });
    token = (await createSession(app, user)).token;
    otherToken = (await createSession(app, other)).token;

    const question = (en: string, th: string): QuizQuestionContent => ({
      slug: 'q1',
      correct: [0],
      en: { question: en, choices: ['a', 'b'], hint: 'hint', explanation: 'Stablecoin explanation' },
      th: { question: th, choices: ['ก', 'ข'], hint: 'ใบ้', explanation: 'อธิบาย' },
    });
    const bitcoin = await createQuiz(app, { title: 'Bitcoin halving explained' });
    const wallet = await createQuiz(app, { title: 'Keeping a wallet safe' });
    const finishedAt = new Date('2026-03-01T10:00:00Z');
    const attempt = (
      userId: number,
      quizId: number,
      questions: QuizQuestionContent[],
      status: 'finished' | 'saved',
    ) => ({
      userId,
      quizId,
      quizVersion: 1,
      questions,
      status,
      total: questions.length,
      passed: status === 'finished' ? true : null,
      grade: status === 'finished' ? 'A+' : null,
      score: status === 'finished' ? 100 : null,
      correctCount: status === 'finished' ? questions.length : null,
      startedAt: new Date(finishedAt.getTime() - 60_000),
      updatedAt: finishedAt,
      finishedAt: status === 'finished' ? finishedAt : null,
    });
    await app.db
      .insert(quizAttempts)
      .values([
        attempt(user.id, bitcoin.quiz.id, [question('What is a block reward?', 'รางวัลบล็อกคืออะไร')], 'finished'),
        attempt(
          user.id,
          wallet.quiz.id,
          [question('Where should a seed phrase 100% live?', 'ควรเก็บวลีกู้คืนที่ไหน')],
          'finished',
        ),
        attempt(user.id, wallet.quiz.id, [question('Is a seed phrase a password?', 'วลีกู้คืนคือรหัสผ่านไหม')], 'saved'),
        attempt(other.id, bitcoin.quiz.id, [question('What is a block reward?', 'รางวัลบล็อกคืออะไร')], 'finished'),
      ]);
  });

  const history = async (query: string, as = token) => {
    const list = await app.inject({
      method: 'GET',
      url: `/client/v2/quiz-history_v2?${query}`,
      headers: { token: `Bearer ${as}` },
    });
    const total = await app.inject({
      method: 'GET',
      url: `/client/v2/quiz-history_v2/count?${query}`,
      headers: { token: `Bearer ${as}` },
    });
    assert.equal(list.statusCode, 200, list.body);
    assert.equal(total.statusCode, 200, total.body);
    const titles = (list.json() as Array<{ questionTitle: string }>).map((r) => r.questionTitle).sort();
    assert.equal(total.json(), titles.length, `count agrees for ${query}`);
    return titles;
  };

  test('matches the article title (either language) as before', async () => {
    assert.deepEqual(await history(`name=${encodeURIComponent('halving')}`), ['Bitcoin halving explained']);
    assert.deepEqual(await history(`name=${encodeURIComponent('wallet safe (th)')}`), ['Keeping a wallet safe']);
  });

  test('matches a question of the attempt, in English or Thai, case-insensitively', async () => {
    assert.deepEqual(await history(`name=${encodeURIComponent('BLOCK REWARD')}`), ['Bitcoin halving explained']);
    assert.deepEqual(await history(`name=${encodeURIComponent('วลีกู้คืน')}`), ['Keeping a wallet safe']);
  });

  test('LIKE wildcards are literal, explanations and other users do not match', async () => {
    assert.deepEqual(await history(`name=${encodeURIComponent('100%')}`), ['Keeping a wallet safe']);
    assert.deepEqual(await history(`name=${encodeURIComponent('%')}`), ['Keeping a wallet safe']);
    assert.deepEqual(await history(`name=${encodeURIComponent('_')}`), []);
    assert.deepEqual(await history(`name=${encodeURIComponent('Stablecoin')}`), []);
    assert.deepEqual(await history(`name=${encodeURIComponent('seed phrase')}`, otherToken), []);
  });

  test('combines with the result filter and pages', async () => {
    assert.deepEqual(await history(`name=${encodeURIComponent('reward')}&result=fail`), []);
    assert.deepEqual(await history(`name=${encodeURIComponent('reward')}&result=pass`), ['Bitcoin halving explained']);
    assert.equal((await history(`name=${encodeURIComponent('a')}`)).length, 2);
    const page = await app.inject({
      method: 'GET',
      url: `/client/v2/quiz-history_v2?name=a&_start=1&_limit=1`,
      headers: { token: `Bearer ${token}` },
    });
    assert.equal(page.json().length, 1);
  });

  test('pending (saved) quizzes search the same way', async () => {
    const pending = async (name: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/client/v2/progress-pending-quiz',
        headers: { token: `Bearer ${token}` },
        payload: { name },
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as { items: Array<{ title: string }>; total: number };
    };
    const byQuestion = await pending('a password');
    assert.deepEqual(
      byQuestion.items.map((i) => i.title),
      ['Keeping a wallet safe'],
    );
    assert.equal(byQuestion.total, 1);
    assert.equal((await pending('block reward')).total, 0, 'finished attempts are not pending');
  });

  test('bad search input is a 400, never a 500', async () => {
    const nul = await app.inject({
      method: 'GET',
      url: `/client/v2/quiz-history_v2?name=${encodeURIComponent('a\u0000b')}`,
      headers: { token: `Bearer ${token}` },
    });
    assert.equal(nul.statusCode, 400, nul.body);
    const long = await app.inject({
      method: 'GET',
      url: `/client/v2/quiz-history_v2?name=${'x'.repeat(201)}`,
      headers: { token: `Bearer ${token}` },
    });
    assert.equal(long.statusCode, 400, long.body);
  });
});
