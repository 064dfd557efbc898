import { POINTS_PER_KKUB, sessionAnswerSchema, type AccountUser, type AuthResponse } from '@academy/contracts';
import { http } from './http';
import { queryClient, userKey } from './query-client';
import { apiAssetUrl } from './runtime-config';
import { useSessionStore, type SessionUser } from './session-store';

/**
 * The session's actions, in one place for the shell and every remote. The session itself is
 * the API's HttpOnly cookie (no script can read it); the browser keeps the user in memory and
 * reads it again from GET /client/user-clients/session on every load and after a change.
 */

const SESSION_PATH = '/client/user-clients/session';

const text = (value: string | null) => value ?? undefined;

/** The API's user (nulls for empty fields) as the session store keeps it. */
export function toSessionPatch(user: AccountUser): SessionUser {
  return {
    id: user.id,
    point: user.point,
    kub: user.kub,
    subscription: user.subscription ? { ...user.subscription } : null,
    bkNext: user.bkNext ? { ...user.bkNext } : null,
    email: user.email,
    emailVerified: user.emailVerified,
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

/** Puts the API's user in the store (signed in), or nobody (signed out). */
function applySessionUser(user: AccountUser | null) {
  const session = useSessionStore.getState();
  if (!user) {
    if (session.user || !session.checked) session.logout();
    return;
  }
  const patch = toSessionPatch(user);
  if (session.user) session.mergeUser(patch);
  else session.login(patch);
}

/**
 * Read who is signed in (GET /client/user-clients/session, with the session cookie) into the
 * store. The shell calls it on every load (points, KYC and subscription are then fresh), the
 * profile when it opens. A failure keeps what the store has; on the first read it counts as
 * signed out (the status leaves 'loading', so nothing waits for ever).
 */
export async function refreshSession(): Promise<void> {
  try {
    const { data } = await http.get(SESSION_PATH, { silent: true });
    applySessionUser(sessionAnswerSchema.parse(data).user);
  } catch {
    if (!useSessionStore.getState().checked) useSessionStore.getState().logout();
  }
}

/** The points (and their KKUB equivalent) an answer reported, in the header at once. */
export function setSessionPoints(point: number) {
  useSessionStore.getState().mergeUser({ point, kub: point / POINTS_PER_KKUB });
}

/**
 * After a change of points, KKUB or subscription (a quiz reward, a redeem, a coupon, a purchase):
 * the header shows `point` at once when the answer carried it, then the user is read again and
 * every cached query goes stale - a new subscription or balance changes what the whole site
 * shows (exclusive articles, quiz and hint allowances, affordable rewards, the profile's tabs).
 */
export async function refreshAfterBalanceChange(point?: number | null): Promise<void> {
  if (typeof point === 'number') setSessionPoints(point);
  await Promise.all([refreshSession(), queryClient.invalidateQueries()]);
}

/** A successful sign-in (the API has set the session cookie): keep its user. */
export function signIn(auth: AuthResponse) {
  queryClient.removeQueries({ queryKey: userKey() });
  useSessionStore.getState().login(toSessionPatch(auth.user));
}

/** Revoke the session and clear its cookies on the API (a failure there does not keep anyone signed in), then forget the user and its data. */
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
