import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { blogCard, categories, networkError, reply, setupMockApi } from '../../test/mock-api';

const api = setupMockApi();

function mockList(total = 2, items = [blogCard(), blogCard({ id: 2, slug: 'what-is-defi', title: 'What is DeFi?' })]) {
  api.mockApi({ 'GET /client/categories': categories, 'POST /client/blogs/filtered': { items, total } });
}

describe('article list filters', () => {
  beforeEach(() => mockList());

  it('reads the filters from the URL', async () => {
    renderRoutes(routes, '/en/articles?category=defi&difficulty=advanced&readingTime=long');
    expect(await screen.findByRole('radio', { name: 'Advanced' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('defi');
    expect(screen.getByRole('combobox', { name: 'Reading time' })).toHaveValue('long');
  });

  it('ignores unknown values in the URL', async () => {
    renderRoutes(routes, '/en/articles?difficulty=expert');
    expect(await screen.findByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('writes the filters to the URL on Apply only, and Clear resets them', async () => {
    const { router } = renderRoutes(routes, '/en/articles');
    await screen.findByRole('option', { name: 'NFTs' });
    await userEvent.click(await screen.findByRole('radio', { name: 'Beginner' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'nft');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reading time' }), 'short');
    expect(router.state.location.search).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ category: 'nft', difficulty: 'beginner', readingTime: 'short' });
    expect(screen.getByRole('radio', { name: 'Beginner' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Reading time' })).toHaveValue('');
  });

  it('follows the URL when it changes (back and forward)', async () => {
    const { router } = renderRoutes(routes, '/en/articles');
    await screen.findByRole('radio', { name: 'All' });
    await router.navigate('/en/articles?difficulty=intermediate');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Intermediate' })).toBeChecked(), { timeout: 4000 });
  });

  it('labels the filters in Thai and names categories in Thai', async () => {
    renderRoutes(routes, '/th/articles');
    expect(await screen.findByRole('button', { name: 'ใช้ตัวกรอง' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ล้างตัวกรอง' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ระดับเริ่มต้น' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'พื้นฐานบล็อกเชน' })).toBeInTheDocument();
  });
});

describe('article list results', () => {
  it('asks the API with the filters from the URL, in the page language, and lists the cards', async () => {
    mockList();
    renderRoutes(routes, '/th/articles?category=defi&difficulty=advanced&readingTime=medium&page=2');
    expect(await screen.findByRole('link', { name: 'What is DeFi?' })).toHaveAttribute(
      'href',
      '/th/articles/what-is-defi',
    );
    const [call] = api.callsTo('POST /client/blogs/filtered');
    expect(call?.body).toEqual({
      access: 'all',
      sort: 'latest',
      page: 2,
      pageSize: 12,
      category: 'defi',
      difficulty: ['ADVANCED'],
      readingTimeMin: 5,
      readingTimeMax: 10,
    });
    expect(call?.headers.lang).toBe('th');
  });

  it('pages through the results with ?page=, and a new filter starts at page 1', async () => {
    mockList(30);
    const { router } = renderRoutes(routes, '/en/articles');
    expect(await screen.findByText('30 articles')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(api.callsTo('POST /client/blogs/filtered').at(-1)?.body).toMatchObject({ page: 3 }));
    await userEvent.click(screen.getByRole('radio', { name: 'Beginner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toBe('?difficulty=beginner');
  });

  it('shows the empty state when nothing matches', async () => {
    mockList(0, []);
    renderRoutes(routes, '/en/articles?difficulty=advanced');
    expect(await screen.findByText('No articles match these filters yet')).toBeInTheDocument();
  });

  it('shows a loading state, then an error with Retry that asks again', async () => {
    api.mockApi({ 'GET /client/categories': categories, 'POST /client/blogs/filtered': networkError });
    renderRoutes(routes, '/en/articles');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveTextContent('Could not load this content');
    mockList();
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'What is Bitcoin?' })).toBeInTheDocument();
  });

  it('lists exclusive articles with access exclusive', async () => {
    mockList(1, [blogCard({ exclusive: true, title: 'Deep dive' })]);
    renderRoutes(routes, '/en/exclusive');
    expect(await screen.findByRole('link', { name: 'Deep dive' })).toBeInTheDocument();
    expect(api.callsTo('POST /client/blogs/filtered')[0]?.body).toMatchObject({ access: 'exclusive' });
    api.mockApi({ 'POST /client/blogs/filtered': reply(500) });
  });
});

describe('article covers in the list', () => {
  it('shows each card its cover from the API, lazily, in a box reserved before it loads', async () => {
    mockList(2, [
      blogCard({
        coverImage: '/client/blogs/cards/what-is-bitcoin-en-0123456789abcdef.png',
        coverVariants: '/client/blogs/covers/what-is-bitcoin-en-fedcba9876543210',
      }),
      blogCard({ id: 2, slug: 'what-is-defi', title: 'What is DeFi?' }),
    ]);
    renderRoutes(routes, '/en/articles');
    const cards = await screen.findAllByTestId('article-card');
    const cover = within(cards[0]!).getByTestId('article-card-cover');
    // AVIF and WebP at the three widths, absolute on the API, sized for two columns in the results
    // column and, on a phone, for the thumbnail beside the title
    const sources = Array.from(cards[0]!.querySelectorAll('picture > source'));
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      [320, 640, 960]
        .map((w) => `http://localhost:1337/client/blogs/covers/what-is-bitcoin-en-fedcba9876543210-${w}.avif ${w}w`)
        .join(', '),
    );
    expect(sources[1]).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 384px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 112px',
    );
    expect(cover).toHaveAttribute(
      'src',
      'http://localhost:1337/client/blogs/cards/what-is-bitcoin-en-0123456789abcdef.png',
    );
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '630');
    // decorative: the card says its title in text
    expect(cover).toHaveAttribute('alt', '');
    // an article without a cover has no empty image
    expect(within(cards[1]!).queryByTestId('article-card-cover')).toBeNull();
  });
});

describe('switching language on the article list', () => {
  it("shows the loading state, not the other language's cards, until the Thai cards arrive", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.mockApi({
      'GET /client/categories': categories,
      'POST /client/blogs/filtered': async (request: { headers: Record<string, string> }) => {
        if (request.headers.lang !== 'th') return { items: [blogCard()], total: 1 };
        await held;
        return { items: [blogCard({ title: 'บิตคอยน์คืออะไร', language: 'th' })], total: 1 };
      },
    });
    const { router } = renderRoutes(routes, '/en/articles');
    expect(await screen.findByRole('link', { name: 'What is Bitcoin?' })).toBeInTheDocument();

    await act(async () => {
      await router.navigate('/th/articles');
    });
    expect(await screen.findByTestId('articles-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'What is Bitcoin?' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('link', { name: 'บิตคอยน์คืออะไร' })).toBeInTheDocument();
  });
});
