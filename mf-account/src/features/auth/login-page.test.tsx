import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runtimeConfig, useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { browser } from '../../lib/browser';
import { PENDING_SIGN_ON_KEY } from '../../lib/exchange/sign-on';
import { apiError, authResponse, mockApi } from '../../test/mock-http';

// jsdom's WebCrypto cannot digest; the S256 challenge itself is tested in pkce.test.ts (node)
jest.mock('../../lib/exchange/pkce', () => ({
  ...jest.requireActual('../../lib/exchange/pkce'),
  codeChallengeS256: async () => 'challenge',
}));

async function openLogin(url = '/en/login') {
  renderRoutes(routes, url);
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  return userEvent.setup();
}

describe('login page', () => {
  it('asks for the email and the password when both are empty', async () => {
    const user = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  });

  it('says "Please enter a valid email address" for a malformed email', async () => {
    const user = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'someone@');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your email address')).not.toBeInTheDocument();
  });

  async function submit(
    user: ReturnType<typeof userEvent.setup>,
    email = 'someone@example.com',
    password = 'Secret1!',
  ) {
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it('logs in: keeps the user of the answer (no token anywhere) and goes to the stored redirect', async () => {
    const api = mockApi({
      'POST /client/user-clients/login': { data: authResponse({ name: 'Somchai J', point: 250, kub: 2.5 }) },
    });
    const { router } = renderRoutes(routes, '/en/login');
    useSessionStore.getState().updateSettings({ redirectUrl: '/en/feedback' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await submit(userEvent.setup());
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/feedback'));
    expect(api.called('POST /client/user-clients/login')[0]!.body).toEqual({
      email: 'someone@example.com',
      password: 'Secret1!',
    });
    const stored = useSessionStore.getState().user!;
    expect(stored).toMatchObject({ name: 'Somchai J', point: 250, kub: 2.5 });
    expect(stored).not.toHaveProperty('token');
    expect(api.called('POST /client/user-clients/login')[0]!.headers.Authorization).toBeUndefined();
    expect(useSessionStore.getState().settings.redirectUrl).toBe('');
    expect(JSON.stringify(localStorage)).not.toContain('Somchai');
  });

  it('goes home after login when nothing was stored', async () => {
    mockApi({ 'POST /client/user-clients/login': { data: authResponse() } });
    const { router } = renderRoutes(routes, '/en/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await submit(userEvent.setup());
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it.each([
    ['LOGIN_INVALID_CREDENTIALS', 401, 'Email or password is incorrect.'],
    ['LOGIN_ACCOUNT_LOCKED', 423, 'Your account has been temporarily locked.'],
  ])('shows %s inline', async (code, status, text) => {
    mockApi({ 'POST /client/user-clients/login': apiError(status, code) });
    const user = await openLogin();
    await submit(user);
    expect(await screen.findByTestId('login-error')).toHaveTextContent(text);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('shows the unverified email message with a resend link', async () => {
    mockApi({ 'POST /client/user-clients/login': apiError(403, 'LOGIN_EMAIL_NOT_VERIFIED') });
    const user = await openLogin();
    await submit(user, 'new@example.com');
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Your email address is not verified yet. Check your inbox for the link.',
    );
    expect(screen.getByRole('link', { name: 'Resend verification email' })).toHaveAttribute(
      'href',
      '/en/verify-email?email=new%40example.com',
    );
  });

  it('shows the login failures in Thai on the Thai page', async () => {
    mockApi({ 'POST /client/user-clients/login': apiError(401, 'LOGIN_INVALID_CREDENTIALS') });
    renderRoutes(routes, '/th/login');
    await screen.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('อีเมล'), 'someone@example.com');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'Secret1!');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
  });

  it('sends the user to the exchange authorize page with client id, callback, code response, a stored state and PKCE', async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in with the exchange' }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const url = new URL(assign.mock.calls[0]![0]);
    expect(`${url.origin}${url.pathname}`).toBe(`${runtimeConfig().exchangeUrl}/oauth2/authorize`);
    expect(url.searchParams.get('client_id')).toBe('academy');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/en/auth/callback`);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge')).toBe('challenge');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const pending = JSON.parse(sessionStorage.getItem(PENDING_SIGN_ON_KEY)!);
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(pending.state.length).toBeGreaterThan(20);
    assign.mockRestore();
  });

  it("starts the exchange sign-on on arrival from the button's link (followed before hydration), once", async () => {
    const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { router } = renderRoutes(routes, '/en/login?start=exchange');
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(new URL(assign.mock.calls[0]![0]).pathname).toBe('/oauth2/authorize');
    // the parameter is gone: coming back from the exchange does not start it again
    expect(router.state.location.pathname + router.state.location.search).toBe('/en/login');
    assign.mockRestore();
  });

  it("the exchange button is a link that works without the page's scripts", async () => {
    await openLogin();
    expect(screen.getByRole('button', { name: 'Sign in with the exchange' })).toHaveAttribute(
      'href',
      '/en/login?start=exchange',
    );
  });

  it('links to forgot password and register, and offers the exchange sign-in', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/en/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');
    expect(screen.getByRole('button', { name: 'Sign in with the exchange' })).toBeInTheDocument();
  });

  it('shows the validation messages in Thai on the Thai page', async () => {
    renderRoutes(routes, '/th/login');
    await screen.findByRole('heading', { level: 1, name: 'เข้าสู่ระบบ' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('กรุณากรอกอีเมล')).toBeInTheDocument();
  });
});
