import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { LoginDialog, useSessionStore, type SessionUser } from '@academy/platform';
import { renderRoutes } from '@academy/testing';
import { routes } from '../../routes';

/** The shell renders the login dialog around the remotes; do the same here. */
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

const user: SessionUser = { id: 1, token: 't', point: 0, kub: 0, subscription: null, bkNext: null, name: 'Ada' };

describe('hackathon page', () => {
  it('shows the rules from the constants', async () => {
    renderRoutes(routes, '/en/hackathon');
    await screen.findByRole('heading', { level: 1, name: 'Hackathon' });
    expect(screen.getByText(/Teams of 1 to 5 members/)).toBeInTheDocument();
    expect(screen.getByText(/at least 80% of the seminars/)).toBeInTheDocument();
    expect(screen.getByText('Up to 5 supplemental documents per team, at most 20 MB each.')).toBeInTheDocument();
    expect(screen.getByText('General')).toBeInTheDocument();
    expect(screen.getByText('University student')).toBeInTheDocument();
  });

  it('opens the login dialog when a visitor presses Register', async () => {
    renderRoutes(withDialogs, '/en/hackathon');
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Please login before continuing');
    expect(useSessionStore.getState().settings.redirectUrl).toBe('/en/hackathon');
    expect(screen.queryByText('Registration opens soon')).not.toBeInTheDocument();
  });

  it('tells a logged-in user that registration opens soon', async () => {
    renderRoutes(withDialogs, '/th/hackathon');
    useSessionStore.getState().login(user);
    await userEvent.click(await screen.findByRole('button', { name: 'ลงทะเบียน' }));
    expect(await screen.findByText('เปิดรับสมัครเร็ว ๆ นี้')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
