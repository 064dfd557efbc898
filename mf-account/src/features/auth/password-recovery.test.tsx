import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { useSessionStore } from '@academy/platform';
import { okResponseSchema } from '@academy/contracts';
import { apiError, mockApi } from '../../test/mock-http';

describe('forgot password page', () => {
  async function submit(email: string) {
    renderRoutes(routes, '/en/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
    const user = userEvent.setup();
    if (email) await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  }

  it('requires the email', async () => {
    await submit('');
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
  });

  it('rejects a malformed email', async () => {
    await submit('someone.example.com');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByTestId('not-available-notice')).not.toBeInTheDocument();
  });

  it('sends the reset link for a valid email', async () => {
    const api = mockApi({ 'POST /client/user-clients/forgot-password': { data: { ok: true, message: 'sent' } } });
    await submit('someone@example.com');
    expect(await screen.findByTestId('forgot-success')).toHaveTextContent('We sent a link to reset your password');
    expect(api.called('POST /client/user-clients/forgot-password')[0]!.body).toEqual({
      email: 'someone@example.com',
      language: 'en',
    });
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('says "email not found" on the field', async () => {
    mockApi({ 'POST /client/user-clients/forgot-password': apiError(404, 'RESET_EMAIL_NOT_FOUND') });
    await submit('nobody@example.com');
    expect(await screen.findByText('There is no account with this email address.')).toBeInTheDocument();
    expect(screen.queryByTestId('forgot-success')).not.toBeInTheDocument();
  });

  it('says "you can reset your password tomorrow" after too many requests', async () => {
    mockApi({ 'POST /client/user-clients/forgot-password': apiError(429, 'RESET_TOO_MANY_TODAY') });
    await submit('someone@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('You can reset your password again tomorrow.');
  });
});

describe('reset password page', () => {
  async function submit(password: string, confirm: string) {
    renderRoutes(routes, '/en/reset-password?token=t');
    await screen.findByRole('heading', { level: 1, name: 'Reset password' });
    const user = userEvent.setup();
    if (password) await user.type(screen.getByLabelText('New password'), password);
    if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
  }

  it.each(['Ab1!', 'abcdef1!', 'Abcdefg!', 'Abcdefg1'])('rejects %s in the words of the API', async (password) => {
    await submit(password, password);
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getByText(
        'Password must be at least 8 characters with lower- and upper-case letters, digits and a special character (@$!%*?_#&)',
      ),
    ).toBeInTheDocument();
  });

  it('rejects a confirm password that does not match, and requires it', async () => {
    await submit('Abcdef1!', 'Abcdef1@');
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
  });

  it('requires the confirm password', async () => {
    await submit('Abcdef1!', '');
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
  });

  it('saves a strong password confirmed and says so, with a login link (a reset signs no one in)', async () => {
    const api = mockApi({
      'POST /client/user-clients/reset-password': { data: okResponseSchema.parse({ ok: true, message: 'done' }) },
    });
    await submit('Abcdef1_', 'Abcdef1_');
    expect(api.called('POST /client/user-clients/reset-password')[0]!.body).toEqual({
      token: 't',
      password: 'Abcdef1_',
      confirmPassword: 'Abcdef1_',
    });
    expect(await screen.findByTestId('reset-success')).toHaveTextContent('Your new password is saved. Log in with it.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('says "This link has expired." with a link to request again', async () => {
    mockApi({ 'POST /client/user-clients/reset-password': apiError(400, 'RESET_LINK_EXPIRED') });
    await submit('Abcdef1_', 'Abcdef1_');
    expect(await screen.findByTestId('reset-error')).toHaveTextContent('This link has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/en/forgot-password');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('says the link is expired in Thai', async () => {
    mockApi({ 'POST /client/user-clients/reset-password': apiError(400, 'RESET_LINK_EXPIRED') });
    renderRoutes(routes, '/th/reset-password?token=t');
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('รหัสผ่านใหม่'), 'Abcdef1_');
    await user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'Abcdef1_');
    await user.click(screen.getByRole('button', { name: /บันทึก/ }));
    expect(await screen.findByTestId('reset-error')).toHaveTextContent('ลิงก์นี้หมดอายุแล้ว');
  });

  it('warns when opened without the link token', async () => {
    renderRoutes(routes, '/en/reset-password');
    expect(await screen.findByText(/needs the link from your reset email/)).toBeInTheDocument();
  });
});
