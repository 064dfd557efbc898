import type { ReactNode } from 'react';
import { HydratedMarker, PlatformProviders, type PlatformScope } from '@academy/platform';
import { FailedRemotesContext } from './remotes/failed-remotes';
import type { SsrState } from './ssr-state';

/**
 * What is around the router, the same on the server and in the browser: React derives `useId`
 * from the tree's shape, so one more sibling on one side gives every id below another value
 * (hydration units find their gates by those ids, MUI links labels with them).
 */
export function AppFrame({
  scope = null,
  failed = [],
  children,
}: {
  scope?: PlatformScope | null;
  failed?: SsrState['failed'];
  children: ReactNode;
}) {
  return (
    <PlatformProviders scope={scope}>
      <FailedRemotesContext.Provider value={failed}>{children}</FailedRemotesContext.Provider>
      {/* html[data-hydrated] once the root has committed: tests wait for it before clicking */}
      <HydratedMarker />
    </PlatformProviders>
  );
}
