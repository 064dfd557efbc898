import { useCallback, useEffect } from 'react';
import { useBlocker, useLocation } from 'react-router';
import { useSessionStore, type KycPromptReason } from './session-store';

/**
 * Returns `ensureLoggedIn(action?)`: runs the action for a logged-in user; otherwise opens the
 * login dialog ("Please login before continuing") remembering where to come back to.
 */
export function useRequireLogin() {
  const user = useSessionStore((s) => s.user);
  const openLogin = useSessionStore((s) => s.openLogin);
  const location = useLocation();
  return useCallback(
    (action?: () => void) => {
      if (!user) {
        openLogin(location.pathname + location.search);
        return false;
      }
      action?.();
      return true;
    },
    [user, openLogin, location.pathname, location.search],
  );
}

/** Like `useRequireLogin`, and also requires a KYC-verified user (quiz or redeem prompt). */
export function useRequireKyc(reason: KycPromptReason) {
  const ensureLoggedIn = useRequireLogin();
  const user = useSessionStore((s) => s.user);
  const openKycPrompt = useSessionStore((s) => s.openKycPrompt);
  return useCallback(
    (action?: () => void) => {
      if (!ensureLoggedIn()) return false;
      if (user?.kycStatus !== 'verified') {
        openKycPrompt(reason);
        return false;
      }
      action?.();
      return true;
    },
    [ensureLoggedIn, user, openKycPrompt, reason],
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
