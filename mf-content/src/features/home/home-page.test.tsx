import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogFilter } from '@academy/contracts';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { blogCard, categories, reply, setupMockApi, type MockRequest } from '../../test/mock-api';

const api = setupMockApi();

function mockHome() {
  api.mockApi({
    'GET /client/categories': categories,
    'POST /client/blogs/filtered': ({ body }: MockRequest) => {
      const filter = body as BlogFilter;
      if (filter.access === 'exclusive')
        return { items: [blogCard({ id: 9, title: 'Exclusive dive', exclusive: true })], total: 1 };
      if (filter.category === 'market-updates')
        return { items: [blogCard({ id: 8, title: 'Market this week' })], total: 1 };
      return {
        items: [blogCard({ id: 1, title: 'Highlighted', highlight: true }), blogCard({ id: 2, title: 'Plain latest' })],
        total: 2,
      };
    },
  });
}

describe('home page', () => {
  it('shows every section, the promo price and links to subscriptions and quizzes', async () => {
    mockHome();
    renderRoutes(routes, '/en');
    await screen.findByRole('heading', { level: 1 });
    for (const name of ['Exploring topics', 'Highlight', 'Exclusive articles', 'Latest articles', 'Market updates']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('From $5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See subscription packages' })).toHaveAttribute(
      'href',
      '/en/subscriptions',
    );
    expect(screen.getByRole('link', { name: 'Go to quizzes' })).toHaveAttribute('href', '/en/quizzes');
  });

  it('fills the sections from the API', async () => {
    mockHome();
    renderRoutes(routes, '/en');
    const topics = await screen.findByTestId('home-topics');
    expect(await within(topics).findByRole('link', { name: 'DeFi' })).toHaveAttribute(
      'href',
      '/en/articles?category=defi',
    );
    const highlight = screen.getByTestId('home-highlight');
    expect(await within(highlight).findByRole('link', { name: 'Highlighted' })).toBeInTheDocument();
    expect(within(highlight).queryByRole('link', { name: 'Plain latest' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('home-latest')).getByRole('link', { name: 'Plain latest' })).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('home-exclusive')).findByRole('link', { name: 'Exclusive dive' }),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByTestId('home-market')).findByRole('link', { name: 'Market this week' }),
    ).toBeInTheDocument();
  });

  it('shows skeletons, not spinners, while the sections load', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.mockApi({
      'GET /client/categories': async () => (await held, categories),
      'POST /client/blogs/filtered': async () => (await held, { items: [blogCard({ title: 'Later' })], total: 1 }),
    });
    renderRoutes(routes, '/en');
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByTestId('home-topics')).getByTestId('topics-skeleton')).toBeInTheDocument();
    for (const id of ['home-highlight', 'home-exclusive', 'home-latest', 'home-market']) {
      const section = screen.getByTestId(id);
      expect(within(section).getByTestId('articles-skeleton')).toHaveAttribute('aria-busy', 'true');
      expect(within(section).getByRole('status')).toHaveTextContent('Loading');
    }
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    release();
    expect(await within(screen.getByTestId('home-latest')).findByRole('link', { name: 'Later' })).toBeInTheDocument();
    expect(screen.queryByTestId('articles-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByTestId('topics-skeleton')).not.toBeInTheDocument();
  });

  it('shows empty states, and an error with Retry per section', async () => {
    api.mockApi({ 'GET /client/categories': reply(500), 'POST /client/blogs/filtered': { items: [], total: 0 } });
    renderRoutes(routes, '/th');
    expect(await screen.findByText('ยังไม่มีบทความพิเศษ')).toBeInTheDocument();
    const topics = screen.getByTestId('home-topics');
    const error = await within(topics).findByTestId('error-state');
    api.mockApi({ 'GET /client/categories': categories });
    await userEvent.click(within(error).getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await within(topics).findByRole('link', { name: 'พื้นฐานบล็อกเชน' })).toBeInTheDocument();
  });

  it('sends the search box to the search page', async () => {
    mockHome();
    const { router } = renderRoutes(routes, '/th');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'ค้นหาบทความ' }), 'defi');
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(router.state.location.pathname).toBe('/th/search');
    expect(router.state.location.search).toBe('?q=defi');
  });
});
