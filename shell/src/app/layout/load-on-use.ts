import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on first use (a menu, a drawer, a dialog: not needed for the first
 * screen), with `prefetch()` to start loading it early (on hover or focus of what opens it).
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
  return Object.assign(Component, {
    prefetch: () => {
      void prefetch().catch(() => {});
    },
  });
}
