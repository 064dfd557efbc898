import type { VariantType } from 'notistack';
import { toastsReady } from './toaster';

/** Show a toast. The shell's toaster limits them to 3 at once, 5000 ms each; notistack loads with the first. */
export function toast(message: string, variant: VariantType = 'default') {
  if (typeof window === 'undefined') return; // no toasts during a server render
  void toastsReady()
    .then(() => import('notistack'))
    .then(({ enqueueSnackbar }) => enqueueSnackbar(message, { variant, preventDuplicate: true }));
}
