import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { popQuizPlaySuite } from '../../../support/pop-quiz-play.ts';

const T0 = new Date('2030-01-01T00:05:00Z');
const minutes = (n: number) => n * 60_000;

describe('pop quiz histories: every status, newest first, paged', () => {
  const play = popQuizPlaySuite(T0);

  test('histories: every try newest first; completed ones paged with offset = start x limit', async () => {
    const me = await play.learner();
    const windows = [];
    for (let i = 0; i < 5; i++) {
      play.clock.at = play.at(minutes(11 * i));
      const w = await play.openWindow({
        startsAt: play.at(minutes(11 * i) - 1000),
        endsAt: play.at(minutes(11 * i) + minutes(5)),
      });
      windows.push(w);
      await me.open(w.window.id);
      play.clock.at = play.at(minutes(11 * i) + 3000);
      await me.answer(w.window.id, w.question.id, [1]);
    }
    play.clock.at = play.at(minutes(60));
    const w = await play.openWindow({ startsAt: play.at(minutes(59)), endsAt: play.at(minutes(70)) });
    await me.open(w.window.id);
    await me.answer(w.window.id, w.question.id, [0]);

    const ids = (response: { json(): { items: Array<{ popQuizId: number }> } }) =>
      response.json().items.map((item) => item.popQuizId);
    const newestFirst = windows.map((x) => x.window.id).reverse();
    const page0 = await me.completed('?start=0&limit=2');
    assert.equal(page0.statusCode, 200, page0.body);
    assert.equal(page0.json().total, 5);
    assert.deepEqual(ids(page0), newestFirst.slice(0, 2));
    assert.deepEqual(ids(await me.completed('?start=1&limit=2')), newestFirst.slice(2, 4));
    assert.deepEqual(ids(await me.completed('?start=2&limit=2')), newestFirst.slice(4));
    assert.deepEqual(ids(await me.completed('?start=3&limit=2')), []);
    const item = page0.json().items[0];
    assert.equal(item.status, 'completed');
    assert.equal(item.rewardPoint, 10);
    assert.equal(item.amount, 0.1);
    assert.equal(item.duration, 3);
    assert.equal(item.result, 'pass');

    const all = (await me.histories('?limit=3')).json();
    assert.equal(all.total, 6);
    assert.equal(all.items[0].popQuizId, w.window.id);
    assert.equal(all.items[0].status, 'failed');
    assert.equal((await me.completed('?limit=101')).statusCode, 400);
    assert.equal((await me.completed('?start=-1')).statusCode, 400);
  });
});
