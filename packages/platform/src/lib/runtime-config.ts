import { DEFAULT_API_URL, type RemoteName } from '@academy/contracts';

/** Deploy-time configuration the shell's server writes into the page (never baked into a build). */
export interface RuntimeConfig {
  apiUrl: string;
  exchangeUrl: string;
  exchangeClientId: string;
  remotes: Partial<Record<RemoteName, string>>;
}

declare global {
  interface Window {
    __ACADEMY_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export function runtimeConfig(): RuntimeConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__ACADEMY_CONFIG__;
  return {
    apiUrl: injected?.apiUrl ?? process.env.API_URL ?? DEFAULT_API_URL,
    exchangeUrl: injected?.exchangeUrl ?? process.env.EXCHANGE_URL ?? 'http://localhost:4010',
    exchangeClientId: injected?.exchangeClientId ?? 'academy',
    remotes: injected?.remotes ?? {},
  };
}
