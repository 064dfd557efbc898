import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/platform';
import { accountUser, renderRoutes, sessionAnswer } from '@academy/testing';
import { routes } from '../../routes';
import { mockApi, pro, purchaseResponse, starter, type SeenRequest } from '../../test/subscriptions-api-mock';

const signedIn = () =>
  act(() => useSessionStore.setState({ user: { id: 1, point: 0, kub: 0, subscription: null, bkNext: null } }));

const me = accountUser({
  id: 1,
  email: 'a@b.test',
  point: 120,
  kub: 1.2,
  subscription: {
    active: true,
    packageName: 'Pro',
    startDate: '2026-06-01T00:00:00.000Z',
    endDate: '2026-08-30T00:00:00.000Z',
  },
  name: 'A',
  surname: null,
  walletAddressBitkubNext: '0x1',
  kycStatus: 'verified',
});

const box = (n: number) => screen.getByLabelText(`PIN digit ${n} of 6`);

async function openCheckout(url = '/en/checkout/2') {
  renderRoutes(routes, url);
  await screen.findByTestId('checkout-package', {}, { timeout: 5000 });
  signedIn();
  return userEvent.setup();
}

async function typePin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  await user.click(box(1));
  if (pin) await user.keyboard(pin);
}

jest.setTimeout(30_000);

describe('checkout', () => {
  it('shows the order summary of the package', async () => {
    mockApi({ 'GET /client/subscriptions': { data: [starter, pro] } });
    await openCheckout();
    expect(screen.getByTestId('checkout-package')).toHaveTextContent('Pro');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$12.00');
    expect(screen.getByText('90 days of membership')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $12.00' })).toBeInTheDocument();
  });

  it('says when the package is not on offer', async () => {
    mockApi({ 'GET /client/subscriptions': { data: [starter] } });
    renderRoutes(routes, '/en/checkout/99');
    expect(await screen.findByText('This package is not on offer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See packages' })).toHaveAttribute('href', '/en/subscriptions');
  });

  it('requires the six digits before anything is sent', async () => {
    const api = mockApi({ 'GET /client/subscriptions': { data: [pro] } });
    const user = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Pay $12.00' }));
    expect(await screen.findByText('Please enter your PIN')).toBeInTheDocument();
    await typePin(user, '12345');
    await user.click(screen.getByRole('button', { name: 'Pay $12.00' }));
    expect(await screen.findByText('PIN must be exactly 6 digits')).toBeInTheDocument();
    expect(api.called('POST /client/user-subscription-infos')).toHaveLength(0);
  });

  it('a wrong PIN shows the error and clears the boxes; the retry reuses the order key; success goes to payment success and refreshes the header', async () => {
    const bodies: SeenRequest[] = [];
    const api = mockApi({
      'GET /client/subscriptions': { data: [pro] },
      'POST /client/user-subscription-infos': (request) => {
        bodies.push(request);
        const body = request.body as { pin: string };
        return body.pin === '123456'
          ? { status: 201, data: purchaseResponse(pro) }
          : { status: 422, data: { statusCode: 422, code: 'PAYMENT_PIN_INVALID', message: 'x', remainingAttempts: 2 } };
      },
      'GET /client/user-clients/session': { data: sessionAnswer(me) },
    });
    const user = await openCheckout();
    await typePin(user, '000000');
    await user.click(screen.getByRole('button', { name: 'Pay $12.00' }));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('The PIN is incorrect. Please try again.');
    expect(box(1)).toHaveValue('');

    await typePin(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Pay $12.00' }));
    expect(await screen.findByTestId('payment-success-page')).toBeInTheDocument();
    expect(screen.getByTestId('payment-success-summary')).toHaveTextContent('Pro');
    expect(screen.getByText('Your NFT member card #42 is in your wallet.')).toBeInTheDocument();

    expect(bodies).toHaveLength(2);
    const [first, second] = bodies as [SeenRequest, SeenRequest];
    expect(first.body).toMatchObject({ subscription: 2, pin: '000000' });
    const key = (first.body as { idempotencyKey: string }).idempotencyKey;
    expect(key.length).toBeGreaterThanOrEqual(8);
    expect((second.body as { idempotencyKey: string }).idempotencyKey).toBe(key);
    expect(second.headers['Idempotency-Key']).toBe(key);
    expect(api.called('GET /client/user-clients/session')).toHaveLength(1);
    expect(useSessionStore.getState().user?.point).toBe(120);
    expect(useSessionStore.getState().user?.subscription).toMatchObject({ active: true, packageName: 'Pro' });
  });

  it('no linked wallet: the localized message and a link to the profile', async () => {
    mockApi({
      'GET /client/subscriptions': { data: [pro] },
      'POST /client/user-subscription-infos': {
        status: 409,
        data: { statusCode: 409, code: 'PAYMENT_WALLET_NOT_LINKED', message: 'x' },
      },
    });
    renderRoutes(routes, '/th/checkout/2');
    await screen.findByTestId('checkout-package', {}, { timeout: 5000 });
    signedIn();
    const user = userEvent.setup();
    fireEvent.paste(screen.getByLabelText('PIN หลักที่ 1 จาก 6'), { clipboardData: { getData: () => '123456' } });
    await user.click(screen.getByRole('button', { name: /^ชำระ/ }));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('กรุณาเชื่อมบัญชีกระดานเทรด');
    expect(screen.getByRole('link', { name: 'เชื่อมบัญชีกระดานเทรด' })).toHaveAttribute('href', '/th/profile');
  });

  it('locked after too many wrong PINs: says so', async () => {
    mockApi({
      'GET /client/subscriptions': { data: [pro] },
      'POST /client/user-subscription-infos': {
        status: 423,
        data: { statusCode: 423, code: 'PAYMENT_PIN_LOCKED', message: 'x' },
      },
    });
    const user = await openCheckout();
    await typePin(user, '999999');
    await user.click(screen.getByRole('button', { name: 'Pay $12.00' }));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('Payment is locked for 15 minutes');
  });

  it('asks a visitor to log in instead of paying', async () => {
    const api = mockApi({ 'GET /client/subscriptions': { data: [pro] } });
    renderRoutes(routes, '/en/checkout/2');
    await screen.findByTestId('checkout-package', {}, { timeout: 5000 });
    const user = userEvent.setup();
    await typePin(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Pay $12.00' }));
    expect(useSessionStore.getState().settings.isOpenModelLogin).toBe(true);
    expect(api.called('POST /client/user-subscription-infos')).toHaveLength(0);
  });

  it('keeps the order key in the URL: a reload pays the same order', async () => {
    const api = mockApi({
      'GET /client/subscriptions': { data: [pro] },
      'POST /client/user-subscription-infos': {
        status: 422,
        data: { statusCode: 422, code: 'PAYMENT_PIN_INVALID', message: 'x' },
      },
    });
    const first = renderRoutes(routes, '/en/checkout/2');
    await screen.findByTestId('checkout-package', {}, { timeout: 5000 });
    const key = new URLSearchParams(first.router.state.location.search).get('order');
    expect(key).toMatch(/^[\w-]{8,}$/);
    first.unmount();

    const reloaded = await openCheckout(`/en/checkout/2?order=${key}`);
    await typePin(reloaded, '000000');
    await reloaded.click(screen.getByRole('button', { name: 'Pay $12.00' }));
    await screen.findByTestId('payment-error');
    const [sent] = api.called('POST /client/user-subscription-infos');
    expect(sent?.body).toMatchObject({ idempotencyKey: key, amountCents: 1200, subscription: 2 });
  });

  it('a reloaded order that is already paid says so and cannot be paid again', async () => {
    const api = mockApi({
      'GET /client/subscriptions': { data: [pro] },
      'GET /client/user-subscription-infos/orders/paid-order-key': {
        data: { ...purchaseResponse(pro).purchase, orderKey: 'paid-order-key', expiresAt: null, expired: false },
      },
    });
    await openCheckout('/en/checkout/2?order=paid-order-key');
    expect(await screen.findByTestId('order-already-paid')).toHaveTextContent('This order is already paid');
    expect(screen.getByRole('link', { name: 'View my subscription' })).toHaveAttribute('href', '/en/profile');
    expect(screen.getByRole('button', { name: 'Pay $12.00' })).toBeDisabled();
    expect(api.called('POST /client/user-subscription-infos')).toHaveLength(0);
  });

  it('an expired order on reload is replaced by a new one', async () => {
    mockApi({
      'GET /client/subscriptions': { data: [pro] },
      'GET /client/user-subscription-infos/orders/old-order-key': {
        data: {
          ...purchaseResponse(pro).purchase,
          status: 'failed',
          orderKey: 'old-order-key',
          expiresAt: '2026-06-01T00:15:00.000Z',
          expired: true,
        },
      },
    });
    const { router } = renderRoutes(routes, '/en/checkout/2?order=old-order-key');
    await screen.findByTestId('checkout-package', {}, { timeout: 5000 });
    signedIn();
    await waitFor(() => {
      const key = new URLSearchParams(router.state.location.search).get('order');
      expect(key).not.toBe('old-order-key');
      expect(key).toMatch(/^[\w-]{8,}$/);
    });
  });

  it('a changed price: the message (Thai), the new price, and a new order for the next try', async () => {
    let price = 1200;
    const api = mockApi({
      'GET /client/subscriptions': () => ({ data: [{ ...pro, price }] }),
      'POST /client/user-subscription-infos': () => {
        price = 1500;
        return { status: 409, data: { statusCode: 409, code: 'ORDER_PRICE_CHANGED', message: 'x' } };
      },
    });
    const { router } = renderRoutes(routes, '/th/checkout/2?order=first-order-key');
    await screen.findByTestId('checkout-package', {}, { timeout: 5000 });
    signedIn();
    const user = userEvent.setup();
    fireEvent.paste(screen.getByLabelText('PIN หลักที่ 1 จาก 6'), { clipboardData: { getData: () => '123456' } });
    await user.click(screen.getByRole('button', { name: /^ชำระ/ }));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('ราคาของแพ็กเกจนี้เปลี่ยนแล้ว');
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('15.00'));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('order')).not.toBe('first-order-key'),
    );
    expect(api.called('POST /client/user-subscription-infos')[0]?.body).toMatchObject({
      idempotencyKey: 'first-order-key',
      amountCents: 1200,
    });
  });
});
