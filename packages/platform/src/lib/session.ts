import {
  POINTS_PER_KKUB,
  accountUserSchema,
  profilePointsSchema,
  type AccountUser,
  type AuthResponse,
} from '@academy/contracts';
import { http } from './http';
import { ACCOUNT_QUERY_ROOT, queryClient } from './query-client';
import { apiAssetUrl } from './runtime-config';
import { useSessionStore, type SessionUser } from './session-store';

/**
 * The session's actions, in one place for the shell and every remote: sign in (store the
 * user and token of a sign-in answer), refresh (re-read the user and points), sign out.
 */

const text = (value: string | null) => value ?? undefined;

/** The API's user (nulls for empty fields) as the session store keeps it, without the token. */
export function toSessionPatch(user: AccountUser): Omit<SessionUser, 'token'> {
  return {
    id: user.id,
    point: user.point,
    kub: user.kub,
    subscription: user.subscription ? { ...user.subscription } : null,
    bkNext: user.bkNext ? { ...user.bkNext } : null,
    email: user.email,
    name: text(user.name),
    surname: text(user.surname),
    lastName: text(user.lastName),
    phoneNumber: text(user.phoneNumber),
    tel: text(user.tel),
    address: text(user.address),
    province: text(user.province),
    postcode: text(user.postcode),
    remark: text(user.remark),
    phishingWords: text(user.phishingWords),
    walletAddress: text(user.walletAddress),
    walletAddressBitkubNext: text(user.walletAddressBitkubNext),
    agreeToUpdate: user.agreeToUpdate,
    // 'rejected' is not verified: the site treats it like unverified
    kycStatus: user.kycStatus === 'rejected' ? 'unverified' : user.kycStatus,
    // Stored API-relative: made absolute so the header's and the profile's <img> load it from the API.
    profileImage: apiAssetUrl(user.profileImage),
  };
}

/**
 * Re-read the user (POST /client/user-clients/me) and the points (GET /client/v2/profile) and
 * merge both into the store (the header shows name and points from there). Failures keep what we have.
 */
export async function refreshSession() {
  const [me, points] = await Promise.allSettled([
    http.post('/client/user-clients/me', undefined, { silent: true }).then(({ data }) => accountUserSchema.parse(data)),
    http.get('/client/v2/profile', { silent: true }).then(({ data }) => profilePointsSchema.parse(data)),
  ]);
  const { mergeUser } = useSessionStore.getState();
  if (me.status === 'fulfilled') mergeUser(toSessionPatch(me.value));
  if (points.status === 'fulfilled')
    mergeUser({ point: points.value.point, kub: points.value.point / POINTS_PER_KKUB });
}

/** Store the user and the token of a successful sign-in, then refresh them from the API. */
export async function signIn(auth: AuthResponse) {
  useSessionStore.getState().login({ ...toSessionPatch(auth.user), token: auth.token });
  queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_ROOT] });
  await refreshSession();
}

/** Revoke the session on the API (a failure there does not keep anyone signed in), then forget it and its data. */
export async function signOut() {
  await http.post('/client/user-clients/logout', undefined, { silent: true }).catch(() => undefined);
  useSessionStore.getState().logout();
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
