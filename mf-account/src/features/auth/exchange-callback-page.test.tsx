import { act, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { EXCHANGE_TOKENS_KEY } from '../exchange/exchange-tokens';
import { PENDING_SIGN_ON_KEY, type PendingSignOn } from '../exchange/sign-on';
import { apiError, authResponse, mockApi, mockExchange, refreshRoutes } from '../../test/mock-http';

const pending = (overrides: Partial<PendingSignOn> = {}) =>
  sessionStorage.setItem(
    PENDING_SIGN_ON_KEY,
    JSON.stringify({ state: 'good-state', codeVerifier: 'verifier-123', redirectUri: 'http://localhost/en/auth/callback', intent: 'login', ...overrides }),
  );

const prefill = {
  data: {
    exchangeUserId: 'exu_1001',
    email: 'somchai.verified@sandbox.test',
    kycStatus: 'verified',
    firstName: 'Somchai',
    lastName: 'Jaidee',
    phone: '+66812345678',
    address: '99/1 Sukhumvit Road',
    province: 'Bangkok',
    postcode: '10110',
    walletAddress: '0x1001a11ce0000000000000000000000000001001',
  },
};
const tokenAnswer = { data: { access_token: 'at-1', token_type: 'Bearer', expires_in: 3600, refresh_token: 'rt-1' } };

describe('exchange sign-on callback', () => {
  it('exchanges a good code (PKCE), reads the KYC prefill with the bearer token and logs in with the token', async () => {
    pending();
    const exchange = mockExchange({ 'POST /oauth2/access_token': tokenAnswer, 'GET /kyc-api/v1/next/kyc/prefill-data': { data: prefill } });
    const api = mockApi({
      'POST /client/user-clients/login-exchange': { data: authResponse({ kycStatus: 'verified' }, 'academy-tok') },
      ...refreshRoutes({ kycStatus: 'verified' }),
    });
    const { router } = renderRoutes(routes, '/en/auth/callback?code=the-code&state=good-state');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));

    const tokenCall = exchange.called('POST /oauth2/access_token')[0]!;
    expect(Object.fromEntries(new URLSearchParams(tokenCall.body as string))).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: 'http://localhost/en/auth/callback',
      client_id: 'academy',
      code_verifier: 'verifier-123',
    });
    expect(tokenCall.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(exchange.called('GET /kyc-api/v1/next/kyc/prefill-data')[0]!.headers.Authorization).toBe('Bearer at-1');
    expect(api.called('POST /client/user-clients/login-exchange')[0]!.body).toEqual({ accessToken: 'at-1', language: 'en' });
    expect(useSessionStore.getState().user).toMatchObject({ token: 'academy-tok', kycStatus: 'verified' });
    expect(JSON.parse(localStorage.getItem(EXCHANGE_TOKENS_KEY)!)).toMatchObject({ accessToken: 'at-1', refreshToken: 'rt-1' });
    expect(sessionStorage.getItem(PENDING_SIGN_ON_KEY)).toBeNull();
  });

  it('refuses a state that this tab did not store, without calling the exchange', async () => {
    pending({ state: 'other-state' });
    const exchange = mockExchange({ 'POST /oauth2/access_token': tokenAnswer });
    renderRoutes(routes, '/en/auth/callback?code=the-code&state=forged');
    expect(await screen.findByTestId('callback-error')).toHaveTextContent('This sign-in could not be confirmed');
    expect(exchange.calls).toHaveLength(0);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('refuses a callback when no sign-on was started in this tab', async () => {
    renderRoutes(routes, '/th/auth/callback?code=c&state=s');
    expect(await screen.findByTestId('callback-error')).toHaveTextContent('ไม่สามารถยืนยันการเข้าสู่ระบบนี้ได้');
  });

  it('shows a failure when the exchange refuses the code', async () => {
    pending();
    mockExchange({ 'POST /oauth2/access_token': apiError(400, 'INVALID_GRANT') });
    renderRoutes(routes, '/en/auth/callback?code=used&state=good-state');
    expect(await screen.findByTestId('callback-error')).toHaveTextContent('Signing in with the exchange failed');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('shows the academy refusing the sign-in (locked account)', async () => {
    pending();
    mockExchange({ 'POST /oauth2/access_token': tokenAnswer, 'GET /kyc-api/v1/next/kyc/prefill-data': { data: prefill } });
    mockApi({ 'POST /client/user-clients/login-exchange': apiError(423, 'LOGIN_ACCOUNT_LOCKED') });
    renderRoutes(routes, '/en/auth/callback?code=c&state=good-state');
    expect(await screen.findByTestId('callback-error')).toHaveTextContent('Your account has been temporarily locked.');
  });

  it('shows the error the exchange sent back', async () => {
    renderRoutes(routes, '/en/auth/callback?error=access_denied&state=xyz');
    expect(await screen.findByTestId('callback-error')).toHaveTextContent('access_denied');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/en/login');
  });

  it('says the link is incomplete without a code, in Thai too', async () => {
    renderRoutes(routes, '/th/auth/callback');
    expect(await screen.findByTestId('callback-error')).toHaveTextContent('ลิงก์เข้าสู่ระบบนี้ไม่สมบูรณ์');
  });

  it('links the exchange to a signed-in account and returns to the profile with the prefill open', async () => {
    pending({ intent: 'link' });
    mockExchange({ 'POST /oauth2/access_token': tokenAnswer, 'GET /kyc-api/v1/next/kyc/prefill-data': { data: prefill } });
    const api = mockApi({ 'POST /client/user-clients/link-exchange': { data: authResponse({ kycStatus: 'verified' }).user }, ...refreshRoutes() });
    const { router } = renderRoutes(routes, '/en/auth/callback?code=c&state=good-state');
    act(() => useSessionStore.setState({ user: { id: 7, token: 'mine', point: 0, kub: 0, subscription: null, bkNext: null } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/profile'));
    expect(router.state.location.search).toBe('?prefill=1');
    const [call] = api.called('POST /client/user-clients/link-exchange');
    expect(call!.body).toEqual({ accessToken: 'at-1', language: 'en' });
    expect(call!.headers.Authorization).toBe('Bearer mine');
    expect(useSessionStore.getState().user).toMatchObject({ token: 'mine', kycStatus: 'verified' });
  });
});
