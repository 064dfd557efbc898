/**
 * Writing content rows: what every importer of a kind shares. Rows the import creates carry
 * source='content' and the hash of what they are built from; a row is written only when that
 * hash changed, so re-running changes nothing (updated_at included).
 */
import { createHash } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { Doc, Translations } from './source-files.ts';

export const SOURCE = 'content';

/** What an import did, row by row. */
export interface ImportCounters {
  created: number;
  updated: number;
  unchanged: number;
  deactivated: number;
  deleted: number;
}

export const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
/** The value with object keys sorted (jsonb read back from the database sorts object keys). */
export const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
            .map(([k, v]) => [k, sortedKeys(v)]),
        )
      : value;

/** A YAML date or text as YYYY-MM-DD; null when absent or not a date. */
export const dateString = (value: unknown): string | null => {
  if (value === undefined || value === null || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
};
export const str = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
/** A front matter value of the English document, else the Thai one's. */
export const pick = (t: Translations, key: string) => t.en?.data[key] ?? t.th?.data[key];
export const bilingual = (t: Translations, key: string) => ({ en: str(t.en?.data[key]), th: str(t.th?.data[key]) });
export const body = (doc: Doc | undefined) => doc?.body ?? '';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ContentTable = PgTable & Record<string, any>;

/**
 * Insert or update one row by its key, writing only when `hash` differs from the stored
 * source_hash (or the row is not yet owned by the importer). Returns the row id.
 */
export async function upsert(
  tx: DbOrTx,
  counters: ImportCounters,
  table: ContentTable,
  keyColumn: PgColumn,
  key: string,
  values: Record<string, unknown>,
  hash: string,
): Promise<{ id: number; changed: boolean; previous: Record<string, unknown> | null }> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const anyTx = tx as any;
  const [existing] = await anyTx.select().from(table).where(eq(keyColumn, key)).limit(1);
  if (!existing) {
    const [row] = await anyTx
      .insert(table)
      .values({ ...values, source: SOURCE, sourceHash: hash })
      .returning({ id: table.id });
    counters.created += 1;
    return { id: row.id, changed: true, previous: null };
  }
  if (existing.sourceHash === hash && existing.source === SOURCE) {
    counters.unchanged += 1;
    return { id: existing.id, changed: false, previous: existing };
  }
  await anyTx
    .update(table)
    .set({ ...values, source: SOURCE, sourceHash: hash, updatedAt: new Date() })
    .where(eq(table.id, existing.id));
  counters.updated += 1;
  return { id: existing.id, changed: true, previous: existing };
}

/** Delete the rows the importer owns in `table` whose slug is no longer in content/. */
export async function deleteGone(tx: DbOrTx, counters: ImportCounters, table: ContentTable, slugs: string[]) {
  const removed = await tx
    .delete(table)
    .where(and(eq(table.source, SOURCE), slugs.length > 0 ? notInArray(table.slug, slugs) : undefined))
    .returning({ id: table.id });
  counters.deleted += removed.length;
}

/**
 * Deactivate the active rows the importer owns in `table` whose slug is no longer in content/.
 * `clearHash` makes a come-back write the row again (and so re-activate it).
 */
export async function deactivateGone(
  tx: DbOrTx,
  counters: ImportCounters,
  table: ContentTable,
  slugs: string[],
  { clearHash }: { clearHash: boolean },
) {
  const gone = await tx
    .update(table)
    .set({ active: false, updatedAt: new Date(), ...(clearHash ? { sourceHash: null } : {}) })
    .where(
      and(
        eq(table.source, SOURCE),
        eq(table.active, true),
        slugs.length > 0 ? notInArray(table.slug, slugs) : undefined,
      ),
    )
    .returning({ id: table.id });
  counters.deactivated += gone.length;
}
