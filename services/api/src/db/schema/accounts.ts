import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Single-use email links (verify-email, reset-password): only the SHA-256 of the token is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().$type<'verify-email' | 'reset-password'>(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

/** A user's saved items (type 'blog' + the blog id); UNSAVED rows are kept (idempotent toggles). */
export const favorites = pgTable(
  'favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().$type<'blog'>(),
    itemId: integer('item_id').notNull(),
    status: text('status').notNull().$type<'SAVED' | 'UNSAVED'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_user_type_item_uq').on(t.userId, t.type, t.itemId),
    index('favorites_user_status_idx').on(t.userId, t.status, t.updatedAt),
  ],
);

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    topic: text('topic').notNull().$type<'content-request' | 'feedback'>(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedbacks_created_at_idx').on(t.createdAt)],
);

/** The 77 Thai provinces (seeded at start-up from src/db/seed/provinces.ts). */
export const provinces = pgTable('provinces', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
});

/**
 * The exchange's tokens of a linked user, kept by the API (never sent to the browser) and
 * encrypted at rest (AES-256-GCM, src/lib/secret-box.ts, key EXCHANGE_TOKEN_KEY).
 */
export const exchangeTokens = pgTable('exchange_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessTokenSealed: text('access_token_sealed').notNull(),
  refreshTokenSealed: text('refresh_token_sealed'),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An exchange sign-on waiting for the owner of an existing account to link it (docs/accounts.md "Exchange
 * sign-on"): the exchange identity and its tokens (sealed like exchange_tokens), the one-time mail
 * token and the browser binding cookie, both stored as SHA-256 only. Used once (used_at).
 */
export const exchangeLinkRequests = pgTable(
  'exchange_link_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exchangeUserId: text('exchange_user_id').notNull(),
    /** What GET /api/v1/me and the KYC prefill said at sign-on (ExchangeMe + prefill). */
    identity: jsonb('identity').notNull().$type<Record<string, unknown>>(),
    accessTokenSealed: text('access_token_sealed').notNull(),
    refreshTokenSealed: text('refresh_token_sealed'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    browserHash: text('browser_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('exchange_link_requests_user_idx').on(t.userId)],
);
