// Which build of each remote a page uses (issue 32): the remote's canary when the learner's
// bucket falls in its share, else the registry's live build, else the shell's env. The learner's
// bucket is a random number 0-99 on a first-party cookie (nothing personal), so a learner keeps
// the same build on every page and the same learners stay in a canary as its share grows.
import { randomInt } from 'node:crypto';
import type { RemoteRegistry } from './remote-registry.ts';

export const CANARY_COOKIE = 'academy-canary';
const YEAR_SECONDS = 31536000;

/** The bucket (0-99) a Cookie header carries; undefined for none or a malformed one. */
export function canaryBucketOf(cookie = ''): number | undefined {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === CANARY_COOKIE)?.[1];
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
}

export const newCanaryBucket = () => randomInt(100);

/** The Set-Cookie value that keeps a bucket (Secure when the page came over https). */
export const canaryCookie = (bucket: number, { secure }: { secure: boolean }): string =>
  `${CANARY_COOKIE}=${bucket}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;

export const hasCanary = (registry: RemoteRegistry): boolean => Object.keys(registry.canaries).length > 0;

/**
 * The page's remotes: `remotes` (name -> public URL, what the page's config hands the browser)
 * and `builds` (name -> build id, null when unknown), from the env's URLs, the registry and the
 * learner's bucket.
 */
export function pageRemotes(envRemotes: Record<string, string>, registry: RemoteRegistry, bucket: number | undefined) {
  const remotes: Record<string, string> = {};
  const builds: Record<string, string | null> = {};
  for (const [name, envUrl] of Object.entries(envRemotes)) {
    const canary = registry.canaries[name];
    const chosen = canary && bucket !== undefined && bucket < canary.percent ? canary : registry.remotes[name];
    remotes[name] = chosen?.url ?? envUrl;
    builds[name] = chosen?.buildId ?? null;
  }
  return { remotes, builds };
}

/**
 * A page remote's URL as this server reaches it: the env's server URL for the env's public URL
 * (SERVER_REMOTE_<NAME>_URL), a URL on the public site through `serverSiteUrl` (SERVER_SITE_URL,
 * e.g. the front door inside docker-compose), else the URL itself.
 */
export function serverRemoteUrl(
  url: string,
  {
    envUrl,
    envServerUrl,
    siteUrl,
    serverSiteUrl,
  }: { envUrl?: string; envServerUrl?: string; siteUrl: string; serverSiteUrl?: string | undefined },
): string | undefined {
  if (url === envUrl) return envServerUrl;
  if (serverSiteUrl && (url === siteUrl || url.startsWith(`${siteUrl}/`)))
    return serverSiteUrl + url.slice(siteUrl.length);
  return url;
}
