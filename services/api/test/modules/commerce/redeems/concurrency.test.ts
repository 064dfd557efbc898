import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { redeems, rewards } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { testDbKind } from '../../../support/database.ts';
import { createRedeemer, createReward } from '../../../support/redeem.ts';

describe(
  'redeem under concurrency',
  { skip: testDbKind() !== 'postgres' && 'PGlite runs transactions one at a time; this needs TEST_DB=postgres' },
  () => {
    let app: FastifyInstance;
    before(async () => {
      app = await buildTestApp();
    });

    test('200 redeems from 20 users at once: exactly 50 of quota 50, limits and points hold, ledger == balances', async () => {
      // 4 users can afford 2 redeems, 16 can afford 10 but may redeem 3 a day: 4*2 + 16*3 = 56 wanted > 50.
      const reward = await createReward(app, { pointCost: 100, totalQuota: 50, perDayLimit: 3, perUserLimit: 5 });
      const users = await Promise.all(
        Array.from({ length: 20 }, (_, i) => createRedeemer(app, { points: i < 4 ? 200 : 1000 })),
      );
      const responses = await Promise.all(
        users.flatMap((u) =>
          Array.from({ length: 10 }, () =>
            app.inject({ method: 'POST', url: `/client/redeems/${reward.id}/submit`, headers: u.headers }),
          ),
        ),
      );
      const byCode = new Map<string, number>();
      for (const response of responses) {
        const code = response.statusCode === 200 ? 'OK' : (response.json() as { code: string }).code;
        byCode.set(code, (byCode.get(code) ?? 0) + 1);
      }
      assert.equal(byCode.get('OK'), 50, JSON.stringify([...byCode]));
      assert.deepEqual(
        [...byCode.keys()].filter(
          (code) =>
            !['OK', 'REDEEM_OUT_OF_REWARDS', 'REDEEM_LIMIT_EXCEEDED', 'REDEEM_INSUFFICIENT_POINTS'].includes(code),
        ),
        [],
      );

      const [row] = await app.db.select().from(rewards).where(eq(rewards.id, reward.id));
      assert.equal(row?.remaining, 0);
      assert.equal((await app.db.select().from(redeems).where(eq(redeems.rewardId, reward.id))).length, 50);
      for (const [i, u] of users.entries()) {
        const point = (await app.repositories.users.findById(u.user.id))!.point;
        const start = i < 4 ? 200 : 1000;
        const count = (start - point) / 100;
        assert.ok(point >= 0);
        assert.ok(count <= (i < 4 ? 2 : 3), `user ${i} redeemed ${count}`);
        assert.equal(await app.repositories.points.ledgerSum(u.user.id), point);
        const mine = await app.db.select().from(redeems).where(eq(redeems.userId, u.user.id));
        assert.equal(mine.length, count);
      }
    });
  },
);
