import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * A remote's canary (issue 32): a new build a share of learners get (`percent`, 1-99; the shell
 * buckets them by a sticky cookie), the others the live build. One per remote, replaced by the
 * next `remotes:canary`, gone with `remotes:canary <remote> off`.
 */
export const remoteCanaries = pgTable(
  'remote_canaries',
  {
    remote: text('remote').primaryKey(),
    url: text('url').notNull(),
    buildId: text('build_id'),
    percent: integer('percent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('remote_canaries_percent_range', sql`${t.percent} BETWEEN 1 AND 99`)],
);
