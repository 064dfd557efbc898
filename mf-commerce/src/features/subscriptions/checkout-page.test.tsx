import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

const messages = {
  required: 'Please enter your PIN',
  digits: 'PIN must contain digits only',
  length: 'PIN must be exactly 6 digits',
};

async function submitPin(pin: string) {
  renderRoutes(routes, '/en/checkout/basic');
  await screen.findByRole('heading', { level: 1, name: 'Order summary' });
  act(() => useSessionStore.setState({ user: { id: 1, token: 't', point: 0, kub: 0, subscription: null, bkNext: null } }));
  const user = userEvent.setup();
  if (pin) await user.type(screen.getByLabelText('Wallet PIN'), pin);
  await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
}

function expectOnly(...shown: (keyof typeof messages)[]) {
  for (const [key, text] of Object.entries(messages)) {
    if (shown.includes(key as keyof typeof messages)) expect(screen.getByText(text)).toBeInTheDocument();
    else expect(screen.queryByText(text)).not.toBeInTheDocument();
  }
}

describe('checkout PIN', () => {
  it('requires the PIN', async () => {
    await submitPin('');
    expect(await screen.findByText(messages.required)).toBeInTheDocument();
    expectOnly('required');
  });

  it.each(['12a456', '12 345', '١٢٣٤٥٦'])('rejects non-digits (%s)', async (pin) => {
    await submitPin(pin);
    expect(await screen.findByText(messages.digits)).toBeInTheDocument();
    expectOnly('digits');
    expect(screen.queryByTestId('not-available-notice')).not.toBeInTheDocument();
  });

  it('rejects 5 digits', async () => {
    await submitPin('12345');
    expect(await screen.findByText(messages.length)).toBeInTheDocument();
    expectOnly('length');
    expect(screen.queryByTestId('not-available-notice')).not.toBeInTheDocument();
  });

  it('takes at most 6 characters', async () => {
    renderRoutes(routes, '/en/checkout/basic');
    await userEvent.setup().type(await screen.findByLabelText('Wallet PIN'), '1234567');
    expect(screen.getByLabelText('Wallet PIN')).toHaveValue('123456');
  });

  it('accepts exactly 6 digits', async () => {
    await submitPin('012345');
    expect(await screen.findByTestId('not-available-notice')).toHaveTextContent('Payment is not available yet');
    expectOnly();
  });

  it('shows the PIN messages in Thai', async () => {
    renderRoutes(routes, '/th/checkout/basic');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('PIN กระเป๋าเงิน'), '12345');
    await user.click(screen.getByRole('button', { name: 'ยืนยันการชำระเงิน' }));
    expect(await screen.findByText('PIN ต้องมี 6 หลักพอดี')).toBeInTheDocument();
  });
});
