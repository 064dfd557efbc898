import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import { createUser, grantSubscription } from '../../../support/factories.ts';
import { testDbKind } from '../../../support/database.ts';

const day = 24 * 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

describe('entitlements repository', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });

  test('no subscription: inactive, nothing to spend', async () => {
    const user = await createUser(app);
    const now = at('2026-05-01T00:00:00Z');
    const info = await app.repositories.entitlements.info(user.id, now);
    assert.equal(info.active, false);
    assert.equal(info.endDay, null);
    assert.equal(await app.repositories.entitlements.spendMainQuiz(user.id, now), false);
    assert.equal(await app.repositories.entitlements.spendHint(user.id, now), null);
    assert.equal(await app.repositories.entitlements.hasExclusiveAccess(user.id, now), false);
  });

  test('an extension starts at the current end and the allowances add up', async () => {
    const user = await createUser(app);
    const repo = app.repositories.entitlements;
    await grantSubscription(
      app,
      user,
      { durationDays: 30, mainQuizCount: 2, hintCount: 1, nftMembershipCard: true },
      at('2026-05-01T00:00:00Z'),
    );
    assert.equal(await repo.spendMainQuiz(user.id, at('2026-05-02T00:00:00Z')), true);
    const second = await grantSubscription(
      app,
      user,
      { durationDays: 10, mainQuizCount: 3, hintCount: 4, nftMembershipCard: false },
      at('2026-05-10T00:00:00Z'),
    );
    assert.equal(second.startsAt.toISOString(), '2026-05-31T00:00:00.000Z');
    assert.equal(second.endsAt.toISOString(), '2026-06-10T00:00:00.000Z');
    const info = await repo.info(user.id, at('2026-05-10T00:00:00Z'));
    assert.deepEqual(
      {
        active: info.active,
        start: info.startDay,
        end: info.endDay,
        quiz: [info.totalMainQuiz, info.usedMainQuiz, info.remainingMainQuiz],
        hint: [info.totalHint, info.usedHint, info.remainingHint],
        nft: info.nftMembershipCard,
      },
      {
        active: true,
        start: '2026-05-01T00:00:00.000Z',
        end: '2026-06-10T00:00:00.000Z',
        quiz: [5, 1, 4],
        hint: [5, 0, 5],
        nft: true,
      },
    );
    assert.equal((await repo.periods(user.id)).length, 2);
  });

  test('after the end: inactive, counts start again with the next purchase', async () => {
    const user = await createUser(app);
    const repo = app.repositories.entitlements;
    await grantSubscription(app, user, { durationDays: 1, mainQuizCount: 1, hintCount: 1 }, at('2026-01-01T00:00:00Z'));
    assert.equal(await repo.spendHint(user.id, at('2026-01-01T12:00:00Z')), 0);
    assert.equal(await repo.spendHint(user.id, at('2026-01-01T13:00:00Z')), null);
    const later = at('2026-01-03T00:00:00Z');
    assert.equal((await repo.info(user.id, later)).active, false);
    assert.equal((await repo.info(user.id, later)).remainingHint, 0);
    assert.equal(await repo.spendMainQuiz(user.id, later), false);
    await grantSubscription(app, user, { durationDays: 30, mainQuizCount: 2, hintCount: 3 }, later);
    const info = await repo.info(user.id, later);
    assert.equal(info.startDay, later.toISOString());
    assert.deepEqual([info.totalHint, info.usedHint, info.remainingHint], [3, 0, 3]);
    assert.equal(new Date(info.endDay!).getTime(), later.getTime() + 30 * day);
  });

  test(
    '40 parallel spends of a 7-quiz allowance take exactly 7',
    { skip: testDbKind() !== 'postgres' && 'PGlite runs transactions one at a time; this needs TEST_DB=postgres' },
    async () => {
      const user = await createUser(app);
      const now = app.clock.now();
      await grantSubscription(app, user, { mainQuizCount: 7, hintCount: 3 }, now);
      const spent = await Promise.all(
        Array.from({ length: 40 }, () => app.repositories.entitlements.spendMainQuiz(user.id, now)),
      );
      assert.equal(spent.filter(Boolean).length, 7);
      const hints = await Promise.all(
        Array.from({ length: 20 }, () =>
          app.db.transaction((tx) => app.repositories.entitlements.spendHint(user.id, now, tx)),
        ),
      );
      assert.deepEqual(hints.filter((left) => left !== null).sort(), [0, 1, 2]);
      const info = await app.repositories.entitlements.info(user.id, now);
      assert.deepEqual([info.usedMainQuiz, info.remainingMainQuiz, info.usedHint], [7, 0, 3]);
    },
  );
});
