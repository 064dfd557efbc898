import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Accounts kept locally (spec section 3, "User"). Emails are stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    name: text('name'),
    surname: text('surname'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    province: text('province'),
    postcode: text('postcode'),
    remark: text('remark'),
    phishingWords: text('phishing_words'),
    walletAddress: text('wallet_address'),
    walletAddressBitkubNext: text('wallet_address_bitkub_next'),
    bkNext: jsonb('bk_next').$type<Record<string, unknown>>(),
    kycStatus: text('kyc_status').notNull().default('unverified'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    agreeToUpdate: boolean('agree_to_update').notNull().default(false),
    point: integer('point').notNull().default(0),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** Start of the current wrong-password window (5 within 15 minutes lock the account). */
    failedLoginSince: timestamp('failed_login_since', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    profileImage: text('profile_image'),
    /** en | th: the language of the account's emails. */
    language: text('language').notNull().default('en'),
    /** The exchange's user id once linked (sign-on creates or links by it). */
    exchangeUserId: text('exchange_user_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_point_non_negative', sql`${t.point} >= 0`)],
);

/** Opaque bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Last request with this session (touched at most once a minute): idle past SESSION_IDLE_MINUTES ends it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Every change of users.point writes one row here (delta may be negative). */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    /**
     * What the entry is for, unique per user when set ('quiz:12', 'pop-quiz:7', 'redeem-refund:3'):
     * a second credit for the same thing is refused by the database, not by a prior read.
     */
    sourceKey: text('source_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_ledger_user_id_idx').on(t.userId, t.createdAt),
    uniqueIndex('point_ledger_user_source_uq').on(t.userId, t.sourceKey),
  ],
);
