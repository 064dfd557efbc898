import { z } from 'zod';
import { PIN_LENGTH } from './constants';
import { userSubscriptionInfoSchema } from './accounts';
import { validationKey } from './validation-messages';

const noNul = (value: string) => !value.includes('\u0000');

/** A bilingual text of the catalogue. */
export const bilingualTextSchema = z.object({ en: z.string(), th: z.string() });

/** GET /client/subscriptions: one package on offer now (content/subscriptions/packages.yaml). */
export const subscriptionPackageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: bilingualTextSchema,
  description: bilingualTextSchema,
  /** USD cents (500 = $5.00). */
  price: z.number().int().positive(),
  currency: z.literal('USD'),
  durationDays: z.number().int().positive(),
  hintCount: z.number().int().nonnegative(),
  mainQuizCount: z.number().int().nonnegative(),
  earnPoints: z.boolean(),
  unlimitedExclusive: z.boolean(),
  nftMembershipCard: z.boolean(),
  /** The offer's validity ("validtime"): from (inclusive) until (exclusive); null = open. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type SubscriptionPackage = z.infer<typeof subscriptionPackageSchema>;
export const subscriptionPackageListSchema = z.array(subscriptionPackageSchema);

/** The membership NFT minted for a package with the NFT flag. */
export const nftMemberCardSchema = z.object({
  status: z.enum(['pending', 'minted', 'failed']),
  tokenId: z.string().nullable(),
  contractAddress: z.string().nullable(),
  walletAddress: z.string(),
  holder: z.string(),
  packageName: z.string().nullable(),
  validUntil: z.string().nullable(),
  mintedAt: z.string().nullable(),
});
export type NftMemberCard = z.infer<typeof nftMemberCardSchema>;

/** GET /client/user-subscription-infos/detail: the signed-in user's info (+ the NFT card, if any). */
export const userSubscriptionDetailSchema = userSubscriptionInfoSchema.extend({
  nftCard: nftMemberCardSchema.nullable(),
});
export type UserSubscriptionDetail = z.infer<typeof userSubscriptionDetailSchema>;

/** One period bought or granted (GET .../detail-all-subscription, GET .../{id}). */
export const subscriptionPeriodSchema = z.object({
  id: z.number().int(),
  packageSlug: z.string().nullable(),
  packageName: z.string().nullable(),
  startDay: z.string(),
  endDay: z.string(),
  active: z.boolean(),
  mainQuizCount: z.number().int(),
  hintCount: z.number().int(),
  unlimitedExclusive: z.boolean(),
  earnPoints: z.boolean(),
  nftMembershipCard: z.boolean(),
  createdAt: z.string(),
});
export type SubscriptionPeriod = z.infer<typeof subscriptionPeriodSchema>;
export const subscriptionPeriodListSchema = z.array(subscriptionPeriodSchema);

/** Idempotency key of a purchase: the client makes one per order (a UUID) and resends it on retry. */
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[\w.:-]+$/, 'letters, digits, "_", "-", ".", ":" only');

/**
 * POST /client/user-subscription-infos: buy a package with the wallet PIN. The idempotency key
 * comes in the body or the `Idempotency-Key` header (one of them). The PIN's format (exactly
 * PIN_LENGTH digits) is checked by the API, which answers 400 PAYMENT_PIN_FORMAT.
 */
export const subscriptionPurchaseRequestSchema = z.object({
  subscription: z.number().int().positive().max(2_147_483_647),
  pin: z.string().max(64).refine(noNul, 'must not contain NUL'),
  idempotencyKey: idempotencyKeySchema.optional(),
  /** The price (USD cents) the buyer was shown: another price now is refused (ORDER_PRICE_CHANGED). */
  amountCents: z.number().int().nonnegative().max(100_000_000).optional(),
});
export type SubscriptionPurchaseRequest = z.infer<typeof subscriptionPurchaseRequestSchema>;

/** The PIN a form accepts (the same rule as the API's). */
export const paymentPinSchema = z
  .string({ error: validationKey('pinRequired') })
  .min(1, validationKey('pinRequired'))
  .regex(/^\d*$/, validationKey('pinDigits'))
  .length(PIN_LENGTH, validationKey('pinLength'));

export const subscriptionPurchaseSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed']),
  packageId: z.number().int(),
  packageName: bilingualTextSchema,
  amountCents: z.number().int(),
  currency: z.literal('USD'),
  paymentId: z.string().nullable(),
  paidAt: z.string().nullable(),
  period: subscriptionPeriodSchema.nullable(),
  nftStatus: z.enum(['none', 'pending', 'minting', 'minted', 'failed']),
  nftTokenId: z.string().nullable(),
});
export type SubscriptionPurchase = z.infer<typeof subscriptionPurchaseSchema>;

/**
 * GET /client/user-subscription-infos/orders/{orderKey}: an order the user already tried to pay
 * (404 when the key was never used), and until when it may be paid (`expiresAt`, null once paid).
 */
export const subscriptionOrderSchema = subscriptionPurchaseSchema.extend({
  orderKey: z.string(),
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
});
export type SubscriptionOrder = z.infer<typeof subscriptionOrderSchema>;

/** 201 (first capture) or 200 (a replay of the same idempotency key): the same purchase. */
export const subscriptionPurchaseResponseSchema = z.object({
  purchase: subscriptionPurchaseSchema,
  subscription: userSubscriptionDetailSchema,
  replayed: z.boolean(),
});
export type SubscriptionPurchaseResponse = z.infer<typeof subscriptionPurchaseResponseSchema>;

/** Error bodies of payment failures may say how many PIN attempts are left or until when it is locked. */
export const paymentErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  remainingAttempts: z.number().int().optional(),
  lockedUntil: z.string().optional(),
});
export type PaymentErrorBody = z.infer<typeof paymentErrorSchema>;
