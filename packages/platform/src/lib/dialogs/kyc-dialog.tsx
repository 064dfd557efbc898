import { lazy, Suspense } from 'react';
import { useSessionStore } from '../session-store';
import { useOpenedOnce } from './opened-once';

const KycDialogView = lazy(() => import('./kyc-dialog-view'));

/** "Please complete your KYC verification...": its code loads the first time it opens. */
export function KycDialog() {
  const open = useSessionStore((s) => s.kycPrompt !== null);
  return useOpenedOnce(open) ? (
    <Suspense fallback={null}>
      <KycDialogView />
    </Suspense>
  ) : null;
}
