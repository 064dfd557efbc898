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
        glossary: [{ id: 7, slug: 'bitcoin', term: 'บิตคอยน์', snippet: 'สกุลเงินดิจิทัลแรก', match: 'definition' }],
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
    expect(screen.getByRole('link', { name: 'บิตคอยน์' })).toHaveAttribute('href', '/th/glossary/bitcoin');
  }, 20_000);

  it('puts the term the query names on top as one card, before the articles; other terms come after them', async () => {
    api.mockApi({
      'GET /client/search': {
        query: 'wallet',
        terms: ['wallet'],
        articles: [{ ...blogCard({ title: 'Web3 wallets' }), snippet: 'A wallet signs.' }],
        glossary: [
          { id: 1, slug: 'wallet', term: 'Wallet', snippet: 'Software that holds keys.', match: 'exact' },
          { id: 2, slug: 'hot-wallet', term: 'Hot wallet', snippet: 'Online.', match: 'term' },
        ],
      },
    });
    renderRoutes(routes, '/en/search?q=wallet');
    const top = await screen.findByTestId('search-top-term', {}, { timeout: 5000 });
    expect(within(top).getByRole('heading', { level: 3, name: 'Wallet' })).toBeInTheDocument();
    expect(within(top).getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/en/glossary/wallet');
    const card = screen.getByTestId('article-card');
    const more = screen.getByRole('heading', { name: '1 glossary term' });
    // document order: the term card, the articles, then the other terms
    expect(top.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hot wallet' })).toHaveAttribute('href', '/en/glossary/hot-wallet');
    expect(screen.queryByTestId('search-language-note')).not.toBeInTheDocument();
  }, 20_000);

  it('shows no term card when the terms only match by their definition', async () => {
    api.mockApi({
      'GET /client/search': {
        query: 'keys',
        terms: ['keys'],
        articles: [],
        glossary: [{ id: 1, slug: 'wallet', term: 'Wallet', snippet: 'Holds keys.', match: 'definition' }],
      },
    });
    renderRoutes(routes, '/en/search?q=keys');
    expect(await screen.findByRole('heading', { name: '1 glossary term' })).toBeInTheDocument();
    expect(screen.queryByTestId('search-top-term')).not.toBeInTheDocument();
  });

  it('says a Thai query on the English site is answered in English, and links the Thai search', async () => {
    api.mockApi({ 'GET /client/search': nothing('บล็อกเชน') });
    renderRoutes(routes, `/en/search?q=${encodeURIComponent('บล็อกเชน')}`);
    const note = await screen.findByTestId('search-language-note');
    expect(note).toHaveTextContent('Your search is in Thai');
    expect(within(note).getByRole('link', { name: 'See the results in Thai' })).toHaveAttribute(
      'href',
      `/th/search?q=${encodeURIComponent('บล็อกเชน')}`,
    );
  });

  it('shows an error with Retry', async () => {
    api.mockApi({ 'GET /client/search': reply(500) });
    renderRoutes(routes, '/en/search?q=defi');
    const error = await screen.findByTestId('error-state');
    api.mockApi({ 'GET /client/search': nothing('defi') });
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No results for “defi”')).toBeInTheDocument();
  });
});
