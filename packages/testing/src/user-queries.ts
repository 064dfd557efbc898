import { mockApi, type Handler } from './mock-http';
import { queryClient, signOut, useSessionStore } from '@academy/platform';

const logout: Record<string, Handler> = { 'POST /client/user-clients/logout': { data: { ok: true, message: 'bye' } } };

/**
 * Caches data under `mine` (the signed-in user's keys) and `everyone` (public keys), signs out and
 * expects the first gone and the second kept: a remote's proof that its user keys are under the
 * platform's one user root.
 */
export async function expectSignOutDropsUserQueries(
  mine: readonly (readonly unknown[])[],
  everyone: readonly (readonly unknown[])[],
) {
  mockApi(logout);
  useSessionStore.getState().login({ id: 7, point: 0, kub: 0 } as never);
  for (const key of [...mine, ...everyone]) queryClient.setQueryData(key, { cached: true });
  await signOut();
  for (const key of mine) expect(queryClient.getQueryData(key)).toBeUndefined();
  for (const key of everyone) expect(queryClient.getQueryData(key)).toEqual({ cached: true });
}
