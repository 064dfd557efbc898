import { lazy, Suspense } from 'react';
import { isLoginPromptOpen, useSessionStore } from '../session-store';
import { useOpenedOnce } from './opened-once';

const LoginDialogView = lazy(() => import('./login-dialog-view'));

/** "Please log in to continue.": its code loads the first time it opens. */
export function LoginDialog() {
  const open = useSessionStore(isLoginPromptOpen);
  return useOpenedOnce(open) ? (
    <Suspense fallback={null}>
      <LoginDialogView />
    </Suspense>
  ) : null;
}
