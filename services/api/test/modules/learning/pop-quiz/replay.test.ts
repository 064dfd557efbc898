import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { popQuizQuestions } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { fakeClock } from '../../../support/accounts.ts';
import {
  createPopQuiz,
  createPopQuizQuestion,
  popQuizLearner,
  type PopQuizQuestionRow,
} from '../../../support/pop-quizzes.ts';

const T0 = new Date('2030-06-01T08:05:00Z');
const minutes = (n: number) => n * 60_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

interface Shown {
  choices: string[];
  questionId: number;
}

/**
 * Issue 30 item 4: what a throwaway account sees earns no other account a reward. Choices are
 * shuffled per learner and answered as positions in that order; an answer is revealed only to a
 * learner identity-verified when opening; a question whose answer a try of one window reveals never
 * pays a reward in another window (a reward window with none left draws a practice try).
 */
describe('pop quiz answers seen after a window cannot be replayed for a reward by another account', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  before(async () => {
    app = await buildTestApp();
    clock = fakeClock(app, T0);
  });

  /** The bank holds exactly these questions from now on (earlier ones inactive). */
  async function bank(...questions: PopQuizQuestionRow[]) {
    await app.db.update(popQuizQuestions).set({ active: false });
    for (const q of questions)
      await app.db.update(popQuizQuestions).set({ active: true }).where(eq(popQuizQuestions.id, q.id));
  }
  const window = (startsAt: Date, endsAt: Date, rewardPoints = 10) =>
    createPopQuiz(app, null, { startsAt, endsAt, rewardQuota: 50, rewardPoints });
  const balance = async (userId: number) => (await app.repositories.users.findById(userId))!.point;
  /** Submits the choice whose text is `text`, at its place in this learner's order. */
  const pick = (learner: Awaited<ReturnType<typeof popQuizLearner>>, popQuizId: number, shown: Shown, text: string) =>
    learner.submit(popQuizId, shown.questionId, [shown.choices.indexOf(text)]);

  test("two accounts, two windows: A's revealed question never pays B; it comes back only as practice", async () => {
    const x = await createPopQuizQuestion(app, { correct: [2] });
    const y = await createPopQuizQuestion(app, { correct: [0] });
    await bank(x);
    clock.at = T0;
    const w1 = await window(at(-minutes(5)), at(minutes(25)));
    const a = await popQuizLearner(app, { verified: true });
    const aShown: Shown = (await a.open(w1.id)).json();
    assert.equal(aShown.questionId, x.id);
    assert.equal((await a.answer(w1.id, x.id, [0])).json().status, 'failed');

    // After the window, A's history tells the right choice, as a text.
    clock.at = at(minutes(25) + 30_001);
    const [item] = (await a.histories()).json().items;
    const revealed: string = item.answer.choices.find((choice: { correct: boolean }) => choice.correct).text;
    assert.equal(revealed, x.en.choices[2]);

    // B, in the next window, never draws X while an unrevealed question is left (Y) ...
    await bank(x, y);
    const w2 = await window(at(minutes(26)), at(minutes(56)));
    clock.at = at(minutes(27));
    for (let i = 0; i < 12; i += 1) {
      const learner = await popQuizLearner(app);
      const shown: Shown = (await learner.open(w2.id)).json();
      assert.equal(shown.questionId, y.id, `learner ${i} drew the revealed question`);
    }
    // ... and when X is all the bank has, X is practice: A's answer earns B nothing.
    await bank(x);
    const b = await popQuizLearner(app);
    const bShown = (await b.open(w2.id)).json();
    assert.deepEqual([bShown.questionId, bShown.practice], [x.id, true]);
    const replayed = (await pick(b, w2.id, bShown, revealed)).json();
    assert.deepEqual(
      [replayed.status, replayed.correct, replayed.pointsEarned, replayed.point, replayed.practice],
      ['completed', true, 0, null, true],
    );
    assert.equal(await balance(b.user.id), 0);
    const card = (await b.available()).json().items.find((c: { id: number }) => c.id === w2.id);
    assert.equal(card.rewardRemaining, 50, 'no quota taken');
    const [history] = (await b.histories()).json().items;
    assert.deepEqual([history.practice, history.rewardPoint], [true, 0]);
  });

  test('a question in a running try of a verified learner is not drawn for a reward in another window (its answer may show first)', async () => {
    const x = await createPopQuizQuestion(app);
    const y = await createPopQuizQuestion(app);
    await bank(x);
    clock.at = at(minutes(120));
    const w1 = await window(at(minutes(110)), at(minutes(121)));
    const w2 = await window(at(minutes(115)), at(minutes(150)));
    const a = await popQuizLearner(app, { verified: true });
    assert.equal((await a.open(w1.id)).json().questionId, x.id);
    await bank(x, y);
    for (let i = 0; i < 12; i += 1) {
      assert.equal((await (await popQuizLearner(app)).open(w2.id)).json().questionId, y.id);
    }
    // A window without a reward may still ask it: nothing to earn there.
    await bank(x);
    const free = await window(at(minutes(115)), at(minutes(150)), 0);
    const c = await popQuizLearner(app);
    assert.deepEqual((({ questionId, practice }) => [questionId, practice])((await c.open(free.id)).json()), [
      x.id,
      false,
    ]);
  });

  test('a throwaway (not identity-verified) learns right or wrong only, never the answer, and retires nothing', async () => {
    const x = await createPopQuizQuestion(app, { correct: [3] });
    await bank(x);
    clock.at = at(minutes(300));
    const w1 = await window(at(minutes(295)), at(minutes(310)));
    const throwaway = await popQuizLearner(app);
    const shown = (await throwaway.open(w1.id)).json();
    assert.equal(shown.revealsAnswer, false);
    await throwaway.answer(w1.id, x.id, [0]);
    clock.at = at(minutes(400));
    const [item] = (await throwaway.histories()).json().items;
    assert.deepEqual([item.status, item.revealsAnswer, item.answer], ['failed', false, null]);
    const over = (await throwaway.view(w1.id)).json();
    assert.deepEqual([over.result.answer, over.result.revealsAnswer], [null, false]);
    for (const response of throwaway.seen) assert.equal(response.body.includes(x.en.explanation), false);

    // X still pays in a later window: the throwaway's try revealed nothing.
    const w2 = await window(at(minutes(395)), at(minutes(420)));
    const b = await popQuizLearner(app);
    const bShown = (await b.open(w2.id)).json();
    assert.deepEqual([bShown.questionId, bShown.practice], [x.id, false]);
    assert.equal((await pick(b, w2.id, bShown, x.en.choices[3]!)).json().pointsEarned, 10);
    assert.equal(await balance(b.user.id), 10);
  });

  test("choices are shuffled per learner and answered in the learner's order: another learner's position is no answer", async () => {
    const x = await createPopQuizQuestion(app, { correct: [1] });
    await bank(x);
    clock.at = at(minutes(600));
    const w = await window(at(minutes(595)), at(minutes(620)));
    const right = x.en.choices[1]!;
    const learners = [];
    for (let i = 0; i < 30; i += 1) {
      const learner = await popQuizLearner(app);
      const shown: Shown = (await learner.open(w.id)).json();
      assert.deepEqual([...shown.choices].sort(), [...x.en.choices].sort(), 'the same choices');
      assert.deepEqual((await learner.view(w.id)).json().choices, shown.choices, 'one order per try, kept');
      const th = (await learner.view(w.id, 'th')).json().choices;
      assert.deepEqual(
        th,
        shown.choices.map((text) => x.th.choices[x.en.choices.indexOf(text)]),
        'the same order in Thai',
      );
      learners.push({ learner, shown });
    }
    const positions = new Set(learners.map(({ shown }) => shown.choices.indexOf(right)));
    assert.ok(positions.size > 1, `the right choice stood at ${[...positions].join(', ')} for all 30 learners`);
    // One learner's right position submitted by a learner whose order differs: wrong.
    const [first] = learners;
    const other = learners.find(({ shown }) => shown.choices.indexOf(right) !== first!.shown.choices.indexOf(right))!;
    const copied = await other.learner.submit(w.id, x.id, [first!.shown.choices.indexOf(right)]);
    assert.equal(copied.json().status, 'failed');
    assert.equal((await pick(first!.learner, w.id, first!.shown, right)).json().status, 'completed');
    assert.deepEqual((await first!.learner.histories()).json().items[0].answer, null, 'not verified: no answer');
  });
});
