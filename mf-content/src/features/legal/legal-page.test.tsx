import { screen } from '@testing-library/react';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

describe('legal pages', () => {
  it('shows a localized not-found state for an unknown kind, with links to the four kinds', async () => {
    renderRoutes(routes, '/en/legal/refund-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no legal page with this name.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cookies policy' })).toHaveAttribute('href', '/en/legal/cookies-policy');
  });

  it('shows the not-found state in Thai', async () => {
    renderRoutes(routes, '/th/legal/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'ไม่พบหน้านี้' })).toBeInTheDocument();
  });

  it('links a known kind to the three others', async () => {
    renderRoutes(routes, '/en/legal/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(screen.queryByRole('link', { name: 'Privacy policy' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
