import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { act } from '@testing-library/react';
import { authResponseSchema, sessionAnswerSchema, type AccountUser } from '@academy/contracts';
import { http } from './http';
import { favouriteKeys } from './favourites';
import { queryClient, userKey } from './query-client';
import { initialSettings, sessionStatusOf, useSessionStore } from './session-store';
import {
  refreshAfterBalanceChange,
  refreshSession,
  setSessionPoints,
  signIn,
  signOut,
  takeRedirectUrl,
} from './session';

jest.mock('./toast', () => ({ toast: jest.fn() }));

const accountUser: AccountUser = {
  id: 7,
  email: 'learner@example.test',
  emailVerified: true,
  language: 'en',
  point: 250,
  kub: 2.5,
  subscription: null,
  bkNext: null,
  name: 'Lin',
  surname: null,
  lastName: null,
  phoneNumber: null,
  tel: null,
  address: null,
  province: null,
  postcode: null,
  remark: null,
  phishingWords: null,
  walletAddress: null,
  walletAddressBitkubNext: null,
  agreeToUpdate: false,
  kycStatus: 'rejected',
  profileImage: null,
  hasPassword: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

let seen: InternalAxiosRequestConfig[] = [];
let answers: Record<string, { status: number; data: unknown }> = {};
const adapter: AxiosAdapter = async (config) => {
  seen.push(config);
  const answer = answers[`${config.method?.toUpperCase()} ${config.url}`] ?? { status: 404, data: {} };
  if (answer.status >= 300) {
    const { AxiosError } = await import('axios');
    throw new AxiosError('failed', undefined, config, {}, { ...answer, statusText: '', headers: {}, config });
  }
  return { ...answer, statusText: 'OK', headers: {}, config };
};
const originalAdapter = http.defaults.adapter;

/** GET /client/user-clients/session as the API answers it (built by the contract's schema). */
const sessionAnswer = (user: AccountUser | null) => sessionAnswerSchema.parse({ user });
const member = { id: 7, point: 10, kub: 0.1, subscription: null, bkNext: null };

beforeEach(() => {
  http.defaults.adapter = adapter;
  seen = [];
  answers = {
    'GET /client/user-clients/session': { status: 200, data: sessionAnswer({ ...accountUser, name: 'Lin (fresh)' }) },
    'POST /client/user-clients/logout': { status: 200, data: { ok: true, message: 'Logged out' } },
  };
  queryClient.clear();
  useSessionStore.setState({ user: null, checked: false, settings: initialSettings, kycPrompt: null });
});
afterAll(() => {
  http.defaults.adapter = originalAdapter;
});
const calls = () => seen.map((c) => `${c.method?.toUpperCase()} ${c.url}`);

describe('session actions (@academy/platform)', () => {
  it('signIn keeps the user of the answer (rejected KYC counts as unverified) and no token', () => {
    signIn(authResponseSchema.parse({ expiresAt: '2026-12-01T00:00:00.000Z', user: accountUser }));
    const user = useSessionStore.getState().user;
    expect(user).toMatchObject({ id: 7, name: 'Lin', point: 250, kub: 2.5, kycStatus: 'unverified' });
    expect(user).not.toHaveProperty('token');
    expect(sessionStatusOf(useSessionStore.getState())).toBe('signedIn');
  });

  it('refreshSession on load: the API says who is signed in (the user as the contract shapes it)', async () => {
    await refreshSession();
    expect(calls()).toEqual(['GET /client/user-clients/session']);
    expect(seen[0]!.withCredentials).toBe(true);
    expect(useSessionStore.getState().user).toMatchObject({ id: 7, name: 'Lin (fresh)', point: 250, kub: 2.5 });
    expect(sessionStatusOf(useSessionStore.getState())).toBe('signedIn');
  });

  it('refreshSession on load: nobody -> signed out; an API that cannot be asked -> signed out too', async () => {
    answers['GET /client/user-clients/session'] = { status: 200, data: sessionAnswer(null) };
    await refreshSession();
    expect(sessionStatusOf(useSessionStore.getState())).toBe('signedOut');
    useSessionStore.setState({ checked: false });
    answers = {};
    await refreshSession();
    expect(sessionStatusOf(useSessionStore.getState())).toBe('signedOut');
  });

  it('refreshSession later: a failure keeps the user; a session that ended signs out', async () => {
    act(() => useSessionStore.getState().login(member));
    answers = {};
    await refreshSession();
    expect(useSessionStore.getState().user).toMatchObject({ id: 7, point: 10 });
    answers = { 'GET /client/user-clients/session': { status: 200, data: sessionAnswer(null) } };
    await refreshSession();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('refreshAfterBalanceChange: the answered points at once (with KKUB), then the user again and every cached view stale', async () => {
    act(() => useSessionStore.getState().login(member));
    queryClient.setQueryData(['content', 'home'], { kept: true });
    answers['GET /client/user-clients/session'] = {
      status: 200,
      data: sessionAnswer({
        ...accountUser,
        point: 420,
        kub: 4.2,
        subscription: { active: true, packageName: 'Starter', startDate: null, endDate: '2026-07-01T00:00:00.000Z' },
      }),
    };
    const done = refreshAfterBalanceChange(300);
    expect(useSessionStore.getState().user).toMatchObject({ point: 300, kub: 3 });
    await done;
    expect(useSessionStore.getState().user).toMatchObject({ point: 420, kub: 4.2, subscription: { active: true } });
    expect(queryClient.getQueryState(['content', 'home'])?.isInvalidated).toBe(true);
  });

  it('setSessionPoints: the one place the browser turns points into KKUB', () => {
    act(() => useSessionStore.getState().login(member));
    setSessionPoints(1250);
    expect(useSessionStore.getState().user).toMatchObject({ point: 1250, kub: 12.5 });
  });

  it("signOut revokes the session, forgets the user and drops the user's cached data", async () => {
    act(() => useSessionStore.getState().login(member));
    queryClient.setQueryData(favouriteKeys.list('en', 0), [{ id: 1 }]);
    queryClient.setQueryData(userKey('kub-balance', 7), { point: 250 });
    queryClient.setQueryData(['content', 'home'], { kept: true });
    await signOut();
    expect(calls()).toEqual(['POST /client/user-clients/logout']);
    expect(seen[0]!.withCredentials).toBe(true);
    expect(useSessionStore.getState().user).toBeNull();
    expect(queryClient.getQueryData(favouriteKeys.list('en', 0))).toBeUndefined();
    expect(queryClient.getQueryData(userKey('kub-balance', 7))).toBeUndefined();
    expect(queryClient.getQueryData(['content', 'home'])).toEqual({ kept: true });
  });

  it('signOut forgets the session even when the API cannot be reached', async () => {
    act(() => useSessionStore.getState().login(member));
    answers = { 'POST /client/user-clients/logout': { status: 500, data: {} } };
    await signOut();
    expect(useSessionStore.getState().user).toBeNull();
  });
  it('takeRedirectUrl: a same-site stored path once, else home; never another host or an auth page', () => {
    const set = (redirectUrl: string) => useSessionStore.getState().updateSettings({ redirectUrl });
    set('/en/quiz?x=1');
    expect(takeRedirectUrl('/en')).toBe('/en/quiz?x=1');
    expect(takeRedirectUrl('/en')).toBe('/en');
    for (const bad of ['//evil.test/x', 'https://evil.test', '/en/login', '/th/auth/callback?code=1']) {
      set(bad);
      expect(takeRedirectUrl('/th')).toBe('/th');
    }
  });
});
