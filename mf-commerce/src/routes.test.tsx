import { describeRemoteRoutes, type RoutePage } from '@academy/testing';
import { routes } from './routes';
import en from './i18n/en.json';
import th from './i18n/th.json';

type Messages = typeof en;
const pages: RoutePage<Messages>[] = [
  ['subscriptions', 'subscriptions', (m) => m.subscriptions.title],
  ['checkout/:packageId', 'checkout/basic', (m) => m.checkout.title],
  ['payment-success', 'payment-success', (m) => m.paymentSuccess.title],
  ['redeem', 'redeem', (m) => m.redeem.title],
  ['redeem/history', 'redeem/history', (m) => m.redeemHistory.title],
  ['rewards/tracking', 'rewards/tracking', (m) => m.tracking.title],
  ['coupons', 'coupons', (m) => m.coupons.title],
];

describeRemoteRoutes('commerce', routes, pages, { en, th: th as Messages });
