import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { subscriptionPackages, subscriptionPurchases, type RewardGrant } from '../../../db/schema/index.ts';
import type { EntitlementsRepository, SubscriptionGrant } from '../entitlements/repository.ts';
import { grantOf } from './repository.ts';

/**
 * Activates what a subscription reward or coupon grants, the way a purchase does: the period
 * from the catalogue package it names (the package's own counts and flags), else from the
 * grant written in the reward or coupon itself; and, for a catalogue package with the NFT flag
 * and a user with a wallet, the membership card to mint: a zero-amount `paid` row in
 * subscription_purchases (idempotency key `key`, e.g. `grant/redeem:12`: the `/` keeps it apart
 * from every client key, which idempotencyKeySchema forbids it in; card `pending`) that
 * `mintPendingCards` mints after the commit and retries on later reads, exactly like a
 * purchased card. (A card needs a package row: an inline grant without one activates no card.)
 */
export async function activateGrant(
  tx: DbOrTx,
  entitlements: EntitlementsRepository,
  activation: { userId: number; grant: RewardGrant; wallet: string | null; key: string; now: Date },
) {
  const { userId, grant, wallet, key, now } = activation;
  const [pkg] = grant.packageSlug
    ? await tx.select().from(subscriptionPackages).where(eq(subscriptionPackages.slug, grant.packageSlug)).limit(1)
    : [];
  const resolved: SubscriptionGrant = pkg ? grantOf(pkg) : grant;
  const period = await entitlements.grant(userId, resolved, now, tx);
  const card = Boolean(pkg && resolved.nftMembershipCard && wallet);
  if (pkg && card) {
    await tx
      .insert(subscriptionPurchases)
      .values({
        userId,
        packageId: pkg.id,
        idempotencyKey: key,
        amountCents: 0,
        status: 'paid',
        walletAddress: wallet!,
        userSubscriptionId: period.id,
        nftStatus: 'pending',
        paidAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [subscriptionPurchases.userId, subscriptionPurchases.idempotencyKey] });
  }
  return { period, card };
}
