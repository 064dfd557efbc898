import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RedeemAvailable, RewardTracking } from '@academy/contracts';
import { queryClient, useSessionStore } from '@academy/platform';
import { accountUser, mockApi, renderRoutes, sessionAnswer } from '@academy/testing';
import { routes } from './routes';
import { cryptoTracking, historyRow, kkub } from './test/redeem-fixtures';

// Issue 9 item 5: the header (session store: points, subscription) and every cached view refresh
// after a purchase, a redeem or a coupon; a redeem can activate a subscription and a coupon can grant a package.

jest.setTimeout(60_000);
beforeAll(async () => {
  await Promise.all(routes.map((route) => (typeof route.lazy === 'function' ? route.lazy() : null)));
}, 60_000);
afterEach(() => act(() => useSessionStore.setState({ user: null })));

/** The user after the change, as GET /client/user-clients/session answers it (made by the contract's schema). */
const sessionOf = (point: number) => ({
  data: sessionAnswer(
    accountUser({
      id: 1,
      point,
      kub: point / 100,
      kycStatus: 'verified',
      subscription: {
        active: true,
        packageName: 'Starter',
        startDate: '2026-06-01T00:00:00.000Z',
        endDate: '2026-07-01T00:00:00.000Z',
      },
    }),
  ),
});

const signIn = (point: number) =>
  act(() =>
    useSessionStore.setState({
      user: { id: 1, point, kub: point / 100, subscription: null, bkNext: null, kycStatus: 'verified' },
    }),
  );

/** Views of other remotes that a new subscription or new points change, cached before the action. */
const foreignKeys = [
  ['account', 'points-history', 1, 0],
  ['account', 'subscription', 1],
  ['quiz', 'list', 'exclusive'],
  ['content', 'article', 'layer-2-rollups'],
];
const seedForeignViews = () => foreignKeys.forEach((key) => queryClient.setQueryData(key, { seeded: true }));
const invalidated = () => foreignKeys.map((key) => queryClient.getQueryState(key)?.isInvalidated ?? false);

describe('after a redeem or a coupon', () => {
  it('a package coupon: the header shows the subscription and the points, every cached view is stale', async () => {
    const coupon = { code: 'FREEMONTH', points: null, packageName: 'Starter', expiresAt: '2026-12-31T16:59:59.999Z' };
    const api = mockApi({
      'GET /client/coupon-codes/check': { data: coupon },
      'POST /client/coupon-codes/redeem': { data: { ...coupon, point: 20 } },
      'GET /client/user-clients/session': sessionOf(20),
    });
    seedForeignViews();
    renderRoutes(routes, '/en/coupons');
    await screen.findByTestId('coupon-page', {}, { timeout: 10_000 });
    signIn(20);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Coupon code'), 'freemonth');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(await screen.findByTestId('coupon-redeem'));
    expect(await screen.findByTestId('coupon-success')).toBeInTheDocument();
    expect(api.called('GET /client/user-clients/session')).toHaveLength(1);
    expect(useSessionStore.getState().user?.subscription).toMatchObject({
      active: true,
      endDate: '2026-07-01T00:00:00.000Z',
    });
    expect(invalidated()).toEqual([true, true, true, true]);
  });

  it('a subscription reward redeemed: points down, subscription on, every cached view stale', async () => {
    const month: RedeemAvailable = {
      ...kkub,
      id: 3,
      slug: 'one-month-starter',
      type: 'subscription',
      name: { en: 'One month Starter', th: 'สตาร์ทเตอร์ 1 เดือน' },
      pointCost: 200,
      amountKkub: null,
      packageName: 'Starter',
    };
    const tracking: RewardTracking = {
      ...cryptoTracking,
      id: 13,
      kind: 'subscription',
      status: 'completed',
      rewardName: month.name,
      points: 200,
      amountKkub: null,
      walletAddress: null,
      history: [{ status: 'completed', at: '2026-06-10T03:00:00.000Z' }],
    };
    mockApi({
      'GET /client/redeems-available': { data: [month] },
      'POST /client/redeems/3/submit': {
        data: { redeem: { ...historyRow, id: 7, rewardId: 3, type: 'subscription', points: 200 }, tracking, point: 50 },
      },
      'GET /client/user-clients/session': sessionOf(50),
      'GET /client/reward-trackings-user': { data: [tracking] },
    });
    seedForeignViews();
    renderRoutes(routes, '/en/redeem');
    signIn(250);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Redeem One month Starter' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Redeem now' }));
    expect(await screen.findByTestId('reward-tracking-page')).toBeInTheDocument();
    expect(useSessionStore.getState().user).toMatchObject({ point: 50, subscription: { active: true } });
    expect(invalidated()).toEqual([true, true, true, true]);
  });

  it('the session refresh failing keeps the points the redeem answered', async () => {
    mockApi({
      'GET /client/redeems-available': { data: [kkub] },
      'POST /client/redeems/1/submit': { data: { redeem: historyRow, tracking: cryptoTracking, point: 150 } },
      'GET /client/reward-trackings-user': { data: [cryptoTracking] },
      // the session read is not answered (404)
    });
    renderRoutes(routes, '/en/redeem');
    signIn(250);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Redeem 1 KKUB' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Redeem now' }));
    expect(await screen.findByTestId('reward-tracking-page')).toBeInTheDocument();
    expect(useSessionStore.getState().user).toMatchObject({ point: 150, kub: 1.5, subscription: null });
  });
});
