import { lazy, Suspense } from 'react';
import { useSessionStore } from '../session-store';
import { useOpenedOnce } from './opened-once';

/** The dialog's code (a chunk of its own), fetched ahead by `prefetchSiteDialogs` or on first open. */
export const loadKycDialogView = () => import(/* webpackChunkName: "kyc-dialog" */ './kyc-dialog-view');
const KycDialogView = lazy(loadKycDialogView);

/** "Please complete your KYC verification...": its code loads the first time it opens. */
export function KycDialog() {
  const open = useSessionStore((s) => s.kycPrompt !== null);
  return useOpenedOnce(open) ? (
    <Suspense fallback={null}>
      <KycDialogView />
    </Suspense>
  ) : null;
}
