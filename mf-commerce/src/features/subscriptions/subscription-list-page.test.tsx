import { screen } from '@testing-library/react';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

describe('subscription packages', () => {
  it('shows the subscription promo from $5', async () => {
    renderRoutes(routes, '/en/subscriptions');
    expect(await screen.findByTestId('subscription-promo')).toHaveTextContent('Plans from $5');
    expect(screen.getByTestId('empty-state')).toBeInTheDocument();
  });
});
