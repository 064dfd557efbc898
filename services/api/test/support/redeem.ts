import type { FastifyInstance } from 'fastify';
import { rewards, type RewardGrant } from '../../src/db/schema/index.ts';
import { createSession, createUser, grantSubscription } from './factories.ts';

let sequence = 0;

/** Inserts a reward (a crypto 1 KKUB for 100 points, quota 10, no limits, unless overridden). */
export async function createReward(app: FastifyInstance, overrides: Partial<typeof rewards.$inferInsert> = {}) {
  sequence += 1;
  const type = overrides.type ?? 'crypto';
  const pointCost = overrides.pointCost ?? 100;
  const totalQuota = overrides.totalQuota ?? 10;
  const [row] = await app.db
    .insert(rewards)
    .values({
      slug: `reward-${sequence}-${process.pid}`,
      type,
      nameEn: `Reward ${sequence}`,
      nameTh: `รางวัล ${sequence}`,
      pointCost,
      totalQuota,
      remaining: totalQuota,
      amountKkub: type === 'crypto' ? pointCost / 100 : null,
      ...overrides,
    })
    .returning();
  return row!;
}

export const testGrant: RewardGrant = {
  packageSlug: 'starter-monthly',
  packageName: 'Starter',
  durationDays: 30,
  mainQuizCount: 20,
  hintCount: 10,
  unlimitedExclusive: true,
  earnPoints: true,
  nftMembershipCard: false,
};

export const TEST_WALLET = '0x1001a11ce0000000000000000000000000001001';

/**
 * A user who may redeem (KYC verified, subscribed, a wallet, `points` points) unless told
 * otherwise; points come through the ledger like any credit. Returns the user and a session.
 */
export async function createRedeemer(
  app: FastifyInstance,
  options: { points?: number; kyc?: boolean; subscribed?: boolean; wallet?: string | null } = {},
) {
  const user = await createUser(app, {
    kycStatus: options.kyc === false ? 'unverified' : 'verified',
    walletAddressBitkubNext: options.wallet === undefined ? TEST_WALLET : options.wallet,
  });
  if (options.points) await app.repositories.points.credit(user.id, options.points, 'test grant');
  if (options.subscribed !== false) await grantSubscription(app, user);
  const { token } = await createSession(app, user);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
