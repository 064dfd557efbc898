import { screen } from '@testing-library/react';
import { remoteOwnsRoutePath } from '@academy/contracts';
import { renderRoutes } from '@academy/testing';
import { routes } from './routes';

describe('content routes', () => {
  it('only claims paths under the prefixes the route table gives the content remote', () => {
    for (const route of routes) expect(route.index || remoteOwnsRoutePath('content', route.path)).toBe(true);
  });

  it('renders the home page in English and in Thai', async () => {
    const { unmount } = renderRoutes(routes, '/en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn blockchain and crypto' })).toBeInTheDocument();
    unmount();
    renderRoutes(routes, '/th');
    expect(await screen.findByRole('heading', { level: 1, name: 'เรียนรู้บล็อกเชนและคริปโต' })).toBeInTheDocument();
  });
});
