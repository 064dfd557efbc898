import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { LoginDialog, useSessionStore, type SessionUser } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';
import { mockApi } from '../../test/mock-http';

// The shell's layout renders the login dialog; do the same around the remote's routes.
const withDialogs: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <LoginDialog />
      </>
    ),
    children: routes,
  },
];

const member: SessionUser = {
  id: 1,
  point: 0,
  kub: 0,
  subscription: null,
  bkNext: null,
  name: 'Somchai',
  email: 'somchai@example.com',
};

const noSubscription = {
  user: 1,
  active: false,
  packageName: null,
  startDay: null,
  endDay: null,
  expiryDate: null,
  totalMainQuiz: 0,
  usedMainQuiz: 0,
  remainingMainQuiz: 0,
  totalHint: 0,
  usedHint: 0,
  remainingHint: 0,
  unlimitedExclusive: false,
  earnPoints: false,
  nftMembershipCard: false,
  nftCard: null,
};

function renderLoggedIn(url: string) {
  const rendered = renderRoutes(withDialogs, url);
  act(() => useSessionStore.setState({ user: member }));
  return rendered;
}

// the profile page is a lazy route: compile it once up front (a cold first render can outlast findBy)
jest.setTimeout(60_000);
beforeAll(() => import('./profile-page'), 60_000);

describe('profile page', () => {
  it('asks a visitor to log in and opens the login dialog', async () => {
    renderRoutes(withDialogs, '/en/profile');
    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('login-dialog')).toHaveTextContent('Please log in to continue.');
    expect(useSessionStore.getState().settings.redirectUrl).toBe('/en/profile');
  });

  it('shows the details tab first with the stored profile', async () => {
    renderLoggedIn('/en/profile');
    expect(await screen.findByRole('tab', { name: 'Details', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Somchai');
  });

  it('keeps the selected tab in the URL', async () => {
    mockApi({
      'GET /client/favorites': { data: [] },
      'GET /client/user-subscription-infos/detail': { data: noSubscription },
      'GET /client/v2/quiz-history_v2': { data: [] },
      'GET /client/v2/quiz-history_v2/count': { data: 0 },
      'POST /client/v2/progress-pending-quiz': { data: { items: [], total: 0 } },
      'GET /client/pop-quiz-completed-histories': { data: { items: [], total: 0, start: 0, limit: 10 } },
      'GET /client/v2/profile/kub-balance': {
        data: {
          point: 0,
          pointKkubEquivalent: 0,
          linked: false,
          walletAddress: null,
          kkub: null,
          usdCents: null,
          available: false,
        },
      },
      'GET /client/v2/profile/points-history': { data: { items: [], total: 0 } },
    });
    const { router } = renderLoggedIn('/en/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'My quizzes' }));
    expect(router.state.location.pathname).toBe('/en/profile/my-quizzes');
    expect(await screen.findByRole('tab', { name: 'My quizzes', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No completed main quizzes yet')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Favourites' }));
    expect(router.state.location.pathname).toBe('/en/profile/favourites');
    expect(await screen.findByText('No favourite articles yet')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'My subscription' }));
    expect(router.state.location.pathname).toBe('/en/profile/subscription');
    expect(await screen.findByRole('link', { name: 'See packages' })).toHaveAttribute('href', '/en/subscriptions');

    await user.click(screen.getByRole('tab', { name: 'Points' }));
    expect(router.state.location.pathname).toBe('/en/profile/points');
    expect(await screen.findByText('No points yet')).toBeInTheDocument();
  });

  it('switches the my-quizzes lists (in the URL) and has a labelled search box', async () => {
    mockApi({
      'GET /client/v2/quiz-history_v2': { data: [] },
      'GET /client/v2/quiz-history_v2/count': { data: 0 },
      'POST /client/v2/progress-pending-quiz': { data: { items: [], total: 0 } },
      'GET /client/pop-quiz-completed-histories': { data: { items: [], total: 0, start: 0, limit: 10 } },
    });
    const { router } = renderLoggedIn('/en/profile/my-quizzes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Saved quiz' }));
    expect(router.state.location.search).toBe('?list=saved');
    expect(await screen.findByText('No saved quizzes yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Completed pop quiz' }));
    expect(await screen.findByText('No completed pop quizzes yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by article name or question'), 'bitcoin');
    expect(screen.getByLabelText('Search by article name or question')).toHaveValue('bitcoin');
  });

  it('sends an unknown tab back to the profile', async () => {
    const { router } = renderLoggedIn('/en/profile/nope');
    expect(await screen.findByRole('tab', { name: 'Details', selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/profile');
  });
});
