import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rewards } from '../../db/schema/index.ts';
import { deactivateGone, hashOf, SOURCE, type ImportCounters } from '../rows.ts';
import type { RewardEntry } from './load.ts';

/**
 * Rewards, matched by slug. A changed quota moves `remaining` by the difference in the same
 * statement (never below 0); a reward removed from content/ becomes inactive.
 */
export async function importRewards(tx: DbOrTx, entries: RewardEntry[], counters: ImportCounters): Promise<void> {
  for (const r of entries) {
    const values = {
      slug: r.slug,
      type: r.type,
      nameEn: r.en.name,
      nameTh: r.th.name,
      descriptionEn: r.en.description,
      descriptionTh: r.th.description,
      pointCost: r.pointCost,
      totalQuota: r.totalQuota,
      perUserLimit: r.perUserLimit,
      perDayLimit: r.perDayLimit,
      aPlusOnly: r.aPlusOnly,
      active: r.active,
      ranking: r.ranking,
      amountKkub: r.amountKkub,
      grant: r.grant,
    };
    const hash = hashOf(values);
    const [existing] = await tx.select().from(rewards).where(eq(rewards.slug, r.slug)).limit(1);
    if (!existing) {
      await tx.insert(rewards).values({ ...values, remaining: r.totalQuota, source: SOURCE, sourceHash: hash });
      counters.created += 1;
    } else if (existing.sourceHash === hash && existing.source === SOURCE) {
      counters.unchanged += 1;
    } else {
      await tx
        .update(rewards)
        .set({
          ...values,
          remaining: sql`greatest(0, least(${r.totalQuota}, ${rewards.remaining} + ${r.totalQuota} - ${rewards.totalQuota}))`,
          source: SOURCE,
          sourceHash: hash,
          updatedAt: new Date(),
        })
        .where(eq(rewards.id, existing.id));
      counters.updated += 1;
    }
  }
  const rewardSlugs = entries.map((r) => r.slug);
  await deactivateGone(tx, counters, rewards, rewardSlugs, { clearHash: false });
}
