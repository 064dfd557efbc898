/**
 * Each app (shell and remotes) records the module instances it resolved, so an end-to-end test
 * can prove that Module Federation gave everyone the same one (`===`).
 */
type Probe = Record<string, Record<string, unknown>>;

declare global {
  interface Window {
    __ACADEMY_SINGLETONS__?: Probe;
  }
}

export function reportSingletons(app: string, modules: Record<string, unknown>) {
  if (typeof window === 'undefined') return;
  window.__ACADEMY_SINGLETONS__ ??= {};
  window.__ACADEMY_SINGLETONS__[app] = modules;
}
