import type { Config } from './config.ts';

/**
 * The development defaults of every secret (the values in config.ts, docker-compose.yml's old
 * defaults and the docs). With NODE_ENV=production the API refuses to start on any of them.
 */
export const developmentSecrets: Partial<Record<keyof Config, readonly string[]>> = {
  EXCHANGE_CLIENT_SECRET: ['academy-sandbox-secret', 'change-me', 'secret'],
  EXCHANGE_TOKEN_KEY: ['dev-only-exchange-token-key-change-me!!'],
};

/** Secrets shorter than this are refused in production (a guessable value is no secret). */
export const MIN_SECRET_LENGTH = 16;

const LOCAL_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|[^.]+\.localhost)$/i;

function isLocalOrigin(url: string): boolean {
  try {
    return LOCAL_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * What makes a configuration unfit for production (empty when it is fit or NODE_ENV is not
 * production): a development or short secret, a localhost or `*` CORS origin or site URL
 * (unless ALLOW_LOCAL_ORIGINS=true, for trying the composition on one machine), a cookie domain
 * that does not cover the site, no shared database, Redis or file storage (a replica on its own
 * PGlite, in-memory limits or disk would silently split the site's data, counters and files).
 */
export function productionProblems(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const [key, defaults] of Object.entries(developmentSecrets) as [keyof Config, readonly string[]][]) {
    const value = String(config[key] ?? '');
    if (defaults.includes(value)) problems.push(`${key} is the development default; set a real secret`);
    else if (value.length < MIN_SECRET_LENGTH) problems.push(`${key} is shorter than ${MIN_SECRET_LENGTH} characters`);
  }
  if (!config.DATABASE_URL) {
    problems.push(
      'DATABASE_URL is not set; every replica must use the one PostgreSQL database (no PGlite in production)',
    );
  }
  if (!config.REDIS_URL) {
    problems.push('REDIS_URL is not set; rate limits and other shared counters must live in Redis, not in one process');
  }
  if (config.STORAGE_DRIVER === 'disk' && !config.STORAGE_DISK_SHARED) {
    problems.push(
      "STORAGE_DRIVER is disk: a file stored on one replica's disk is missing on the others; set STORAGE_DRIVER=s3 and S3_BUCKET, or STORAGE_DISK_SHARED=true if DATA_DIR/uploads is one volume every replica mounts",
    );
  }
  if (config.CORS_ORIGINS.includes('*')) problems.push('CORS_ORIGINS must list the site origins, not *');
  if (!config.ALLOW_LOCAL_ORIGINS) {
    const local = config.CORS_ORIGINS.filter(isLocalOrigin);
    if (local.length > 0) {
      problems.push(
        `CORS_ORIGINS has localhost origins (${local.join(', ')}); set the site's origins (or ALLOW_LOCAL_ORIGINS=true for a local trial)`,
      );
    }
    if (isLocalOrigin(config.PUBLIC_SITE_URL)) {
      problems.push(
        `PUBLIC_SITE_URL is ${config.PUBLIC_SITE_URL}; set the site's public URL (or ALLOW_LOCAL_ORIGINS=true for a local trial)`,
      );
    }
    if (isLocalOrigin(config.PUBLIC_API_URL)) {
      problems.push(
        `PUBLIC_API_URL is ${config.PUBLIC_API_URL}; set the API's public URL, the mailed unsubscribe link (or ALLOW_LOCAL_ORIGINS=true for a local trial)`,
      );
    }
  }
  const cookieDomain = config.SESSION_COOKIE_DOMAIN?.replace(/^\./, '').toLowerCase();
  if (cookieDomain && !hostWithin(config.PUBLIC_SITE_URL, cookieDomain)) {
    problems.push(
      `SESSION_COOKIE_DOMAIN ${config.SESSION_COOKIE_DOMAIN} does not cover PUBLIC_SITE_URL's host (the site could not read XSRF-TOKEN)`,
    );
  }
  return problems;
}

/** True when the URL's host is `domain` or one of its subdomains. */
function hostWithin(url: string, domain: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

/** Thrown by loadConfig for a configuration the API must not start with. */
export class UnsafeConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to start with NODE_ENV=production: ${problems.join('; ')}`);
    this.name = 'UnsafeConfigError';
  }
}
