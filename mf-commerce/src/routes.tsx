import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ThemeContext } from '@emotion/react';
import { useNavigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { reportSingletons } from '@academy/platform';
import './i18n';
import { packagesLoader } from './features/subscriptions/loaders';
import { redeemHistoryLoader, redeemListLoader, rewardTrackingLoader } from './features/redeem/loaders';

reportSingletons('commerce', { useState, createPortal, useNavigate, ThemeContext });

/** The routes this remote owns, relative to `/:lang` (prefixes from the contract's route table). */
export const routes: RouteObject[] = [
  {
    path: 'subscriptions',
    loader: packagesLoader,
    lazy: () =>
      import('./features/subscriptions/subscription-list-page').then((m) => ({ Component: m.SubscriptionListPage })),
  },
  {
    path: 'checkout/:packageId',
    loader: packagesLoader,
    lazy: () => import('./features/subscriptions/checkout-page').then((m) => ({ Component: m.CheckoutPage })),
  },
  {
    path: 'payment-success',
    lazy: () =>
      import('./features/subscriptions/payment-success-page').then((m) => ({ Component: m.PaymentSuccessPage })),
  },
  {
    path: 'redeem',
    loader: redeemListLoader,
    lazy: () => import('./features/redeem/redeem-list-page').then((m) => ({ Component: m.RedeemListPage })),
  },
  {
    path: 'redeem/history',
    loader: redeemHistoryLoader,
    lazy: () => import('./features/redeem/redeem-history-page').then((m) => ({ Component: m.RedeemHistoryPage })),
  },
  {
    path: 'rewards/tracking',
    loader: rewardTrackingLoader,
    lazy: () => import('./features/redeem/reward-tracking-page').then((m) => ({ Component: m.RewardTrackingPage })),
  },
  { path: 'coupons', lazy: () => import('./features/coupons/coupon-page').then((m) => ({ Component: m.CouponPage })) },
];
