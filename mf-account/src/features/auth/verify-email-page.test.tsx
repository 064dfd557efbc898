import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { apiError, mockApi } from '../../test/mock-http';

describe('verify email page', () => {
  it('verifies the token of the link and sends the user to log in (a mailed link does not sign in)', async () => {
    const api = mockApi({
      'POST /client/user-clients/verify-email': {
        data: { ok: true, message: 'Your email is verified. Please log in.', alreadyVerified: false },
      },
    });
    renderRoutes(routes, '/en/verify-email?token=abc');
    expect(await screen.findByTestId('verify-success')).toHaveTextContent('Your email is verified');
    expect(api.called('POST /client/user-clients/verify-email')[0]!.body).toEqual({ token: 'abc' });
    expect(useSessionStore.getState().user).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Your address is already verified', 'Log in', 'Resend verification email'],
    ['th', 'อีเมลของคุณยืนยันแล้ว', 'เข้าสู่ระบบ', 'ส่งอีเมลยืนยันอีกครั้ง'],
  ])(
    '%s: a link opened again on a verified account says "already verified, log in", not "expired"',
    async (lang, title, login, resend) => {
      mockApi({
        'POST /client/user-clients/verify-email': {
          data: { ok: true, message: 'Your email address is already verified. Please log in.', alreadyVerified: true },
        },
      });
      renderRoutes(routes, `/${lang}/verify-email?token=used`);
      const success = await screen.findByTestId('verify-success');
      expect(success).toHaveTextContent(title);
      expect(screen.queryByTestId('verify-failed')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: login })).toHaveAttribute('href', `/${lang}/login`);
      expect(screen.queryByRole('button', { name: resend })).not.toBeInTheDocument();
    },
  );

  it('says an expired link is expired and resends the email', async () => {
    const api = mockApi({
      'POST /client/user-clients/verify-email': apiError(400, 'BAD_REQUEST'),
      'POST /client/user-clients/resend-verification': { data: { ok: true, message: 'sent' } },
    });
    renderRoutes(routes, '/en/verify-email?token=old');
    expect(await screen.findByTestId('verify-failed')).toHaveTextContent('This verification link has expired');
    expect(screen.getByTestId('verify-failed')).toHaveTextContent('This link has expired.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByTestId('resend-result')).toHaveTextContent(
      'Resend email successful. Please check email for verify account.',
    );
    expect(api.called('POST /client/user-clients/resend-verification')[0]!.body).toEqual({
      email: 'new@example.com',
      language: 'en',
    });
  });

  it('says "We could not send the email again. Please try again." when the resend fails', async () => {
    mockApi({ 'POST /client/user-clients/resend-verification': apiError(400, 'RESEND_FAILED') });
    renderRoutes(routes, '/en/verify-email?email=new%40example.com');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByTestId('resend-result')).toHaveTextContent(
      'We could not send the email again. Please try again.',
    );
  });

  it('shows the resend results in Thai', async () => {
    mockApi({ 'POST /client/user-clients/resend-verification': { data: { ok: true, message: 'sent' } } });
    renderRoutes(routes, '/th/verify-email?email=new%40example.com');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'ส่งอีเมลยืนยันอีกครั้ง' }));
    expect(await screen.findByTestId('resend-result')).toHaveTextContent('ส่งอีเมลอีกครั้งสำเร็จ');
  });
});
