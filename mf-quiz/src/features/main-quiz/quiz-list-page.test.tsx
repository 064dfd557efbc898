import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@academy/testing';
import { useSessionStore, type SessionUser } from '@academy/platform';
import { routes } from '../../routes';
import { quizCard, reply, setupMockApi } from '../../test/quiz-api-mock';

const api = setupMockApi();
jest.setTimeout(20_000);
// A busy machine renders slowly: wait up to 5 s for what a step shows.
configure({ asyncUtilTimeout: 5000 });
// As the API sends them: both languages and the request's.
const inBoth = { description_en: '', description_th: '', description: '' };
const categories = [
  { id: 1, slug: 'blockchain-basics', name_en: 'Blockchain basics', name_th: 'พื้นฐานบล็อกเชน', ranking: 1 },
  { id: 2, slug: 'defi', name_en: 'DeFi', name_th: 'ดีไฟ', ranking: 2 },
].map((category) => ({ ...category, ...inBoth, name: category.name_en }));

function mockList(
  items = [quizCard(), quizCard({ id: 6, slug: 'defi-101', title: 'DeFi 101', exclusive: true })],
  total = items.length,
) {
  api.mockApi({
    'GET /client/v2/article-quiz-list': items,
    'GET /client/v2/article-quiz-list/count': total,
    'GET /client/categories': categories,
  });
}

describe('main quiz list', () => {
  it('shows quiz cards to a visitor, linked to each quiz, with level, access and facts', async () => {
    mockList();
    renderRoutes(routes, '/en/quizzes');
    const cards = await screen.findByTestId('quiz-cards', {}, { timeout: 5000 });
    const links = within(cards).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/quizzes/what-is-bitcoin',
      '/en/quizzes/defi-101',
    ]);
    expect(within(links[0]!).getByText('What is Bitcoin?')).toBeInTheDocument();
    // rendered for everyone: the points are for subscribers (a pass earns none without one)
    expect(within(links[0]!).getByText('3 questions · 50 points for subscribers')).toBeInTheDocument();
    expect(within(links[1]!).getByText('Exclusive')).toBeInTheDocument();
    expect(api.callsTo('GET /client/v2/article-quiz-list')[0]!.params).toMatchObject({
      filter: 'all',
      _start: 0,
      _limit: 12,
    });
  });

  it('its tabs are links the server renders (work before any script): same topic, first page', async () => {
    mockList();
    renderRoutes(routes, '/th/quizzes?filter=free&topic=defi&page=3');
    await screen.findByTestId('quiz-cards', {}, { timeout: 5000 });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.tagName, tab.textContent, tab.getAttribute('href')])).toEqual([
      ['A', 'ทั้งหมด', '/th/quizzes?topic=defi'],
      ['A', 'เฉพาะสมาชิก', '/th/quizzes?filter=exclusive&topic=defi'],
      ['A', 'ฟรี', '/th/quizzes?filter=free&topic=defi'],
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('ฟรี');
  });

  it('sends the access filter, topic and name search, all kept in the URL', async () => {
    mockList();
    const { router } = renderRoutes(routes, '/en/quizzes');
    const user = userEvent.setup();
    await screen.findByTestId('quiz-cards', {}, { timeout: 5000 });
    await user.click(screen.getByRole('tab', { name: 'Exclusive' }));
    expect(router.state.location.search).toBe('?filter=exclusive');
    await waitFor(() =>
      expect(api.callsTo('GET /client/v2/article-quiz-list').at(-1)!.params).toMatchObject({ filter: 'exclusive' }),
    );
    await screen.findByRole('option', { name: 'DeFi' });
    await user.selectOptions(screen.getByLabelText('Topic'), 'defi');
    await waitFor(() =>
      expect(api.callsTo('GET /client/v2/article-quiz-list').at(-1)!.params).toMatchObject({ category: 'defi' }),
    );
    await user.type(screen.getByLabelText('Search by quiz name'), 'swap');
    await waitFor(() =>
      expect(api.callsTo('GET /client/v2/article-quiz-list').at(-1)!.params).toMatchObject({ name: 'swap' }),
    );
    expect(router.state.location.search).toBe('?filter=exclusive&topic=defi&q=swap');
    expect(api.callsTo('GET /client/v2/article-quiz-list/count').at(-1)!.params).toMatchObject({
      filter: 'exclusive',
      category: 'defi',
      name: 'swap',
    });
  });

  it('pages through the results', async () => {
    mockList([quizCard()], 30);
    const { router } = renderRoutes(routes, '/en/quizzes');
    await screen.findByTestId('quiz-cards', {}, { timeout: 5000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() =>
      expect(api.callsTo('GET /client/v2/article-quiz-list').at(-1)!.params).toMatchObject({ _start: 24 }),
    );
  });

  it('shows my status on a card when logged in', async () => {
    mockList([quizCard({ myStatus: 'passed' })]);
    renderRoutes(routes, '/en/quizzes');
    await act(() =>
      useSessionStore.setState({
        user: { id: 3, point: 0, kub: 0, subscription: null, bkNext: null } as SessionUser,
      }),
    );
    expect(await screen.findByText('Passed')).toBeInTheDocument();
  });

  it('has empty, no-match and error states', async () => {
    mockList([], 0);
    const { unmount } = renderRoutes(routes, '/en/quizzes?filter=free');
    expect(await screen.findByText('No free quizzes yet')).toBeInTheDocument();
    unmount();
    renderRoutes(routes, '/en/quizzes?q=zzz');
    expect(await screen.findByText('No quizzes match your search')).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    api.mockApi({ 'GET /client/v2/article-quiz-list': reply(500), 'GET /client/v2/article-quiz-list/count': 0 });
    renderRoutes(routes, '/en/quizzes');
    expect(await screen.findByTestId('error-state')).toHaveTextContent('We could not load the quizzes.');
    mockList();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('quiz-cards', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('speaks Thai', async () => {
    mockList();
    renderRoutes(routes, '/th/quizzes');
    expect((await screen.findAllByText('3 ข้อ · 50 คะแนนสำหรับสมาชิก')).length).toBe(2);
    expect(screen.getByRole('tab', { name: 'เฉพาะสมาชิก' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'ดีไฟ' })).toBeInTheDocument();
  });
});
