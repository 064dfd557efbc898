/**
 * A small in-memory fixed-window counter (per process), for limits keyed by something only
 * known after the body is parsed (e.g. the email of a login). Expired windows are swept lazily.
 */
export function fixedWindowLimiter(options: { max: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const maxKeys = options.maxKeys ?? 100_000;
  return {
    /** Counts one hit; returns null when allowed, else the seconds until the window resets. */
    hit(key: string, now = Date.now()): number | null {
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        if (windows.size >= maxKeys) {
          for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
        }
        entry = { count: 0, resetAt: now + options.windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return entry.count > options.max ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : null;
    },
  };
}
