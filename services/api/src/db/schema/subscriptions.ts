import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per subscription period bought or granted (the purchase log behind
 * `detail-all-subscription`). An extension's period starts at the previous end.
 */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The catalogue package (content slug) it came from; null for a grant by an operator or a test. */
    packageSlug: text('package_slug'),
    packageName: text('package_name'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    mainQuizCount: integer('main_quiz_count').notNull().default(0),
    hintCount: integer('hint_count').notNull().default(0),
    unlimitedExclusive: boolean('unlimited_exclusive').notNull().default(false),
    earnPoints: boolean('earn_points').notNull().default(false),
    nftMembershipCard: boolean('nft_membership_card').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_subscriptions_user_id_idx').on(t.userId, t.endsAt)],
);

/**
 * The spec's "User subscription info": one row per user with the current (or last) span of
 * chained periods, the allowances and the flags. Allowances are spent only by one
 * conditional UPDATE (`used < total`), so concurrent spends never go past the total.
 */
export const subscriptionEntitlements = pgTable(
  'subscription_entitlements',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageName: text('package_name'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    mainQuizTotal: integer('main_quiz_total').notNull().default(0),
    mainQuizUsed: integer('main_quiz_used').notNull().default(0),
    hintTotal: integer('hint_total').notNull().default(0),
    hintUsed: integer('hint_used').notNull().default(0),
    unlimitedExclusive: boolean('unlimited_exclusive').notNull().default(false),
    earnPoints: boolean('earn_points').notNull().default(false),
    nftMembershipCard: boolean('nft_membership_card').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'entitlements_main_quiz_within_total',
      sql`${t.mainQuizUsed} >= 0 and ${t.mainQuizUsed} <= ${t.mainQuizTotal}`,
    ),
    check('entitlements_hint_within_total', sql`${t.hintUsed} >= 0 and ${t.hintUsed} <= ${t.hintTotal}`),
  ],
);
