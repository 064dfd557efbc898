import type { AccountUser, AuthResponse } from '@academy/contracts';
import { queryClient } from '@academy/platform';
import { mockApi } from '@academy/testing';

export { mockApi, apiError, type Reply, type SeenRequest } from '@academy/testing';

export function accountUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 7,
    email: 'somchai@example.com',
    emailVerified: true,
    language: 'en',
    point: 120,
    kub: 1.2,
    subscription: null,
    bkNext: null,
    name: 'Somchai',
    surname: 'Jaidee',
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
    kycStatus: 'unverified',
    profileImage: null,
    hasPassword: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const authResponse = (overrides: Partial<AccountUser> = {}, token = 'session-token'): AuthResponse => ({
  token,
  expiresAt: '2099-01-01T00:00:00.000Z',
  user: accountUser(overrides),
});

/** The calls every sign-in makes afterwards (refresh of the stored user). */
export const refreshRoutes = (overrides: Partial<AccountUser> = {}, point = 150) => ({
  'POST /client/user-clients/me': { data: accountUser(overrides) },
  'GET /client/v2/profile': { data: { id: 7, email: 'somchai@example.com', point } },
});

beforeEach(() => {
  // nothing reaches the network: unmocked requests answer 404
  mockApi({});
  queryClient.clear();
  sessionStorage.clear();
  localStorage.clear();
});
