import type { FastifyInstance } from 'fastify';

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
