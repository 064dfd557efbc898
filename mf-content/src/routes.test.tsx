import { screen } from '@testing-library/react';
import { remoteOwnsRoutePath } from '@academy/contracts';
import { renderRoutes } from '@academy/testing';
import { routes } from './routes';
import { setupMockApi } from './test/mock-api';

// No endpoint mocked: every call answers 404, so each page shows its frame and its empty state.
setupMockApi();

/** Every screen of the remote with its h1 in both languages. */
const pages: { url: string; en: string; th: string }[] = [
  { url: '', en: 'Learn blockchain and crypto', th: 'เรียนรู้บล็อกเชนและคริปโต' },
  { url: '/articles', en: 'Articles', th: 'บทความ' },
  { url: '/articles/what-is-bitcoin', en: 'Article not found', th: 'ไม่พบบทความ' },
  { url: '/exclusive', en: 'Exclusive articles', th: 'บทความพิเศษ' },
  { url: '/search?q=bitcoin', en: 'Search', th: 'ค้นหา' },
  { url: '/glossary', en: 'Glossary', th: 'คลังคำศัพท์' },
  { url: '/glossary/42', en: 'Full definition', th: 'ความหมายฉบับเต็ม' },
  { url: '/get-started', en: 'Get started', th: 'เริ่มต้นใช้งาน' },
  { url: '/about-us', en: 'About us', th: 'เกี่ยวกับเรา' },
  { url: '/legal/terms-and-conditions', en: 'Terms and conditions', th: 'ข้อกำหนดและเงื่อนไข' },
  { url: '/legal/privacy-policy', en: 'Privacy policy', th: 'นโยบายความเป็นส่วนตัว' },
  { url: '/legal/subscription-terms', en: 'Subscription terms', th: 'เงื่อนไขการสมัครสมาชิก' },
  { url: '/legal/cookies-policy', en: 'Cookies policy', th: 'นโยบายคุกกี้' },
];

describe('content routes', () => {
  it('only claims paths under the prefixes the route table gives the content remote', () => {
    for (const route of routes) expect(route.index || remoteOwnsRoutePath('content', route.path)).toBe(true);
  });

  it.each(pages)('renders $url with its h1 and document title in English and in Thai', async ({ url, en, th }) => {
    const { unmount } = renderRoutes(routes, `/en${url}`);
    expect(await screen.findByRole('heading', { level: 1, name: en })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${en} - Academy`);
    unmount();
    renderRoutes(routes, `/th${url}`);
    expect(await screen.findByRole('heading', { level: 1, name: th })).toBeInTheDocument();
    expect(document.title).toBe(`${th} - Academy`);
  });
});
