import { screen } from '@testing-library/react';
import { remoteOwnsRoutePath } from '@academy/contracts';
import { renderRoutes } from '@academy/testing';
import { routes } from './routes';
import en from './i18n/en.json';
import th from './i18n/th.json';

type Messages = typeof en;
const pages: [string, string, (m: Messages) => string][] = [
  ['subscriptions', 'subscriptions', (m) => m.subscriptions.title],
  ['checkout/:packageId', 'checkout/basic', (m) => m.checkout.title],
  ['payment-success', 'payment-success', (m) => m.paymentSuccess.title],
  ['redeem', 'redeem', (m) => m.redeem.title],
  ['redeem/history', 'redeem/history', (m) => m.redeemHistory.title],
  ['rewards/tracking', 'rewards/tracking', (m) => m.tracking.title],
  ['coupons', 'coupons', (m) => m.coupons.title],
];

describe('commerce routes', () => {
  it('only claims paths under the prefixes the route table gives the commerce remote', () => {
    for (const route of routes) expect(remoteOwnsRoutePath('commerce', route.path)).toBe(true);
  });

  it('has a page test for every route', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(pages.map(([path]) => path).sort());
  });

  it.each(pages)('renders %s with its h1 in English and in Thai', async (_path, url, title) => {
    expect(title(th as Messages)).not.toBe(title(en));
    const { unmount } = renderRoutes(routes, `/en/${url}`);
    expect(await screen.findByRole('heading', { level: 1, name: title(en) })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    unmount();
    renderRoutes(routes, `/th/${url}`);
    expect(await screen.findByRole('heading', { level: 1, name: title(th as Messages) })).toBeInTheDocument();
  });
});
