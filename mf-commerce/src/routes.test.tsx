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

// Compile every lazy page once up front: the first render of a cold page can outlast findBy's timeout.
beforeAll(async () => {
  await Promise.all(routes.map((route) => (typeof route.lazy === 'function' ? route.lazy() : null)));
}, 60_000);

describeRemoteRoutes('commerce', routes, pages, { en, th: th as Messages });
