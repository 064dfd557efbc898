/** Where zod 4 keeps its settings: `z.config()` reads and writes this object (zod creates it only when absent). */
const ZOD_CONFIG_GLOBAL = '__zod_globalConfig';

/**
 * In a browser, zod runs without its JIT: the site's Content-Security-Policy has no
 * 'unsafe-eval', and zod would otherwise probe `new Function` on every page (a CSP violation
 * report each time, caught and harmless, but noise that hides real ones). Servers keep the JIT.
 * zod reads this setting when a schema is created, so every browser entry imports
 * `@academy/contracts/browser-setup` first (the shell's index, and mf-config puts it before a
 * remote's standalone entry); remotes inside the shell inherit the shell's setting. It is written
 * into zod's global settings object without importing zod: a public page that never validates
 * anything (its data came with the server's HTML) then never loads zod.
 */
export function configureZodForBrowsers(hasDocument = 'document' in globalThis): void {
  if (!hasDocument) return;
  const global = globalThis as { [ZOD_CONFIG_GLOBAL]?: { jitless?: boolean } };
  global[ZOD_CONFIG_GLOBAL] = Object.assign(global[ZOD_CONFIG_GLOBAL] ?? {}, { jitless: true });
}
