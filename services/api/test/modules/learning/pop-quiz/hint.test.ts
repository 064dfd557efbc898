import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { popQuizHistories } from '../../../../src/db/schema/index.ts';
import { grantSubscription } from '../../../support/factories.ts';
import { popQuizPlaySuite } from '../../../support/pop-quiz-play.ts';

const T0 = new Date('2030-01-01T00:05:00Z');

describe('pop quiz hint: subscribers only, one of the allowance per try', () => {
  const play = popQuizPlaySuite(T0);

  test('hint: subscribers with hints left only, spends one from the allowance once, refused after the limit', async () => {
    play.clock.at = T0;
    const { question, window } = await play.openWindow();
    const visitor = await play.learner();
    await visitor.open(window.id);
    const refused = await visitor.hint(window.id, question.id);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().code, 'QUIZ_HINT_SUBSCRIPTION_REQUIRED');

    const subscriber = await play.learner();
    await grantSubscription(play.app, subscriber.user, { hintCount: 2 }, T0);
    const notOpened = await subscriber.hint(window.id, question.id);
    assert.equal(notOpened.json().code, 'QUIZ_SUBMIT_FAILED');
    await subscriber.open(window.id);
    const hint = await subscriber.hint(window.id, question.id);
    assert.equal(hint.statusCode, 200, hint.body);
    assert.deepEqual(hint.json(), { hint: question.en.hint, remainingHint: 1 });
    assert.deepEqual((await subscriber.hint(window.id, question.id)).json(), {
      hint: question.en.hint,
      remainingHint: 1,
    });
    assert.equal((await subscriber.open(window.id)).json().hint, question.en.hint);
    assert.equal((await play.app.repositories.entitlements.info(subscriber.user.id, T0)).usedHint, 1);

    // a subscriber whose hints are all used
    const spent = await play.learner();
    await grantSubscription(play.app, spent.user, { hintCount: 0 }, T0);
    await spent.open(window.id);
    const none = await spent.hint(window.id, question.id);
    assert.equal(none.statusCode, 409);
    assert.equal(none.json().code, 'QUIZ_NO_HINTS_LEFT');
    assert.equal((await spent.open(window.id)).json().hint, null);

    const late = await play.learner();
    await grantSubscription(play.app, late.user, { hintCount: 2 }, T0);
    await late.open(window.id);
    play.clock.at = play.at(31_000);
    const over = await late.hint(window.id, question.id);
    assert.equal(over.json().code, 'QUIZ_TIME_OVER');
    assert.equal((await play.app.repositories.entitlements.info(late.user.id, play.clock.at)).usedHint, 0);
    const [row] = await play.app.db
      .select()
      .from(popQuizHistories)
      .where(and(eq(popQuizHistories.userId, late.user.id), eq(popQuizHistories.popQuizId, window.id)));
    assert.equal(row?.status, 'failed');
  });
});
