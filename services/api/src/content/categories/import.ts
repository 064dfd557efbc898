import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { str, type ImportCounters } from '../rows.ts';
import type { CategoryEntry } from './load.ts';

/** Categories, matched by slug and never deleted. Returns their ids by slug (articles refer to them). */
export async function importCategories(
  tx: DbOrTx,
  entries: CategoryEntry[],
  counters: ImportCounters,
): Promise<Map<string, number>> {
  const categoryIds = new Map<string, number>();
  for (const c of entries) {
    const values = {
      slug: c.slug,
      ranking: c.ranking,
      nameEn: c.en.name,
      nameTh: c.th.name,
      descriptionEn: str(c.en.description),
      descriptionTh: str(c.th.description),
    };
    const [existing] = await tx.select().from(categories).where(eq(categories.slug, c.slug)).limit(1);
    if (!existing) {
      const [row] = await tx.insert(categories).values(values).returning({ id: categories.id });
      categoryIds.set(c.slug, row!.id);
      counters.created += 1;
    } else {
      categoryIds.set(c.slug, existing.id);
      const same = (Object.keys(values) as Array<keyof typeof values>).every((k) => existing[k] === values[k]);
      if (same) counters.unchanged += 1;
      else {
        await tx.update(categories).set(values).where(eq(categories.id, existing.id));
        counters.updated += 1;
      }
    }
  }
  return categoryIds;
}
