import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Issue 34 item 6, the weekly mail: one row per learner and ISO week (`2026-W48`, Bangkok time),
 * written by the one INSERT ... ON CONFLICT DO NOTHING that claims the learner's mail for that
 * week, so however many replicas or runs try, one mails. `outcome`: 'claimed' while it is sent,
 * then 'sent', or 'empty' (nothing to say that week: no mail).
 */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    week: text('week').notNull(),
    outcome: text('outcome').notNull().default('claimed'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);
