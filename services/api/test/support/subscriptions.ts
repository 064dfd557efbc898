/**
 * Purchases against the real exchange sandbox: the sandbox (a new one for each `setup`, closed when
 * the test file ends), its sandbox users and an app with three packages (starter, pro with the NFT
 * card, one no longer on offer).
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildTestApp } from './app.ts';
import { accountConfig, fakeClock, startExchangeSandbox } from './accounts.ts';
import { subscriptionPackages, userSubscriptions } from '../../src/db/schema/index.ts';

type ExchangeSandbox = Awaited<ReturnType<typeof startExchangeSandbox>>;
/** The sandbox of the latest `setup` (the one the running test set up; tests run one at a time). */
export let state: ExchangeSandbox['sandbox']['sandbox'];
export const RICH = { id: 'exu_1001', wallet: '0x1001a11ce0000000000000000000000000001001', pin: '123456' };
export const POOR = { id: 'exu_1002', wallet: '0x1002b0b000000000000000000000000000001002', pin: '654321' };
export const NOK = { id: 'exu_1003', wallet: '0x1003c0de00000000000000000000000000001003', pin: '111111' };
export const NO_WALLET = { id: 'exu_1004' };
export const DAY = 24 * 60 * 60 * 1000;

export const balance = (wallet: string) => state.wallet(wallet).usdCents;
export const paymentsOf = (wallet: string) =>
  [...state.payments.values()].filter((p) => p.walletAddress === wallet).length;

export type Package = typeof subscriptionPackages.$inferSelect;

export async function setup() {
  const exchange = await startExchangeSandbox();
  state = exchange.sandbox.sandbox;
  const app = await buildTestApp({ config: accountConfig(exchange.config) });
  const clock = fakeClock(app, new Date('2026-06-01T00:00:00Z'));
  const [starter, pro, expired] = await app.db
    .insert(subscriptionPackages)
    .values([
      {
        slug: 'starter',
        nameEn: 'Starter',
        nameTh: 'สตาร์ทเตอร์',
        priceCents: 500,
        durationDays: 30,
        hintCount: 10,
        mainQuizCount: 20,
        earnPoints: true,
        unlimitedExclusive: true,
        nftMembershipCard: false,
      },
      {
        slug: 'pro',
        nameEn: 'Pro',
        nameTh: 'โปร',
        priceCents: 1200,
        durationDays: 90,
        hintCount: 40,
        mainQuizCount: 75,
        earnPoints: true,
        unlimitedExclusive: true,
        nftMembershipCard: true,
      },
      {
        slug: 'gone',
        nameEn: 'Gone',
        nameTh: 'หมด',
        priceCents: 500,
        durationDays: 14,
        hintCount: 1,
        mainQuizCount: 1,
        earnPoints: false,
        unlimitedExclusive: true,
        nftMembershipCard: false,
        validUntil: new Date('2026-05-01T00:00:00Z'),
      },
    ])
    .returning();
  /** Signs on with the sandbox (the API links the exchange account and its wallet). */
  const signOn = async (exchangeUserId: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/client/user-clients/login-exchange',
      payload: await exchange.signOnBody(exchangeUserId),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as { token: string; user: { id: number } };
  };
  const buy = (
    token: string,
    pkg: Package,
    pin: string,
    key: string | null = randomUUID(),
    headers: Record<string, string> = {},
    body: Record<string, unknown> = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/client/user-subscription-infos',
      headers: { token, ...headers },
      payload: { subscription: pkg.id, pin, ...(key ? { idempotencyKey: key } : {}), ...body },
    });
  const detail = (token: string) =>
    app.inject({ method: 'GET', url: '/client/user-subscription-infos/detail', headers: { token } });
  const periods = (userId: number) =>
    app.db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, userId));
  return { app, clock, starter: starter!, pro: pro!, expired: expired!, signOn, buy, detail, periods };
}
