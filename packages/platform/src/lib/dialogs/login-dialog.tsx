import { lazy, Suspense } from 'react';
import { isLoginPromptOpen, useSessionStore } from '../session-store';
import { useOpenedOnce } from './opened-once';

/** The dialog's code (a chunk of its own), fetched ahead by `prefetchSiteDialogs` or on first open. */
export const loadLoginDialogView = () => import(/* webpackChunkName: "login-dialog" */ './login-dialog-view');
const LoginDialogView = lazy(loadLoginDialogView);

/** "Please log in to continue.": its code loads the first time it opens. */
export function LoginDialog() {
  const open = useSessionStore(isLoginPromptOpen);
  return useOpenedOnce(open) ? (
    <Suspense fallback={null}>
      <LoginDialogView />
    </Suspense>
  ) : null;
}
