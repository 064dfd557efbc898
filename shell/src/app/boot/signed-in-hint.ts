import { useSessionStore, type SessionState } from '@academy/platform';
import { signedInCookieFor } from '../../../server/boot-on-intent';

/**
 * Keeps the page's "someone is signed in here" hint cookie in step with the session: a
 * server-rendered page then starts its app at once for a member (their header, points and
 * progress need it) and on first intent for a reader (boot-on-intent.ts). Written only once
 * the API has answered who is signed in, never while it is still loading.
 */
export function keepSignedInHint() {
  let last: boolean | null = null;
  const write = ({ user, checked }: Pick<SessionState, 'user' | 'checked'>) => {
    if (!user && !checked) return;
    const signedIn = Boolean(user);
    if (signedIn === last) return;
    last = signedIn;
    document.cookie = signedInCookieFor(signedIn);
  };
  write(useSessionStore.getState());
  return useSessionStore.subscribe(write);
}
