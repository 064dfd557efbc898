import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

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
    expect(await screen.findByText('Please input your email')).toBeInTheDocument();
  });

  it('rejects a malformed email', async () => {
    await submit('someone.example.com');
    expect(await screen.findByText('Email invalid')).toBeInTheDocument();
    expect(screen.queryByTestId('not-available-notice')).not.toBeInTheDocument();
  });

  it('accepts a valid email', async () => {
    await submit('someone@example.com');
    expect(await screen.findByTestId('not-available-notice')).toBeInTheDocument();
    expect(screen.queryByText('Email invalid')).not.toBeInTheDocument();
    expect(screen.queryByText('Please input your email')).not.toBeInTheDocument();
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

  it.each([
    ['Ab1!', 'Password must be at least 8 characters'],
    ['abcdef1!', 'Password must contain an upper-case letter'],
    ['Abcdefg!', 'Password must contain a digit'],
    ['Abcdefg1', 'Password must contain a special character (@$!%*?_#&)'],
  ])('rejects %s', async (password, message) => {
    await submit(password, password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByTestId('not-available-notice')).not.toBeInTheDocument();
  });

  it('rejects a confirm password that does not match, and requires it', async () => {
    await submit('Abcdef1!', 'Abcdef1@');
    expect(await screen.findByText('Confirm password not matching')).toBeInTheDocument();
  });

  it('requires the confirm password', async () => {
    await submit('Abcdef1!', '');
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();
  });

  it('accepts a strong password confirmed', async () => {
    await submit('Abcdef1_', 'Abcdef1_');
    expect(await screen.findByTestId('not-available-notice')).toBeInTheDocument();
    expect(screen.queryByText('Confirm password not matching')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Password must/)).not.toBeInTheDocument();
  });

  it('warns when opened without the link token', async () => {
    renderRoutes(routes, '/en/reset-password');
    expect(await screen.findByText(/needs the link from your reset email/)).toBeInTheDocument();
  });
});
