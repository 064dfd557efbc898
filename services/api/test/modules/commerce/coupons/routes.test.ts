import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { coupons, subscriptionPackages, users } from '../../../../src/db/schema/index.ts';
import { runOperatorCommand, OperatorError } from '../../../../src/operator/cli.ts';
import { couponsService } from '../../../../src/modules/commerce/coupons/service.ts';
import { buildTestApp } from '../../../support/app.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { testDbKind } from '../../../support/database.ts';
import { createRedeemer, createReward, testGrant, TEST_WALLET } from '../../../support/redeem.ts';

const invalid = { statusCode: 404, code: 'COUPON_INVALID', message: 'This coupon is invalid.' };

describe('coupon codes', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  before(async () => {
    app = await buildTestApp();
    clock = fakeClock(app, new Date('2026-06-10T03:00:00Z'));
  });

  const check = (code: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/client/coupon-codes/check?code=${encodeURIComponent(code)}`, headers });
  const redeem = (code: unknown, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/client/coupon-codes/redeem', headers, payload: { code } as object });
  const operator = (...argv: string[]) => runOperatorCommand(app.db, argv, clock.at);

  test('the operator creates a points coupon; a user checks and redeems it once (any case)', async () => {
    const out = await operator(
      'coupon:create',
      '--code',
      'welcome100',
      '--points',
      '100',
      '--expires',
      '2026-12-31',
      '--limit',
      '50',
    );
    assert.match(out, /coupon WELCOME100 created: 100 points, 50 uses/);
    const { user, headers } = await createRedeemer(app, { points: 20 });
    const checked = await check('Welcome100', headers);
    assert.equal(checked.statusCode, 200, checked.body);
    const body = checked.json() as Record<string, unknown>;
    assert.deepEqual([body.code, body.points, body.packageName], ['WELCOME100', 100, null]);
    assert.equal(body.expiresAt, '2026-12-31T16:59:59.999Z');
    const first = await redeem('welcome100', headers);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().point, 120);
    assert.deepEqual((await redeem('WELCOME100', headers)).json(), invalid);
    assert.deepEqual((await check('WELCOME100', headers)).json(), invalid);
    assert.equal((await app.repositories.users.findById(user.id))?.point, 120);
    assert.equal(await app.repositories.points.ledgerSum(user.id), 120);
    const [row] = await app.db.select().from(coupons).where(eq(coupons.code, 'WELCOME100'));
    assert.equal(row?.usedCount, 1);
  });

  test('unknown, malformed, expired and used-up coupons are all "This coupon is invalid."', async () => {
    const { headers } = await createRedeemer(app);
    for (const code of ['NOPE', '', 'bad code!', 'x'.repeat(65), 'A\u0000B']) {
      assert.deepEqual((await check(code, headers)).json(), invalid, `check ${JSON.stringify(code)}`);
      assert.deepEqual((await redeem(code, headers)).json(), invalid, `redeem ${JSON.stringify(code)}`);
    }
    assert.deepEqual((await redeem(42, headers)).json(), invalid);

    await operator('coupon:create', '--code', 'LASTDAY', '--points', '10', '--expires', '2026-06-10', '--limit', '5');
    assert.equal((await check('LASTDAY', headers)).statusCode, 200);
    clock.at = new Date('2026-06-10T17:00:00Z'); // 00:00 on 11 June in Bangkok
    assert.deepEqual((await check('LASTDAY', headers)).json(), invalid);
    assert.deepEqual((await redeem('LASTDAY', headers)).json(), invalid);
    clock.at = new Date('2026-06-10T03:00:00Z');

    await operator('coupon:create', '--code', 'TWICE', '--points', '10', '--expires', '2026-12-31', '--limit', '2');
    const users = await Promise.all([1, 2, 3].map(() => createRedeemer(app)));
    assert.equal((await redeem('TWICE', users[0]!.headers)).statusCode, 200);
    assert.equal((await redeem('TWICE', users[1]!.headers)).statusCode, 200);
    assert.deepEqual((await check('TWICE', users[2]!.headers)).json(), invalid);
    assert.deepEqual((await redeem('TWICE', users[2]!.headers)).json(), invalid);
    assert.equal((await app.repositories.users.findById(users[2]!.user.id))?.point, 0);
    assert.equal((await check('TWICE', {})).statusCode, 401);
  });

  test('a subscription coupon grants the package of a subscription reward', async () => {
    await createReward(app, { slug: 'free-month', type: 'subscription', amountKkub: null, grant: testGrant });
    const out = await operator(
      'coupon:create',
      '--code',
      'FREEMONTH',
      '--subscription-reward',
      'free-month',
      '--expires',
      '2026-12-31',
      '--limit',
      '1',
    );
    assert.match(out, /package Starter/);
    const { user, headers } = await createRedeemer(app, { subscribed: false });
    assert.equal((await check('FREEMONTH', headers)).json().packageName, 'Starter');
    assert.equal((await redeem('FREEMONTH', headers)).statusCode, 200);
    const info = await app.repositories.entitlements.info(user.id, clock.at);
    assert.equal(info.active, true);
    assert.equal(info.totalMainQuiz, 20);
  });

  test('a coupon for a package with the NFT flag mints the member card like a purchase', async () => {
    await app.db.insert(subscriptionPackages).values({
      slug: 'nft-coupon',
      nameEn: 'Collector',
      nameTh: 'นักสะสม',
      priceCents: 2000,
      durationDays: 30,
      mainQuizCount: 10,
      nftMembershipCard: true,
    });
    await createReward(app, {
      slug: 'nft-month',
      type: 'subscription',
      amountKkub: null,
      grant: { ...testGrant, packageSlug: 'nft-coupon' },
    });
    await operator(
      'coupon:create',
      '--code',
      'NFTCARD',
      '--subscription-reward',
      'nft-month',
      '--expires',
      '2026-12-31',
      '--limit',
      '5',
    );
    const realMint = app.payments.mintMembership;
    const mints: Array<{ walletAddress: string; tier: string }> = [];
    app.payments.mintMembership = async (input) => {
      mints.push(input);
      return { tokenId: '77', contractAddress: '0xc0ffee', mintedAt: new Date().toISOString() };
    };
    try {
      const { user, headers } = await createRedeemer(app, { subscribed: false });
      assert.equal((await redeem('NFTCARD', headers)).statusCode, 200);
      assert.deepEqual(mints, [{ walletAddress: TEST_WALLET, tier: 'nft-coupon' }]);
      const info = (await app.inject({ method: 'GET', url: '/client/user-subscription-infos/detail', headers })).json();
      assert.equal(info.nftMembershipCard, true);
      assert.equal(info.nftCard.status, 'minted');
      assert.equal(info.nftCard.tokenId, '77');
      assert.equal(mints.length, 1, 'a minted card is not minted again');
      // Without an exchange-linked wallet there is nothing to mint to (a free-typed profile
      // address does not count): the package is granted, no card.
      const walletless = await createRedeemer(app, { subscribed: false, wallet: null });
      await app.db
        .update(users)
        .set({ walletAddress: '0x000000000000000000000000000000000000dead' })
        .where(eq(users.id, walletless.user.id));
      assert.equal((await redeem('NFTCARD', walletless.headers)).statusCode, 200);
      assert.equal(mints.length, 1);
      assert.equal(await app.repositories.subscriptions.latestCard(walletless.user.id), null);
      assert.equal((await app.repositories.entitlements.info(walletless.user.id, clock.at)).active, true);
      void user;
    } finally {
      app.payments.mintMembership = realMint;
    }
  });

  test('the operator command refuses bad input', async () => {
    const bad = [
      ['coupon:create', '--code', 'X1', '--points', '0', '--expires', '2026-12-31', '--limit', '1'],
      ['coupon:create', '--code', 'X2', '--points', '5', '--expires', '31/12/2026', '--limit', '1'],
      ['coupon:create', '--code', 'X3', '--points', '5', '--expires', '2026-12-31', '--limit', '-1'],
      ['coupon:create', '--code', 'has space', '--points', '5', '--expires', '2026-12-31', '--limit', '1'],
      ['coupon:create', '--code', 'X4', '--expires', '2026-12-31', '--limit', '1'],
      ['coupon:create', '--code', 'X5', '--subscription-reward', 'nope', '--expires', '2026-12-31', '--limit', '1'],
      ['coupon:create', '--code', 'welcome100', '--points', '5', '--expires', '2026-12-31', '--limit', '1'],
      ['tracking:ship', '--id', '999999', '--carrier', 'Thailand Post', '--number', 'EX1'],
      ['tracking:ship', '--id', '1'],
      ['unknown:command'],
    ];
    for (const argv of bad) await assert.rejects(operator(...argv), OperatorError, argv.join(' '));
    await assert.rejects(operator('coupon:create', '--nope'), /Unknown option/);
  });

  test(
    'a coupon with 10 uses redeemed by 30 users at once is used exactly 10 times',
    { skip: testDbKind() !== 'postgres' && 'PGlite runs transactions one at a time; this needs TEST_DB=postgres' },
    async () => {
      await operator('coupon:create', '--code', 'RUSH', '--points', '7', '--expires', '2026-12-31', '--limit', '10');
      const users = await Promise.all(Array.from({ length: 30 }, () => createRedeemer(app)));
      const results = await Promise.all(
        [...users, ...users].map((u) =>
          couponsService(app.db, app.repositories)
            .redeem(u.user.id, 'RUSH', clock.at)
            .then(
              () => 'ok',
              (error: { code?: string }) => error.code,
            ),
        ),
      );
      assert.equal(results.filter((r) => r === 'ok').length, 10);
      assert.ok(results.every((r) => r === 'ok' || r === 'COUPON_INVALID'));
      const [row] = await app.db.select().from(coupons).where(eq(coupons.code, 'RUSH'));
      assert.equal(row?.usedCount, 10);
      let credited = 0;
      for (const u of users) {
        const point = (await app.repositories.users.findById(u.user.id))!.point;
        assert.ok(point === 0 || point === 7);
        assert.equal(await app.repositories.points.ledgerSum(u.user.id), point);
        credited += point;
      }
      assert.equal(credited, 70);
    },
  );
});

describe('coupon limits', () => {
  test('checks and redeems share one limit per user and one per IP (429 RATE_LIMITED beyond)', async () => {
    const app = await buildTestApp({
      config: { COUPON_RATE_LIMIT_USER_MAX: 3, COUPON_RATE_LIMIT_IP_MAX: 5, COUPON_RATE_LIMIT_WINDOW_MS: 60_000 },
    });
    const attempt = (kind: 'check' | 'redeem', headers: Record<string, string>, remoteAddress: string) =>
      kind === 'check'
        ? app.inject({ method: 'GET', url: '/client/coupon-codes/check?code=GUESS1', headers, remoteAddress })
        : app.inject({
            method: 'POST',
            url: '/client/coupon-codes/redeem',
            headers,
            remoteAddress,
            payload: { code: 'GUESS2' },
          });
    const guesser = await createRedeemer(app);
    const statuses = [];
    for (const kind of ['check', 'redeem', 'check', 'redeem'] as const) {
      statuses.push((await attempt(kind, guesser.headers, '198.51.100.1')).statusCode);
    }
    assert.deepEqual(statuses, [404, 404, 404, 429], 'the fourth guess of one user, alternating check and redeem');
    const limited = await attempt('check', guesser.headers, '198.51.100.2');
    assert.equal(limited.statusCode, 429, 'another address does not reset the user');
    assert.equal(limited.json().code, 'RATE_LIMITED');
    // Many accounts behind one address: the IP limit.
    const others = await Promise.all(Array.from({ length: 6 }, () => createRedeemer(app)));
    const fromOneIp = [];
    for (const other of others) fromOneIp.push((await attempt('check', other.headers, '203.0.113.50')).statusCode);
    assert.deepEqual(fromOneIp, [404, 404, 404, 404, 404, 429]);
  });
});
