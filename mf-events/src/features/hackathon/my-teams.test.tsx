import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HackathonMyTeam, Language } from '@academy/contracts';
import { useSessionStore } from '@academy/platform';
import { apiError, mockApi, renderRoutes } from '@academy/testing';
import { openWindow, user, withDialogs } from '../../test/hackathon-page-harness';

// The hackathon page's "Teams you are on": each team the signed-in user is on, with its status.

const team = (overrides: Partial<HackathonMyTeam> = {}): HackathonMyTeam => ({
  id: 3,
  teamName: 'Block Builders',
  category: 'university-student',
  status: 'pending',
  submittedByYou: true,
  createdAt: '2030-03-01T03:00:00.000Z',
  members: [
    { name: 'Ada', surname: 'Lovelace', nickname: 'A', email: 'ada0@example.test', status: 'accepted', you: true },
    { name: 'Grace', surname: 'Hopper', nickname: 'G', email: 'grace@example.test', status: 'pending', you: false },
  ],
  ...overrides,
});

const open = (teams: unknown, lang: Language = 'en') => {
  const api = mockApi({
    'GET /team-hackathons/registration-window': { data: openWindow },
    'GET /team-hackathons/mine': teams as never,
  });
  renderRoutes(withDialogs, `/${lang}/hackathon`);
  act(() => useSessionStore.getState().login(user));
  return api;
};

// Lazy pages on a busy machine.
jest.setTimeout(60_000);

describe('hackathon page: your teams', () => {
  it('a visitor sees no team section and nothing is asked for', async () => {
    const api = mockApi({ 'GET /team-hackathons/registration-window': { data: openWindow } });
    renderRoutes(withDialogs, '/en/hackathon');
    await screen.findByRole('button', { name: 'Register' }, { timeout: 15_000 });
    expect(screen.queryByRole('heading', { name: 'Teams you are on' })).not.toBeInTheDocument();
    expect(api.called('GET /team-hackathons/mine')).toHaveLength(0);
  });

  it("the submitter's team waiting for a member: who has accepted and who not, with the addresses they typed", async () => {
    open({ data: [team()] });
    const card = await screen.findByTestId('my-team-3', {}, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 2, name: 'Teams you are on' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Block Builders');
    expect(within(card).getByTestId('team-status')).toHaveTextContent('Waiting for members');
    expect(card).toHaveTextContent('Waiting for 1 invited member to accept.');
    const members = within(card).getAllByTestId('team-member');
    expect(members[0]).toHaveTextContent('Ada Lovelace (A) - ada0@example.test (you)Accepted');
    expect(members[1]).toHaveTextContent('Grace Hopper (G) - grace@example.test');
    expect(members[1]).toHaveTextContent('Waiting for an answer');
    expect(screen.getByRole('link', { name: 'Your invitations' })).toHaveAttribute('href', '/en/hackathon-invitations');
  });

  it('(th) a complete team', async () => {
    const members = team().members.map((member) => ({ ...member, status: 'accepted' as const }));
    open({ data: [team({ status: 'complete', members })] }, 'th');
    const card = await screen.findByTestId('my-team-3', {}, { timeout: 15_000 });
    expect(within(card).getByTestId('team-status')).toHaveTextContent('ครบถ้วน');
    expect(card).toHaveTextContent('สมาชิกทุกคนตอบรับแล้ว ทีมของคุณครบถ้วน');
  });

  it('an incomplete team (a member declined): it will not be judged, a new team needs another name', async () => {
    const [ada, grace] = team().members;
    open({ data: [team({ status: 'incomplete', members: [ada!, { ...grace!, status: 'declined' }] })] });
    const card = await screen.findByTestId('my-team-3', {}, { timeout: 15_000 });
    expect(within(card).getByTestId('team-status')).toHaveTextContent('Incomplete');
    expect(within(card).getByTestId('team-status-note')).toHaveTextContent(
      'A member declined or did not answer in time: this team is incomplete and will not be judged.',
    );
    expect(within(card).getAllByTestId('team-member')[1]).toHaveTextContent('Declined');
  });

  it('no team yet: says so, and links to the invitations', async () => {
    open({ data: [] });
    expect(
      await screen.findByText('You are not on a hackathon team yet.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your invitations' })).toBeInTheDocument();
  });

  it('a failed load: an error with a retry', async () => {
    let fail = true;
    mockApi({
      'GET /team-hackathons/registration-window': { data: openWindow },
      'GET /team-hackathons/mine': () => (fail ? apiError(500, 'INTERNAL_ERROR') : { data: [team()] }),
    });
    renderRoutes(withDialogs, '/en/hackathon');
    act(() => useSessionStore.getState().login(user));
    const error = await screen.findByTestId('error-state', {}, { timeout: 15_000 });
    expect(error).toHaveTextContent('Could not load your teams.');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('my-team-3')).toBeInTheDocument();
  });
});
