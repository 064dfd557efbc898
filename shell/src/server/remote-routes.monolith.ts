// Monolith build only (bench:bundle): the remotes' routes are bundled into the server render.
import type { RouteObject } from 'react-router';
import type { RemoteName } from '@academy/contracts';
import { loadRemoteRoutes } from '../app/remotes/remote-loader.monolith';

export interface RemoteRouteOptions {
  remotes: Partial<Record<RemoteName, string>>;
  manifestTtlMs?: number;
  remoteTimeoutMs?: number;
}

export function loadRemoteRoutesOnServer(name: RemoteName, _options: RemoteRouteOptions): Promise<RouteObject[]> {
  return loadRemoteRoutes(name);
}

export function resetRemotes() {}

/** Never thrown here: the monolith has one build of every remote. */
export class BuildSwitchedError extends Error {}
