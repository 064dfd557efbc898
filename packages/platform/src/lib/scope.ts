import { createContext, useContext } from 'react';
import type { EmotionCache } from '@emotion/cache';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { StoreApi } from 'zustand';
import type { Language } from '@academy/contracts';
import type { RuntimeConfig } from './runtime-config';
import type { ThaiRunsCache, ThemeMode } from '@academy/ui';
import type { SessionState } from './session-store';
import type { RenderedFormats } from './i18n/rendered-formats';

/**
 * What is one per site in the browser and one per request on the server: the query cache, the
 * i18next instance (its language), the session store, the Emotion cache, the Thai line runs and the formatted dates and numbers. The browser never
 * creates one (it uses the module singletons); the shell's server creates one per request
 * (`createPlatformScope`) and passes it to `PlatformProviders` (for React) and to
 * `setPlatformScopeResolver` (for code outside React: loaders, the HTTP client).
 */
export interface PlatformScope {
  queryClient: QueryClient;
  i18n: I18n;
  session: StoreApi<SessionState>;
  emotionCache: EmotionCache;
  language: Language;
  theme: ThemeMode;
  /** The API's base URL as the server reaches it. */
  apiUrl?: string;
  /** The runtime config the rendered page carries (public URLs: API assets, remotes). */
  runtimeConfig?: Partial<RuntimeConfig>;
  /** Route loaders await their data (server render) instead of only starting it. */
  awaitData: boolean;
  /** On the server: the request being rendered, as its API calls pass it on (lib/http.ts). */
  serverRequest?: ServerRequest;
  /** The Thai line runs the render cut (`ThaiText`), carried to the browser so hydration cuts the same. */
  thaiRuns?: ThaiRunsCache;
  /** The dates and numbers the render wrote, carried to the browser so hydration formats none. */
  formats?: RenderedFormats;
}

/** What a server render's API calls carry of the learner's request, and how long they may take. */
export interface ServerRequest {
  /** The request's id (X-Request-Id), so the API's log lines join the shell's. */
  requestId?: string;
  /** The learner's address as the shell's server saw it through its trusted proxies (X-Forwarded-For). */
  forwardedFor?: string;
  /** A call slower than this fails (its loader throws and the browser renders the page). */
  timeoutMs?: number;
}

export const PlatformScopeContext = createContext<PlatformScope | null>(null);

let resolver: (() => PlatformScope | undefined) | undefined;

/** The server tells the platform how to find the current request's scope (an AsyncLocalStorage). */
export function setPlatformScopeResolver(resolve: (() => PlatformScope | undefined) | undefined) {
  resolver = resolve;
}

/** The current request's scope on the server; undefined in the browser. */
export function currentScope(): PlatformScope | undefined {
  return resolver?.();
}

/** The scope given to the nearest PlatformProviders (server render); null in the browser. */
export function usePlatformScope(): PlatformScope | null {
  return useContext(PlatformScopeContext);
}
