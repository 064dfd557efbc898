import { z } from 'zod';
import { phoneNumberSchema, POSTCODE_PATTERN } from './accounts';
import { validationKey } from './validation-messages';
import { bilingualTextSchema } from './subscriptions';

/**
 * Redeem, reward tracking, coupon and points-history contracts (spec sections 3, 7, 8;
 * business-rules.md "Points, redeem and coupons"). Names come in both languages; the site
 * shows the one of its locale.
 */

const noNul = (value: string) => !value.includes('\u0000');
/** A trimmed outside string: 1..max characters, no NUL byte. */
const text = (max: number) =>
  z
    .string({ error: validationKey('required') })
    .trim()
    .min(1, validationKey('required'))
    .max(max, validationKey('tooLong'))
    .refine(noNul, validationKey('invalidText'));

export const rewardTypes = ['crypto', 'physical', 'subscription'] as const;
export const rewardTypeSchema = z.enum(rewardTypes);
export type RewardType = z.infer<typeof rewardTypeSchema>;

export const rewardTrackingStatuses = [
  'pending',
  'completed',
  'failed',
  'waiting-address',
  'preparing',
  'shipped',
  'delivered',
] as const;
export const rewardTrackingStatusSchema = z.enum(rewardTrackingStatuses);
export type RewardTrackingStatus = z.infer<typeof rewardTrackingStatusSchema>;

/** The steps each kind goes through, in order (the tracking timeline). */
export const rewardTrackingSteps: Record<RewardType, readonly RewardTrackingStatus[]> = {
  crypto: ['pending', 'completed'],
  physical: ['waiting-address', 'preparing', 'shipped', 'delivered'],
  subscription: ['completed'],
};

/** One entry of GET /client/redeems-available. Per-user fields are null for a visitor. */
export const redeemAvailableSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: rewardTypeSchema,
  name: bilingualTextSchema,
  description: bilingualTextSchema,
  pointCost: z.number().int(),
  /** KKUB paid to the wallet (crypto rewards; 100 points = 1 KKUB). */
  amountKkub: z.number().nullable(),
  totalQuota: z.number().int(),
  remaining: z.number().int(),
  perUserLimit: z.number().int().nullable(),
  perDayLimit: z.number().int().nullable(),
  aPlusOnly: z.boolean(),
  /** Subscription rewards: the package they activate. */
  packageName: z.string().nullable(),
  /** Times this user may still redeem it (null: no total limit, or a visitor). */
  timesLeft: z.number().int().nullable(),
  /** Times left today for this user (null: no daily limit, or a visitor). */
  perDayLeft: z.number().int().nullable(),
  /** The user has the points for it (null for a visitor). */
  affordable: z.boolean().nullable(),
});
export type RedeemAvailable = z.infer<typeof redeemAvailableSchema>;
export const redeemsAvailableSchema = z.array(redeemAvailableSchema);

export const deliveryAddressSchema = z.object({
  name: text(100),
  surname: text(100),
  phoneNumber: phoneNumberSchema,
  address: text(500),
  province: text(100),
  postcode: z.string().trim().regex(POSTCODE_PATTERN, validationKey('postcodeInvalid')),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;
/** The stored address as answered (no transforms: response schemas only describe). */
export const deliveryAddressOutSchema = z.object({
  name: z.string(),
  surname: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  province: z.string(),
  postcode: z.string(),
});

export const rewardTrackingSchema = z.object({
  id: z.number().int(),
  source: z.enum(['redeem', 'quiz', 'pop-quiz']),
  sourceId: z.number().int(),
  kind: rewardTypeSchema,
  status: rewardTrackingStatusSchema,
  rewardName: bilingualTextSchema,
  points: z.number().int(),
  amountKkub: z.number().nullable(),
  walletAddress: z.string().nullable(),
  deliveryAddress: deliveryAddressOutSchema.nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  history: z.array(z.object({ status: rewardTrackingStatusSchema, at: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RewardTracking = z.infer<typeof rewardTrackingSchema>;
export const rewardTrackingsSchema = z.array(rewardTrackingSchema);

/** One row of GET /client/redeem-histories (newest first). */
export const redeemHistorySchema = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  rewardName: bilingualTextSchema,
  type: rewardTypeSchema,
  points: z.number().int(),
  redeemedAt: z.string(),
  refunded: z.boolean(),
  trackingId: z.number().int().nullable(),
  status: rewardTrackingStatusSchema.nullable(),
});
export type RedeemHistory = z.infer<typeof redeemHistorySchema>;
export const redeemHistoriesSchema = z.array(redeemHistorySchema);

/** POST /client/redeems/{id}/submit */
export const redeemSubmitResponseSchema = z.object({
  redeem: redeemHistorySchema,
  tracking: rewardTrackingSchema,
  /** The user's points after the redeem. */
  point: z.number().int(),
});
export type RedeemSubmitResponse = z.infer<typeof redeemSubmitResponseSchema>;

/** Strapi-style paging shared by the history lists. */
export const pageQuerySchema = z.object({
  _start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  _limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const couponCodeSchema = z
  .string({ error: validationKey('couponRequired') })
  .trim()
  .min(1, validationKey('couponRequired'))
  .max(64, validationKey('couponInvalid'))
  .regex(/^[A-Za-z0-9_-]+$/, validationKey('couponInvalid'))
  .transform((value) => value.toUpperCase());

/** GET /client/coupon-codes/check?code= */
export const couponCheckQuerySchema = z.object({ code: couponCodeSchema });
export const couponCheckSchema = z.object({
  code: z.string(),
  points: z.number().int().nullable(),
  packageName: z.string().nullable(),
  expiresAt: z.string(),
});
export type CouponCheck = z.infer<typeof couponCheckSchema>;

/** POST /client/coupon-codes/redeem */
export const couponRedeemRequestSchema = z.object({ code: couponCodeSchema });
export type CouponRedeemRequest = z.input<typeof couponRedeemRequestSchema>;
export const couponRedeemSchema = couponCheckSchema.extend({
  /** The user's points after the coupon. */
  point: z.number().int(),
});
export type CouponRedeem = z.infer<typeof couponRedeemSchema>;

/** GET /client/v2/profile/points-history: ledger entries, newest first. */
export const pointsHistoryEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  reason: z.string(),
  sourceKey: z.string().nullable(),
  createdAt: z.string(),
});
export type PointsHistoryEntry = z.infer<typeof pointsHistoryEntrySchema>;
export const pointsHistorySchema = z.object({
  items: z.array(pointsHistoryEntrySchema),
  total: z.number().int().nonnegative(),
});
export type PointsHistory = z.infer<typeof pointsHistorySchema>;
