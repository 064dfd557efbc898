import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { blogCard, reply, setupMockApi } from '../../test/mock-api';

const api = setupMockApi();
const nothing = (query: string) => ({ query, terms: [], articles: [], glossary: [] });

describe('search results', () => {
  it('shows the query and a not-found state suggesting topics', async () => {
    api.mockApi({ 'GET /client/search': nothing('lightning network') });
    renderRoutes(routes, '/en/search?q=lightning%20network');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Results for “lightning network”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('lightning network');
    expect(await screen.findByText('No results for “lightning network”')).toBeInTheDocument();
    const topics = within(screen.getByRole('navigation', { name: 'Suggested topics' })).getAllByRole('link');
    expect(topics.map((topic) => topic.textContent)).toEqual([
      'Blockchain',
      'Bitcoin',
      'DeFi',
      'NFT',
      'Wallet',
      'Security',
    ]);
    expect(topics[1]).toHaveAttribute('href', '/en/search?q=Bitcoin');
    expect(api.callsTo('GET /client/search')[0]?.params).toEqual({ q: 'lightning network' });
  });

  it('suggests Thai topics in Thai', async () => {
    api.mockApi({ 'GET /client/search': nothing('xyz') });
    renderRoutes(routes, '/th/search?q=xyz');
    expect(await screen.findByText('ไม่พบผลการค้นหา “xyz”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'บิตคอยน์' })).toBeInTheDocument();
    expect(api.callsTo('GET /client/search')[0]?.headers.lang).toBe('th');
  });

  it('asks for words when there is no query, and calls nothing', async () => {
    renderRoutes(routes, '/en/search');
    expect(await screen.findByText('Type a word to search articles')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Suggested topics' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('lists articles and glossary terms with the matched words marked (as elements, not HTML)', async () => {
    api.mockApi({
      'GET /client/search': {
        query: 'บิตคอยน์',
        terms: ['บิตคอยน์'],
        articles: [{ ...blogCard({ title: 'บิตคอยน์คืออะไร', language: 'th' }), snippet: 'บิตคอยน์ <b>คือ</b> เงินดิจิทัล' }],
        glossary: [{ id: 7, slug: 'bitcoin', term: 'บิตคอยน์', snippet: 'สกุลเงินดิจิทัลแรก' }],
      },
    });
    renderRoutes(routes, `/th/search?q=${encodeURIComponent('บิตคอยน์')}`);
    const card = await screen.findByTestId('article-card', {}, { timeout: 5000 });
    const title = within(card).getByRole('link', { name: /คืออะไร/ });
    expect(title).toHaveTextContent('บิตคอยน์คืออะไร');
    expect(title).toHaveAttribute('href', '/th/articles/what-is-bitcoin');
    expect(title.querySelector('mark')).toHaveTextContent('บิตคอยน์');
    // The snippet's markup stays text.
    expect(screen.getByText(/<b>คือ<\/b>/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByRole('heading', { name: '1 บทความ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'บิตคอยน์' })).toHaveAttribute('href', '/th/glossary/7');
  }, 20_000);

  it('shows an error with Retry', async () => {
    api.mockApi({ 'GET /client/search': reply(500) });
    renderRoutes(routes, '/en/search?q=defi');
    const error = await screen.findByTestId('error-state');
    api.mockApi({ 'GET /client/search': nothing('defi') });
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No results for “defi”')).toBeInTheDocument();
  });
});
