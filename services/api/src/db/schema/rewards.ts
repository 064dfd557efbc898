import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { popQuizHistories } from './pop-quizzes.ts';
import { users } from './users.ts';

export type RewardTrackingKind = 'crypto' | 'physical' | 'subscription';
export type RewardTrackingSource = 'redeem' | 'quiz' | 'pop-quiz';
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
 * One reward on its way to a user, whatever earned it: a redeem (`source` 'redeem'), a main
 * quiz pass with a physical reward (`source` 'quiz') or a pop quiz's KKUB (`source` 'pop-quiz').
 * `history` is the timeline the tracking page draws: one entry per status change, oldest first.
 */
export const rewardTrackings = pgTable(
  'reward_trackings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull().$type<RewardTrackingSource>(),
    /** The redeem's, the quiz attempt's or the pop quiz history's id. */
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

export type RewardType = 'crypto' | 'physical' | 'subscription';

/** What a subscription reward (or coupon) activates: the entitlements grant of a package. */
export interface RewardGrant {
  packageSlug: string | null;
  packageName: string | null;
  durationDays: number;
  mainQuizCount: number;
  hintCount: number;
  unlimitedExclusive: boolean;
  earnPoints: boolean;
  nftMembershipCard: boolean;
}

/**
 * The rewards catalogue (spec "Reward"), imported from content/rewards/<slug>.yaml.
 * `remaining` is the quota left: taken only by one conditional UPDATE (`remaining > 0`), so
 * concurrent redeems never oversell it; the database refuses a negative value as well.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    type: text('type').notNull().$type<RewardType>(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    pointCost: integer('point_cost').notNull(),
    totalQuota: integer('total_quota').notNull(),
    remaining: integer('remaining').notNull(),
    /** Times one user may redeem it in all; null = no limit. */
    perUserLimit: integer('per_user_limit'),
    /** Times one user may redeem it per day (Bangkok calendar day); null = no limit. */
    perDayLimit: integer('per_day_limit'),
    aPlusOnly: boolean('a_plus_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ranking: integer('ranking').notNull().default(0),
    /** KKUB paid out for a crypto reward (pointCost / 100). */
    amountKkub: integer('amount_kkub'),
    /** Subscription rewards: what they activate. */
    grant: jsonb('grant').$type<RewardGrant>(),
    source: text('source'),
    sourceHash: text('source_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('rewards_remaining_within_quota', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.totalQuota}`),
    check('rewards_point_cost_positive', sql`${t.pointCost} > 0`),
  ],
);

/** One redeem (the redeem history). Its tracking is reward_trackings (source 'redeem', source_id = id). */
export const redeems = pgTable(
  'redeems',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id),
    points: integer('points').notNull(),
    /** Set when a failed payout gave the points back; a refunded redeem no longer counts against limits. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('redeems_user_reward_idx').on(t.userId, t.rewardId, t.createdAt)],
);

export type PayoutJobStatus = 'pending' | 'running' | 'completed' | 'failed';
export type PayoutJobSource = 'redeem' | 'pop-quiz';

/**
 * Durable KKUB payouts: of crypto redeems (`source` 'redeem', `redeem_id`) and of pop quiz KKUB
 * rewards (`source` 'pop-quiz', `pop_quiz_history_id`); the check keeps exactly the one id of its
 * source. A worker claims due rows with FOR UPDATE SKIP LOCKED and a lease (`locked_until`); a
 * crashed worker's job is claimed again after the lease, and the exchange transfer is idempotent
 * by `reference` (redeem:<id>, pop-quiz-kkub:<history id>), so nothing is paid twice.
 */
export const payoutJobs = pgTable(
  'payout_jobs',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull().$type<PayoutJobSource>().default('redeem'),
    redeemId: integer('redeem_id')
      .unique()
      .references(() => redeems.id, { onDelete: 'cascade' }),
    popQuizHistoryId: integer('pop_quiz_history_id')
      .unique()
      .references(() => popQuizHistories.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackingId: integer('tracking_id')
      .notNull()
      .references(() => rewardTrackings.id, { onDelete: 'cascade' }),
    walletAddress: text('wallet_address').notNull(),
    amountKkub: integer('amount_kkub').notNull(),
    /** Sent to the exchange as the transfer's idempotency reference. */
    reference: text('reference').notNull().unique(),
    status: text('status').notNull().$type<PayoutJobStatus>().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The last failure's code (never a body or a token). */
    lastError: text('last_error'),
    transferId: text('transfer_id'),
    txHash: text('tx_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payout_jobs_due_idx').on(t.status, t.nextRunAt),
    check(
      'payout_jobs_one_source',
      sql`(${t.source} = 'redeem' and ${t.redeemId} is not null and ${t.popQuizHistoryId} is null)
        or (${t.source} = 'pop-quiz' and ${t.popQuizHistoryId} is not null and ${t.redeemId} is null)`,
    ),
  ],
);
