import { screen } from '@testing-library/react';
import { remoteOwnsRoutePath } from '@academy/contracts';
import { renderRoutes, setupMockApi } from '@academy/testing';
import { routes } from './routes';

// No endpoint mocked: every call answers 404.
setupMockApi();

const pages: { url: string; en: string; th: string }[] = [
  { url: '/hackathon', en: 'Hackathon', th: 'แฮกกาธอน' },
  { url: '/hackathon-invitations', en: 'Hackathon invitations', th: 'คำเชิญเข้าร่วมทีมแฮกกาธอน' },
  { url: '/pitch-2024', en: 'Next-generation business pitch 2024', th: 'เวทีประกวดแผนธุรกิจคนรุ่นใหม่ 2024' },
];

// Lazy pages compile on first use; slow on a busy machine.
jest.setTimeout(60_000);

describe('events routes', () => {
  it('only claims paths under the prefixes the route table gives the events remote', () => {
    expect(routes).toHaveLength(4);
    for (const route of routes) expect(!route.index && remoteOwnsRoutePath('events', route.path)).toBe(true);
  });

  it.each(pages)('renders $url with its h1 in English and in Thai', async ({ url, en, th }) => {
    const { unmount } = renderRoutes(routes, `/en${url}`);
    expect(await screen.findByRole('heading', { level: 1, name: en }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${en} - Academy`);
    unmount();
    renderRoutes(routes, `/th${url}`);
    expect(await screen.findByRole('heading', { level: 1, name: th }, { timeout: 20_000 })).toBeInTheDocument();
    expect(document.title).toBe(`${th} - Academy`);
  });
});
