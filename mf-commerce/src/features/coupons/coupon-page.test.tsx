import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { accountUser, mockApi, sessionAnswer } from '@academy/testing';

jest.setTimeout(30_000);

// Compile the lazy pages up front: a cold page's first render can outlast findBy's timeout on a busy machine.
beforeAll(async () => {
  await Promise.all(routes.map((route) => (typeof route.lazy === 'function' ? route.lazy() : null)));
}, 60_000);

const invalid = { status: 404, data: { statusCode: 404, code: 'COUPON_INVALID', message: 'This coupon is invalid.' } };
const welcome = { code: 'WELCOME100', points: 100, packageName: null, expiresAt: '2026-12-31T16:59:59.999Z' };

async function open(lang = 'en') {
  renderRoutes(routes, `/${lang}/coupons`);
  await screen.findByTestId('coupon-page', {}, { timeout: 10_000 });
  act(() => useSessionStore.setState({ user: { id: 1, point: 20, kub: 0.2, subscription: null, bkNext: null } }));
  return userEvent.setup();
}

afterEach(() => act(() => useSessionStore.setState({ user: null })));

describe('coupon page', () => {
  it('requires a code (blank counts as empty) and refuses a malformed one without a call', async () => {
    const api = mockApi({});
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Please enter a coupon code')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Coupon code'), 'not a code!');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('This coupon is invalid.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('checks, then redeems, and refreshes the header points', async () => {
    const api = mockApi({
      'GET /client/coupon-codes/check': { data: welcome },
      'POST /client/coupon-codes/redeem': { data: { ...welcome, point: 120 } },
      'GET /client/user-clients/session': { data: sessionAnswer(accountUser({ id: 1, point: 120, kub: 1.2 })) },
    });
    const user = await open();
    await user.type(screen.getByLabelText('Coupon code'), 'welcome100');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByTestId('coupon-checked')).toHaveTextContent('WELCOME100 gives you 100 points.');
    expect(api.called('GET /client/coupon-codes/check')).toHaveLength(1);
    expect(api.called('POST /client/coupon-codes/redeem')).toHaveLength(0);
    await user.click(screen.getByTestId('coupon-redeem'));
    expect(await screen.findByTestId('coupon-success')).toHaveTextContent('100 points added. You now have 120 points.');
    expect(api.called('POST /client/coupon-codes/redeem')[0]?.body).toEqual({ code: 'WELCOME100' });
    expect(useSessionStore.getState().user).toMatchObject({ point: 120, kub: 1.2 });
  });

  it('says "This coupon is invalid." for an unknown, expired or used coupon', async () => {
    mockApi({ 'GET /client/coupon-codes/check': invalid });
    const user = await open();
    await user.type(screen.getByLabelText('Coupon code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByTestId('coupon-error')).toHaveTextContent('This coupon is invalid.');
    expect(screen.queryByTestId('coupon-redeem')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in first', async () => {
    const api = mockApi({});
    renderRoutes(routes, '/en/coupons');
    await screen.findByTestId('coupon-page', {}, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Coupon code'), 'WELCOME100');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(useSessionStore.getState().settings.isOpenModelLogin).toBe(true);
    expect(api.calls).toHaveLength(0);
  });
});
