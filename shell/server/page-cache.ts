// The micro-cache of server-rendered pages (its key: page-cache-key.mjs).

/**
 * A micro-cache of server-rendered pages by key (0 `ttlMs`: off). A page is fresh for `ttlMs`;
 * for `staleMs` more it is still answered at once while one render refreshes it in the
 * background (stale-while-revalidate), so no request waits for a render of a busy page.
 * Concurrent misses of one key share one render. Failed renders (null) are not kept, nor pages
 * `keepable` refuses (e.g. one rendered while a remote was down: the next request renders again).
 * `onLookup(result)` hears each lookup's result: hit, stale, shared, miss or off (the metrics).
 */
interface Entry<T> {
  value?: T;
  expires?: number;
  pending?: Promise<T | null>;
  refreshing?: boolean;
}

export type LookupResult = 'hit' | 'stale' | 'shared' | 'miss' | 'off';

export function createMicroCache<T>({
  ttlMs,
  staleMs = 0,
  max = 500,
  now = Date.now,
  keepable = () => true,
  onLookup = () => {},
}: {
  ttlMs: number;
  staleMs?: number;
  max?: number;
  now?: () => number;
  keepable?: (value: T) => boolean;
  onLookup?: (result: LookupResult) => void;
}) {
  const entries = new Map<string, Entry<T>>();
  const keep = (key: string, value: T) => {
    entries.delete(key);
    if (!keepable(value)) return;
    entries.set(key, { value, expires: now() + ttlMs });
    if (entries.size > max) entries.delete(entries.keys().next().value!);
  };
  return async function cached(key: string, produce: () => Promise<T | null>): Promise<T | null> {
    if (!(ttlMs > 0)) {
      onLookup('off');
      return produce();
    }
    const hit = entries.get(key);
    if (hit?.pending) {
      onLookup('shared');
      return hit.pending;
    }
    if (hit?.expires !== undefined && now() < hit.expires) {
      onLookup('hit');
      return hit.value ?? null;
    }
    if (hit?.expires !== undefined && now() < hit.expires + staleMs) {
      onLookup('stale');
      if (!hit.refreshing) {
        hit.refreshing = true;
        void produce().then(
          (value) => (value ? keep(key, value) : (hit.refreshing = false)),
          () => (hit.refreshing = false),
        );
      }
      return hit.value ?? null;
    }
    onLookup('miss');
    const pending = produce();
    entries.set(key, { pending });
    try {
      const value = await pending;
      if (value) keep(key, value);
      else entries.delete(key);
      return value;
    } catch (error) {
      entries.delete(key);
      throw error;
    }
  };
}
