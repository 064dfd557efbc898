/**
 * The pop-quiz part of the content import (called by ../importer.ts inside its transaction):
 * questions matched by slug (a removed one becomes inactive: histories point at it), pinned
 * windows matched by `pinned:<key>` (a removed one is deleted unless someone already tried it).
 * A changed quota keeps what was already taken: remaining = new quota - taken (at least 0).
 */
import { and, eq, inArray, like, notExists, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { popQuizHistories, popQuizQuestions, popQuizzes } from '../../db/schema/index.ts';
import { hashOf, SOURCE, type ImportCounters } from '../rows.ts';
import type { PopQuizContent } from './load.ts';

export async function importPopQuizzes(tx: DbOrTx, content: PopQuizContent, counters: ImportCounters): Promise<void> {
  for (const q of content.questions) {
    const values = {
      slug: q.slug,
      topic: q.topic.slug,
      topicEn: q.topic.en,
      topicTh: q.topic.th,
      correct: q.correct,
      en: q.en,
      th: q.th,
      active: true,
    };
    const hash = hashOf(values);
    const [existing] = await tx
      .select({ id: popQuizQuestions.id, sourceHash: popQuizQuestions.sourceHash })
      .from(popQuizQuestions)
      .where(eq(popQuizQuestions.slug, q.slug))
      .limit(1);
    if (!existing) {
      await tx.insert(popQuizQuestions).values({ ...values, source: SOURCE, sourceHash: hash });
      counters.created += 1;
    } else {
      if (existing.sourceHash === hash) counters.unchanged += 1;
      else {
        await tx
          .update(popQuizQuestions)
          .set({ ...values, source: SOURCE, sourceHash: hash, updatedAt: new Date() })
          .where(eq(popQuizQuestions.id, existing.id));
        counters.updated += 1;
      }
    }
  }
  const slugs = content.questions.map((q) => q.slug);
  const gone = await tx
    .update(popQuizQuestions)
    .set({ active: false, sourceHash: null, updatedAt: new Date() })
    .where(
      and(
        eq(popQuizQuestions.source, SOURCE),
        eq(popQuizQuestions.active, true),
        slugs.length > 0 ? notInArray(popQuizQuestions.slug, slugs) : undefined,
      ),
    )
    .returning({ id: popQuizQuestions.id });
  counters.deactivated += gone.length;

  const pinnedKeys: string[] = [];
  for (const p of content.pinned) {
    const slotKey = `pinned:${p.key}`;
    pinnedKeys.push(slotKey);
    const values = {
      slotKey,
      kind: 'pinned' as const,
      startsAt: new Date(p.start),
      endsAt: new Date(p.end),
      timeLimitSeconds: p.timeLimitSeconds,
      rewardPoints: p.rewardPoints,
      rewardQuota: p.rewardQuota,
      rewardKkub: p.rewardKkub,
    };
    const hash = hashOf({ ...values, startsAt: p.start, endsAt: p.end });
    const [existing] = await tx
      .select({ id: popQuizzes.id, sourceHash: popQuizzes.sourceHash })
      .from(popQuizzes)
      .where(eq(popQuizzes.slotKey, slotKey))
      .limit(1);
    if (!existing) {
      await tx
        .insert(popQuizzes)
        .values({ ...values, rewardRemaining: values.rewardQuota, source: SOURCE, sourceHash: hash });
      counters.created += 1;
    } else if (existing.sourceHash === hash) counters.unchanged += 1;
    else {
      // One statement: what was taken (quota - remaining) stays taken under the new quota.
      await tx
        .update(popQuizzes)
        .set({
          ...values,
          rewardRemaining: sql`greatest(0, ${values.rewardQuota} - (${popQuizzes.rewardQuota} - ${popQuizzes.rewardRemaining}))`,
          source: SOURCE,
          sourceHash: hash,
        })
        .where(eq(popQuizzes.id, existing.id));
      counters.updated += 1;
    }
  }
  const removable = await tx
    .select({ id: popQuizzes.id })
    .from(popQuizzes)
    .where(
      and(
        eq(popQuizzes.source, SOURCE),
        like(popQuizzes.slotKey, 'pinned:%'),
        pinnedKeys.length > 0 ? notInArray(popQuizzes.slotKey, pinnedKeys) : undefined,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(popQuizHistories)
            .where(eq(popQuizHistories.popQuizId, popQuizzes.id)),
        ),
      ),
    );
  if (removable.length > 0) {
    await tx.delete(popQuizzes).where(
      inArray(
        popQuizzes.id,
        removable.map((r) => r.id),
      ),
    );
    counters.deleted += removable.length;
  }
}
