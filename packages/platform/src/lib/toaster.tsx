import { Suspense, lazy, useEffect, useState } from 'react';

/*
 * Toasts are rare on a page (a failed request, "saved"): notistack and its CSS-in-JS (goober) load
 * with the first toast instead of with every page. `Toaster` (in PlatformProviders) mounts the
 * host then; `toastsReady()` resolves once it can take toasts.
 */
const SnackbarHost = lazy(() => import(/* webpackChunkName: "snackbar-host" */ './snackbar-host'));

let wanted = false;
let show: (() => void) | null = null;
let resolveReady!: () => void;
const ready = new Promise<void>((resolve) => (resolveReady = resolve));

export function toastsReady(): Promise<void> {
  wanted = true;
  show?.();
  return ready;
}

export function Toaster() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    show = () => setShown(true);
    if (wanted) setShown(true);
    return () => {
      show = null;
    };
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <SnackbarHost onReady={resolveReady} />
    </Suspense>
  ) : null;
}
