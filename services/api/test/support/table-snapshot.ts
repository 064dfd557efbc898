import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** Per table: its row count and an md5 of every row's text in a fixed order. */
export type TableSnapshot = Map<string, { rows: number; hash: string }>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the public schema, each as its row count and the md5 of its rows (each row as
 * the text of its columns, sorted). `ignoredColumns` leaves named columns out (table -> columns).
 */
export async function snapshotTables(
  app: FastifyInstance,
  ignoredColumns: Record<string, string[]> = {},
): Promise<TableSnapshot> {
  const columns = (await app.db.execute(sql`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`)) as unknown as { rows: Array<{ table: string; column: string }> };
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns.rows) {
    if (ignoredColumns[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const snapshot: TableSnapshot = new Map();
  for (const [table, names] of byTable) {
    const row = `row(${names.map((name) => `t.${quote(name)}`).join(', ')})::text`;
    const result = (await app.db.execute(
      sql.raw(
        `select count(*)::int as rows, md5(coalesce(string_agg(${row}, E'\\n' order by ${row}), '')) as hash from ${quote(table)} t`,
      ),
    )) as unknown as { rows: Array<{ rows: number; hash: string }> };
    snapshot.set(table, result.rows[0]!);
  }
  return snapshot;
}

/** The tables whose count or content differ between two snapshots, with their counts. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((name) => before.get(name)?.hash !== after.get(name)?.hash)
    .map((name) => `${name} (${before.get(name)?.rows ?? '-'} -> ${after.get(name)?.rows ?? '-'} rows)`);
}
