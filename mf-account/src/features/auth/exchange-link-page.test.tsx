import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { apiError, authResponse, mockApi } from '../../test/mock-http';

jest.setTimeout(20_000);

const CONFIRM = 'POST /client/user-clients/confirm-exchange-link';

describe('the mailed exchange link page', () => {
  it('opening it changes nothing; the button links (POST with the token), signs in and opens the profile', async () => {
    const api = mockApi({ [CONFIRM]: { data: authResponse({ kycStatus: 'verified' }) } });
    const { router } = renderRoutes(routes, '/en/auth/link-exchange?token=the-token');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link your exchange account' })).toBeInTheDocument();
    // what linking does, before the learner decides
    expect(screen.getByText(/signs out every other device/)).toBeInTheDocument();
    expect(screen.getByText(/removes this account's password/)).toHaveTextContent('“Forgot password”');
    expect(api.calls).toHaveLength(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Link my exchange account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/profile'));
    expect(api.called(CONFIRM)[0]!.body).toEqual({ token: 'the-token' });
    expect(useSessionStore.getState().user).toMatchObject({ id: 7, kycStatus: 'verified' });
  });

  it('in another browser: says to open it where the sign-on happened; nobody is signed in', async () => {
    mockApi({ [CONFIRM]: apiError(403, 'EXCHANGE_LINK_OTHER_BROWSER') });
    renderRoutes(routes, '/en/auth/link-exchange?token=t');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Link my exchange account' }));
    expect(await screen.findByTestId('exchange-link-error')).toHaveTextContent(
      'Open this link in the browser where you signed in with the exchange.',
    );
    expect(screen.queryByRole('link', { name: 'Sign in with the exchange again' })).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('an expired or used link, in Thai: the catalogue text and a way to sign on again', async () => {
    mockApi({ [CONFIRM]: apiError(400, 'EXCHANGE_LINK_EXPIRED') });
    renderRoutes(routes, '/th/auth/link-exchange?token=t');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'เชื่อมต่อบัญชีกระดานเทรดของฉัน' }));
    expect(await screen.findByTestId('exchange-link-error')).toHaveTextContent('ลิงก์นี้หมดอายุแล้ว');
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบด้วยบัญชีกระดานเทรดอีกครั้ง' })).toHaveAttribute('href', '/th/login');
  });

  it('without a token: says to open the mail again, and cannot submit', async () => {
    const api = mockApi({});
    renderRoutes(routes, '/en/auth/link-exchange');
    expect(await screen.findByText(/needs the link from the email we sent/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Link my exchange account' })).toBeDisabled();
    expect(api.calls).toHaveLength(0);
  });
});
