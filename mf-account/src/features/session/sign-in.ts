import type { AuthResponse } from '@academy/contracts';
import { queryClient, useSessionStore } from '@academy/platform';
import { fetchMe } from './api/me';
import { fetchProfilePoints } from './api/profile-points';
import { toSessionPatch, toSessionUser } from './to-session-user';

/**
 * Refresh the stored user from POST /client/user-clients/me and GET /client/v2/profile and merge
 * both into the store (the header shows name and points from there). Failures keep what we have.
 */
export async function refreshSessionUser() {
  const [me, points] = await Promise.allSettled([fetchMe(), fetchProfilePoints()]);
  const { mergeUser } = useSessionStore.getState();
  if (me.status === 'fulfilled') mergeUser(toSessionPatch(me.value));
  if (points.status === 'fulfilled') mergeUser({ point: points.value.point, kub: points.value.point / 100 });
}

/** Store the user and the token of a successful sign-in, then refresh them from the API. */
export async function signIn(auth: AuthResponse) {
  useSessionStore.getState().login(toSessionUser(auth.user, auth.token));
  queryClient.removeQueries({ queryKey: ['account'] });
  await refreshSessionUser();
}

/** Where to go after signing in: the stored redirect (then forgotten) or home. */
export function takeRedirectUrl(home: string) {
  const { settings, updateSettings } = useSessionStore.getState();
  const target = settings.redirectUrl;
  updateSettings({ redirectUrl: '' });
  // only same-site paths (never `//host` or a full URL)
  return target &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !/\/(login|register|auth\/callback)/.test(target)
    ? target
    : home;
}
