import type { DbOrTx } from '../../db/client.ts';
import { learningPaths } from '../../db/schema/index.ts';
import { deleteGone, hashOf, upsert, type ImportCounters } from '../rows.ts';
import type { LearningPathEntry } from './load.ts';

/** Learning paths, matched by slug; one the import created and that is gone is deleted. */
export async function importLearningPaths(
  tx: DbOrTx,
  entries: LearningPathEntry[],
  counters: ImportCounters,
): Promise<void> {
  for (const { slug, content } of entries) {
    const values = { slug, ranking: content.ranking, content };
    await upsert(tx, counters, learningPaths, learningPaths.slug, slug, values, hashOf(values));
  }
  await deleteGone(
    tx,
    counters,
    learningPaths,
    entries.map((e) => e.slug),
  );
}
