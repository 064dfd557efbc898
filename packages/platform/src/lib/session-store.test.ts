import {
  SESSION_STORAGE_KEY,
  initialSettings,
  isLoginPromptOpen,
  sessionStatusOf,
  useSessionStore,
  type SessionUser,
} from './session-store';

const member: SessionUser = {
  id: 1,
  point: 5,
  kub: 0.05,
  subscription: null,
  bkNext: null,
  email: 'ann@example.test',
  phoneNumber: '0812345678',
  address: '1 Sukhumvit Road',
  phishingWords: 'blue otter',
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.setState({ user: null, checked: false, settings: initialSettings, loading: false, kycPrompt: null });
});

describe('session store', () => {
  it('keeps only the settings in web storage: never the user, its points or anything personal', () => {
    useSessionStore.getState().login(member);
    useSessionStore.getState().setLoading(true);
    useSessionStore.getState().openKycPrompt('quiz');
    useSessionStore.getState().setMode('dark');
    const raw = localStorage.getItem(SESSION_STORAGE_KEY)!;
    expect(JSON.parse(raw)).toEqual({ state: { settings: { ...initialSettings, mode: 'dark' } }, version: 2 });
    for (const personal of ['ann@example.test', '0812345678', 'Sukhumvit', 'blue otter']) {
      expect(raw).not.toContain(personal);
    }
    expect(sessionStorage.length).toBe(0);
  });

  it('an older copy with the user and its token is rewritten to its settings alone', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        state: { user: { ...member, token: 'old-bearer-token' }, settings: { ...initialSettings, language: 'th' } },
        version: 1,
      }),
    );
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().user).toBeNull();
    expect(useSessionStore.getState().settings.language).toBe('th');
    const raw = localStorage.getItem(SESSION_STORAGE_KEY)!;
    expect(raw).not.toContain('old-bearer-token');
    expect(raw).not.toContain('ann@example.test');
  });

  it('a user planted in storage is not taken for a session', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { user: member, settings: initialSettings }, version: 2 }),
    );
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState().user).toBeNull();
    expect(sessionStatusOf(useSessionStore.getState())).toBe('loading');
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

  it('status: loading until the API has answered, then signed in or signed out', () => {
    expect(sessionStatusOf(useSessionStore.getState())).toBe('loading');
    useSessionStore.getState().login(member);
    expect(sessionStatusOf(useSessionStore.getState())).toBe('signedIn');
    useSessionStore.getState().logout();
    expect(sessionStatusOf(useSessionStore.getState())).toBe('signedOut');
  });

  it('the login prompt waits for the session: never shown while it loads, nor to a signed-in user', () => {
    useSessionStore.getState().openLogin('/en/quizzes/abc');
    expect(useSessionStore.getState().settings).toMatchObject({
      isOpenModelLogin: true,
      redirectUrl: '/en/quizzes/abc',
    });
    expect(isLoginPromptOpen(useSessionStore.getState())).toBe(false);
    useSessionStore.getState().logout();
    expect(isLoginPromptOpen(useSessionStore.getState())).toBe(true);
    useSessionStore.getState().login(member);
    expect(useSessionStore.getState().settings.isOpenModelLogin).toBe(false);
    expect(isLoginPromptOpen(useSessionStore.getState())).toBe(false);
  });

  it('merging into a missing user does nothing; logout clears the user', () => {
    useSessionStore.getState().mergeUser({ point: 3 });
    expect(useSessionStore.getState().user).toBeNull();
    useSessionStore.getState().login(member);
    useSessionStore.getState().mergeUser({ point: 3, name: 'Ann' });
    expect(useSessionStore.getState().user).toMatchObject({ point: 3, name: 'Ann', email: 'ann@example.test' });
    useSessionStore.getState().logout();
    expect(useSessionStore.getState().user).toBeNull();
  });
});
