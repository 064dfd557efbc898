import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { pointLedger } from '../../../../src/db/schema/index.ts';
import { popQuizPlaySuite } from '../../../support/pop-quiz-play.ts';

const T0 = new Date('2030-01-01T00:05:00Z');
const minutes = (n: number) => n * 60_000;

describe('pop quiz submit: right or wrong, the clock, the quota and the points', () => {
  const play = popQuizPlaySuite(T0);

  test('opening starts the clock once; a correct answer in time completes, takes one quota and credits points once', async () => {
    play.clock.at = T0;
    const { question, window } = await play.openWindow({ rewardPoints: 25 });
    const me = await play.learner();
    const first = await me.open(window.id);
    assert.equal(first.statusCode, 200, first.body);
    const body = first.json();
    assert.equal(body.status, 'inprogress');
    assert.equal(body.secondsLeft, 30);
    assert.equal(body.deadline, play.at(30_000).toISOString());
    assert.equal(body.hint, null);
    assert.equal(body.result, null);
    assert.equal(body.question, question.en.question);
    assert.equal('correct' in body || 'answer' in body, false, 'answers never leave before the end');

    play.clock.at = play.at(12_000);
    const again = (await me.view(window.id)).json();
    assert.equal(again.openedAt, body.openedAt, 're-opening does not restart the clock');
    assert.equal(again.secondsLeft, 18);
    assert.equal((await me.open(window.id, 'th')).json().question, question.th.question);
    assert.equal((await me.open(window.id)).json().openedAt, body.openedAt, 'nor does starting again');

    const submitted = await me.answer(window.id, question.id, [1]);
    assert.equal(submitted.statusCode, 200, submitted.body);
    const result = submitted.json();
    assert.equal(result.status, 'completed');
    assert.equal(result.correct, true);
    assert.equal(result.pointsEarned, 25);
    assert.equal(result.point, 25);
    assert.equal(result.answer, null, 'right or wrong only while the window is open');
    assert.equal(result.revealAt, play.at(minutes(25) + 30_000).toISOString(), 'the window end plus its time limit');
    assert.equal(result.kkub, null);
    assert.equal(result.messageCode, null);
    assert.equal(result.cooldownEndsAt, play.at(12_000 + minutes(10)).toISOString());
    assert.equal(await play.remaining(window.id), 4);
    const ledger = await play.app.db.select().from(pointLedger).where(eq(pointLedger.userId, me.user.id));
    assert.deepEqual(
      ledger.map((row) => [row.delta, row.sourceKey]),
      [[25, `pop-quiz:${window.id}`]],
    );
    assert.equal((await play.app.repositories.users.findById(me.user.id))?.point, 25);

    // one try per user: a second answer is refused and changes nothing
    const twice = await me.answer(window.id, question.id, [1]);
    assert.equal(twice.statusCode, 409);
    assert.deepEqual(twice.json(), {
      statusCode: 409,
      code: 'QUIZ_SUBMIT_FAILED',
      message: 'Your answer could not be submitted.',
    });
    assert.equal(await play.remaining(window.id), 4);
    const reopened = (await me.view(window.id)).json();
    assert.equal(reopened.status, 'completed');
    assert.equal(reopened.result.pointsEarned, 25);
  });

  test('a wrong answer fails with no points and no quota taken; several correct choices must all be picked', async () => {
    play.clock.at = T0;
    const { question, window } = await play.openWindow({ correct: [0, 2] });
    const me = await play.learner();
    assert.equal((await me.open(window.id)).json().multiple, true);
    const result = (await me.answer(window.id, question.id, [0])).json();
    assert.equal(result.status, 'failed');
    assert.equal(result.correct, false);
    assert.equal(result.timeOver, false);
    assert.equal(result.pointsEarned, 0);
    assert.equal(result.point, null);
    assert.equal(result.answer, null, 'a wrong answer does not learn the right one');
    assert.equal(await play.remaining(window.id), 5);
    assert.equal((await play.app.repositories.users.findById(me.user.id))?.point, 0);

    const other = await play.learner();
    await other.open(window.id);
    assert.equal((await other.answer(window.id, question.id, [2, 0])).json().status, 'completed');
  });

  test('no answer within the limit: failed with "Time is up." by the server clock', async () => {
    play.clock.at = T0;
    const { question, window } = await play.openWindow();
    const me = await play.learner();
    await me.open(window.id);
    play.clock.at = play.at(30_000);
    assert.equal((await me.view(window.id)).json().secondsLeft, 0, 'the deadline itself still counts');
    play.clock.at = play.at(31_000);
    const late = await me.answer(window.id, question.id, [1]);
    assert.equal(late.statusCode, 409);
    assert.deepEqual(late.json(), { statusCode: 409, code: 'QUIZ_TIME_OVER', message: 'Time is up.' });
    assert.equal(await play.remaining(window.id), 5);
    const view = (await me.view(window.id)).json();
    assert.equal(view.status, 'failed');
    assert.equal(view.result.timeOver, true);
    assert.equal(view.result.messageCode, 'QUIZ_TIME_OVER');
    assert.equal((await me.answer(window.id, question.id, [1])).json().code, 'QUIZ_SUBMIT_FAILED');

    // left open without ever submitting: the histories show it failed (time over) once the deadline passed
    const other = await play.learner();
    play.clock.at = T0;
    await other.open(window.id);
    play.clock.at = play.at(45_000);
    const [item] = (await other.histories()).json().items;
    assert.equal(item.status, 'failed');
    assert.equal(item.timeOver, true);
    assert.equal(item.completedDate, play.at(30_000).toISOString(), 'the try ended at its deadline');
    assert.equal(item.duration, 30);
    assert.equal(item.result, 'fail');
  });

  test('quota gone before opening: POP_QUIZ_OUT_OF_REWARD; a correct answer that lost the race: outofreward', async () => {
    play.clock.at = T0;
    const { question, window } = await play.openWindow({ rewardQuota: 1 });
    const [a, b, c] = [await play.learner(), await play.learner(), await play.learner()];
    await a.open(window.id);
    await b.open(window.id);
    assert.equal((await a.answer(window.id, question.id, [1])).json().status, 'completed');
    const lost = await b.answer(window.id, question.id, [1]);
    assert.equal(lost.statusCode, 200);
    assert.equal(lost.json().status, 'outofreward');
    assert.equal(lost.json().correct, true);
    assert.equal(lost.json().messageCode, 'QUIZ_OUT_OF_REWARD');
    assert.equal(lost.json().pointsEarned, 0);
    assert.equal((await play.app.repositories.users.findById(b.user.id))?.point, 0);
    const none = await c.open(window.id);
    assert.equal(none.statusCode, 409);
    assert.deepEqual(none.json(), {
      statusCode: 409,
      code: 'POP_QUIZ_OUT_OF_REWARD',
      message: 'This pop quiz has no rewards left.',
    });
    const card = (await c.available()).json().items.find((item: { id: number }) => item.id === window.id);
    assert.equal(card.status, 'outOfReward');
    assert.equal(card.canPlay, false);
    assert.deepEqual(await play.app.repositories.popQuizTries.countByStatus(window.id), {
      completed: 1,
      outofreward: 1,
    });
  });
});
