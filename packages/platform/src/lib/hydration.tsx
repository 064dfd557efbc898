import { Suspense, use, useCallback, useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { EARLY_CLICKS } from '../early-clicks-script.cjs';
import {
  UNIT_ATTRIBUTE,
  gatePromise,
  listenForInteraction,
  openGate,
  unitHydrated,
  watchUnit,
  type HydrateOn,
} from './hydration-gates';
import { usePlatformScope } from './scope';

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
    replayEarlyClicks();
    markIfDone();
  }, []);
  return null;
}

declare global {
  interface Window {
    [EARLY_CLICKS]?: HTMLElement[] & { done?: boolean };
  }
}

/**
 * The clicks the page's inline script kept while the app was not there yet (early-clicks-script):
 * each is clicked again now that the root has committed. The click opens the deferred units
 * around its target, React hydrates them at once and handles it.
 */
function replayEarlyClicks() {
  const kept = window[EARLY_CLICKS];
  if (!kept || kept.done) return;
  kept.done = true;
  // In a task of its own: React hydrates for a click synchronously only outside its own commit.
  setTimeout(() => {
    for (const target of kept.splice(0)) if (target.isConnected) target.click();
  });
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
    unitHydrated(id);
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
 *
 * `on` defers a server-rendered unit's hydration (hydration-gates.ts): until then it is the
 * server's HTML (links navigate, text reads); the first interaction inside it hydrates it at once
 * (React then handles that event), else `idle` hydrates it when the browser is idle after load,
 * `visible` when it scrolls near the screen, `interaction` never before. Without `on` it hydrates
 * right after the root, in time slices. `html[data-hydrated]` waits for the units hydrated at
 * load and when idle, not for those waiting to be seen or used.
 * A deferred unit is wrapped in a `display: contents` element (its marker in the DOM).
 */
export function HydrationUnit({ children, on }: { children: ReactNode; on?: HydrateOn }) {
  const id = useId();
  if (!on) {
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
  return (
    <DeferredUnit id={id} on={on}>
      {children}
    </DeferredUnit>
  );
}

function DeferredUnit({ id, on, children }: { id: string; on: HydrateOn; children: ReactNode }) {
  // Rendered again after its first commit: its parent updated (a navigation, even to a hash; a
  // sign-in), so React must hydrate the unit before it can apply that. Opened now, it hydrates;
  // left closed, React would drop the server's HTML for the empty fallback (the page jumps).
  const committed = useRef(false);
  useEffect(() => {
    committed.current = true;
  }, []);
  if (committed.current) openGate(id);
  const watch = useCallback(
    (wrapper: HTMLDivElement | null) => (wrapper ? watchUnit(id, on, wrapper) : undefined),
    [id, on],
  );
  return (
    <div {...{ [UNIT_ATTRIBUTE]: id }} ref={watch} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <Gate id={id} />
        {children}
        <UnitDone id={id} />
      </Suspense>
      {/* an idle unit hydrates soon without input: the page counts as interactive after it */}
      {on === 'idle' && <UnitPending id={id} />}
    </div>
  );
}

/**
 * Holds a deferred unit's hydration (suspends) until its gate opens. Never on the server (a server
 * render always has a platform scope) nor once hydrated (a page rendered in the browser).
 */
function Gate({ id }: { id: string }) {
  const hydrated = useHydrated();
  const onServer = usePlatformScope() !== null || typeof document === 'undefined';
  // `use` on every render (React asks for it): an open gate, or none, reads as fulfilled at once.
  use(onServer || hydrated ? noGate : gatePromise(id));
  return null;
}

const noGate = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

listenForInteraction();
