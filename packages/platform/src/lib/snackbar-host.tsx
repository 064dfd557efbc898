import { useEffect } from 'react';
import { SnackbarProvider } from 'notistack';
import { TOAST_AUTO_HIDE_MS, TOAST_MAX_SNACK } from './constants';

/** notistack's host, mounted with the first toast (toaster.tsx); tells when it can take toasts. */
export default function SnackbarHost({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_SNACK}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    />
  );
}
