import { loadKycDialogView } from './kyc-dialog';
import { loadLoginDialogView } from './login-dialog';

/**
 * The code of the dialogs every page can open (login, KYC), so a tap on a member's action never
 * waits for the network: the shell calls this at idle once the page is hydrated. A failed fetch is
 * left to the dialog's first opening, which asks again.
 */
export function prefetchSiteDialogs() {
  for (const load of [loadLoginDialogView, loadKycDialogView]) void load().catch(() => undefined);
}
