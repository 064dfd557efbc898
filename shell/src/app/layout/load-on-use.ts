import { lazy, type ComponentType } from 'react';

/** Every on-use component's loader: fetched at idle once the page is interactive. */
const prefetchers: Array<() => void> = [];

/**
 * A component whose code loads on first use (a menu, a drawer, a dialog: not needed for the first
 * screen), with `prefetch()` to start loading it early (on hover or focus of what opens it). Once
 * the page is hydrated, `prefetchOnUseWhenIdle` fetches them all, so a tap never waits for one.
 */
export function loadOnUse<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const prefetch = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null; // a failed load (network) is tried again on the next use
      throw error;
    });
    return pending;
  };
  const Component = lazy(prefetch);
  const prefetchQuietly = () => {
    void prefetch().catch(() => {});
  };
  prefetchers.push(prefetchQuietly);
  return Object.assign(Component, { prefetch: prefetchQuietly });
}

const whenIdle = (run: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 200);

/**
 * The code of every on-use control (menus, drawer, dialogs), one per idle period, so the first tap
 * on one opens it at once; `more` after them (the platform's dialogs). Call it once the page is
 * hydrated (its own code comes first).
 */
export function prefetchOnUseWhenIdle(...more: Array<() => void>) {
  const queue = [...prefetchers, ...more];
  let next = 0;
  const step = () => {
    const prefetch = queue[next];
    if (!prefetch) return;
    next += 1;
    prefetch();
    whenIdle(step);
  };
  whenIdle(step);
}
