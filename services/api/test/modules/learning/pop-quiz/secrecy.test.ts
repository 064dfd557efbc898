import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { popQuizQuestions, popQuizzes } from '../../../../src/db/schema/index.ts';
import { runOperatorCommand, OperatorError } from '../../../../src/operator/cli.ts';
import { buildTestApp } from '../../../support/app.ts';
import { fakeClock } from '../../../support/accounts.ts';
import {
  createPopQuiz,
  createPopQuizQuestion,
  popQuizLearner,
  type PopQuizQuestionRow,
} from '../../../support/pop-quizzes.ts';

const T0 = new Date('2030-05-01T08:05:00Z');
const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 24 * 60 * 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);
const rightTexts = (answer: { choices: Array<{ text: string; correct: boolean }> }) =>
  answer.choices.filter((choice) => choice.correct).map((choice) => choice.text);

/**
 * Issue 21 item 2: a throwaway account learns nothing for another one while anyone can still
 * answer a window, and each learner draws their own question.
 */
describe('pop quiz answers stay secret while anyone can answer; questions are drawn per learner', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  before(async () => {
    app = await buildTestApp();
    clock = fakeClock(app, T0);
  });

  /** A learner whose histories and cards come back parsed (`verified`: their tries reveal answers). */
  async function learner(options: { verified?: boolean } = {}) {
    const me = await popQuizLearner(app, options);
    return {
      ...me,
      histories: async () => (await me.histories()).json().items,
      available: async () => (await me.available()).json(),
    };
  }
  /** A fresh bank holding exactly these questions (others inactive). */
  async function bank(...overrides: Array<Partial<PopQuizQuestionRow>>) {
    await app.db.update(popQuizQuestions).set({ active: false });
    const questions = [];
    for (const o of overrides) questions.push(await createPopQuizQuestion(app, o));
    return questions;
  }
  const window = (startsAt: Date, endsAt: Date, options: { timeLimitSeconds?: number } = {}) =>
    createPopQuiz(app, null, { startsAt, endsAt, rewardQuota: 50, ...options });

  test('nothing tells the right choice before the window is over for everyone; afterwards the history of a verified learner does', async () => {
    clock.at = T0;
    const [question] = await bank({
      correct: [2],
      en: { question: 'Which is right?', choices: ['w', 'x', 'y', 'z'], hint: 'h', explanation: 'Y-secret-reason' },
    });
    const w = await window(at(-minutes(5)), at(minutes(25)));
    const visitorCards = await app.inject({ method: 'GET', url: '/client/pop-quizs-available' });
    const card = visitorCards.json().items.find((c: { id: number }) => c.id === w.id);
    assert.equal(card.topic, null, 'a window names no question or topic before it is opened');
    assert.equal(visitorCards.body.includes('Which is right?'), false);

    const throwaway = await learner({ verified: true });
    const opened = (await throwaway.open(w.id)).json();
    assert.equal(opened.question, 'Which is right?');
    assert.equal(opened.revealAt, at(minutes(25) + 30_000).toISOString(), 'the page says when');
    const wrong = (await throwaway.answer(w.id, opened.questionId, [0])).json();
    assert.equal(wrong.status, 'failed');
    assert.equal(wrong.correct, false);
    assert.equal(wrong.answer, null);
    assert.equal(wrong.revealAt, at(minutes(25) + 30_000).toISOString());
    assert.equal(wrong.revealsAnswer, true);
    assert.equal((await throwaway.view(w.id)).json().result.answer, null, 'nor on reading it again');
    const [item] = await throwaway.histories();
    assert.equal(item.status, 'failed');
    assert.equal(item.answer, null);
    assert.equal(item.revealAt, wrong.revealAt);
    const mine = (await throwaway.available()).items.find((c: { id: number }) => c.id === w.id);
    assert.deepEqual(mine.topic, { slug: 'basics', name: 'Basics' }, 'the own question topic once opened');

    // A learner who opens one second before the end may answer until 29 s after it.
    clock.at = at(minutes(25) - 1000);
    const late = await learner();
    const lateOpen = (await late.open(w.id)).json();
    assert.equal(lateOpen.deadline, at(minutes(25) + 29_000).toISOString());
    clock.at = at(minutes(25) + 20_000);
    assert.equal((await throwaway.histories())[0].answer, null, 'someone can still answer');
    assert.equal((await throwaway.view(w.id)).json().result.answer, null);
    const lateResult = (await late.answer(w.id, lateOpen.questionId, [2])).json();
    assert.equal(lateResult.status, 'completed');
    assert.equal(lateResult.answer, null);

    for (const response of [...throwaway.seen, ...late.seen]) {
      assert.equal(response.body.includes('Y-secret-reason'), false, response.body);
      assert.doesNotMatch(response.body, /"answer":\{/, response.body);
    }

    clock.at = at(minutes(25) + 30_001);
    const [shown] = await throwaway.histories();
    // In the learner's own order, as texts: the bank's order (and index) is never given.
    const expected = {
      choices: opened.choices.map((text: string) => ({ text, correct: text === 'y', selected: text === 'w' })),
      explanation: 'Y-secret-reason',
    };
    assert.deepEqual(shown.answer, expected);
    const reread = (await throwaway.view(w.id)).json();
    assert.deepEqual(reread.result.answer, expected);
    assert.equal(question!.id, shown.questionId);
    // The late learner was not identity-verified: right or wrong, never the answer.
    const [lateItem] = await late.histories();
    assert.deepEqual([lateItem.status, lateItem.revealsAnswer, lateItem.answer], ['completed', false, null]);
    assert.equal((await late.view(w.id)).json().result.answer, null);
  });

  test('a try whose deadline outlasts the end plus the limit (the limit shortened later) keeps the answers hidden', async () => {
    clock.at = T0;
    await bank({});
    const w = await window(at(-minutes(5)), at(minutes(1)), { timeLimitSeconds: 120 });
    const a = await learner({ verified: true });
    const b = await learner();
    const opened = (await a.open(w.id)).json();
    await a.answer(w.id, opened.questionId, [0]);
    clock.at = at(minutes(1) - 1000);
    await b.open(w.id); // deadline: end + 119 s
    await app.db.update(popQuizzes).set({ timeLimitSeconds: 10 }).where(eq(popQuizzes.id, w.id));
    clock.at = at(minutes(1) + 60_000);
    const [item] = await a.histories();
    assert.equal(item.revealAt, at(minutes(1) + 119_000).toISOString());
    assert.equal(item.answer, null);
    clock.at = at(minutes(1) + 119_001);
    assert.deepEqual(rightTexts((await a.histories())[0].answer), ['B en']);
  });

  test('an operator opens a window now (its values from the flags) and ends it early; its answers show once the running tries are over', async () => {
    clock.at = T0;
    await bank({});
    const opened = await runOperatorCommand(
      app.db,
      ['pop-quiz:open', '--minutes', '25', '--points', '20', '--quota', '3', '--seconds', '30', '--kkub', '2'],
      clock.at,
    );
    const id = Number(/^pop quiz (\d+) open until (\S+)$/.exec(opened)?.[1]);
    assert.equal(opened, `pop quiz ${id} open until ${at(minutes(25)).toISOString()}`);
    const [w] = await app.db.select().from(popQuizzes).where(eq(popQuizzes.id, id));
    assert.deepEqual(
      [w!.startsAt, w!.timeLimitSeconds, w!.rewardPoints, w!.rewardQuota, w!.rewardRemaining, w!.rewardKkub],
      [T0, 30, 20, 3, 3, 2],
    );
    for (const bad of [
      ['pop-quiz:open', '--minutes', '0', '--points', '1', '--quota', '1'],
      ['pop-quiz:open', '--minutes', '5', '--points', '-1', '--quota', '1'],
      ['pop-quiz:open', '--minutes', '5', '--points', '1'],
      ['pop-quiz:open', '--minutes', '5', '--points', '1', '--quota', '1', '--kkub', '0'],
      ['pop-quiz:open', '--minutes', '5', '--points', '1', '--quota', '1', '--seconds', '601'],
    ]) {
      await assert.rejects(runOperatorCommand(app.db, bad, clock.at), OperatorError, bad.join(' '));
    }
    const a = await learner({ verified: true });
    const mine = (await a.open(id)).json();
    await a.answer(id, mine.questionId, [3]);
    clock.at = at(minutes(2));
    assert.equal(
      await runOperatorCommand(app.db, ['pop-quiz:end', '--id', String(id)], clock.at),
      `pop quiz ${id} ended at ${clock.at.toISOString()}`,
    );
    assert.equal((await (await learner()).open(id)).json().code, 'POP_QUIZ_EXPIRED');
    await assert.rejects(runOperatorCommand(app.db, ['pop-quiz:end', '--id', String(id)], clock.at), OperatorError);
    await assert.rejects(runOperatorCommand(app.db, ['pop-quiz:end', '--id', 'x'], clock.at), OperatorError);
    clock.at = at(minutes(2) + 30_000);
    assert.equal((await a.histories())[0].answer, null);
    clock.at = at(minutes(2) + 30_001);
    assert.deepEqual(rightTexts((await a.histories())[0].answer), ['B en']);
  });

  test('each learner draws a question they did not have in the last 30 days while the bank lasts, then any', async () => {
    const questions = await bank({}, {}, {});
    const ids = new Set(questions.map((q) => q.id));
    const me = await learner();
    const drawAt = async (ms: number) => {
      clock.at = at(ms);
      const w = await window(at(ms - 1000), at(ms + minutes(5)));
      const opened = (await me.open(w.id)).json();
      assert.ok(ids.has(opened.questionId), JSON.stringify(opened));
      await me.submit(w.id, opened.questionId, [0]);
      return opened.questionId as number;
    };
    const first = await drawAt(0);
    const second = await drawAt(minutes(11));
    assert.notEqual(second, first);
    const third = await drawAt(days(29));
    assert.deepEqual(new Set([first, second, third]), ids, 'the one left');
    // All three within 30 days: any of them rather than none.
    const fourth = await drawAt(days(29) + minutes(11));
    assert.ok(ids.has(fourth));
    // Day 31: the first two are older than 30 days, the third and fourth are not.
    const fifth = await drawAt(days(31));
    assert.ok([first, second].includes(fifth) && fifth !== fourth, `${fifth}`);
  });

  test('learners of one window draw different questions (40 learners, a bank of 2: both are drawn)', async () => {
    clock.at = T0;
    const questions = await bank({}, {});
    const w = await window(at(-minutes(5)), at(minutes(25)));
    const drawn = new Set<number>();
    for (let i = 0; i < 40; i += 1) drawn.add((await (await learner()).open(w.id)).json().questionId);
    assert.deepEqual(drawn, new Set(questions.map((q) => q.id)));
  });

  test('an empty bank: no rolling window is made and a pinned one cannot be opened', async () => {
    const later = days(400); // no rolling window was made around this time yet
    clock.at = at(later);
    await bank();
    const w = await window(at(later - minutes(5)), at(later + minutes(25)));
    const opened = await (await learner()).open(w.id);
    assert.equal(opened.statusCode, 409);
    assert.equal(opened.json().code, 'POP_QUIZ_NOT_AVAILABLE');
    const cards = (await app.inject({ method: 'GET', url: '/client/pop-quizs-available' })).json();
    assert.equal(
      cards.items.some((c: { kind: string }) => c.kind === 'rolling'),
      false,
    );
  });
});
