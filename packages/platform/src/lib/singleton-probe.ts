import { i18n } from './i18n';
import { emotionCache } from './providers';
import { useSessionStore } from './session-store';

/**
 * Each app (shell and remotes) records the module instances it resolved, so an end-to-end test
 * can prove that Module Federation gave everyone the same one (`===`). The app passes the
 * namespaces it imports itself; this copy of the platform adds its own store, i18n and cache.
 */
interface AppModules {
  React: { useState: unknown };
  ReactDOM: { createPortal: unknown };
  ReactRouter: { useNavigate: unknown };
  Emotion: { ThemeContext: unknown };
}

declare global {
  interface Window {
    __ACADEMY_SINGLETONS__?: Record<string, Record<string, unknown>>;
  }
}

export function reportSingletons(app: string, { React, ReactDOM, ReactRouter, Emotion }: AppModules) {
  if (typeof window === 'undefined') return;
  window.__ACADEMY_SINGLETONS__ ??= {};
  window.__ACADEMY_SINGLETONS__[app] = {
    react: React.useState,
    reactDom: ReactDOM.createPortal,
    router: ReactRouter.useNavigate,
    emotion: Emotion.ThemeContext,
    store: useSessionStore,
    i18n,
    emotionCache,
  };
}
