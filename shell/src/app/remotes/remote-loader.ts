import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import { remoteNames, type RemoteName } from '@academy/contracts';
import { runtimeConfig } from '@academy/platform';

interface RemoteRoutesModule {
  routes: RouteObject[];
}

/** Tell the federation runtime where each remote lives (deploy-time config, not the build). */
export function registerConfiguredRemotes(force = false) {
  const { remotes } = runtimeConfig();
  registerRemotes(
    remoteNames.filter((name) => remotes[name]).map((name) => ({ name, entry: `${remotes[name]}/mf-manifest.json` })),
    { force },
  );
}

/** The route objects a remote exposes as `./routes`. Rejects when the remote is unreachable. */
export async function loadRemoteRoutes(name: RemoteName, { fresh = false } = {}): Promise<RouteObject[]> {
  if (fresh) registerConfiguredRemotes(true);
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!module?.routes) throw new Error(`Remote "${name}" did not provide routes`);
  return module.routes;
}
