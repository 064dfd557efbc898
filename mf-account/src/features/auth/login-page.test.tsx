import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

async function openLogin(url = '/en/login') {
  renderRoutes(routes, url);
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  return userEvent.setup();
}

describe('login page', () => {
  it('asks for the email and the password when both are empty', async () => {
    const user = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please input your email')).toBeInTheDocument();
    expect(screen.getByText('Please input your password')).toBeInTheDocument();
    expect(screen.queryByTestId('not-available-notice')).not.toBeInTheDocument();
  });

  it('says "Email invalid" for a malformed email', async () => {
    const user = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'someone@');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email invalid')).toBeInTheDocument();
    expect(screen.queryByText('Please input your email')).not.toBeInTheDocument();
  });

  it('accepts a valid form and says sign-in is not available yet', async () => {
    const user = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('not-available-notice')).toHaveTextContent('Signing in is not available yet');
    expect(screen.queryByText('Email invalid')).not.toBeInTheDocument();
    expect(screen.queryByText('Please input your password')).not.toBeInTheDocument();
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
