import { enqueueSnackbar, type VariantType } from 'notistack';

/** Show a toast. The shell's SnackbarProvider limits them to 3 at once, 5000 ms each. */
export function toast(message: string, variant: VariantType = 'default') {
  if (typeof window === 'undefined') return; // no toasts during a server render
  enqueueSnackbar(message, { variant, preventDuplicate: true });
}
