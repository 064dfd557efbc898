import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PlatformProviders, applyLanguage, useSessionStore } from '@academy/platform';
import '../../i18n';
import { SESSION_PENDING_ATTRIBUTE } from '../../../server/boot-on-intent';
import { AccountControl } from './account-control';

function renderControl() {
  return render(
    <PlatformProviders>
      <MemoryRouter initialEntries={['/en/glossary']}>
        <AccountControl />
      </MemoryRouter>
    </PlatformProviders>,
  );
}

describe('the header’s account control', () => {
  beforeEach(() => {
    applyLanguage('en');
    useSessionStore.setState({ user: null, checked: false });
  });

  it('while the session is read: the login link, marked pending (hidden for a member by the page’s style)', () => {
    renderControl();
    const login = screen.getByTestId('login-button');
    expect(login).toHaveAttribute('href', '/en/login');
    expect(login).toHaveAttribute(SESSION_PENDING_ATTRIBUTE);
    act(() => useSessionStore.getState().logout());
    expect(screen.getByTestId('login-button')).not.toHaveAttribute(SESSION_PENDING_ATTRIBUTE);
  });

  it('signed in: the user menu’s button instead', () => {
    renderControl();
    act(() => useSessionStore.getState().login({ id: 1, email: 'a@b.co', point: 5 } as never));
    expect(screen.queryByTestId('login-button')).toBeNull();
    expect(screen.getByTestId('user-menu-button')).toBeInTheDocument();
  });
});
