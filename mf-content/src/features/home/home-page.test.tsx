import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

describe('home page', () => {
  it('shows every section, the promo price and links to subscriptions and quizzes', async () => {
    renderRoutes(routes, '/en');
    await screen.findByRole('heading', { level: 1 });
    for (const name of ['Exploring topics', 'Highlight', 'Exclusive articles', 'Latest articles', 'Market updates']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('From $5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See subscription packages' })).toHaveAttribute('href', '/en/subscriptions');
    expect(screen.getByRole('link', { name: 'Go to quizzes' })).toHaveAttribute('href', '/en/quizzes');
  });

  it('sends the search box to the search page', async () => {
    const { router } = renderRoutes(routes, '/th');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'ค้นหาบทความ' }), 'defi');
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(router.state.location.pathname).toBe('/th/search');
    expect(router.state.location.search).toBe('?q=defi');
  });
});
