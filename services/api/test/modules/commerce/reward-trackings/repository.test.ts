import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import { createUser } from '../../../support/factories.ts';
import { testDbKind } from '../../../support/database.ts';

const address = {
  name: 'Somchai',
  surname: 'Jaidee',
  phoneNumber: '0812345678',
  address: '1 Sukhumvit Rd',
  province: 'Bangkok',
  postcode: '10110',
};

describe('reward trackings repository', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  const t0 = new Date('2026-03-01T10:00:00Z');
  const t1 = new Date('2026-03-02T10:00:00Z');

  const physical = (userId: number) =>
    app.repositories.rewardTrackings.create(
      app.db,
      { userId, source: 'quiz', sourceId: 7, kind: 'physical', rewardNameEn: 'T-shirt', rewardNameTh: 'เสื้อยืด' },
      t0,
    );

  test('each kind starts in its first status with one history entry', async () => {
    const user = await createUser(app);
    const repo = app.repositories.rewardTrackings;
    const crypto = await repo.create(
      app.db,
      {
        userId: user.id,
        source: 'redeem',
        sourceId: 1,
        kind: 'crypto',
        rewardNameEn: '1 KKUB',
        rewardNameTh: '1 KKUB',
        points: 100,
        amountKkub: 1,
      },
      t0,
    );
    const sub = await repo.create(
      app.db,
      { userId: user.id, source: 'redeem', sourceId: 2, kind: 'subscription', rewardNameEn: 'M', rewardNameTh: 'M' },
      t0,
    );
    const item = await physical(user.id);
    assert.equal(crypto.status, 'pending');
    assert.equal(sub.status, 'completed');
    assert.equal(item.status, 'waiting-address');
    assert.deepEqual(crypto.history, [{ status: 'pending', at: t0.toISOString() }]);
    const { items, total } = await repo.listForUser(user.id);
    assert.equal(total, 3);
    assert.deepEqual(
      items.map((row) => row.id).sort((a, b) => a - b),
      [crypto.id, sub.id, item.id].sort((a, b) => a - b),
    );
    assert.equal((await repo.findBySource('redeem', 1))?.id, crypto.id);
  });

  test('the address moves only the owner’s waiting tracking to preparing, once', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const repo = app.repositories.rewardTrackings;
    const item = await physical(owner.id);
    assert.equal(await repo.setAddress(other.id, item.id, address, t1), null);
    assert.equal(await repo.findForUser(other.id, item.id), null);
    const updated = await repo.setAddress(owner.id, item.id, address, t1);
    assert.equal(updated?.status, 'preparing');
    assert.deepEqual(updated?.deliveryAddress, address);
    assert.deepEqual(
      updated?.history.map((entry) => entry.status),
      ['waiting-address', 'preparing'],
    );
    assert.equal(await repo.setAddress(owner.id, item.id, { ...address, name: 'Again' }, t1), null);
    assert.equal((await repo.findForUser(owner.id, item.id))?.deliveryAddress?.name, 'Somchai');
  });

  test('advance follows the path and refuses skipped or repeated steps', async () => {
    const user = await createUser(app);
    const repo = app.repositories.rewardTrackings;
    const item = await physical(user.id);
    assert.equal(await repo.advance(item.id, 'shipped', t1, { carrier: 'Thailand Post', trackingNumber: 'EX1' }), null);
    await repo.setAddress(user.id, item.id, address, t1);
    assert.equal(await repo.advance(item.id, 'delivered', t1), null);
    await assert.rejects(repo.advance(item.id, 'shipped', t1), RangeError);
    await assert.rejects(repo.advance(item.id, 'preparing', t1), RangeError);
    const shipped = await repo.advance(item.id, 'shipped', t1, { carrier: 'Thailand Post', trackingNumber: 'EX1' });
    assert.equal(shipped?.carrier, 'Thailand Post');
    assert.equal(shipped?.trackingNumber, 'EX1');
    const delivered = await repo.advance(item.id, 'delivered', t1);
    assert.deepEqual(
      delivered?.history.map((entry) => entry.status),
      ['waiting-address', 'preparing', 'shipped', 'delivered'],
    );
    assert.equal(await repo.advance(item.id, 'delivered', t1), null);
    assert.equal(await repo.advance(item.id, 'completed', t1), null);
  });

  test(
    'racing steps move a tracking once',
    { skip: testDbKind() !== 'postgres' && 'PGlite runs transactions one at a time; this needs TEST_DB=postgres' },
    async () => {
      const user = await createUser(app);
      const repo = app.repositories.rewardTrackings;
      const crypto = await repo.create(
        app.db,
        { userId: user.id, source: 'redeem', sourceId: 99, kind: 'crypto', rewardNameEn: 'K', rewardNameTh: 'K' },
        t0,
      );
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => repo.advance(crypto.id, i % 2 ? 'completed' : 'failed', t1)),
      );
      assert.equal(results.filter(Boolean).length, 1);
      assert.equal((await repo.findById(crypto.id))?.history.length, 2);
    },
  );
});
