import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import { remoteNames, type RemoteName } from '@academy/contracts';
import { runtimeConfig } from '@academy/platform';
import { retryWithFreshManifest } from './retry-fresh-manifest';

interface RemoteRoutesModule {
  routes: RouteObject[];
}

const retries = new Map<string, number>();

/**
 * A failed entry script (or a failed `<link rel=preload>` of it) is reused by the browser and
 * by the federation runtime for the same URL, so a retry asks for the entry under a new URL.
 */
const freshEntryOnRetry = {
  name: 'academy-fresh-entry-on-retry',
  createScript({ url, remoteInfo }: { url: string; remoteInfo?: { name: string } }) {
    const attempt = retries.get(remoteInfo?.name ?? '');
    if (!attempt) return undefined;
    const script = document.createElement('script');
    script.src = `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
    return script;
  },
};

function entryOf(name: RemoteName) {
  const url = runtimeConfig().remotes[name];
  return url ? [{ name, entry: `${url}/mf-manifest.json` }] : [];
}

/** Forget what the runtime knows of a remote: its manifest and entry are fetched again. */
function refreshRemote(name: RemoteName) {
  retries.set(name, (retries.get(name) ?? 0) + 1);
  registerRemotes(entryOf(name), { force: true });
}

/** Tell the federation runtime where each remote lives (deploy-time config, not the build). */
export function registerConfiguredRemotes() {
  registerPlugins([freshEntryOnRetry, retryWithFreshManifest(refreshRemote)]);
  registerRemotes(remoteNames.flatMap(entryOf));
}

/**
 * After a remote failed: the build the runtime registry gives this learner now (the shell's
 * `/remotes.json`), if it is not the page's (a rollout or rollback meanwhile). The page keeps its
 * build when the answer says nothing else.
 */
async function adoptCurrentBuild(name: RemoteName) {
  try {
    const res = await fetch('/remotes.json', { cache: 'no-store' });
    const url = res.ok ? ((await res.json()) as Partial<Record<string, unknown>>)[name] : undefined;
    const config = window.__ACADEMY_CONFIG__;
    if (typeof url === 'string' && /^https?:\/\//.test(url) && config?.remotes && config.remotes[name] !== url)
      config.remotes = { ...config.remotes, [name]: url };
  } catch {
    // no answer: retry the page's build
  }
}

/**
 * The route objects a remote exposes as `./routes`. Rejects when the remote is unreachable.
 * `fresh` (a retry after a failure): ask for its current build again.
 */
export async function loadRemoteRoutes(name: RemoteName, { fresh = false } = {}): Promise<RouteObject[]> {
  if (fresh) {
    await adoptCurrentBuild(name);
    refreshRemote(name);
  }
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!module?.routes) throw new Error(`Remote "${name}" did not provide routes`);
  return module.routes;
}
