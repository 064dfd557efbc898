import { Suspense, useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';

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
 * Marks the document as interactive (`<html data-hydrated="true">`) once the root has committed
 * and every hydration unit it met has hydrated: effects, so it runs after hydration, never during
 * a render. Render it once in the app's root, after the app.
 */
export function HydratedMarker() {
  useEffect(() => {
    rootCommitted = true;
    markIfDone();
  }, []);
  return null;
}

/*
 * Hydration in short tasks. `hydrateRoot` hydrates the root in one task, but a server-rendered
 * Suspense boundary (`<!--$-->...<!--/$-->` in the HTML) is left dehydrated by that pass and
 * hydrated afterwards at low priority, in time slices that yield to the browser (a click on
 * it hydrates it at once). So the page is cut into units: the header, the route's area, the
 * footer, and the heavy pages' below-the-fold sections. `<html data-hydrated>` waits for every
 * unit the first render met.
 */
const units = new Map<string, boolean>();
let rootCommitted = false;

function markIfDone() {
  if (!rootCommitted || typeof document === 'undefined') return;
  for (const done of units.values()) if (!done) return;
  document.documentElement.dataset.hydrated = 'true';
}

function UnitDone({ id }: { id: string }) {
  useEffect(() => {
    units.set(id, true);
    markIfDone();
  }, [id]);
  return null;
}

function UnitPending({ id }: { id: string }) {
  useEffect(() => {
    // Effects run children first: a unit hydrated in the same commit is already done.
    if (!units.has(id)) units.set(id, false);
    return () => {
      units.delete(id);
      markIfDone();
    };
  }, [id]);
  return null;
}

/**
 * A part of the page that hydrates on its own (a Suspense boundary). Its fallback is empty: on
 * a server-rendered page the content is already there, and in the browser React keeps the
 * shown content during a navigation (a transition) instead of showing a fallback.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <>
      <Suspense fallback={null}>
        {children}
        <UnitDone id={id} />
      </Suspense>
      <UnitPending id={id} />
    </>
  );
}
