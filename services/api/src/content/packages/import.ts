import type { DbOrTx } from '../../db/client.ts';
import { subscriptionPackages } from '../../db/schema/index.ts';
import { deactivateGone, hashOf, upsert, type ImportCounters } from '../rows.ts';
import type { PackageEntry } from './load.ts';

/** Subscription packages, matched by slug; a removed one becomes inactive (purchases refer to it). */
export async function importPackages(tx: DbOrTx, entries: PackageEntry[], counters: ImportCounters): Promise<void> {
  const packageSlugs: string[] = [];
  for (const p of entries) {
    packageSlugs.push(p.slug);
    const values = {
      slug: p.slug,
      ranking: p.ranking,
      nameEn: p.en.name,
      nameTh: p.th.name,
      descriptionEn: p.en.description,
      descriptionTh: p.th.description,
      priceCents: p.price,
      durationDays: p.durationDays,
      hintCount: p.hintCount,
      mainQuizCount: p.mainQuizCount,
      earnPoints: p.earnPoints,
      unlimitedExclusive: p.unlimitedExclusive,
      nftMembershipCard: p.nftMembershipCard,
      validFrom: p.validFrom ? new Date(p.validFrom) : null,
      validUntil: p.validUntil ? new Date(p.validUntil) : null,
      active: true,
    };
    await upsert(tx, counters, subscriptionPackages, subscriptionPackages.slug, p.slug, values, hashOf(values));
  }
  await deactivateGone(tx, counters, subscriptionPackages, packageSlugs, { clearHash: true });
}
