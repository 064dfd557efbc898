import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

describe('search results', () => {
  it('shows the query and a not-found state suggesting topics', async () => {
    renderRoutes(routes, '/en/search?q=lightning%20network');
    expect(await screen.findByRole('heading', { level: 2, name: 'Results for “lightning network”' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('lightning network');
    expect(screen.getByText('No results for “lightning network”')).toBeInTheDocument();
    const topics = within(screen.getByRole('navigation', { name: 'Suggested topics' })).getAllByRole('link');
    expect(topics.map((topic) => topic.textContent)).toEqual(['Blockchain', 'Bitcoin', 'DeFi', 'NFT', 'Wallet', 'Security']);
    expect(topics[1]).toHaveAttribute('href', '/en/search?q=Bitcoin');
  });

  it('suggests Thai topics in Thai', async () => {
    renderRoutes(routes, '/th/search?q=xyz');
    expect(await screen.findByText('ไม่พบผลการค้นหา “xyz”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'บิตคอยน์' })).toBeInTheDocument();
  });

  it('asks for words when there is no query', async () => {
    renderRoutes(routes, '/en/search');
    expect(await screen.findByText('Type a word to search articles')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Suggested topics' })).not.toBeInTheDocument();
  });
});
