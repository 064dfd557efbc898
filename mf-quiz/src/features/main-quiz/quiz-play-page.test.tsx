import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { KycDialog, LoginDialog, useSessionStore, type SessionUser } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

// The shell's layout renders the login and KYC dialogs; do the same around the remote's routes.
const withDialogs: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <LoginDialog />
        <KycDialog />
      </>
    ),
    children: routes,
  },
];

const learner = (kycStatus: SessionUser['kycStatus']): SessionUser => ({
  id: 1,
  token: 't',
  point: 0,
  kub: 0,
  subscription: null,
  bkNext: null,
  kycStatus,
});

async function openQuiz(lang = 'en', kycStatus?: SessionUser['kycStatus']) {
  renderRoutes(withDialogs, `/${lang}/quizzes/what-is-bitcoin`);
  await screen.findByRole('heading', { level: 1 });
  if (kycStatus) act(() => useSessionStore.setState({ user: learner(kycStatus) }));
  return userEvent.setup();
}

describe('main quiz start', () => {
  it('opens the login dialog for a visitor and remembers the quiz', async () => {
    const user = await openQuiz();
    await user.click(screen.getByRole('button', { name: 'Start quiz' }));
    expect(await screen.findByTestId('login-dialog')).toHaveTextContent('Please login before continuing');
    expect(screen.queryByTestId('kyc-dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().settings.redirectUrl).toBe('/en/quizzes/what-is-bitcoin');
  });

  it('opens the KYC prompt for a user who is not verified', async () => {
    const user = await openQuiz('en', 'unverified');
    await user.click(screen.getByRole('button', { name: 'Start quiz' }));
    expect(await screen.findByTestId('kyc-dialog')).toHaveTextContent('Please complete your KYC verification before doing a quiz');
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
  });

  it('lets a verified user through to the (not yet available) questions', async () => {
    const user = await openQuiz('en', 'verified');
    await user.click(screen.getByRole('button', { name: 'Start quiz' }));
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('The questions of this quiz are not available yet');
    expect(screen.queryByTestId('kyc-dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();
  });

  it('speaks Thai on the Thai route, level chips included', async () => {
    const user = await openQuiz('th', 'pending');
    for (const level of ['ระดับเริ่มต้น', 'ระดับกลาง', 'ระดับสูง']) expect(screen.getByText(level)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เริ่มทำแบบทดสอบ' }));
    expect(await screen.findByTestId('kyc-dialog')).toHaveTextContent('กรุณายืนยันตัวตน (KYC) ให้เสร็จก่อนทำแบบทดสอบ');
  });
});
