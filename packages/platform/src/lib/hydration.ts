import { useEffect, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration of a server-rendered page, true from then on (and
 * from the first render of a page rendered in the browser). The server and the first client
 * render agree, so a control that only works with JavaScript can be rendered disabled until
 * React has taken it over (a click on it before would be lost).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** The attribute on <html> that tells tests (and anyone) the page is interactive: `data-hydrated`. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document as interactive (`<html data-hydrated="true">`) once the root has committed:
 * an effect, so it runs after hydration, never during a render. Render it once in the app's root.
 */
export function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
