import { screen } from '@testing-library/react';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

describe('exchange sign-on callback', () => {
  it('shows that sign-in is being completed when code and state are present', async () => {
    renderRoutes(routes, '/en/auth/callback?code=abc&state=xyz');
    expect(await screen.findByRole('status')).toHaveTextContent('Completing your sign-in…');
    expect(screen.queryByTestId('callback-error')).not.toBeInTheDocument();
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
});
