import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { popQuizHistories } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { createSession, createUser } from '../../../support/factories.ts';
import { createPopQuiz, createPopQuizQuestion } from '../../../support/pop-quizzes.ts';

/** The My quizzes search on the pop quiz lists: `q` matches the question (en or th) or its topic. */
describe('pop quiz histories: search with q', () => {
  let app: FastifyInstance;
  let token: string;
  before(async () => {
    app = await buildTestApp();
    const user = await createUser(app);
    const other = await createUser(app);
    token = (await createSession(app, user)).token;
    const text = (question: string) => ({ question, choices: ['a', 'b'], hint: 'h', explanation: 'Satoshi explains' });
    const at = new Date('2026-03-01T10:00:00Z');
    const add = async (userId: number, en: string, th: string, topicEn: string, status: 'completed' | 'failed') => {
      const question = await createPopQuizQuestion(app, {
        en: text(en),
        th: text(th),
        topicEn,
        topicTh: `${topicEn} (th)`,
      });
      const window = await createPopQuiz(app, question, {
        startsAt: new Date(at.getTime() - 60_000),
        endsAt: new Date(at.getTime() + 60_000),
      });
      await app.db.insert(popQuizHistories).values({
        userId,
        popQuizId: window.id,
        questionId: question.id,
        status,
        openedAt: at,
        deadlineAt: new Date(at.getTime() + 30_000),
        finishedAt: new Date(at.getTime() + 5_000),
        pointsEarned: status === 'completed' ? 10 : 0,
      });
    };
    await add(user.id, 'Who wrote the white paper?', 'ใครเขียนเอกสารไวท์เปเปอร์', 'Bitcoin', 'completed');
    await add(user.id, 'Is 100% of supply mined?', 'ขุดครบแล้วหรือยัง', 'Mining', 'completed');
    await add(user.id, 'What is gas?', 'แก๊สคืออะไร', 'Ethereum', 'failed');
    await add(other.id, 'Who wrote the white paper?', 'ใครเขียนเอกสารไวท์เปเปอร์', 'Bitcoin', 'completed');
  });

  const search = async (path: string, q: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `${path}?q=${encodeURIComponent(q)}`,
      headers: { token: `Bearer ${token}` },
    });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json() as { items: Array<{ questionTitle: string }>; total: number };
    assert.equal(body.total, body.items.length);
    return body.items.map((i) => i.questionTitle).sort();
  };

  test('completed histories: question in English or Thai, topic, literal wildcards', async () => {
    const path = '/client/pop-quiz-completed-histories';
    assert.deepEqual(await search(path, 'WHITE PAPER'), ['Who wrote the white paper?']);
    assert.deepEqual(await search(path, 'ไวท์เปเปอร์'), ['Who wrote the white paper?']);
    assert.deepEqual(await search(path, 'mining'), ['Is 100% of supply mined?']);
    assert.deepEqual(await search(path, '100%'), ['Is 100% of supply mined?']);
    assert.deepEqual(await search(path, '_'), []);
    assert.deepEqual(await search(path, 'gas'), [], 'a failed try is not completed');
    assert.deepEqual(await search(path, 'Satoshi'), [], 'explanations are not searched');
    assert.equal((await search(path, '')).length, 2);
  });

  test('every try: the same search, failed ones included', async () => {
    assert.deepEqual(await search('/client/pop-quiz-histories-by-user', 'gas'), ['What is gas?']);
  });

  test('bad q is a 400', async () => {
    for (const q of ['a\u0000b', 'x'.repeat(201)]) {
      const res = await app.inject({
        method: 'GET',
        url: `/client/pop-quiz-completed-histories?q=${encodeURIComponent(q)}`,
        headers: { token: `Bearer ${token}` },
      });
      assert.equal(res.statusCode, 400, res.body);
    }
  });
});
