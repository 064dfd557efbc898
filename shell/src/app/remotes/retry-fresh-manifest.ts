import type { RemoteName } from '@academy/contracts';

interface LoadRemoteError {
  id: string;
  lifecycle: string;
  origin: { loadRemote<T>(id: string): Promise<T | null> };
}

/**
 * A federation runtime plugin: when a remote's module fails to load (its entry or an exposed
 * module's chunk, e.g. a build replaced mid-session), ask once more against a fresh manifest
 * (`refresh` re-registers the remote, so the runtime fetches its manifest again). A second
 * failure is thrown as the first: the area shows its "unavailable, try again" state.
 */
export function retryWithFreshManifest(refresh: (remote: RemoteName) => void) {
  const retrying = new Set<string>();
  return {
    name: 'academy-retry-with-fresh-manifest',
    async errorLoadRemote({ id, lifecycle, origin }: LoadRemoteError) {
      // 'onLoad': the remote was found but its entry or module did not load
      if (lifecycle !== 'onLoad' || retrying.has(id)) return undefined;
      retrying.add(id);
      try {
        refresh(id.split('/')[0] as RemoteName);
        return (await origin.loadRemote(id)) ?? undefined;
      } catch {
        return undefined;
      } finally {
        retrying.delete(id);
      }
    },
  };
}
