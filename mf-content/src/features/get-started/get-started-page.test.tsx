import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, textContent } from '@academy/testing';
import { routes } from '../../routes';
import { networkError, reply, setupMockApi } from '../../test/mock-api';

const api = setupMockApi();
const guide = (id: number, order: number, title: string) => ({
  id,
  slug: `guide-${id}`,
  order,
  title,
  summary: `${title} in short`,
  body: `## ${title}\n\nStep by step.`,
  updated_at: '2026-01-01',
  fallback: false,
});

describe('get started', () => {
  it('shows the banner and the guides in order', async () => {
    api.mockApi({
      'GET /client/get-starts': [guide(2, 2, 'Open an account'), guide(1, 1, 'Read your first article')],
      'GET /client/get-start-banners': [
        {
          id: 1,
          title: 'Start here',
          subtitle: 'Five minutes to your first quiz',
          updated_at: '2026-01-01',
          fallback: false,
        },
      ],
    });
    renderRoutes(routes, '/en/get-started');
    expect(await screen.findByRole('heading', { level: 2, name: 'Start here' })).toBeInTheDocument();
    const guides = await screen.findAllByRole('heading', { level: 3, name: /^\d\. / });
    expect(guides.map((heading) => heading.textContent)).toEqual([
      '1. Read your first articleRead your first article in short',
      '2. Open an accountOpen an account in short',
    ]);
  });

  it('shows an empty state in Thai, and an error with Retry', async () => {
    api.mockApi({ 'GET /client/get-starts': networkError });
    renderRoutes(routes, '/th/get-started');
    const error = await screen.findByTestId('error-state');
    api.mockApi({ 'GET /client/get-starts': [] });
    await userEvent.click(within(error).getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByText(textContent('คู่มือจะแสดงที่นี่เร็ว ๆ นี้'))).toBeInTheDocument();
  });
});

describe('about us', () => {
  it('shows the page from the API in the page language', async () => {
    api.mockApi({
      'GET /client/pages/about-us': {
        slug: 'about-us',
        title: 'เกี่ยวกับเรา',
        summary: 'สถาบันสอนบล็อกเชน',
        body: 'เราสอน **บล็อกเชน**',
        updated_at: '2026-01-01',
        fallback: false,
      },
    });
    renderRoutes(routes, '/th/about-us');
    expect(await screen.findByTestId('about-us-body')).toHaveTextContent('เราสอน บล็อกเชน');
    expect(screen.getByText(textContent('สถาบันสอนบล็อกเชน'))).toBeInTheDocument();
    expect(api.callsTo('GET /client/pages/about-us')[0]?.headers.lang).toBe('th');
  });

  it('says the page is not written yet (404), in Thai, and offers the articles instead of an error', async () => {
    api.mockApi({ 'GET /client/pages/about-us': reply(404) });
    renderRoutes(routes, '/th/about-us');
    expect(await screen.findByText(textContent('เรื่องราวของเรากำลังเขียนอยู่'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูบทความ' })).toHaveAttribute('href', '/th/articles');
    expect(screen.queryByRole('button', { name: 'ลองอีกครั้ง' })).toBeNull();
    expect(screen.queryByTestId('about-us-body')).toBeNull();
  });

  it('shows the same empty state when the page exists with no text', async () => {
    api.mockApi({
      'GET /client/pages/about-us': {
        slug: 'about-us',
        title: 'About us',
        summary: '',
        body: '  ',
        updated_at: '2026-01-01',
        fallback: false,
      },
    });
    renderRoutes(routes, '/en/about-us');
    expect(await screen.findByText('Our story is being written')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse articles' })).toHaveAttribute('href', '/en/articles');
  });

  it('keeps the error with Retry when the API fails otherwise', async () => {
    api.mockApi({ 'GET /client/pages/about-us': reply(500) });
    renderRoutes(routes, '/en/about-us');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Our story is being written')).toBeNull();
  });
});
