import { useCallback, useEffect } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { sessionStatusOf, useSessionStore, type KycPromptReason } from './session-store';

/**
 * Runs `check` now when the API has said who is signed in, else once it has (the session is
 * read after every load): a click while it loads is answered then, never with a login prompt
 * for a signed-in user. Returns what `check` returned, or false while waiting.
 */
function whenSessionKnown(check: () => boolean): boolean {
  if (sessionStatusOf(useSessionStore.getState()) !== 'loading') return check();
  const stop = useSessionStore.subscribe((state) => {
    if (sessionStatusOf(state) === 'loading') return;
    stop();
    check();
  });
  return false;
}

/**
 * Returns `ensureLoggedIn(action?)`: runs the action for a logged-in user; otherwise opens the
 * login dialog ("Please log in to continue.") remembering where to come back to. While the
 * session is still being read, it waits for the answer.
 */
export function useRequireLogin() {
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  return useCallback(
    (action?: () => void) =>
      whenSessionKnown(() => {
        const { user, openLogin } = useSessionStore.getState();
        if (!user) {
          openLogin(returnTo);
          return false;
        }
        action?.();
        return true;
      }),
    [returnTo],
  );
}

/** Like `useRequireLogin`, and also requires a KYC-verified user (quiz or redeem prompt). */
export function useRequireKyc(reason: KycPromptReason) {
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  return useCallback(
    (action?: () => void) =>
      whenSessionKnown(() => {
        const { user, openLogin, openKycPrompt } = useSessionStore.getState();
        if (!user) {
          openLogin(returnTo);
          return false;
        }
        if (user.kycStatus !== 'verified') {
          openKycPrompt(reason);
          return false;
        }
        action?.();
        return true;
      }),
    [returnTo, reason],
  );
}

/** Blocks in-app navigation and tab closing while a quiz runs; pair with `LeaveRunningQuizDialog`. */
export function useLeaveRunningQuizBlocker(running: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => running && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!running) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);
  return blocker;
}
