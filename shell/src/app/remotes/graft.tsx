import type { RouteObject } from 'react-router';
import { remoteOwnsRoutePath, type RemoteName } from '@academy/contracts';
import { RemoteCrashed } from '../pages/remote-crashed';
import { loadRemoteRoutes } from './remote-loader';
import { useRemoteStatus } from './remote-status';

export const LANG_ROUTE_ID = 'lang';

type Patch = (parentId: string | null, routes: RouteObject[]) => void;

/**
 * Wrap a remote's routes in a pathless route with its own error boundary, keeping only the
 * routes under prefixes the contract's route table gives that remote.
 */
export function graftedRoutes(remote: RemoteName, routes: RouteObject[]): RouteObject[] {
  const owned = routes.filter((route) => {
    const ok = route.index || remoteOwnsRoutePath(remote, route.path);
    if (!ok) console.error(`Remote "${remote}" exposes "${route.path}", outside its prefixes; ignored.`);
    return ok;
  });
  return [{ id: `remote:${remote}`, errorElement: <RemoteCrashed remote={remote} />, children: owned }];
}

const inFlight = new Map<RemoteName, Promise<boolean>>();

/** Load a remote and graft its routes under `/:lang`; resolves false when it is unreachable. */
export function ensureRemote(remote: RemoteName, patch: Patch): Promise<boolean> {
  const status = useRemoteStatus.getState()[remote];
  if (status === 'loaded') return Promise.resolve(true);
  const pending = inFlight.get(remote);
  if (pending) return pending;
  const attempt = (async () => {
    useRemoteStatus.setState({ [remote]: 'loading' });
    try {
      const routes = await loadRemoteRoutes(remote, { fresh: status === 'failed' });
      patch(LANG_ROUTE_ID, graftedRoutes(remote, routes));
      useRemoteStatus.setState({ [remote]: 'loaded' });
      return true;
    } catch (error) {
      console.warn(`Remote "${remote}" is unavailable`, error);
      useRemoteStatus.setState({ [remote]: 'failed' });
      return false;
    } finally {
      inFlight.delete(remote);
    }
  })();
  inFlight.set(remote, attempt);
  return attempt;
}

/**
 * Before hydrating a server-rendered page: load the page's remote and give its grafted routes
 * (put in the router when it is created); null when it cannot be loaded (the page is then
 * rendered in the browser instead of hydrated).
 */
export async function graftForHydration(remote: RemoteName): Promise<RouteObject[] | null> {
  useRemoteStatus.setState({ [remote]: 'loading' });
  try {
    const routes = graftedRoutes(remote, await loadRemoteRoutes(remote));
    useRemoteStatus.setState({ [remote]: 'loaded' });
    return routes;
  } catch (error) {
    console.warn(`Remote "${remote}" is unavailable`, error);
    useRemoteStatus.setState({ [remote]: 'failed' });
    return null;
  }
}
