import { act, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { PENDING_SIGN_ON_KEY, type PendingSignOn } from '../../lib/exchange/sign-on';
import { apiError, authResponse, mockApi } from '../../test/mock-http';

const pending = (overrides: Partial<PendingSignOn> = {}) =>
  sessionStorage.setItem(
    PENDING_SIGN_ON_KEY,
    JSON.stringify({
      state: 'good-state',
      codeVerifier: VERIFIER,
      redirectUri: 'http://localhost/en/auth/callback',
      intent: 'login',
      ...overrides,
    }),
  );

const VERIFIER = 'v'.repeat(43);

describe('exchange sign-on callback', () => {
  it('hands the code, redirect URI and PKCE verifier to the API; no exchange token reaches the browser', async () => {
    pending();
    const api = mockApi({
      'POST /client/user-clients/login-exchange': { data: authResponse({ kycStatus: 'verified' }) },
    });
    const { router } = renderRoutes(routes, '/en/auth/callback?code=the-code&state=good-state');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));

    expect(api.called('POST /client/user-clients/login-exchange')[0]!.body).toEqual({
      code: 'the-code',
      redirectUri: 'http://localhost/en/auth/callback',
      codeVerifier: VERIFIER,
      language: 'en',
    });
    expect(useSessionStore.getState().user).toMatchObject({ id: 7, kycStatus: 'verified' });
    expect(useSessionStore.getState().user).not.toHaveProperty('token');
    expect(sessionStorage.getItem(PENDING_SIGN_ON_KEY)).toBeNull();
    // nothing of the exchange is stored in the browser
    expect(Object.keys(localStorage).filter((key) => /exchange/i.test(key))).toEqual([]);
  });

  it('refuses a state that this tab did not store, without calling the exchange', async () => {
    pending({ state: 'other-state' });
    const api = mockApi({});
    renderRoutes(routes, '/en/auth/callback?code=the-code&state=forged');
    expect(await screen.findByTestId('callback-error')).toHaveTextContent('This sign-in could not be confirmed');
    expect(api.calls).toHaveLength(0);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('refuses a callback when no sign-on was started in this tab', async () => {
    renderRoutes(routes, '/th/auth/callback?code=c&state=s');
    expect(await screen.findByTestId('callback-error')).toHaveTextContent('ไม่สามารถยืนยันการเข้าสู่ระบบนี้ได้');
  });

  it('shows a failure when the exchange refuses the code', async () => {
    pending();
    mockApi({ 'POST /client/user-clients/login-exchange': apiError(401, 'UNAUTHORIZED') });
    renderRoutes(routes, '/en/auth/callback?code=used&state=good-state');
    expect(await screen.findByTestId('callback-error')).toHaveTextContent('Signing in with the exchange failed');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('an account with the exchange email exists: no sign-in, "we sent a link to <address>", in Thai too', async () => {
    for (const [lang, text] of [
      ['en', 'We sent a link to suda@example.com: open it in this browser within 30 minutes'],
      ['th', 'เราได้ส่งลิงก์ไปที่ suda@example.com เปิดลิงก์ในเบราว์เซอร์นี้ภายใน 30 นาที'],
    ] as const) {
      pending({ redirectUri: `http://localhost/${lang}/auth/callback` });
      mockApi({
        'POST /client/user-clients/login-exchange': {
          status: 409,
          data: {
            statusCode: 409,
            code: 'EXCHANGE_LINK_CONFIRM_EMAIL_SENT',
            message: 'x',
            email: 'suda@example.com',
            expiresAt: '2099-01-01T00:00:00.000Z',
          },
        },
      });
      const { router, unmount } = renderRoutes(routes, `/${lang}/auth/callback?code=c&state=good-state`);
      expect(await screen.findByTestId('callback-link-sent')).toHaveTextContent(text);
      expect(screen.queryByTestId('callback-error')).toBeNull();
      expect(router.state.location.pathname).toBe(`/${lang}/auth/callback`);
      expect(useSessionStore.getState().user).toBeNull();
      unmount();
    }
  });

  it('an account with an email the exchange did not verify: log in with the password and link from the profile', async () => {
    pending();
    mockApi({ 'POST /client/user-clients/login-exchange': apiError(409, 'EXCHANGE_ACCOUNT_EXISTS') });
    renderRoutes(routes, '/en/auth/callback?code=c&state=good-state');
    expect(await screen.findByTestId('callback-error')).toHaveTextContent(
      'An account with this email address already exists. Log in with its password, then link your exchange account from your profile.',
    );
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('shows the academy refusing the sign-in (locked account)', async () => {
    pending();
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
    const api = mockApi({
      'POST /client/user-clients/link-exchange': { data: authResponse({ kycStatus: 'verified' }).user },
    });
    const { router } = renderRoutes(routes, '/en/auth/callback?code=c&state=good-state');
    // a full page load: the session is still being read when the callback opens
    act(() => useSessionStore.setState({ checked: false }));
    await screen.findByTestId('exchange-callback-page');
    expect(api.calls).toHaveLength(0);
    act(() => useSessionStore.getState().login({ id: 7, point: 0, kub: 0, subscription: null, bkNext: null }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/profile'));
    expect(router.state.location.search).toBe('?prefill=1');
    const [call] = api.called('POST /client/user-clients/link-exchange');
    expect(call!.body).toEqual({
      code: 'c',
      redirectUri: 'http://localhost/en/auth/callback',
      codeVerifier: VERIFIER,
      language: 'en',
    });
    expect(api.called('POST /client/user-clients/login-exchange')).toHaveLength(0);
    expect(useSessionStore.getState().user).toMatchObject({ id: 7, kycStatus: 'verified' });
  });
});
