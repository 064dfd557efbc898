import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { LeaveRunningQuizDialog, LoginDialog, KycDialog } from './dialogs';
import { useLeaveRunningQuizBlocker, useRequireKyc } from './guards';
import { applyLanguage } from './i18n';
import { PlatformProviders } from './providers';
import { initialSettings, useSessionStore } from './session-store';
import { toast } from './toast';

function renderAt(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang',
        HydrateFallback: () => null,
        loader: ({ params }) => (applyLanguage(params.lang), null),
        children: routes,
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <PlatformProviders>
      <RouterProvider router={router} />
    </PlatformProviders>,
  );
  return router;
}

function StartQuiz() {
  const ensureKyc = useRequireKyc('quiz');
  return (
    <>
      <button onClick={() => ensureKyc(() => toast('started'))}>start</button>
      <LoginDialog />
      <KycDialog />
    </>
  );
}

const discarded = jest.fn(async () => undefined);

function RunningQuiz() {
  const blocker = useLeaveRunningQuizBlocker(true);
  return (
    <>
      <Link to="/en/elsewhere">leave</Link>
      <LeaveRunningQuizDialog blocker={blocker} onDiscard={discarded} />
    </>
  );
}

beforeEach(() => useSessionStore.setState({ user: null, checked: true, settings: initialSettings, kycPrompt: null }));
const user = { id: 1, point: 0, kub: 0, subscription: null, bkNext: null };

describe('guards', () => {
  it('asks a visitor to log in first, remembering the page', async () => {
    renderAt([{ path: 'quizzes/x', element: <StartQuiz /> }], '/en/quizzes/x');
    await userEvent.click(await screen.findByText('start'));
    expect(await screen.findByText('Please log in to continue.')).toBeVisible();
    expect(useSessionStore.getState().settings.redirectUrl).toBe('/en/quizzes/x');
  });

  it('asks an unverified user to complete KYC, in Thai too', async () => {
    act(() => useSessionStore.getState().login({ ...user, kycStatus: 'unverified' }));
    renderAt([{ path: 'quizzes/x', element: <StartQuiz /> }], '/th/quizzes/x');
    await userEvent.click(await screen.findByText('start'));
    expect(await screen.findByText('กรุณายืนยันตัวตน (KYC) ให้เสร็จก่อนทำแบบทดสอบ')).toBeVisible();
  });

  it('lets a verified user through', async () => {
    act(() => useSessionStore.getState().login({ ...user, kycStatus: 'verified' }));
    renderAt([{ path: 'quizzes/x', element: <StartQuiz /> }], '/en/quizzes/x');
    await userEvent.click(await screen.findByText('start'));
    expect(await screen.findByText('started')).toBeVisible();
    expect(screen.queryByTestId('kyc-dialog')).toBeNull();
  });

  it('while the session loads, a click waits for it: a signed-in answer runs the action, no login prompt', async () => {
    useSessionStore.setState({ checked: false });
    renderAt([{ path: 'quizzes/x', element: <StartQuiz /> }], '/en/quizzes/x');
    await userEvent.click(await screen.findByText('start'));
    expect(screen.queryByText('started')).toBeNull();
    expect(useSessionStore.getState().settings.isOpenModelLogin).toBe(false);
    act(() => useSessionStore.getState().login({ ...user, kycStatus: 'verified' }));
    expect(await screen.findByText('started')).toBeVisible();
    expect(screen.queryByTestId('login-dialog')).toBeNull();
  });

  it('while the session loads, a click waits for it: nobody signed in -> the login prompt then', async () => {
    useSessionStore.setState({ checked: false });
    renderAt([{ path: 'quizzes/x', element: <StartQuiz /> }], '/en/quizzes/x');
    await userEvent.click(await screen.findByText('start'));
    expect(screen.queryByText('Please log in to continue.')).toBeNull();
    act(() => useSessionStore.getState().logout());
    expect(await screen.findByText('Please log in to continue.')).toBeVisible();
  });

  it('warns before leaving a running quiz: continue stays, discard discards the attempt and leaves', async () => {
    const router = renderAt(
      [
        { path: 'quizzes/x', element: <RunningQuiz /> },
        { path: 'elsewhere', element: <p>elsewhere</p> },
      ],
      '/en/quizzes/x',
    );
    await userEvent.click(await screen.findByText('leave'));
    expect(
      await screen.findByText(
        /your answers are not saved\. Its questions count as seen: a graded attempt will not ask them again/,
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue quiz' }));
    expect(router.state.location.pathname).toBe('/en/quizzes/x');
    await userEvent.click(screen.getByText('leave'));
    expect(discarded).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('elsewhere')).toBeVisible();
    expect(discarded).toHaveBeenCalledTimes(1);
  });
});
