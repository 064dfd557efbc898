import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { userSubscriptions } from './subscriptions.ts';

/**
 * The subscription catalogue, imported from content/subscriptions/packages.yaml (source
 * 'content'). A package is on offer while `active` and `valid_from <= now < valid_until`.
 */
export const subscriptionPackages = pgTable(
  'subscription_packages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    ranking: integer('ranking').notNull().default(0),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    /** USD cents. */
    priceCents: integer('price_cents').notNull(),
    durationDays: integer('duration_days').notNull(),
    hintCount: integer('hint_count').notNull().default(0),
    mainQuizCount: integer('main_quiz_count').notNull().default(0),
    earnPoints: boolean('earn_points').notNull().default(false),
    unlimitedExclusive: boolean('unlimited_exclusive').notNull().default(false),
    nftMembershipCard: boolean('nft_membership_card').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** false once the package is removed from content/ (purchases keep pointing at it). */
    active: boolean('active').notNull().default(true),
    source: text('source'),
    sourceHash: text('source_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('subscription_packages_price_positive', sql`${t.priceCents} > 0`),
    check('subscription_packages_duration_positive', sql`${t.durationDays} > 0`),
  ],
);

export type PurchaseStatus = 'pending' | 'paid' | 'failed';
/** none: no card in the package; pending -> minting -> minted, or failed (retried on the next read). */
export type NftStatus = 'none' | 'pending' | 'minting' | 'minted' | 'failed';

/**
 * One purchase attempt per (user, idempotency key): pending -> paid | failed (a failed one
 * may be paid by a retry with the same key, e.g. after a wrong PIN). The provider is charged
 * with the same key, so a retry after a crash between charge and grant charges once.
 */
export const subscriptionPurchases = pgTable(
  'subscription_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => subscriptionPackages.id),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('pending').$type<PurchaseStatus>(),
    walletAddress: text('wallet_address').notNull(),
    providerPaymentId: text('provider_payment_id'),
    failureCode: text('failure_code'),
    userSubscriptionId: integer('user_subscription_id').references(() => userSubscriptions.id),
    nftStatus: text('nft_status').notNull().default('none').$type<NftStatus>(),
    nftTokenId: text('nft_token_id'),
    nftContractAddress: text('nft_contract_address'),
    nftAttemptAt: timestamp('nft_attempt_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A reconcile run holds this pending purchase until then (one replica asks the provider). */
    reconcileLeaseUntil: timestamp('reconcile_lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_purchases_user_key_uq').on(t.userId, t.idempotencyKey),
    index('subscription_purchases_user_idx').on(t.userId, t.createdAt),
    check('subscription_purchases_status', sql`${t.status} in ('pending', 'paid', 'failed')`),
  ],
);
