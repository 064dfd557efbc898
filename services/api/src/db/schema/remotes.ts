import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The runtime registry of the remotes' URLs (issue 32): one row per `remotes:set`, never
 * changed but to mark it rolled back. A remote's live build is its newest row not rolled back;
 * no row: the shell's env says where it lives.
 */
export const remoteDeployments = pgTable(
  'remote_deployments',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    url: text('url').notNull(),
    buildId: text('build_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
  },
  (t) => [index('remote_deployments_remote_idx').on(t.remote, t.id)],
);
