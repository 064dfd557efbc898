import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { accountUser, mockApi, sessionAnswer } from '@academy/testing';
import { cryptoTracking, historyRow, kkub, shirt, shirtTracking } from '../../test/redeem-fixtures';

jest.setTimeout(30_000);

// Compile the lazy pages up front: a cold page's first render can outlast findBy's timeout on a busy machine.
beforeAll(async () => {
  await Promise.all(routes.map((route) => (typeof route.lazy === 'function' ? route.lazy() : null)));
}, 60_000);

const signIn = (kycStatus: 'verified' | 'unverified' = 'verified', point = 250) =>
  act(() =>
    useSessionStore.setState({
      user: {
        id: 1,
        point,
        kub: point / 100,
        subscription: null,
        bkNext: null,
        kycStatus,
        name: 'Somchai',
      },
    }),
  );

afterEach(() => act(() => useSessionStore.setState({ user: null })));

describe('redeem list', () => {
  it('states the points rate and links history and tracking, in both languages', async () => {
    mockApi({ 'GET /client/redeems-available': { data: [] } });
    const { unmount } = renderRoutes(routes, '/en/redeem');
    expect(await screen.findByTestId('points-rate')).toHaveTextContent('Every 100 points = 1 KKUB');
    expect(screen.getByRole('link', { name: 'Redeem history' })).toHaveAttribute('href', '/en/redeem/history');
    expect(screen.getByRole('link', { name: 'Reward tracking' })).toHaveAttribute('href', '/en/rewards/tracking');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No rewards to redeem right now');
    unmount();
    renderRoutes(routes, '/th/redeem');
    expect(await screen.findByTestId('points-rate')).toHaveTextContent('ทุก 100 คะแนน = 1 KKUB');
  });

  it('shows what the user can afford and the limits left; an unaffordable reward is off', async () => {
    mockApi({ 'GET /client/redeems-available': { data: [kkub, shirt] } });
    renderRoutes(routes, '/en/redeem');
    signIn();
    const card = await screen.findByTestId('reward-kkub-1');
    expect(card).toHaveTextContent('100 points');
    expect(card).toHaveTextContent('49 of 50 left');
    expect(card).toHaveTextContent('You can redeem it 4 more times');
    expect(card).toHaveTextContent('1 more time today');
    expect(within(card).getByRole('button', { name: 'Redeem 1 KKUB' })).toBeEnabled();
    const tee = screen.getByTestId('reward-academy-t-shirt');
    expect(tee).toHaveTextContent('Not enough points yet');
    expect(within(tee).getByRole('button', { name: 'Redeem Academy T-shirt' })).toBeDisabled();
    expect(screen.getByTestId('redeem-balance')).toHaveTextContent('You have 250 points');
  });

  it('confirms, redeems, refreshes the header points and opens the tracking', async () => {
    const api = mockApi({
      'GET /client/redeems-available': { data: [kkub] },
      'POST /client/redeems/1/submit': {
        data: {
          redeem: { ...historyRow, status: 'pending' },
          tracking: cryptoTracking,
          point: 150,
        },
      },
      'GET /client/user-clients/session': {
        data: sessionAnswer(accountUser({ id: 1, point: 150, kub: 1.5, kycStatus: 'verified' })),
      },
      'GET /client/reward-trackings-user': { data: [cryptoTracking] },
    });
    renderRoutes(routes, '/en/redeem');
    signIn();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Redeem 1 KKUB' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Redeem 1 KKUB for 100 points?');
    expect(dialog).toHaveTextContent('Your balance after: 150 points.');
    expect(api.called('POST /client/redeems/1/submit')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Redeem now' }));
    expect(await screen.findByTestId('reward-tracking-page')).toBeInTheDocument();
    expect(api.called('POST /client/redeems/1/submit')).toHaveLength(1);
    expect(useSessionStore.getState().user?.point).toBe(150);
    expect(await screen.findByTestId('tracking-11')).toHaveTextContent('Pending');
  });

  it('cancelling the dialog spends nothing', async () => {
    const api = mockApi({ 'GET /client/redeems-available': { data: [kkub] } });
    renderRoutes(routes, '/en/redeem');
    signIn();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Redeem 1 KKUB' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.called('POST /client/redeems/1/submit')).toHaveLength(0);
  });

  it('shows the catalogued message of a refused redeem', async () => {
    mockApi({
      'GET /client/redeems-available': { data: [kkub] },
      'POST /client/redeems/1/submit': {
        status: 409,
        data: {
          statusCode: 409,
          code: 'REDEEM_LIMIT_EXCEEDED',
          message: "You've exceeded the number of times you can redeem rewards",
        },
      },
    });
    renderRoutes(routes, '/en/redeem');
    signIn();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Redeem 1 KKUB' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Redeem now' }));
    expect(await screen.findByTestId('redeem-error')).toHaveTextContent(
      'You have redeemed this reward as many times as allowed.',
    );
  });

  it('asks a user without KYC to verify before redeeming', async () => {
    const api = mockApi({ 'GET /client/redeems-available': { data: [kkub] } });
    renderRoutes(routes, '/en/redeem');
    signIn('unverified');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Redeem 1 KKUB' }));
    expect(screen.queryByRole('dialog', { name: 'Confirm your redeem' })).not.toBeInTheDocument();
    expect(useSessionStore.getState().kycPrompt).toBe('redeem');
    expect(api.called('POST /client/redeems/1/submit')).toHaveLength(0);
  });

  it('shows an error state with a retry when the list fails', async () => {
    mockApi({
      'GET /client/redeems-available': { status: 500, data: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } },
    });
    renderRoutes(routes, '/en/redeem');
    expect(await screen.findByText('We could not load the rewards', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('redeem history', () => {
  it('asks a visitor to log in', async () => {
    mockApi({});
    renderRoutes(routes, '/en/redeem/history');
    expect(await screen.findByText('Log in to see your redeems')).toBeInTheDocument();
  });

  it('lists redeems with their status and a link to the tracking (th too)', async () => {
    mockApi({
      'GET /client/redeem-histories': {
        data: [historyRow, { ...historyRow, id: 6, status: 'failed', refunded: true }],
      },
    });
    const { unmount } = renderRoutes(routes, '/en/redeem/history');
    signIn();
    const row = await screen.findByTestId('redeem-history-5');
    expect(row).toHaveTextContent('1 KKUB');
    expect(row).toHaveTextContent('Completed');
    expect(within(row).getByRole('link', { name: 'Track 1 KKUB' })).toHaveAttribute(
      'href',
      '/en/rewards/tracking?id=11',
    );
    expect(screen.getByTestId('redeem-history-6')).toHaveTextContent('Points refunded');
    unmount();
    renderRoutes(routes, '/th/redeem/history');
    signIn();
    expect(await screen.findByTestId('redeem-history-5')).toHaveTextContent('สำเร็จ');
  });

  it('has an empty state', async () => {
    mockApi({ 'GET /client/redeem-histories': { data: [] } });
    renderRoutes(routes, '/en/redeem/history');
    signIn();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('You have not redeemed any rewards yet');
  });
});

describe('reward tracking', () => {
  it('draws each reward’s steps and moves a pending payout on by polling', async () => {
    let calls = 0;
    mockApi({
      'GET /client/reward-trackings-user': () => {
        calls += 1;
        return {
          data: [
            calls === 1
              ? cryptoTracking
              : {
                  ...cryptoTracking,
                  status: 'completed',
                  history: [...cryptoTracking.history, { status: 'completed', at: '2026-06-10T03:00:05.000Z' }],
                },
          ],
        };
      },
    });
    renderRoutes(routes, '/en/rewards/tracking');
    signIn();
    const card = await screen.findByTestId('tracking-11');
    expect(within(card).getByTestId('tracking-status')).toHaveTextContent('Pending');
    expect(within(card).getByTestId('step-reached-pending')).toBeInTheDocument();
    expect(within(card).getByTestId('step-completed')).toBeInTheDocument();
    await screen.findByTestId('step-reached-completed', {}, { timeout: 8000 });
    expect(within(screen.getByTestId('tracking-11')).getByTestId('tracking-status')).toHaveTextContent('Completed');
  });

  it('a failed payout says what came back: points refunded (redeem) or paid as points (pop quiz KKUB)', async () => {
    const failed = { ...cryptoTracking, status: 'failed' };
    mockApi({
      'GET /client/reward-trackings-user': {
        data: [
          failed,
          { ...failed, id: 12, source: 'pop-quiz', rewardName: { en: 'Pop quiz reward: 1 KKUB', th: 'x' } },
        ],
      },
    });
    renderRoutes(routes, '/en/rewards/tracking');
    signIn();
    expect(await screen.findByTestId('tracking-11')).toHaveTextContent(
      'The transfer failed; your points were refunded.',
    );
    expect(screen.getByTestId('tracking-12')).toHaveTextContent(
      'The transfer failed; you received its worth in points instead.',
    );
  });

  it('collects the delivery address of a physical reward (validated, prefilled)', async () => {
    const api = mockApi({
      'GET /client/reward-trackings-user': { data: [shirtTracking] },
      'PUT /client/reward-trackings/12': (request) => ({
        data: {
          ...shirtTracking,
          status: 'preparing',
          deliveryAddress: request.body,
          history: [...shirtTracking.history, { status: 'preparing', at: '2026-06-10T04:00:00.000Z' }],
        },
      }),
    });
    renderRoutes(routes, '/en/rewards/tracking');
    signIn();
    const card = await screen.findByTestId('tracking-12');
    expect(within(card).getByLabelText(/^Name/)).toHaveValue('Somchai');
    const user = userEvent.setup();
    await user.type(within(card).getByLabelText(/^Surname/), 'Jaidee');
    await user.type(within(card).getByLabelText(/^Phone number/), '0812345678');
    await user.type(within(card).getByLabelText(/^Address/), '99/1 Sukhumvit Road');
    await user.type(within(card).getByLabelText(/^Province/), 'Bangkok');
    await user.type(within(card).getByLabelText(/^Postcode/), '101');
    await user.click(within(card).getByRole('button', { name: 'Send address' }));
    expect(await within(card).findByText('Please enter a valid postcode')).toBeInTheDocument();
    expect(api.called('PUT /client/reward-trackings/12')).toHaveLength(0);
    await user.type(within(card).getByLabelText(/^Postcode/), '10');
    await user.click(within(card).getByRole('button', { name: 'Send address' }));
    await screen.findByText(/^Preparing$/, { selector: '[data-testid="tracking-status"] *' }).catch(() => undefined);
    expect(api.called('PUT /client/reward-trackings/12')).toHaveLength(1);
    expect(api.called('PUT /client/reward-trackings/12')[0]?.body).toMatchObject({
      postcode: '10110',
      surname: 'Jaidee',
    });
  });

  it('has an empty state and a login prompt', async () => {
    mockApi({ 'GET /client/reward-trackings-user': { data: [] } });
    const { unmount } = renderRoutes(routes, '/en/rewards/tracking');
    expect(await screen.findByText('Log in to track your rewards')).toBeInTheDocument();
    unmount();
    renderRoutes(routes, '/th/rewards/tracking');
    signIn();
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('ยังไม่มีรางวัลให้ติดตาม');
  });
});
