import { screen } from '@testing-library/react';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

describe('redeem pages', () => {
  it('states the points rate from POINTS_PER_KKUB, in both languages', async () => {
    const { unmount } = renderRoutes(routes, '/en/redeem');
    expect(await screen.findByTestId('points-rate')).toHaveTextContent('Every 100 points = 1 KKUB');
    expect(screen.getByRole('link', { name: 'Redeem history' })).toHaveAttribute('href', '/en/redeem/history');
    expect(screen.getByRole('link', { name: 'Reward tracking' })).toHaveAttribute('href', '/en/rewards/tracking');
    unmount();
    renderRoutes(routes, '/th/redeem');
    expect(await screen.findByTestId('points-rate')).toHaveTextContent('ทุก 100 คะแนน = 1 KKUB');
  });

});
