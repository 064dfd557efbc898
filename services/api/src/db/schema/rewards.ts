import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export type RewardTrackingKind = 'crypto' | 'physical' | 'subscription';
/** crypto: pending -> completed | failed; physical: waiting-address -> preparing -> shipped -> delivered; subscription: completed. */
export type RewardTrackingStatus =
  'pending' | 'completed' | 'failed' | 'waiting-address' | 'preparing' | 'shipped' | 'delivered';

export interface DeliveryAddress {
  name: string;
  surname: string;
  phoneNumber: string;
  address: string;
  province: string;
  postcode: string;
}

/**
 * One reward on its way to a user, whatever earned it: a redeem (`source` 'redeem') or a
 * main quiz pass with a physical reward (`source` 'quiz'). `history` is the timeline the
 * tracking page draws: one entry per status change, oldest first.
 */
export const rewardTrackings = pgTable(
  'reward_trackings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull().$type<'redeem' | 'quiz'>(),
    /** The redeem's or the quiz attempt's id. */
    sourceId: integer('source_id').notNull(),
    kind: text('kind').notNull().$type<RewardTrackingKind>(),
    status: text('status').notNull().$type<RewardTrackingStatus>(),
    rewardNameEn: text('reward_name_en').notNull(),
    rewardNameTh: text('reward_name_th').notNull(),
    /** Points spent (redeem) or 0. */
    points: integer('points').notNull().default(0),
    /** KKUB paid out, for crypto rewards (100 points = 1 KKUB). */
    amountKkub: integer('amount_kkub'),
    walletAddress: text('wallet_address'),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    history: jsonb('history').$type<Array<{ status: RewardTrackingStatus; at: string }>>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reward_trackings_user_idx').on(t.userId, t.createdAt)],
);
