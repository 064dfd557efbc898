import { authResponseSchema, type AccountUser, type AuthResponse } from '@academy/contracts';
import { queryClient } from '@academy/platform';
import { accountUser, mockApi } from '@academy/testing';

export { accountUser, sessionAnswer, mockApi, apiError, type Reply, type SeenRequest } from '@academy/testing';

/** A sign-in answer as the API gives it to a browser: the user, no token (the session is the HttpOnly cookie). */
export const authResponse = (overrides: Partial<AccountUser> = {}): AuthResponse =>
  authResponseSchema.parse({ expiresAt: '2099-01-01T00:00:00.000Z', user: accountUser(overrides) });

beforeEach(() => {
  // nothing reaches the network: unmocked requests answer 404
  mockApi({});
  queryClient.clear();
  sessionStorage.clear();
  localStorage.clear();
});
