import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { pointLedger, users } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { createUser } from '../../../support/factories.ts';
import { testDbKind } from '../../../support/database.ts';

describe('points repository', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });

  const balance = async (id: number) => (await app.repositories.users.findById(id))?.point;

  test('debit and credit move the balance and write one ledger row each', async () => {
    const user = await createUser(app);
    assert.equal(await app.repositories.points.credit(user.id, 50, 'quiz reward'), 50);
    assert.equal(await app.repositories.points.debit(user.id, 20, 'redeem'), 30);
    assert.equal(await app.repositories.points.debit(user.id, 31, 'redeem'), null);
    assert.equal(await balance(user.id), 30);
    const rows = await app.db.select().from(pointLedger).where(eq(pointLedger.userId, user.id));
    assert.deepEqual(
      rows.map((row) => [row.delta, row.reason]),
      [
        [50, 'quiz reward'],
        [-20, 'redeem'],
      ],
    );
    assert.equal(await app.repositories.points.ledgerSum(user.id), 30);
  });

  test('bad amounts and unknown users are refused', async () => {
    await assert.rejects(app.repositories.points.debit(1, 0, 'x'), RangeError);
    await assert.rejects(app.repositories.points.credit(1, -5, 'x'), RangeError);
    assert.equal(await app.repositories.points.credit(999_999, 5, 'x'), null);
    assert.equal(await app.repositories.points.debit(999_999, 5, 'x'), null);
  });

  test('a source key credits once; inside a rolled-back transaction nothing moves', async () => {
    const user = await createUser(app);
    const points = app.repositories.points;
    assert.equal(await points.credit(user.id, 40, 'quiz passed', { sourceKey: 'quiz:1' }), 40);
    assert.equal(await points.credit(user.id, 40, 'quiz passed', { sourceKey: 'quiz:1' }), null);
    assert.equal(await points.credit(user.id, 10, 'quiz passed', { sourceKey: 'quiz:2' }), 50);
    await assert.rejects(
      app.db.transaction(async (tx) => {
        await points.credit(user.id, 25, 'pop quiz', { tx, sourceKey: 'pop-quiz:9' });
        throw new Error('result not saved');
      }),
      /result not saved/,
    );
    assert.equal(await balance(user.id), 50);
    assert.equal(await points.ledgerSum(user.id), 50);
    const { items, total } = await points.history(user.id, { start: 0, limit: 1 });
    assert.equal(total, 2);
    assert.deepEqual(
      items.map((entry) => [entry.delta, entry.sourceKey]),
      [[10, 'quiz:2']],
    );
  });

  test('the database itself refuses a negative balance', async () => {
    const user = await createUser(app, { point: 1 });
    await assert.rejects(
      app.db
        .update(users)
        .set({ point: sql`${users.point} - 2` })
        .where(eq(users.id, user.id)),
    );
  });

  test(
    '50 parallel debits never overdraw; ledger sum == balance change',
    { skip: testDbKind() !== 'postgres' && 'PGlite runs transactions one at a time; this needs TEST_DB=postgres' },
    async () => {
      const start = 215;
      const cost = 10;
      const user = await createUser(app, { point: start });
      // The points set directly by the factory have no ledger row, so count from here.
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => app.repositories.points.debit(user.id, cost, `redeem #${i}`)),
      );
      const succeeded = results.filter((result) => result !== null);
      assert.equal(succeeded.length, Math.floor(start / cost));
      assert.ok(succeeded.every((result) => result >= 0));
      // every successful debit saw a distinct balance: no two read the same row version
      assert.equal(new Set(succeeded).size, succeeded.length);
      const final = await balance(user.id);
      assert.equal(final, start % cost);
      assert.equal(await app.repositories.points.ledgerSum(user.id), (final ?? 0) - start);
    },
  );
});
