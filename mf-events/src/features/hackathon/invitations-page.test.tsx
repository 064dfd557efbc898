import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HackathonInvitation, Language } from '@academy/contracts';
import { useSessionStore } from '@academy/platform';
import { apiError, mockApi, renderRoutes } from '@academy/testing';
import { user, withDialogs } from '../../test/hackathon-page-harness';

// The invitations page: member-only states (signed out, loading, error, empty) and answering.

const pending: HackathonInvitation = {
  id: 5,
  status: 'pending',
  teamName: '<b>Block Builders</b>',
  category: 'university-student',
  invitedBy: { name: 'Grace', surname: 'Hopper', email: 'grace@example.test' },
  expiresAt: '2030-03-08T03:00:00.000Z',
  answeredAt: null,
};
const SESSION_LOADING = 'Checking your sign-in…';
const accepted: HackathonInvitation = { ...pending, status: 'accepted', answeredAt: '2030-03-02T03:00:00.000Z' };

const open = (lang: Language = 'en') => {
  renderRoutes(withDialogs, `/${lang}/hackathon-invitations`);
  act(() => useSessionStore.getState().login(user));
};

// Lazy pages on a busy machine.
jest.setTimeout(60_000);

describe('hackathon invitations page', () => {
  beforeEach(() => {
    act(() => useSessionStore.getState().logout());
  });

  it('signed out: asks to log in with the invited address; the login prompt brings them back here', async () => {
    const api = mockApi({});
    renderRoutes(withDialogs, '/en/hackathon-invitations');
    expect(await screen.findByText('Sign in to see your invitations', {}, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Please log in to continue.');
    expect(useSessionStore.getState().settings.redirectUrl).toBe('/en/hackathon-invitations');
    expect(api.calls).toHaveLength(0);
  });

  it('while the session is not known: the session loading state, no login prompt', async () => {
    mockApi({});
    renderRoutes(withDialogs, '/en/hackathon-invitations');
    // renderRoutes starts signed out and known; the shell's first read of the session still running:
    act(() => useSessionStore.setState({ user: null, checked: false }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hackathon invitations' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SESSION_LOADING);
    expect(screen.queryByText('Sign in to see your invitations')).not.toBeInTheDocument();
  });

  it('signed in, while the invitations load: a loading state', async () => {
    mockApi({ 'GET /team-hackathons/invitations': () => new Promise(() => undefined) });
    open();
    expect(await screen.findByText('Loading your invitations…', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      "Please verify your account's email address first: hackathon teams and invitations need a verified address.",
    ],
    ['th', 'กรุณายืนยันอีเมลของบัญชีก่อน ทีมและคำเชิญแฮกกาธอนต้องใช้อีเมลที่ยืนยันแล้ว'],
  ] as const)('(%s) an unverified address: says so, without a retry', async (lang, message) => {
    mockApi({ 'GET /team-hackathons/invitations': apiError(403, 'HACKATHON_EMAIL_NOT_VERIFIED') });
    open(lang);
    const error = await screen.findByTestId('error-state', {}, { timeout: 15_000 });
    expect(error).toHaveTextContent(message);
    expect(within(error).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a failed load: an error with a retry that loads again', async () => {
    let fail = true;
    mockApi({
      'GET /team-hackathons/invitations': () => (fail ? apiError(500, 'INTERNAL_ERROR') : { data: [pending] }),
    });
    open();
    const error = await screen.findByTestId('error-state', {}, { timeout: 15_000 });
    expect(error).toHaveTextContent('Could not load your invitations.');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('invitation-5')).toBeInTheDocument();
  });

  it('none for this account: names its address and says an invitation shows only to the invited address', async () => {
    mockApi({ 'GET /team-hackathons/invitations': { data: [] } });
    open();
    const empty = await screen.findByTestId('empty-state', {}, { timeout: 15_000 });
    expect(empty).toHaveTextContent('No invitation for ada0@example.test');
    expect(empty).toHaveTextContent(
      'An invitation shows only to the account whose verified email address it was sent to.',
    );
  });

  it('a pending invitation: the team as text, who invited, until when; Accept posts and the card shows it accepted', async () => {
    let answered = false;
    const api = mockApi({
      'GET /team-hackathons/invitations': () => ({ data: [answered ? accepted : pending] }),
      'POST /team-hackathons/invitations/5/accept': () => {
        answered = true;
        return { data: accepted };
      },
    });
    open();
    const card = await screen.findByTestId('invitation-5', {}, { timeout: 15_000 });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('<b>Block Builders</b>');
    expect(card).toHaveTextContent('Category: University student');
    expect(card).toHaveTextContent('Invited by Grace Hopper (grace@example.test)');
    expect(card).toHaveTextContent('Answer by 8 March 2030');
    expect(within(card).getByTestId('invitation-status')).toHaveTextContent('Waiting for an answer');
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await within(card).findByText('You accepted: you are a member of this team.')).toBeInTheDocument();
    expect(within(card).getByTestId('invitation-status')).toHaveTextContent('Accepted');
    expect(within(card).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See your team' })).toHaveAttribute('href', '/en/hackathon');
    expect(api.called('POST /team-hackathons/invitations/5/accept')).toHaveLength(1);
  });

  it.each([
    ['en', 'Decline', 'This invitation has already been answered.', 'Declined'],
    ['th', 'ปฏิเสธ', 'คำเชิญนี้ได้รับการตอบแล้ว', 'ปฏิเสธแล้ว'],
  ] as const)(
    '(%s) an answer refused with 409 (answered meanwhile): the reason, and the list read again',
    async (lang, button, message, status) => {
      let reads = 0;
      mockApi({
        'GET /team-hackathons/invitations': () => {
          reads += 1;
          return { data: [reads === 1 ? pending : { ...pending, status: 'declined' }] };
        },
        'POST /team-hackathons/invitations/5/decline': apiError(409, 'HACKATHON_INVITATION_ANSWERED'),
      });
      open(lang);
      const card = await screen.findByTestId('invitation-5', {}, { timeout: 15_000 });
      await userEvent.click(within(card).getByRole('button', { name: button }));
      expect(await within(card).findByTestId('invitation-error')).toHaveTextContent(message);
      expect(await within(card).findByText(status)).toBeInTheDocument();
      expect(reads).toBe(2);
    },
  );

  it('(th) an expired invitation: when it expired, no buttons', async () => {
    mockApi({ 'GET /team-hackathons/invitations': { data: [{ ...pending, status: 'expired' }] } });
    open('th');
    const card = await screen.findByTestId('invitation-5', {}, { timeout: 15_000 });
    expect(within(card).getByTestId('invitation-status')).toHaveTextContent('หมดอายุ');
    expect(card).toHaveTextContent('คำเชิญนี้หมดอายุเมื่อ');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
