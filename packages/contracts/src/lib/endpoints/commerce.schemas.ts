import { z } from 'zod';
import {
  couponCheckQuerySchema,
  couponCheckSchema,
  couponRedeemRequestSchema,
  couponRedeemSchema,
  deliveryAddressSchema,
  pageQuerySchema,
  redeemHistoriesSchema,
  redeemsAvailableSchema,
  redeemSubmitResponseSchema,
  rewardTrackingSchema,
  rewardTrackingsSchema,
} from '../redeem';
import {
  idempotencyKeySchema,
  subscriptionOrderSchema,
  subscriptionPackageListSchema,
  subscriptionPurchaseRequestSchema,
  subscriptionPurchaseResponseSchema,
} from '../subscriptions';
import type { CommerceShapes } from './commerce';
import { idParams } from './common.schemas';
import type { SchemasOf } from './endpoint';

// The schemas of `commerceEndpoints`, loaded on first use (see endpoint.ts).
type Of<Name extends keyof CommerceShapes> = SchemasOf<CommerceShapes[Name]>;

const id = idParams;

export const redeemsAvailable: Of<'redeemsAvailable'> = { response: redeemsAvailableSchema };
export const submitRedeem: Of<'submitRedeem'> = { params: id, response: redeemSubmitResponseSchema };
export const redeemHistories: Of<'redeemHistories'> = { query: pageQuerySchema, response: redeemHistoriesSchema };
export const rewardTrackings: Of<'rewardTrackings'> = { query: pageQuerySchema, response: rewardTrackingsSchema };
export const updateDeliveryAddress: Of<'updateDeliveryAddress'> = {
  params: id,
  body: deliveryAddressSchema,
  response: rewardTrackingSchema,
};
export const checkCoupon: Of<'checkCoupon'> = { query: couponCheckQuerySchema, response: couponCheckSchema };
export const redeemCoupon: Of<'redeemCoupon'> = { body: couponRedeemRequestSchema, response: couponRedeemSchema };
export const subscriptionPackages: Of<'subscriptionPackages'> = { response: subscriptionPackageListSchema };
export const purchaseSubscription: Of<'purchaseSubscription'> = {
  body: subscriptionPurchaseRequestSchema,
  response: subscriptionPurchaseResponseSchema,
};
export const subscriptionOrder: Of<'subscriptionOrder'> = {
  params: z.object({ orderKey: idempotencyKeySchema }),
  response: subscriptionOrderSchema,
};
