import { currentScope } from './scope';
import type { RemoteName } from '@academy/contracts';
import ports from '@academy/contracts/ports';
import { DEFAULT_API_URL } from './constants';

const DEFAULT_EXCHANGE_URL = `http://localhost:${ports.exchangeSandbox}`;

/** Deploy-time configuration the shell's server writes into the page (never baked into a build). */
export interface RuntimeConfig {
  apiUrl: string;
  exchangeUrl: string;
  exchangeClientId: string;
  remotes: Partial<Record<RemoteName, string>>;
  /**
   * The build id of each remote at `remotes` (the runtime registry's; null when it names none):
   * the builds this page was rendered with, and the only ones it loads.
   */
  remoteBuilds?: Partial<Record<RemoteName, string | null>>;
  /** The share of page views that report their web vitals (0-1; WEB_VITALS_SAMPLE_RATE). */
  webVitalsSampleRate: number;
}

declare global {
  interface Window {
    __ACADEMY_CONFIG__?: Partial<RuntimeConfig>;
  }
}

/**
 * The config the page carries (the shell's server, or its dev server, writes it); the local
 * defaults otherwise (a remote's standalone dev page). Browser code reads no `process.env`.
 */
export function runtimeConfig(): RuntimeConfig {
  // On the server: the config the page being rendered will carry (the request's scope).
  const injected =
    currentScope()?.runtimeConfig ?? (typeof window === 'undefined' ? undefined : window.__ACADEMY_CONFIG__);
  return {
    apiUrl: injected?.apiUrl ?? DEFAULT_API_URL,
    exchangeUrl: injected?.exchangeUrl ?? DEFAULT_EXCHANGE_URL,
    exchangeClientId: injected?.exchangeClientId ?? 'academy',
    remotes: injected?.remotes ?? {},
    webVitalsSampleRate: injected?.webVitalsSampleRate ?? 0,
  };
}

/**
 * A URL the API returned for a file it serves (a profile image is stored as the API-relative
 * `/client/user-clients/profile-images/<name>`), as an absolute URL an `<img>` on the site's
 * origin can load: prefixed with the API's base URL. Absolute http(s) URLs pass through; anything
 * else (another scheme, `//host`, empty) gives undefined. Call it when storing data, not while rendering.
 */
export function apiAssetUrl(value: string | null | undefined, apiUrl = runtimeConfig().apiUrl): string | undefined {
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  return `${apiUrl.replace(/\/+$/, '')}${value}`;
}
