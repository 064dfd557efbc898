import { expect, type Page } from '@playwright/test';

const hydrated = 'html[data-hydrated="true"]';

/**
 * Waits until React has taken over the current document (`<html data-hydrated="true">`, set by
 * the shell's root in an effect once it has committed). A server-rendered page starts its app on
 * the reader's first input (shell/server/boot-on-intent.ts), so this moves the pointer first, as
 * a reader would (again until the page is hydrated: a move before the page's first script ran is
 * not seen). Server-rendered pages show their controls before their scripts run; a click on a
 * JavaScript-driven control (a menu, a dialog, a form handled by script) before that can be lost.
 * Call it after a full navigation (goto, reload, a link that leaves the app such as the
 * exchange's callback) before clicking such controls. Client-side navigations keep the marker:
 * no need to call it again after them.
 */
export async function waitForHydration(page: Page, { timeout = 30_000 }: { timeout?: number } = {}) {
  const deadline = Date.now() + timeout;
  for (let step = 0; ; step += 1) {
    await page.mouse.move(1 + (step % 2), 1);
    const left = deadline - Date.now();
    const done = await page
      .locator(hydrated)
      .waitFor({ state: 'attached', timeout: Math.max(1, Math.min(2_000, left)) })
      .then(() => true)
      .catch((error: unknown) => {
        if (left <= 2_000) throw error;
        return false;
      });
    if (done) return;
  }
}

/** `page.goto(url)`, then wait for hydration (see waitForHydration). */
export async function gotoHydrated(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  const response = await page.goto(url, options);
  await waitForHydration(page);
  return response;
}

/**
 * Holds back every script of the page (shell and remotes) until `release()`: the page stays as
 * the server rendered it, as on a slow phone, so the test can act before hydration.
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await released;
    // The document that asked may be gone (a click that navigated): nothing to continue then.
    await route.continue().catch(() => {});
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  };
}

/** The page is still as the server rendered it: React has not taken over. */
export const notHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-hydrated', /.*/);
