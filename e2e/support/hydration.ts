import type { Page } from '@playwright/test';

/**
 * Waits until React has taken over the current document (`<html data-hydrated="true">`, set by
 * the shell's root in an effect once it has committed). Server-rendered pages show their controls
 * before their scripts run; a click on a JavaScript-driven control (a menu, a dialog, a form
 * handled by script) before that can be lost. Call it after a full navigation (goto, reload, a
 * link that leaves the app such as the exchange's callback) before clicking such controls.
 * Client-side navigations keep the marker: no need to call it again after them.
 */
export async function waitForHydration(page: Page, { timeout = 30_000 }: { timeout?: number } = {}) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout });
}

/** `page.goto(url)`, then wait for hydration (see waitForHydration). */
export async function gotoHydrated(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options);
  await waitForHydration(page);
  return response;
}
