import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { popQuizHistories } from '../../../../src/db/schema/index.ts';
import { SESSION_COOKIE, xsrfTokenFor } from '../../../../src/lib/session-cookie.ts';
import { createSession, createUser } from '../../../support/factories.ts';
import { popQuizPlaySuite } from '../../../support/pop-quiz-play.ts';

const T0 = new Date('2030-01-01T00:05:00Z');
const minutes = (n: number) => n * 60_000;

describe('pop quiz open: login, when a window can be opened, the cool-down and one at a time', () => {
  const play = popQuizPlaySuite(T0);

  test('login is required for open, question, submit, hint and histories', async () => {
    play.clock.at = T0;
    const { question, window } = await play.openWindow();
    for (const [method, url] of [
      ['POST', `/client/pop-quizs/${window.id}/open`],
      ['GET', `/client/pop-quizs/${window.id}/question`],
      ['POST', `/client/pop-quizs/${window.id}/questions/${question.id}/submit`],
      ['POST', `/client/pop-quizs/${window.id}/questions/${question.id}/hint`],
      ['GET', '/client/pop-quiz-histories-by-user'],
      ['GET', '/client/pop-quiz-completed-histories'],
    ] as const) {
      const response = await play.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { selectedAnswers: [1] } } : {}),
      });
      assert.equal(response.statusCode, 401, url);
      assert.equal(response.json().code, 'UNAUTHORIZED');
    }
  });

  test('a window that ended: POP_QUIZ_EXPIRED; one not yet open: POP_QUIZ_NOT_AVAILABLE; unknown ids: 404', async () => {
    play.clock.at = T0;
    const { question, window } = await play.openWindow({ startsAt: play.at(-minutes(30)), endsAt: play.at(-1) });
    const me = await play.learner();
    const expired = await me.open(window.id);
    assert.equal(expired.statusCode, 409);
    assert.deepEqual(expired.json(), {
      statusCode: 409,
      code: 'POP_QUIZ_EXPIRED',
      message: 'This pop quiz has ended.',
    });
    assert.equal((await me.submit(window.id, question.id, [1])).json().code, 'POP_QUIZ_EXPIRED');

    const later = await play.openWindow({ startsAt: play.at(minutes(1)), endsAt: play.at(minutes(20)) });
    const early = await me.open(later.window.id);
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().code, 'POP_QUIZ_NOT_AVAILABLE');

    assert.equal((await me.open(987_654)).statusCode, 404);
    const { question: q2, window: w2 } = await play.openWindow();
    await me.open(w2.id);
    assert.equal((await me.submit(w2.id, q2.id + 1000, [1])).statusCode, 404);
    assert.equal((await me.submit(w2.id, q2.id, [4])).statusCode, 400, 'a choice the question does not have');
    assert.equal((await me.submit(w2.id, q2.id, [])).statusCode, 400);
    assert.equal((await me.submit(w2.id, q2.id, [1, 1])).statusCode, 400);
    assert.equal((await me.submit(w2.id, q2.id, ['1\u0000'])).statusCode, 400);
    assert.equal((await me.view(w2.id)).json().status, 'inprogress', 'bad input changes nothing');
    assert.equal((await me.open('x' as unknown as number)).statusCode, 400);
    assert.equal((await me.open(2_147_483_648)).statusCode, 400);
  });

  test('GET question only reads: before the POST that starts the try it answers 409 QUIZ_NOT_STARTED and opens nothing', async () => {
    play.clock.at = T0;
    const { window } = await play.openWindow();
    const me = await play.learner();
    const tries = async () =>
      (await play.app.db.select().from(popQuizHistories)).filter((h) => h.userId === me.user.id);
    for (let i = 0; i < 2; i += 1) {
      const read = await me.view(window.id);
      assert.equal(read.statusCode, 409);
      assert.deepEqual(read.json(), {
        statusCode: 409,
        code: 'QUIZ_NOT_STARTED',
        message: 'Please start the quiz first.',
      });
    }
    assert.equal((await me.view(987_654)).statusCode, 404);
    assert.deepEqual(await tries(), [], 'no try, no clock');
    const card = (await me.available()).json().items.find((item: { id: number }) => item.id === window.id);
    assert.deepEqual([card.myStatus, card.canPlay], [null, true]);

    play.clock.at = play.at(2_000);
    const started = await me.open(window.id);
    assert.equal(started.statusCode, 200, started.body);
    assert.equal(started.json().openedAt, play.at(2_000).toISOString(), 'the clock starts with the POST');
    play.clock.at = play.at(40_000);
    const over = (await me.view(window.id)).json();
    assert.deepEqual([over.status, over.result.timeOver, over.secondsLeft], ['failed', true, 0], 'over by the clock');
    const [row] = await tries();
    assert.equal(row?.status, 'inprogress', 'a read derives the time over without writing it');
    assert.equal((await me.open(window.id)).json().status, 'failed');
    assert.equal((await tries())[0]?.status, 'failed', 'the next POST records it');
  });

  test('starting signed in by the cookie needs the X-XSRF-TOKEN header (a cross-site request starts nothing)', async () => {
    play.clock.at = T0;
    const { window } = await play.openWindow();
    const user = await createUser(play.app);
    const { token } = await createSession(play.app, user);
    const start = (headers: Record<string, string>) =>
      play.app.inject({
        method: 'POST',
        url: `/client/pop-quizs/${window.id}/open`,
        headers: { origin: 'http://localhost:3000', ...headers },
        cookies: { [SESSION_COOKIE]: token },
      });
    const forged = await start({});
    assert.equal(forged.statusCode, 403);
    assert.equal(forged.json().code, 'CSRF_REJECTED');
    const mine = async () => (await play.app.db.select().from(popQuizHistories)).filter((h) => h.userId === user.id);
    assert.deepEqual(await mine(), []);
    const ok = await start({ 'x-xsrf-token': xsrfTokenFor(token) });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal((await mine()).length, 1);
  });

  test('after finishing one, the next opens only after the cool-down (10 minutes) and one runs at a time', async () => {
    play.clock.at = T0;
    const first = await play.openWindow();
    const me = await play.learner();
    await me.open(first.window.id);
    const second = await play.openWindow();
    const busy = await me.open(second.window.id);
    assert.equal(busy.json().code, 'POP_QUIZ_NOT_AVAILABLE', 'one pop quiz at a time');
    play.clock.at = play.at(5_000);
    assert.equal((await me.answer(first.window.id, first.question.id, [3])).json().status, 'failed');

    play.clock.at = play.at(minutes(5));
    const waiting = await me.open(second.window.id);
    assert.equal(waiting.statusCode, 409);
    assert.equal(waiting.json().code, 'POP_QUIZ_NOT_AVAILABLE');
    const available = (await me.available()).json();
    assert.equal(available.cooldownEndsAt, play.at(5_000 + minutes(10)).toISOString());
    assert.equal(available.nextAvailableAt, available.cooldownEndsAt);
    const card = available.items.find((item: { id: number }) => item.id === second.window.id);
    assert.equal(card.status, 'active');
    assert.equal(card.canPlay, false);
    const done = available.items.find((item: { id: number }) => item.id === first.window.id);
    assert.equal(done.myStatus, 'failed');
    assert.equal((await me.histories()).json().cooldownEndsAt, available.cooldownEndsAt);

    play.clock.at = play.at(5_000 + minutes(10));
    const open = await me.open(second.window.id);
    assert.equal(open.statusCode, 200, open.body);
    assert.equal(open.json().status, 'inprogress');
  });
});
