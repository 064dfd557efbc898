// The remotes' runtime registry as this shell server knows it (issue 32): the API's
// GET /internal/remotes (operator `remotes:set`, `remotes:rollback`, `remotes:canary`), kept in
// the database so every replica reads the same. Read again at most every `refreshMs`; while the
// API does not answer, the last good answer stays; before any answer, the registry is empty
// (every remote where the shell's env says).

/** A build of a remote: where it is served and its id (null when unknown). */
export interface RemoteBuild {
  url: string;
  buildId: string | null;
}

export interface RemoteRegistry {
  remotes: Record<string, RemoteBuild>;
  canaries: Record<string, RemoteBuild & { percent: number }>;
}

const EMPTY: RemoteRegistry = Object.freeze({ remotes: {}, canaries: {} });

interface Logger {
  warn(entry: Record<string, unknown>): void;
}

/** REMOTE_REGISTRY_REFRESH_MS: how often the registry is read again (ms, default 3000). */
export function registryRefreshMsFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100)
    throw new Error(`REMOTE_REGISTRY_REFRESH_MS must be a whole number of ms from 100, not ${JSON.stringify(value)}`);
  return ms;
}

const isEntry = (value: unknown): value is RemoteBuild & { percent?: number } =>
  typeof (value as RemoteBuild | null)?.url === 'string' &&
  /^https?:\/\//.test((value as RemoteBuild).url) &&
  ((value as RemoteBuild).buildId === null || typeof (value as RemoteBuild).buildId === 'string');

/** Only well-formed entries of an answer (a remote with a bad one falls back to the env). */
function parseAnswer(body: { remotes?: unknown; canaries?: unknown } | null): RemoteRegistry {
  const entries = <T>(record: unknown, extra: (value: RemoteBuild & { percent?: number }) => boolean = () => true) =>
    Object.fromEntries(
      Object.entries(record && typeof record === 'object' ? record : {}).filter(
        ([, value]) => isEntry(value) && extra(value),
      ),
    ) as Record<string, T>;
  return {
    remotes: entries<RemoteBuild>(body?.remotes),
    canaries: entries<RemoteBuild & { percent: number }>(
      body?.canaries,
      ({ percent }) => Number.isInteger(percent) && percent! >= 1 && percent! <= 99,
    ),
  };
}

/**
 * `read()` gives `{ remotes: { quiz: { url, buildId } }, canaries: { quiz: { url, buildId,
 * percent } } }`: the registry as last read, read again first when it is older than `refreshMs`
 * (one read at a time; a read takes at most `timeoutMs`).
 */
export function createRemoteRegistry({
  apiUrl,
  fetchImpl = globalThis.fetch,
  refreshMs = 3000,
  timeoutMs = 1000,
  now = Date.now,
  logger = console,
}: {
  apiUrl: string;
  fetchImpl?: typeof fetch;
  refreshMs?: number;
  timeoutMs?: number;
  now?: () => number;
  logger?: Logger;
}): { read(): Promise<RemoteRegistry> } {
  let known = EMPTY;
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;

  async function refresh() {
    try {
      const res = await fetchImpl(`${apiUrl}/internal/remotes`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      known = parseAnswer(await res.json());
    } catch (error) {
      logger.warn({
        msg: 'remote registry unavailable: keeping the last answer',
        route: '/internal/remotes',
        err: error instanceof Error ? error.message : String(error),
      });
    } finally {
      readAt = now();
      reading = null;
    }
  }

  return {
    async read() {
      if (now() - readAt >= refreshMs) await (reading ??= refresh());
      return known;
    },
  };
}
