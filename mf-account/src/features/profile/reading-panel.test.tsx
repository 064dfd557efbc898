import { act, screen, within } from '@testing-library/react';
import type { ReadingStats } from '@academy/contracts';
import { useSessionStore, type SessionUser } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { apiError, mockApi, type Reply } from '../../test/mock-http';

const member: SessionUser = { id: 1, point: 0, kub: 0, subscription: null, bkNext: null, name: 'Somchai' };

const stats: ReadingStats = {
  recent: [
    { slug: 'layer-2-rollups', title: 'Layer 2 rollups', readAt: '2026-11-20T05:00:00.000Z' },
    { slug: 'what-is-bitcoin', title: 'What is Bitcoin?', readAt: '2026-11-18T05:00:00.000Z' },
  ],
  categories: [
    { slug: 'bitcoin', name: 'Bitcoin', read: 1, total: 4 },
    { slug: 'defi', name: 'DeFi', read: 0, total: 4 },
  ],
  catalogue: { read: 2, total: 31 },
};

function open(url: string, reply: Reply = { data: stats }) {
  const api = mockApi({ 'GET /client/v2/reading': reply });
  act(() => useSessionStore.setState({ user: member }));
  const rendered = renderRoutes(routes, url);
  act(() => useSessionStore.setState({ user: member }));
  return { api, ...rendered };
}

jest.setTimeout(60_000);
beforeAll(() => import('./profile-page'), 60_000);

describe('Reading tab', () => {
  it('lists the last reads, linked and dated, and read-of-total for the catalogue and each category', async () => {
    const { api } = open('/en/profile/reading');
    const items = await screen.findAllByTestId('reading-recent-item');
    expect(screen.getByRole('tab', { name: 'Reading', selected: true })).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Layer 2 rollups' })).toHaveAttribute(
      'href',
      '/en/articles/layer-2-rollups',
    );
    expect(items[0]).toHaveTextContent(/Read on 20 Nov 2026/);
    expect(items[1]).toHaveTextContent('What is Bitcoin?');
    expect(screen.getByTestId('reading-catalogue')).toHaveTextContent('All articles2 of 31 read');
    expect(screen.getByRole('progressbar', { name: 'All articles: 2 of 31 read' })).toHaveAttribute(
      'aria-valuenow',
      '6',
    );
    const categories = screen.getAllByTestId('reading-category');
    expect(categories.map((c) => c.textContent)).toEqual(['Bitcoin1 of 4 read', 'DeFi0 of 4 read']);
    expect(api.called('GET /client/v2/reading')).toHaveLength(1);
  });

  it('in Thai, with nothing read yet: says how an article counts and links to the articles', async () => {
    open('/th/profile/reading', {
      data: {
        recent: [],
        categories: [{ slug: 'defi', name: 'ดีไฟ', read: 0, total: 4 }],
        catalogue: { read: 0, total: 31 },
      },
    });
    expect(await screen.findByText('ยังไม่ได้อ่านบทความใด')).toBeInTheDocument();
    expect(screen.getByText('บทความจะนับว่าอ่านแล้วเมื่อคุณอ่านถึงตอนท้าย')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดูบทความ' })).toHaveAttribute('href', '/th/articles');
    expect(screen.getByTestId('reading-catalogue')).toHaveTextContent('บทความทั้งหมดอ่านแล้ว 0 จาก 31');
    expect(screen.getByRole('tab', { name: 'การอ่าน', selected: true })).toBeInTheDocument();
  });

  it('a failed load says so and offers a retry', async () => {
    open('/en/profile/reading', apiError(500, 'INTERNAL_ERROR'));
    expect(await screen.findByText('Your reading could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
