// How the server gets a remote's routes: its server build (dist/server/ of the remote) through
// Module Federation on Node, with the manifest revalidated so a remote redeployed alone is picked
// up. The monolith build (bench:bundle) swaps this file for remote-routes.monolith.ts.
import { createHash } from 'node:crypto';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import type { RemoteName } from '@academy/contracts';

export interface RemoteRouteOptions {
  /** Each remote's base URL (its server build is under `/server/`). */
  remotes: Partial<Record<RemoteName, string>>;
  /** How long a remote's manifest is trusted before it is checked again (ms). */
  manifestTtlMs?: number;
  /** Time allowed for a remote's server build to load (ms). */
  remoteTimeoutMs?: number;
}

interface RemoteEntry {
  base: string;
  version: string;
  checkedAt: number;
  /** Counts the registrations of the remote: a load that saw another one in between is not trusted. */
  registration: number;
}

const known = new Map<RemoteName, RemoteEntry>();
/** Checks in flight, by remote and base: a page of another build (a canary) waits for its own. */
const checking = new Map<string, Promise<void>>();
let registrations = 0;
const registeredNames = new Set<RemoteName>();

/**
 * The remote's registered server build changed (to another page's build: a canary) while this
 * page loaded it: this page is rendered in the browser, with the build its config names.
 */
export class BuildSwitchedError extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    work.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * Check a remote's server manifest (at most once per `ttl`) and (re)register its server entry
 * when it changed: a remote redeployed on its own (new build, same or new URL) is picked up by
 * the running shell without a restart. A remote that does not answer throws.
 */
async function revalidateRemote(name: RemoteName, base: string, ttl: number, timeout: number) {
  const entry = known.get(name);
  if (entry && entry.base === base && Date.now() - entry.checkedAt < ttl) return;
  const key = `${name} ${base}`;
  const pending = checking.get(key);
  if (pending) return pending;
  const check = (async () => {
    const res = await fetch(`${base}/server/mf-manifest.json`, {
      signal: AbortSignal.timeout(timeout),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`Remote "${name}" server manifest answered ${res.status}`);
    const version = createHash('sha256')
      .update(base)
      .update(await res.text())
      .digest('hex')
      .slice(0, 16);
    const current = known.get(name);
    if (current?.version === version) {
      known.set(name, { ...current, checkedAt: Date.now() });
      return;
    }
    // A new entry URL per version: nothing cached for the old build is reused.
    registerRemotes([{ name, entry: `${base}/server/remoteEntry.js?v=${version}` }], {
      force: registeredNames.has(name),
    });
    registeredNames.add(name);
    known.set(name, { base, version, checkedAt: Date.now(), registration: ++registrations });
  })().finally(() => checking.delete(key));
  checking.set(key, check);
  return check;
}

export async function loadRemoteRoutesOnServer(name: RemoteName, options: RemoteRouteOptions): Promise<RouteObject[]> {
  const base = options.remotes[name];
  if (!base) throw new Error(`Remote "${name}" has no URL`);
  const timeout = options.remoteTimeoutMs ?? 3000;
  await revalidateRemote(name, base, options.manifestTtlMs ?? 5000, timeout);
  // One server build per remote name at a time: a page of the other build (a canary) registered
  // meanwhile would make this page's HTML another build's than the one its config names.
  const registered = known.get(name);
  if (registered?.base !== base) throw new BuildSwitchedError(`Remote "${name}" switched builds while loading`);
  let routes: RouteObject[];
  try {
    const module = await withTimeout(
      loadRemote<{ routes: RouteObject[] }>(`${name}/routes`),
      timeout,
      `Remote "${name}"`,
    );
    if (!module?.routes) throw new Error(`Remote "${name}" did not provide routes`);
    routes = module.routes;
  } catch (error) {
    known.delete(name); // check (and register) again on the next request
    throw error;
  }
  if (known.get(name)?.registration !== registered.registration)
    throw new BuildSwitchedError(`Remote "${name}" switched builds while loading`);
  return routes;
}

/** Forget what is known of the remotes (tests). */
export function resetRemotes() {
  known.clear();
}
