import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq, like } from 'drizzle-orm';
import { payoutJobs, pointLedger, redeems, rewards } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { REJECTING_ADDRESS, startPayoutSandbox, whileExchangeDown } from '../../../support/payouts.ts';
import { testDbKind } from '../../../support/database.ts';
import { createRedeemer, createReward, TEST_WALLET } from '../../../support/redeem.ts';

const exchange = await startPayoutSandbox();
const { sandbox, units } = exchange;

describe('KKUB payout job against the real exchange sandbox', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  before(async () => {
    app = await buildTestApp({ config: exchange.config });
    clock = fakeClock(app, new Date('2026-06-10T03:00:00Z'));
  });

  const redeemKkub = async (options: { wallet?: string; pointCost?: number } = {}) => {
    const reward = await createReward(app, { pointCost: options.pointCost ?? 200, totalQuota: 3 });
    const redeemer = await createRedeemer(app, { points: 1000, ...(options.wallet ? { wallet: options.wallet } : {}) });
    const response = await app.inject({
      method: 'POST',
      url: `/client/redeems/${reward.id}/submit`,
      headers: redeemer.headers,
    });
    assert.equal(response.statusCode, 200, response.body);
    return { reward, redeemer, body: response.json() };
  };
  const trackingStatus = async (headers: Record<string, string>, id: number) =>
    (await app.inject({ method: 'GET', url: `/client/reward-trackings/${id}`, headers })).json().status;
  const drain = async () => {
    // Earlier tests' jobs must not leak into this one's counts.
    clock.advanceMinutes(60 * 24);
    await app.payouts.runOnce();
  };

  test('pending -> completed: pays the wallet once; running again pays nothing', async () => {
    await drain();
    const before = units(TEST_WALLET);
    const { redeemer, body } = await redeemKkub();
    assert.equal(await trackingStatus(redeemer.headers, body.tracking.id), 'pending');
    assert.deepEqual(await app.payouts.runOnce(), { claimed: 1, completed: 1, retried: 0, failed: 0 });
    assert.equal(await trackingStatus(redeemer.headers, body.tracking.id), 'completed');
    assert.equal(units(TEST_WALLET), before + 200);
    assert.deepEqual(await app.payouts.runOnce(), { claimed: 0, completed: 0, retried: 0, failed: 0 });
    assert.equal(units(TEST_WALLET), before + 200);
    const job = await app.repositories.payoutJobs.findByRedeem(body.redeem.id);
    assert.equal(job?.status, 'completed');
    assert.match(job?.transferId ?? '', /^trf_/);
    const history = await app.inject({ method: 'GET', url: '/client/redeem-histories', headers: redeemer.headers });
    assert.equal(history.json()[0].status, 'completed');
  });

  test('the sandbox down during a payout: retried after the backoff, then completed once', async () => {
    await drain();
    const before = units(TEST_WALLET);
    const { redeemer, body } = await redeemKkub();
    assert.deepEqual(await whileExchangeDown(app, () => app.payouts.runOnce()), {
      claimed: 1,
      completed: 0,
      retried: 1,
      failed: 0,
    });
    const job = await app.repositories.payoutJobs.findByRedeem(body.redeem.id);
    assert.equal(job?.status, 'pending');
    assert.equal(job?.lastError, 'EXCHANGE_UNREACHABLE');
    assert.ok(job!.nextRunAt.getTime() > clock.at.getTime());
    assert.equal(await trackingStatus(redeemer.headers, body.tracking.id), 'pending');
    // Not due yet.
    assert.equal((await app.payouts.runOnce()).claimed, 0);
    clock.advanceMinutes(1);
    assert.deepEqual(await app.payouts.runOnce(), { claimed: 1, completed: 1, retried: 0, failed: 0 });
    assert.equal(units(TEST_WALLET), before + 200);
    assert.equal(await trackingStatus(redeemer.headers, body.tracking.id), 'completed');
    assert.equal((await app.repositories.payoutJobs.findByRedeem(body.redeem.id))?.attempts, 2);
    // No refund happened on the way.
    const refunds = await app.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.sourceKey, `redeem-refund:${body.redeem.id}`));
    assert.equal(refunds.length, 0);
  });

  test("a job's lease covers that job alone: the jobs after it wait unclaimed while it transfers", async () => {
    await drain();
    const queued = [await redeemKkub(), await redeemKkub(), await redeemKkub()];
    const statusesDuringTransfers: string[][] = [];
    const transfer = app.exchange.transfer;
    app.exchange.transfer = async (input) => {
      const rows = await app.db.select().from(payoutJobs).where(eq(payoutJobs.status, 'running'));
      statusesDuringTransfers.push(rows.map((row) => row.reference));
      return transfer(input);
    };
    try {
      assert.deepEqual(await app.payouts.runOnce(), { claimed: 3, completed: 3, retried: 0, failed: 0 });
    } finally {
      app.exchange.transfer = transfer;
    }
    // while each transfer ran, only its own job was claimed (leased)
    assert.deepEqual(
      statusesDuringTransfers.map((running) => running.length),
      [1, 1, 1],
    );
    for (const { body } of queued) {
      assert.equal((await app.repositories.payoutJobs.findByRedeem(body.redeem.id))?.status, 'completed');
    }
  });

  test('a worker that crashed after the sandbox paid: the job is taken again after its lease and not paid twice', async () => {
    await drain();
    const before = units(TEST_WALLET);
    const { redeemer, body } = await redeemKkub();
    const [claimed] = await app.repositories.payoutJobs.claim(clock.at, 10, 60_000);
    assert.equal(claimed?.redeemId, body.redeem.id);
    // The crashed worker's transfer reached the exchange; its answer was lost with the process.
    sandbox.transfer({
      toAddress: claimed!.walletAddress,
      amountKkub: claimed!.amountKkub,
      reference: claimed!.reference,
    });
    assert.equal(units(TEST_WALLET), before + 200);
    assert.equal((await app.payouts.runOnce()).claimed, 0, 'leased');
    clock.advanceMinutes(2);
    assert.deepEqual(await app.payouts.runOnce(), { claimed: 1, completed: 1, retried: 0, failed: 0 });
    assert.equal(units(TEST_WALLET), before + 200);
    assert.equal(await trackingStatus(redeemer.headers, body.tracking.id), 'completed');
    // The crashed worker's late finish changes nothing.
    assert.equal(await app.repositories.payoutJobs.finish(app.db, claimed!, { status: 'failed' }, clock.at), null);
  });

  test('a refused payout fails and refunds the points exactly once (and the quota unit)', async () => {
    await drain();
    const { reward, redeemer, body } = await redeemKkub({ wallet: REJECTING_ADDRESS });
    const user = redeemer.user;
    assert.equal((await app.repositories.users.findById(user.id))?.point, 800);
    assert.deepEqual(await app.payouts.runOnce(), { claimed: 1, completed: 0, retried: 0, failed: 1 });
    assert.equal(await trackingStatus(redeemer.headers, body.tracking.id), 'failed');
    assert.equal((await app.repositories.users.findById(user.id))?.point, 1000);
    clock.advanceMinutes(60);
    assert.equal((await app.payouts.runOnce()).claimed, 0);
    await app.db.transaction(async (tx) => {
      assert.equal(await app.repositories.redeems.refund(body.redeem.id, clock.at, tx), false);
    });
    assert.equal((await app.repositories.users.findById(user.id))?.point, 1000);
    assert.equal(await app.repositories.points.ledgerSum(user.id), 1000);
    const refunds = await app.db.select().from(pointLedger).where(like(pointLedger.sourceKey, 'redeem-refund:%'));
    assert.equal(refunds.filter((r) => r.userId === user.id).length, 1);
    const [row] = await app.db.select().from(rewards).where(eq(rewards.id, reward.id));
    assert.equal(row?.remaining, 3);
    const [redeem] = await app.db.select().from(redeems).where(eq(redeems.id, body.redeem.id));
    assert.ok(redeem?.refundedAt);
    const history = await app.inject({ method: 'GET', url: '/client/redeem-histories', headers: redeemer.headers });
    assert.deepEqual([history.json()[0].status, history.json()[0].refunded], ['failed', true]);
    assert.equal((await app.repositories.payoutJobs.findByRedeem(body.redeem.id))?.lastError, 'TRANSFER_REJECTED');
  });

  test(
    'two workers at once take each job once',
    { skip: testDbKind() !== 'postgres' && 'PGlite runs transactions one at a time; this needs TEST_DB=postgres' },
    async () => {
      await drain();
      const before = units(TEST_WALLET);
      for (let i = 0; i < 6; i += 1) await redeemKkub({ pointCost: 100 });
      const [a, b] = await Promise.all([app.payouts.runOnce(), app.payouts.runOnce()]);
      assert.equal(a.claimed + b.claimed, 6);
      assert.equal(a.completed + b.completed, 6);
      assert.equal(units(TEST_WALLET), before + 600);
      const pending = await app.db.select().from(payoutJobs).where(eq(payoutJobs.status, 'pending'));
      assert.equal(pending.length, 0);
    },
  );
});
