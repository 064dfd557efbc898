import type { FastifyInstance } from 'fastify';
import type { SubscriptionPeriod, UserSubscriptionDetail } from '@academy/contracts';
import type { userSubscriptions } from '../../../db/schema/index.ts';
import type { User } from '../../account/index.ts';

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
