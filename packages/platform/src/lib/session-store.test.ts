import { SESSION_STORAGE_KEY, initialSettings, useSessionStore } from './session-store';

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user: null, settings: initialSettings, loading: false, kycPrompt: null });
});

describe('session store', () => {
  it('persists the user and the settings, but not the loading flag or prompts', () => {
    useSessionStore.getState().login({ id: 1, token: 't', point: 5, kub: 0, subscription: null, bkNext: null });
    useSessionStore.getState().setLoading(true);
    useSessionStore.getState().openKycPrompt('quiz');
    useSessionStore.getState().setMode('dark');
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!);
    expect(stored.state.user.token).toBe('t');
    expect(stored.state.settings.mode).toBe('dark');
    expect(stored.state).not.toHaveProperty('loading');
    expect(stored.state).not.toHaveProperty('kycPrompt');
  });

  it('has every setting of the spec', () => {
    expect(Object.keys(initialSettings).sort()).toEqual([
      'isOpenModelLogin',
      'language',
      'mode',
      'otherLanguage',
      'redirectUrl',
      'time',
    ]);
  });

  it('opening the login dialog remembers where to return; logging in closes it', () => {
    useSessionStore.getState().openLogin('/en/quizzes/abc');
    expect(useSessionStore.getState().settings).toMatchObject({
      isOpenModelLogin: true,
      redirectUrl: '/en/quizzes/abc',
    });
    useSessionStore.getState().login({ id: 1, token: 't', point: 0, kub: 0, subscription: null, bkNext: null });
    expect(useSessionStore.getState().settings.isOpenModelLogin).toBe(false);
  });

  it('merging into a missing user does nothing; logout clears the user', () => {
    useSessionStore.getState().mergeUser({ point: 3 });
    expect(useSessionStore.getState().user).toBeNull();
    useSessionStore.getState().login({ id: 1, token: 't', point: 0, kub: 0, subscription: null, bkNext: null });
    useSessionStore.getState().mergeUser({ point: 3, name: 'Ann' });
    expect(useSessionStore.getState().user).toMatchObject({ point: 3, name: 'Ann', token: 't' });
    useSessionStore.getState().logout();
    expect(useSessionStore.getState().user).toBeNull();
  });
});
