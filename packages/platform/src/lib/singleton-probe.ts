import { i18n } from './i18n';
import { emotionCache } from './providers';
import { useSessionStore } from './session-store';

/**
 * Each app (shell and remotes) records the module instances it resolved, so an end-to-end test
 * can prove that Module Federation gave everyone the same one (`===`). The app passes one
 * export of each library it imports itself; this copy of the platform adds its own store, i18n and cache.
 */
/** One export of each shared library, as the app imported it (named, so it tree-shakes). */
interface AppModules {
  useState: unknown;
  createPortal: unknown;
  useNavigate: unknown;
  ThemeContext: unknown;
}

declare global {
  interface Window {
    __ACADEMY_SINGLETONS__?: Record<string, Record<string, unknown>>;
  }
}

export function reportSingletons(app: string, { useState, createPortal, useNavigate, ThemeContext }: AppModules) {
  if (typeof window === 'undefined') return;
  window.__ACADEMY_SINGLETONS__ ??= {};
  window.__ACADEMY_SINGLETONS__[app] = {
    react: useState,
    reactDom: createPortal,
    router: useNavigate,
    emotion: ThemeContext,
    store: useSessionStore,
    i18n,
    emotionCache,
  };
}
