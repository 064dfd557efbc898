import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

async function submitCoupon(code: string) {
  renderRoutes(routes, '/en/coupons');
  await screen.findByRole('heading', { level: 1, name: 'Redeem a coupon' });
  act(() => useSessionStore.setState({ user: { id: 1, token: 't', point: 0, kub: 0, subscription: null, bkNext: null } }));
  const user = userEvent.setup();
  if (code) await user.type(screen.getByLabelText('Coupon code'), code);
  await user.click(screen.getByRole('button', { name: 'Redeem' }));
}

describe('coupon page', () => {
  it('requires a code (blank counts as empty)', async () => {
    await submitCoupon('   ');
    expect(await screen.findByText('Please enter a coupon code')).toBeInTheDocument();
    expect(screen.queryByTestId('not-available-notice')).not.toBeInTheDocument();
  });

  it('accepts a code', async () => {
    await submitCoupon('WELCOME2024');
    expect(await screen.findByTestId('not-available-notice')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a coupon code')).not.toBeInTheDocument();
  });

  it('shows an empty state for redeemed coupons', async () => {
    renderRoutes(routes, '/en/coupons');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No coupons redeemed yet');
  });
});
