import type {
  CouponCheck,
  CouponRedeem,
  CouponRedeemRequest,
  DeliveryAddressInput,
  RedeemAvailable,
  RedeemHistory,
  RedeemSubmitResponse,
  RewardTracking,
} from '../redeem';
import type {
  SubscriptionOrder,
  SubscriptionPackage,
  SubscriptionPurchaseRequest,
  SubscriptionPurchaseResponse,
} from '../subscriptions';
import type { z } from 'zod';
import type { pageQuerySchema } from '../redeem';
import type { Id, Paging } from './common';
import { endpoint } from './endpoint';

const schemas = () => import('./commerce.schemas');
/** Paging as the API reads it (defaults filled in). */
type PageRead = { query: z.output<typeof pageQuerySchema> };

/** What each commerce endpoint takes and answers (its schemas: commerce.schemas.ts). */
export interface CommerceShapes {
  redeemsAvailable: { response: RedeemAvailable[] };
  submitRedeem: { params: Id; response: RedeemSubmitResponse };
  redeemHistories: { query: Paging; response: RedeemHistory[]; parsed: PageRead };
  rewardTrackings: { query: Paging; response: RewardTracking[]; parsed: PageRead };
  updateDeliveryAddress: { params: Id; body: DeliveryAddressInput; response: RewardTracking };
  checkCoupon: { query: { code: string }; response: CouponCheck };
  redeemCoupon: { body: CouponRedeemRequest; response: CouponRedeem };
  subscriptionPackages: { response: SubscriptionPackage[] };
  purchaseSubscription: { body: SubscriptionPurchaseRequest; response: SubscriptionPurchaseResponse };
  subscriptionOrder: { params: { orderKey: string }; response: SubscriptionOrder };
}

const signedIn = ['UNAUTHORIZED'] as const;
const redeemRefusals = [
  'REDEEM_FAILED',
  'REDEEM_INSUFFICIENT_POINTS',
  'REDEEM_SUBSCRIPTION_REQUIRED',
  'REDEEM_LIMIT_EXCEEDED',
  'REDEEM_OUT_OF_REWARDS',
  'REDEEM_KYC_NEEDED',
  'REDEEM_WALLET_NOT_LINKED',
  'KYC_REQUIRED_REDEEM',
] as const;
const paymentRefusals = [
  'SUBSCRIPTION_NOT_AVAILABLE',
  'PAYMENT_PIN_FORMAT',
  'PAYMENT_PIN_INVALID',
  'PAYMENT_PIN_LOCKED',
  'PAYMENT_INSUFFICIENT_FUNDS',
  'PAYMENT_WALLET_NOT_LINKED',
  'PAYMENT_IDEMPOTENCY_KEY_REQUIRED',
  'PAYMENT_IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_FAILED',
  'PAYMENT_DECLINED',
  'ORDER_EXPIRED',
  'ORDER_PRICE_CHANGED',
] as const;

/** The commerce domain: rewards and redeems, coupons, subscription packages and their payment. */
export const commerceEndpoints = {
  redeemsAvailable: endpoint<CommerceShapes['redeemsAvailable']>({
    method: 'GET',
    path: '/client/redeems-available',
    errors: [],
    schemas: () => schemas().then((s) => s.redeemsAvailable),
  }),
  submitRedeem: endpoint<CommerceShapes['submitRedeem']>({
    method: 'POST',
    path: '/client/redeems/:id/submit',
    errors: [...signedIn, 'NOT_FOUND', ...redeemRefusals],
    schemas: () => schemas().then((s) => s.submitRedeem),
  }),
  redeemHistories: endpoint<CommerceShapes['redeemHistories']>({
    method: 'GET',
    path: '/client/redeem-histories',
    errors: [...signedIn],
    schemas: () => schemas().then((s) => s.redeemHistories),
  }),
  rewardTrackings: endpoint<CommerceShapes['rewardTrackings']>({
    method: 'GET',
    path: '/client/reward-trackings-user',
    errors: [...signedIn],
    schemas: () => schemas().then((s) => s.rewardTrackings),
  }),
  updateDeliveryAddress: endpoint<CommerceShapes['updateDeliveryAddress']>({
    method: 'PUT',
    path: '/client/reward-trackings/:id',
    errors: [...signedIn, 'NOT_FOUND', 'CONFLICT'],
    schemas: () => schemas().then((s) => s.updateDeliveryAddress),
  }),
  checkCoupon: endpoint<CommerceShapes['checkCoupon']>({
    method: 'GET',
    path: '/client/coupon-codes/check',
    errors: [...signedIn, 'COUPON_INVALID'],
    schemas: () => schemas().then((s) => s.checkCoupon),
  }),
  redeemCoupon: endpoint<CommerceShapes['redeemCoupon']>({
    method: 'POST',
    path: '/client/coupon-codes/redeem',
    errors: [...signedIn, 'COUPON_INVALID'],
    schemas: () => schemas().then((s) => s.redeemCoupon),
  }),
  subscriptionPackages: endpoint<CommerceShapes['subscriptionPackages']>({
    method: 'GET',
    path: '/client/subscriptions',
    errors: [],
    schemas: () => schemas().then((s) => s.subscriptionPackages),
  }),
  purchaseSubscription: endpoint<CommerceShapes['purchaseSubscription']>({
    method: 'POST',
    path: '/client/user-subscription-infos',
    errors: [...signedIn, ...paymentRefusals],
    schemas: () => schemas().then((s) => s.purchaseSubscription),
  }),
  subscriptionOrder: endpoint<CommerceShapes['subscriptionOrder']>({
    method: 'GET',
    path: '/client/user-subscription-infos/orders/:orderKey',
    errors: [...signedIn, 'NOT_FOUND'],
    schemas: () => schemas().then((s) => s.subscriptionOrder),
  }),
};
