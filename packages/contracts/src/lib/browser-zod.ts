import { z } from 'zod';

/**
 * In a browser, zod runs without its JIT: the site's Content-Security-Policy has no
 * 'unsafe-eval', and zod would otherwise probe `new Function` on every page (a CSP violation
 * report each time, caught and harmless, but noise that hides real ones). Servers keep the JIT.
 * Called at the top of routes.ts, which every app uses (a module of its own would be dropped by
 * tree shaking), so it runs before any schema parses.
 */
export function configureZodForBrowsers(hasDocument = 'document' in globalThis): void {
  if (hasDocument) z.config({ jitless: true });
}
