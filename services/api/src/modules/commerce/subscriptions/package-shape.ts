import type { SubscriptionPackage } from '@academy/contracts';
import type { SubscriptionPackageRow } from './repository.ts';

/** A package as the API answers it (the catalogue and a user's subscription). */
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
