import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  payoutJobs,
  pointLedger,
  quizAttempts,
  rewards,
  subscriptionPackages,
  users,
} from '../../../../src/db/schema/index.ts';
import { createQuiz } from '../../../support/quizzes.ts';
import { buildTestApp } from '../../../support/app.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { createRedeemer, createReward, testGrant, TEST_WALLET } from '../../../support/redeem.ts';

const messages = {
  REDEEM_KYC_NEEDED: 'Please complete your identity verification (KYC) first.',
  REDEEM_SUBSCRIPTION_REQUIRED: 'Please subscribe to a package first.',
  REDEEM_OUT_OF_REWARDS: 'This reward has run out.',
  REDEEM_LIMIT_EXCEEDED: 'You have redeemed this reward as many times as allowed.',
  REDEEM_INSUFFICIENT_POINTS: 'You do not have enough points for this reward.',
  REDEEM_FAILED: 'The reward could not be redeemed.',
  REDEEM_WALLET_NOT_LINKED: 'Link your exchange account in your profile to receive crypto rewards in its wallet.',
} as const;

describe('POST /client/redeems/{id}/submit', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  before(async () => {
    app = await buildTestApp();
    // 10:00 in Bangkok.
    clock = fakeClock(app, new Date('2026-06-10T03:00:00Z'));
  });

  const submit = (rewardId: number, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/client/redeems/${rewardId}/submit`, headers });
  const expectError = async (
    response: Awaited<ReturnType<typeof submit>>,
    code: keyof typeof messages,
    statusCode: number,
  ) => {
    assert.equal(response.statusCode, statusCode, response.body);
    assert.deepEqual(response.json(), { statusCode, code, message: messages[code] });
  };
  const balance = async (id: number) => (await app.repositories.users.findById(id))!.point;

  test('needs a session; an unknown reward is 404', async () => {
    const reward = await createReward(app);
    assert.equal((await submit(reward.id, {})).statusCode, 401);
    const { headers } = await createRedeemer(app, { points: 1000 });
    assert.equal((await submit(999_999, headers)).statusCode, 404);
    assert.equal((await submit(reward.id, { ...headers })).statusCode, 200);
  });

  test('KYC comes first: a user failing every check gets "Please complete your identity verification (KYC) first."', async () => {
    const reward = await createReward(app, { totalQuota: 1, remaining: 0, pointCost: 500 });
    const { headers } = await createRedeemer(app, { kyc: false, subscribed: false, points: 0 });
    await expectError(await submit(reward.id, headers), 'REDEEM_KYC_NEEDED', 403);
  });

  test('then the subscription, then the quota, then the limits, then the points', async () => {
    const empty = await createReward(app, { totalQuota: 1, remaining: 0, pointCost: 500, perUserLimit: 1 });
    const noSub = await createRedeemer(app, { subscribed: false, points: 0 });
    await expectError(await submit(empty.id, noSub.headers), 'REDEEM_SUBSCRIPTION_REQUIRED', 403);

    const poor = await createRedeemer(app, { points: 100 });
    await expectError(await submit(empty.id, poor.headers), 'REDEEM_OUT_OF_REWARDS', 409);

    // Limit reached and too few points: the limit is reported.
    const limited = await createReward(app, { pointCost: 100, perUserLimit: 1 });
    assert.equal((await submit(limited.id, poor.headers)).statusCode, 200);
    await expectError(await submit(limited.id, poor.headers), 'REDEEM_LIMIT_EXCEEDED', 409);

    const dear = await createReward(app, { pointCost: 1000 });
    await expectError(await submit(dear.id, poor.headers), 'REDEEM_INSUFFICIENT_POINTS', 409);
    assert.equal(await balance(poor.user.id), 0);
  });

  test('an expired subscription counts as none', async () => {
    const reward = await createReward(app);
    const { user, headers } = await createRedeemer(app, { subscribed: false, points: 500 });
    await app.repositories.entitlements.grant(user.id, { ...testGrant, durationDays: 1 }, new Date('2026-01-01'));
    await expectError(await submit(reward.id, headers), 'REDEEM_SUBSCRIPTION_REQUIRED', 403);
  });

  test('KKUB goes only to the exchange-linked wallet, never the profile’s free-typed address (nothing is spent without it); an inactive reward is 404', async () => {
    const reward = await createReward(app, { pointCost: 300 });
    const { user, headers } = await createRedeemer(app, { points: 1000, wallet: null });
    await app.db
      .update(users)
      .set({ walletAddress: '0x000000000000000000000000000000000000dead' })
      .where(eq(users.id, user.id));
    await expectError(await submit(reward.id, headers), 'REDEEM_WALLET_NOT_LINKED', 409);
    assert.equal(await balance(user.id), 1000);
    assert.equal((await app.db.select().from(payoutJobs).where(eq(payoutJobs.userId, user.id))).length, 0);
    const retired = await createReward(app, { active: false });
    const ok = await createRedeemer(app, { points: 500 });
    assert.equal((await submit(retired.id, ok.headers)).statusCode, 404);
  });

  test('the per-day limit resets on the next Bangkok day; the total limit does not', async () => {
    const reward = await createReward(app, { pointCost: 100, perDayLimit: 2, perUserLimit: 3 });
    const { headers } = await createRedeemer(app, { points: 1000 });
    clock.at = new Date('2026-06-11T16:30:00Z'); // 23:30 in Bangkok
    assert.equal((await submit(reward.id, headers)).statusCode, 200);
    assert.equal((await submit(reward.id, headers)).statusCode, 200);
    await expectError(await submit(reward.id, headers), 'REDEEM_LIMIT_EXCEEDED', 409);
    clock.at = new Date('2026-06-11T17:00:00Z'); // 00:00 the next day in Bangkok
    assert.equal((await submit(reward.id, headers)).statusCode, 200);
    await expectError(await submit(reward.id, headers), 'REDEEM_LIMIT_EXCEEDED', 409);
    clock.at = new Date('2026-06-10T03:00:00Z');
  });

  test('a crypto redeem spends the points, takes the quota and leaves a pending tracking and a payout job', async () => {
    const reward = await createReward(app, { pointCost: 300, totalQuota: 5 });
    const { user, headers } = await createRedeemer(app, { points: 1000 });
    const response = await submit(reward.id, headers);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.point, 700);
    assert.equal(body.tracking.status, 'pending');
    assert.equal(body.tracking.kind, 'crypto');
    assert.equal(body.tracking.amountKkub, 3);
    assert.equal(body.tracking.walletAddress, TEST_WALLET);
    assert.equal(body.redeem.status, 'pending');
    assert.equal(body.redeem.points, 300);
    assert.equal(await balance(user.id), 700);
    assert.equal(await app.repositories.points.ledgerSum(user.id), 700);
    const [ledger] = await app.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.sourceKey, `redeem:${body.redeem.id}`));
    assert.equal(ledger?.delta, -300);
    const [row] = await app.db.select().from(rewards).where(eq(rewards.id, reward.id));
    assert.equal(row?.remaining, 4);
    const job = await app.repositories.payoutJobs.findByRedeem(body.redeem.id);
    assert.equal(job?.status, 'pending');
    assert.equal(job?.amountKkub, 3);
    assert.equal(job?.reference, `redeem:${body.redeem.id}`);
  });

  test('a physical redeem waits for an address; a subscription redeem extends the subscription at once', async () => {
    const shirt = await createReward(app, { type: 'physical', pointCost: 200, amountKkub: null });
    const month = await createReward(app, { type: 'subscription', pointCost: 300, amountKkub: null, grant: testGrant });
    const { user, headers } = await createRedeemer(app, { points: 1000 });
    const before = await app.repositories.entitlements.info(user.id, clock.at);
    const physical = (await submit(shirt.id, headers)).json();
    assert.equal(physical.tracking.status, 'waiting-address');
    const sub = (await submit(month.id, headers)).json();
    assert.equal(sub.tracking.status, 'completed');
    const after = await app.repositories.entitlements.info(user.id, clock.at);
    assert.equal(after.totalMainQuiz, before.totalMainQuiz + 20);
    assert.equal(new Date(after.endDay!).getTime() - new Date(before.endDay!).getTime(), 30 * 24 * 3600 * 1000);
    assert.equal((await app.db.select().from(payoutJobs).where(eq(payoutJobs.userId, user.id))).length, 0);
  });

  test('a subscription reward naming a catalogue package grants that package’s counts', async () => {
    await app.db.insert(subscriptionPackages).values({
      slug: 'pro-test',
      nameEn: 'Pro',
      nameTh: 'โปร',
      priceCents: 1200,
      durationDays: 90,
      hintCount: 40,
      mainQuizCount: 75,
      earnPoints: true,
      unlimitedExclusive: true,
    });
    const reward = await createReward(app, {
      type: 'subscription',
      pointCost: 100,
      amountKkub: null,
      grant: { ...testGrant, packageSlug: 'pro-test' },
    });
    const { user, headers } = await createRedeemer(app, { points: 100 });
    const before = await app.repositories.entitlements.info(user.id, clock.at);
    assert.equal((await submit(reward.id, headers)).statusCode, 200);
    const after = await app.repositories.entitlements.info(user.id, clock.at);
    assert.equal(after.totalMainQuiz - before.totalMainQuiz, 75);
    assert.equal(after.totalHint - before.totalHint, 40);
  });

  test('a subscription reward of a package with the NFT flag mints the member card like a purchase; a failed mint is retried on the next read', async () => {
    await app.db.insert(subscriptionPackages).values({
      slug: 'nft-test',
      nameEn: 'Collector',
      nameTh: 'นักสะสม',
      priceCents: 2000,
      durationDays: 30,
      hintCount: 5,
      mainQuizCount: 10,
      nftMembershipCard: true,
    });
    const reward = await createReward(app, {
      type: 'subscription',
      pointCost: 100,
      amountKkub: null,
      grant: { ...testGrant, packageSlug: 'nft-test' },
    });
    const realMint = app.payments.mintMembership;
    const mints: Array<{ walletAddress: string; tier: string }> = [];
    let up = false;
    app.payments.mintMembership = async (input) => {
      mints.push(input);
      if (!up) throw new Error('sandbox down');
      return { tokenId: String(900 + mints.length), contractAddress: '0xc0ffee', mintedAt: new Date().toISOString() };
    };
    try {
      const { user, headers } = await createRedeemer(app, { points: 200 });
      const detail = async () =>
        (await app.inject({ method: 'GET', url: '/client/user-subscription-infos/detail', headers })).json();
      // The mint fails during the redeem: the redeem stands, the card shows failed.
      assert.equal((await submit(reward.id, headers)).statusCode, 200);
      assert.deepEqual(mints, [{ walletAddress: TEST_WALLET, tier: 'nft-test' }]);
      assert.equal((await app.repositories.entitlements.info(user.id, clock.at)).nftMembershipCard, true);
      const card = await app.repositories.subscriptions.latestCard(user.id);
      assert.equal(card?.purchase.nftStatus, 'failed');
      assert.equal(card?.purchase.amountCents, 0);
      // The next read mints it (the purchase's retry path), once.
      up = true;
      const info = await detail();
      assert.equal(info.nftCard.status, 'minted');
      assert.equal(info.nftCard.tokenId, '902');
      assert.equal(info.nftCard.packageName, 'Collector');
      assert.equal(info.nftCard.walletAddress, TEST_WALLET);
      await detail();
      assert.equal(mints.length, 2);
      // A plain package (no NFT flag) mints nothing.
      const plain = await createReward(app, {
        type: 'subscription',
        pointCost: 100,
        amountKkub: null,
        grant: testGrant,
      });
      assert.equal((await submit(plain.id, headers)).statusCode, 200);
      assert.equal(mints.length, 2);
    } finally {
      app.payments.mintMembership = realMint;
    }
  });

  test('an A+-only reward needs a passed graded (not practice) main quiz graded A+ (else "The reward could not be redeemed.", after the catalogued checks)', async () => {
    const reward = await createReward(app, { type: 'physical', pointCost: 100, amountKkub: null, aPlusOnly: true });
    const { user, headers } = await createRedeemer(app, { points: 50 });
    await expectError(await submit(reward.id, headers), 'REDEEM_INSUFFICIENT_POINTS', 409);
    await app.repositories.points.credit(user.id, 100, 'test grant');
    const { quiz } = await createQuiz(app);
    const attempt = (grade: string, passed: boolean, practice = false) => ({
      userId: user.id,
      quizId: quiz.id,
      quizVersion: 1,
      questions: [],
      status: 'finished' as const,
      total: 10,
      grade,
      passed,
      practice,
      startedAt: clock.at,
      updatedAt: clock.at,
      finishedAt: clock.at,
    });
    await app.db.insert(quizAttempts).values(attempt('A', true));
    await expectError(await submit(reward.id, headers), 'REDEEM_FAILED', 422);
    // an A+ in practice (questions whose answers the learner had been shown) proves nothing
    await app.db.insert(quizAttempts).values(attempt('A+', true, true));
    await expectError(await submit(reward.id, headers), 'REDEEM_FAILED', 422);
    await app.db.insert(quizAttempts).values(attempt('A+', true));
    assert.equal((await submit(reward.id, headers)).statusCode, 200);
  });

  test('a failed redeem changes nothing', async () => {
    const reward = await createReward(app, { pointCost: 100, perUserLimit: 1, totalQuota: 3 });
    const { user, headers } = await createRedeemer(app, { points: 150 });
    assert.equal((await submit(reward.id, headers)).statusCode, 200);
    await expectError(await submit(reward.id, headers), 'REDEEM_LIMIT_EXCEEDED', 409);
    const [row] = await app.db.select().from(rewards).where(eq(rewards.id, reward.id));
    assert.equal(row?.remaining, 2);
    assert.equal(await balance(user.id), 50);
    assert.equal(await app.repositories.points.ledgerSum(user.id), 50);
  });

  test('bad ids are 400, never 500', async () => {
    const { headers } = await createRedeemer(app);
    for (const id of ['abc', '-1', '0', '99999999999', '1%00']) {
      const response = await app.inject({ method: 'POST', url: `/client/redeems/${id}/submit`, headers });
      assert.equal(response.statusCode, 400, `${id}: ${response.body}`);
    }
  });
});
