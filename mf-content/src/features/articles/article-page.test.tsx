import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { queryClient, useSessionStore, type SessionUser } from '@academy/platform';
import { routes } from '../../routes';
import { blogDetail, mockArticle, reply, setupMockApi } from '../../test/mock-api';

const api = setupMockApi();
const user = { id: 7, point: 0, kub: 0, subscription: null, bkNext: null } as SessionUser;

describe('article page', () => {
  it("shows the article's cover (its social card, from the API) above the title, and none when it has none", async () => {
    mockArticle(api, {
      coverImage: '/client/blogs/cards/what-is-bitcoin-en-0123456789abcdef.png',
      coverVariants: '/client/blogs/covers/what-is-bitcoin-en-fedcba9876543210',
    });
    const { unmount } = renderRoutes(routes, '/en/articles/what-is-bitcoin');
    // the first test also loads zod and the contracts' schemas (on first use) and the renderer
    const cover = await screen.findByTestId('article-cover', {}, { timeout: 15000 });
    expect(cover.getAttribute('src')).toMatch(
      /^https?:\/\/[^/]+\/client\/blogs\/cards\/what-is-bitcoin-en-0123456789abcdef\.png$/,
    );
    expect(cover).toHaveAttribute('alt', '');
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '630');
    // the page's largest image: fetched at once, at the width of the article's column
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).not.toHaveAttribute('loading');
    const avif = cover.parentElement!.querySelector('source[type="image/avif"]')!;
    expect(avif.getAttribute('srcset')).toMatch(
      /\/client\/blogs\/covers\/what-is-bitcoin-en-fedcba9876543210-960\.avif 960w$/,
    );
    expect(avif).toHaveAttribute(
      'sizes',
      '(min-width: 1024px) 683px, (min-width: 768px) 67vw, (min-width: 640px) 100vw, 100vw',
    );
    expect(cover.compareDocumentPosition(screen.getByRole('heading', { level: 1 }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    unmount();
    queryClient.clear();

    mockArticle(api);
    renderRoutes(routes, '/en/articles/what-is-bitcoin');
    expect(await screen.findByRole('heading', { level: 1, name: 'What is Bitcoin?' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByTestId('article-cover')).toBeNull();
  });

  it('shows the article with its facts, a table of contents, the quiz link and related articles', async () => {
    mockArticle(api);
    renderRoutes(routes, '/en/articles/what-is-bitcoin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What is Bitcoin?' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Beginner')[0]).toBeInTheDocument();
    expect(screen.getAllByText('6 min read')[0]).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blockchain basics' })).toHaveAttribute(
      'href',
      '/en/articles?category=blockchain-basics',
    );
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const entries = within(toc).getAllByRole('link');
    expect(entries.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['How it works', '#how-it-works'],
      ['Mining', '#mining'],
      ['Why it matters', '#why-it-matters'],
    ]);
    // the body's renderer loads on its own (a lazy chunk)
    expect(await screen.findByRole('heading', { level: 2, name: 'How it works' })).toHaveAttribute(
      'id',
      'how-it-works',
    );
    expect(screen.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute('href', '/en/quizzes/what-is-bitcoin');
    // it promises points only to whom a pass pays them (issue 30 item 7)
    expect(screen.getByRole('region', { name: 'Test what you learned' })).toHaveTextContent(
      'Subscribers earn points for a pass.',
    );
    expect(screen.getByRole('link', { name: 'What is a wallet?' })).toHaveAttribute(
      'href',
      '/en/articles/what-is-a-wallet',
    );
    expect(document.title).toBe('What is Bitcoin? - Academy');
    expect(screen.getByTestId('article-published')).toHaveTextContent('1 January 2026');
    expect(screen.getByTestId('article-published')).toHaveAttribute('datetime', '2026-01-01');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'The first cryptocurrency explained.',
    );
    expect(screen.queryByTestId('article-fallback')).not.toBeInTheDocument();
  });

  it('puts the contents after the title and summary and before the body; on a phone a <details> opens them', async () => {
    mockArticle(api);
    renderRoutes(routes, '/en/articles/what-is-bitcoin');
    const toc = await screen.findByRole('navigation', { name: 'On this page' }, { timeout: 5000 });
    const before = (a: Element, b: Element) =>
      expect(a.compareDocumentPosition(b)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    before(screen.getByRole('heading', { level: 1 }), toc);
    before(screen.getByTestId('article-summary'), toc);
    before(toc, screen.getByTestId('article-body'));
    // collapsed at first, an HTML disclosure that needs no script (what shows at which width is
    // CSS: e2e/tests/article-phone-layout.spec.ts and no-script.spec.ts)
    const details = within(toc).getByTestId('article-toc-details');
    const toggle = within(toc).getByTestId('article-toc-toggle');
    const list = within(toc).getByTestId('article-toc-list');
    expect(details.tagName).toBe('DETAILS');
    expect(toggle.tagName).toBe('SUMMARY');
    expect(toggle).toHaveTextContent('On this page');
    expect(details).not.toHaveAttribute('open');
    expect(within(toc).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(details).toHaveAttribute('open');
    // choosing a heading closes the list again and scrolls to it in the page (no router navigation)
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    try {
      const link = within(list).getByRole('link', { name: 'Mining' });
      await userEvent.click(link);
      expect(details).not.toHaveAttribute('open');
      const id = link.getAttribute('href')!.slice(1);
      expect(scrolledTo).toEqual([document.getElementById(id)]);
      expect(window.location.hash).toBe(`#${id}`);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('in Thai, shows the publication date with its Gregorian year and groups the view count', async () => {
    api.mockApi({
      'GET /client/blogs/slug/what-is-bitcoin': blogDetail({ title: 'บิตคอยน์คืออะไร', viewCount: 1234567 }),
      'PUT /client/blogs/blogview/1': { ok: true },
    });
    renderRoutes(routes, '/th/articles/what-is-bitcoin');
    expect(await screen.findByRole('heading', { level: 1, name: 'บิตคอยน์คืออะไร' })).toBeInTheDocument();
    expect(screen.getByTestId('article-published')).toHaveTextContent('1 มกราคม 2026');
    expect(screen.getByText('1,234,567')).toBeInTheDocument();
    expect(document.title).toBe('บิตคอยน์คืออะไร - Academy');
  });

  it('counts one view per visit', async () => {
    mockArticle(api);
    renderRoutes(routes, '/en/articles/what-is-bitcoin');
    await screen.findByRole('heading', { level: 1, name: 'What is Bitcoin?' });
    await waitFor(() => expect(api.callsTo('PUT /client/blogs/blogview/1')).toHaveLength(1));
    await act(() => useSessionStore.setState({ user }));
    await screen.findByRole('button', { name: 'Save' });
    expect(api.callsTo('PUT /client/blogs/blogview/1')).toHaveLength(1);
  });

  it('counts the view once the browser is idle, not while the page is being taken over', async () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = (run: IdleRequestCallback) => idle.push(() => run({} as IdleDeadline));
    window.cancelIdleCallback = () => undefined;
    try {
      mockArticle(api);
      renderRoutes(routes, '/en/articles/what-is-bitcoin');
      await screen.findByRole('heading', { level: 1, name: 'What is Bitcoin?' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(api.callsTo('PUT /client/blogs/blogview/1')).toHaveLength(0);
      expect(idle).toHaveLength(1);
      idle[0]!();
      await waitFor(() => expect(api.callsTo('PUT /client/blogs/blogview/1')).toHaveLength(1));
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
      delete (window as Partial<Window>).cancelIdleCallback;
    }
  });

  it('never renders raw HTML from the body, and gives Thai headings ids', async () => {
    mockArticle(api, {
      body: '<script>alert(1)</script><img src=x onerror=alert(1)>\n\n## บิตคอยน์ทำงานอย่างไร\n\nข้อความ',
      language: 'th',
    });
    renderRoutes(routes, '/th/articles/what-is-bitcoin');
    expect(await screen.findByRole('heading', { level: 2, name: 'บิตคอยน์ทำงานอย่างไร' })).toHaveAttribute(
      'id',
      'บิตคอยน์ทำงานอย่างไร',
    );
    const body = screen.getByTestId('article-body');
    expect(body.querySelector('script, img')).toBeNull();
    expect(screen.getAllByText('อ่าน 6 นาที')[0]).toBeInTheDocument();
  });

  it("shows the body's diagram from the API as a figure with its caption", async () => {
    const diagram = '/client/blogs/images/what-is-bitcoin-chain-0123456789abcdef-640x340.svg';
    mockArticle(api, { body: `## How it works\n\n![Three blocks linked by hashes](${diagram} "A chain")\n\nText.` });
    renderRoutes(routes, '/en/articles/what-is-bitcoin');
    const image = await screen.findByRole('img', { name: 'Three blocks linked by hashes' }, { timeout: 5000 });
    expect(image.getAttribute('src')).toMatch(new RegExp(`^https?://[^/]+${diagram}$`));
    expect(image).toHaveAttribute('width', '640');
    expect(image.closest('figure')?.querySelector('figcaption')?.textContent).toBe('A chain');
  });

  it('shows a teaser and a subscribe call to action for a locked exclusive article', async () => {
    mockArticle(api, { exclusive: true, locked: true, body: null, teaser: 'The first paragraph only.' });
    renderRoutes(routes, '/en/articles/what-is-bitcoin');
    const locked = await screen.findByTestId('article-locked');
    expect(locked).toHaveTextContent('The first paragraph only.');
    expect(within(locked).getByRole('link', { name: 'Subscribe to read' })).toHaveAttribute(
      'href',
      '/en/subscriptions',
    );
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
    // no "take this article's quiz and earn points" it cannot keep: it says what opens the quiz
    const quiz = screen.getByRole('region', { name: 'Test what you learned' });
    expect(within(quiz).getByTestId('article-quiz-locked')).toHaveTextContent(
      'a subscription opens the full text, its quiz',
    );
    expect(within(quiz).queryByRole('link', { name: 'Take the quiz' })).not.toBeInTheDocument();
  });

  it('marks the section being read in the contents (aria-current), following the scroll', async () => {
    mockArticle(api);
    renderRoutes(routes, '/en/articles/what-is-bitcoin');
    await screen.findByRole('heading', { level: 2, name: 'Why it matters' }, { timeout: 5000 });
    const tops: Record<string, number> = { 'how-it-works': -400, mining: 60, 'why-it-matters': 500 };
    const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: tops[this.id] ?? 0 } as DOMRect;
    });
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() =>
      expect(within(toc).getByRole('link', { name: 'Mining' })).toHaveAttribute('aria-current', 'location'),
    );
    expect(within(toc).getByRole('link', { name: 'How it works' })).not.toHaveAttribute('aria-current');
    tops['why-it-matters'] = 100;
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() =>
      expect(within(toc).getByRole('link', { name: 'Why it matters' })).toHaveAttribute('aria-current', 'location'),
    );
    rect.mockRestore();
  });

  it('says so when the article is shown in the other language', async () => {
    mockArticle(api, { fallback: true, language: 'en' });
    renderRoutes(routes, '/th/articles/what-is-bitcoin');
    expect(await screen.findByTestId('article-fallback')).toHaveTextContent('บทความนี้ยังไม่มีคำแปล จึงแสดงเป็นภาษาอังกฤษ');
  });

  it('shows not found for an unknown slug', async () => {
    renderRoutes(routes, '/en/articles/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to articles' })).toHaveAttribute('href', '/en/articles');
  });

  it('shows loading, then an error with Retry', async () => {
    api.mockApi({ 'GET /client/blogs/slug/what-is-bitcoin': reply(500) });
    renderRoutes(routes, '/en/articles/what-is-bitcoin');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    const error = await screen.findByTestId('error-state');
    mockArticle(api);
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'What is Bitcoin?' })).toBeInTheDocument();
  });
});
