import type { FastifyInstance } from 'fastify';
import type { SubscriptionPackage, SubscriptionPeriod, UserSubscriptionDetail } from '@academy/contracts';
import type { userSubscriptions } from '../../../db/schema/index.ts';
import type { SubscriptionPackageRow, SubscriptionPurchaseRow } from '../../../repositories/subscriptions.ts';
import type { User } from '../../../repositories/users.ts';

export const toPackage = (row: SubscriptionPackageRow): SubscriptionPackage => ({
  id: row.id,
  slug: row.slug,
  name: { en: row.nameEn, th: row.nameTh },
  description: { en: row.descriptionEn, th: row.descriptionTh },
  price: row.priceCents,
  currency: 'USD',
  durationDays: row.durationDays,
  hintCount: row.hintCount,
  mainQuizCount: row.mainQuizCount,
  earnPoints: row.earnPoints,
  unlimitedExclusive: row.unlimitedExclusive,
  nftMembershipCard: row.nftMembershipCard,
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
});

export const toPeriod = (row: typeof userSubscriptions.$inferSelect, now: Date): SubscriptionPeriod => ({
  id: row.id,
  packageSlug: row.packageSlug,
  packageName: row.packageName,
  startDay: row.startsAt.toISOString(),
  endDay: row.endsAt.toISOString(),
  active: row.startsAt.getTime() <= now.getTime() && now.getTime() < row.endsAt.getTime(),
  mainQuizCount: row.mainQuizCount,
  hintCount: row.hintCount,
  unlimitedExclusive: row.unlimitedExclusive,
  earnPoints: row.earnPoints,
  nftMembershipCard: row.nftMembershipCard,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Mints the cards of paid purchases that have none yet (a failed mint never loses the
 * purchase: it is tried again here, on the next purchase or read). Never throws.
 */
export async function mintPendingCards(app: FastifyInstance, userId: number): Promise<void> {
  const { subscriptions } = app.repositories;
  const now = app.clock.now();
  for (const row of await subscriptions.unmintedCards(userId, now)) {
    const claimed = await subscriptions.claimMint(row.id, now);
    if (!claimed) continue;
    const pkg = await subscriptions.packageById(row.packageId);
    try {
      const nft = await app.payments.mintMembership({ walletAddress: row.walletAddress, tier: pkg?.slug ?? 'member' });
      await subscriptions.mintDone(row.id, nft.tokenId, nft.contractAddress, app.clock.now());
    } catch (error) {
      app.log.warn(
        { code: 'NFT_MINT_FAILED', purchase: row.id, err: (error as Error).message },
        'membership mint failed',
      );
      await subscriptions.mintFailed(row.id, app.clock.now());
    }
  }
}

const holderOf = (user: User) => [user.name, user.surname].filter(Boolean).join(' ') || user.email;

/** The spec's User subscription info of `user`, plus the NFT member card. */
export async function subscriptionDetail(app: FastifyInstance, user: User): Promise<UserSubscriptionDetail> {
  const info = await app.repositories.entitlements.info(user.id, app.clock.now());
  const card = await app.repositories.subscriptions.latestCard(user.id);
  return {
    user: user.id,
    ...info,
    nftCard: card
      ? {
          status:
            card.purchase.nftStatus === 'minted'
              ? 'minted'
              : card.purchase.nftStatus === 'failed'
                ? 'failed'
                : 'pending',
          tokenId: card.purchase.nftTokenId,
          contractAddress: card.purchase.nftContractAddress,
          walletAddress: card.purchase.walletAddress,
          holder: holderOf(user),
          packageName: card.packageName,
          validUntil: info.endDay,
          mintedAt: card.purchase.nftStatus === 'minted' ? card.purchase.updatedAt.toISOString() : null,
        }
      : null,
  };
}

export type { SubscriptionPurchaseRow };
