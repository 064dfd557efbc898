import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import type { RewardGrant } from './rewards.ts';

/**
 * Coupon codes (created by an operator command). A code grants points or a subscription
 * package, until `expires_at`, at most `usage_limit` times in all (`used_count` moves only by
 * one conditional UPDATE) and once per user (unique index on coupon_redemptions).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; codes are matched case-insensitively. */
    code: text('code').notNull().unique(),
    points: integer('points'),
    grant: jsonb('grant').$type<RewardGrant>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usageLimit: integer('usage_limit').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_used_within_limit', sql`${t.usedCount} >= 0 and ${t.usedCount} <= ${t.usageLimit}`),
    check('coupons_grants_something', sql`${t.points} > 0 or ${t.grant} is not null`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_redemptions_once_per_user').on(t.couponId, t.userId)],
);
