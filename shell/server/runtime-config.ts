// What the shell's server learns from env at start: the runtime config every page carries (API,
// exchange and remote URLs: deploy-time, never from the build), the public address of the site,
// and the addresses the server itself reaches the API and the remotes at (inside docker-compose
// they differ from the public ones). Defaults: the local ports of ports.cjs.
import routeTable from '@academy/contracts/route-table.json' with { type: 'json' };
import ports from '@academy/contracts/ports';

/** WEB_VITALS_SAMPLE_RATE: the share of page views that report their web vitals (0-1, default 0.1). */
export function webVitalsSampleRateFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 0.1;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1)
    throw new Error(`WEB_VITALS_SAMPLE_RATE must be a number from 0 to 1, not ${JSON.stringify(value)}`);
  return rate;
}
import { escapeJson } from './html.ts';

type Env = Record<string, string | undefined>;

/** The runtime config every page carries (`window.__ACADEMY_CONFIG__`). */
export interface RuntimeConfig {
  apiUrl: string;
  exchangeUrl: string;
  exchangeClientId: string;
  webVitalsSampleRate: number;
  remotes: Record<string, string>;
  remoteBuilds?: Record<string, string | null>;
}

const local = (port: number) => `http://localhost:${port}`;
const trim = (url: string) => url.replace(/\/+$/, '');

export function runtimeConfigFromEnv(env: Env = process.env): RuntimeConfig {
  return {
    apiUrl: trim(env.API_URL ?? local(ports.api)),
    exchangeUrl: trim(env.EXCHANGE_URL ?? local(ports.exchangeSandbox)),
    exchangeClientId: env.EXCHANGE_CLIENT_ID ?? 'academy',
    webVitalsSampleRate: webVitalsSampleRateFromEnv(env.WEB_VITALS_SAMPLE_RATE),
    remotes: Object.fromEntries(
      Object.keys(routeTable.remotes).map((name) => [
        name,
        trim(env[`REMOTE_${name.toUpperCase()}_URL`] ?? local(ports[name as keyof typeof ports])),
      ]),
    ),
  };
}

/** The inline script that hands the runtime config to the page (allowed by its hash). */
export const configScript = (config: RuntimeConfig): string => `window.__ACADEMY_CONFIG__=${escapeJson(config)}`;

export const publicSiteUrlFromEnv = (env: Env = process.env): string => trim(env.PUBLIC_SITE_URL ?? local(ports.shell));

/** The API as the shell's server reaches it (SERVER_API_URL, else the public one). */
export const serverApiUrlFromEnv = (config: RuntimeConfig, env: Env = process.env): string =>
  trim(env.SERVER_API_URL ?? config.apiUrl);

/** The remotes' URLs as the shell's server reaches them (SERVER_REMOTE_<NAME>_URL, else the public one). */
export function serverRemotesFromEnv(config: RuntimeConfig, env: Env = process.env): Record<string, string> {
  return Object.fromEntries(
    Object.entries(config.remotes).map(([name, url]) => [
      name,
      trim(env[`SERVER_REMOTE_${name.toUpperCase()}_URL`] ?? url),
    ]),
  );
}
