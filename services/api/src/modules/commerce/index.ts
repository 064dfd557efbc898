// The commerce domain's public face: what app.ts, the plugins, the operator CLI and other domains
// may import (src/modules/<domain>/index.ts only; test/module-boundaries.test.ts checks it).
export { default as couponRoutes } from './coupons/routes.ts';
export { couponsRepository } from './coupons/repository.ts';
export { entitlementsRepository, type EntitlementsRepository } from './entitlements/repository.ts';
export { default as payoutsPlugin } from './payouts/worker.ts';
export { enqueuePayout, payoutJobsRepository } from './payouts/repository.ts';
export { payoutWallet } from './payouts/payout-wallet.ts';
export { pointsRepository } from './points/repository.ts';
export { default as redeemRoutes } from './redeems/routes.ts';
export { redeemsRepository } from './redeems/repository.ts';
export { default as rewardTrackingRoutes } from './reward-trackings/routes.ts';
export { rewardTrackingsRepository, type RewardTrackingsRepository } from './reward-trackings/repository.ts';
export { default as paymentsPlugin } from './subscriptions/payments-plugin.ts';
export { default as subscriptionRoutes } from './subscriptions/routes.ts';
export { default as userSubscriptionInfoRoutes } from './subscriptions/info-routes.ts';
export { subscriptionsRepository } from './subscriptions/repository.ts';
