import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { AccountUser } from '@academy/contracts';
import { http } from './http';
import { queryClient } from './query-client';
import { initialSettings, useSessionStore } from './session-store';
import { refreshSession, signIn, signOut, takeRedirectUrl } from './session';

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

beforeEach(() => {
  http.defaults.adapter = adapter;
  seen = [];
  answers = {
    'POST /client/user-clients/me': { status: 200, data: { ...accountUser, name: 'Lin (fresh)' } },
    'GET /client/v2/profile': { status: 200, data: { id: 7, email: 'learner@example.test', point: 300 } },
    'POST /client/user-clients/logout': { status: 200, data: { ok: true, message: 'Logged out' } },
  };
  queryClient.clear();
  useSessionStore.setState({ user: null, settings: initialSettings, kycPrompt: null });
});
afterAll(() => {
  http.defaults.adapter = originalAdapter;
});

describe('session actions (@academy/platform)', () => {
  it('signIn stores the token and the user (rejected KYC counts as unverified), then refreshes user and points', async () => {
    await signIn({ token: 'tok-1', expiresAt: '2026-12-01T00:00:00.000Z', user: accountUser });
    const user = useSessionStore.getState().user;
    expect(user).toMatchObject({
      id: 7,
      token: 'tok-1',
      name: 'Lin (fresh)',
      point: 300,
      kub: 3,
      kycStatus: 'unverified',
    });
    expect(seen.map((c) => `${c.method?.toUpperCase()} ${c.url}`).sort()).toEqual([
      'GET /client/v2/profile',
      'POST /client/user-clients/me',
    ]);
  });

  it('refreshSession keeps what it has when the API fails', async () => {
    useSessionStore.setState({
      user: { id: 7, token: 'tok-1', point: 10, kub: 0.1, subscription: null, bkNext: null },
    });
    answers = {};
    await refreshSession();
    expect(useSessionStore.getState().user).toMatchObject({ id: 7, token: 'tok-1', point: 10 });
  });

  it("signOut revokes the session, forgets the user and drops the user's cached data", async () => {
    useSessionStore.setState({
      user: { id: 7, token: 'tok-1', point: 10, kub: 0.1, subscription: null, bkNext: null },
    });
    queryClient.setQueryData(['account', 'favorites', 'en', 0], [{ id: 1 }]);
    queryClient.setQueryData(['content', 'home'], { kept: true });
    await signOut();
    expect(seen.map((c) => `${c.method?.toUpperCase()} ${c.url}`)).toEqual(['POST /client/user-clients/logout']);
    expect(useSessionStore.getState().user).toBeNull();
    expect(queryClient.getQueryData(['account', 'favorites', 'en', 0])).toBeUndefined();
    expect(queryClient.getQueryData(['content', 'home'])).toEqual({ kept: true });
  });

  it('signOut forgets the session even when the API cannot be reached', async () => {
    useSessionStore.setState({
      user: { id: 7, token: 'tok-1', point: 10, kub: 0.1, subscription: null, bkNext: null },
    });
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
