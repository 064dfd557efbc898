import { z } from 'zod';

/**
 * In a browser, zod runs without its JIT: the site's Content-Security-Policy has no
 * 'unsafe-eval', and zod would otherwise probe `new Function` on every page (a CSP violation
 * report each time, caught and harmless, but noise that hides real ones). Servers keep the JIT.
 * zod keeps this setting on globalThis and reads it when a schema is created, so every browser
 * entry imports `@academy/contracts/browser-setup` first (the shell's index, and mf-config puts it
 * before a remote's standalone entry); remotes inside the shell inherit the shell's setting.
 */
export function configureZodForBrowsers(hasDocument = 'document' in globalThis): void {
  if (hasDocument) z.config({ jitless: true });
}
