import os from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { verifiedAccount } from '../support/accounts';
import { serviceUrl, startService, stopService } from '../support/composition';
import { gotoHydrated } from '../support/hydration';
import { overflowing } from '../support/phone-layout';
import { rebuildWithOtherChunkNames } from '../support/redeploy';
import { signInThroughApi } from '../support/session';

// Issue 34 item 5: reading offline. The only spec that lets the site's service worker run (the
// config blocks it everywhere else). Alone: it restarts mf-content on a redeployed build.

test.use({ serviceWorkers: 'allow' });
test.setTimeout(240_000);

const PASSWORD = 'Academy1!';
const SAVED = 'what-is-bitcoin';
const EXCLUSIVE = 'layer-2-rollups';
const NOT_SAVED = 'gas-fees-explained';
/** Has a diagram: kept with its page. */
const WITH_DIAGRAM = 'what-is-blockchain';

/** The pages the service worker keeps for the signed-in learner (every per-learner cache). */
const savedPages = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('academy-saved-'));
    const urls: string[] = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) {
        const { pathname } = new URL(request.url);
        if (!pathname.startsWith('/client/')) urls.push(pathname);
      }
    }
    return urls.sort();
  });

async function save(page: Page, slug: string) {
  await gotoHydrated(page, `/en/articles/${slug}`);
  await expect(page.getByTestId('article-loading')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
}

test('a saved article reads offline, anything else shows the offline page; a redeployed remote is used online; logout forgets', async ({
  page,
  context,
  baseURL,
}) => {
  const email = `offline.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await verifiedAccount(email, PASSWORD);
  await signInThroughApi(page, email, PASSWORD);
  await gotoHydrated(page, '/en');
  // the worker registers once the page has loaded and takes over the page
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await save(page, SAVED);
  const title = (await page.locator('main h1').innerText()).trim();
  const body = page.getByTestId('article-body');
  const sentence = (await body.locator('p').first().innerText()).trim().slice(0, 60);
  await save(page, EXCLUSIVE);
  await save(page, WITH_DIAGRAM);
  // both languages of each saved article are kept for this learner
  const kept = [SAVED, EXCLUSIVE, WITH_DIAGRAM]
    .flatMap((slug) => [`/en/articles/${slug}`, `/th/articles/${slug}`])
    .sort();
  await expect.poll(() => savedPages(page), { timeout: 30_000 }).toEqual(kept);

  await context.setOffline(true);
  await page.goto(`/en/articles/${SAVED}`);
  await expect(page.locator('main h1')).toHaveText(title);
  await expect(page.getByTestId('article-body')).toContainText(sentence);
  // the kept copy is the page without the app (read as it is: no script that needs the network)
  await expect(page.locator('script[src$="/main.js"], [data-boot-src]')).toHaveCount(0);
  await page.goto(`/th/articles/${SAVED}`);
  await expect(page.getByTestId('article-body')).toBeVisible();
  // a saved article's diagram is kept with it: drawn offline, not a broken image
  await page.goto(`/en/articles/${WITH_DIAGRAM}`);
  const diagram = page.getByTestId('article-body').locator('figure img').first();
  await diagram.scrollIntoViewIfNeeded();
  await expect
    .poll(() => diagram.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // an exclusive article is kept as the server sent it to this learner: the teaser, never the body
  await page.goto(`/en/articles/${EXCLUSIVE}`);
  await expect(page.getByTestId('article-locked')).toBeVisible();
  await expect(page.getByText('The sequencer publishes the batch')).toHaveCount(0);

  // not saved: the offline page, in the page's language
  await page.goto(`/en/articles/${NOT_SAVED}`);
  await expect(page.getByTestId('offline-page')).toContainText('You are offline');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // in the learner's theme (the cookie the site's colour-scheme script reads)
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL! }]);
  await page.goto('/th/glossary');
  await expect(page.getByTestId('offline-page')).toContainText('คุณออฟไลน์อยู่');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // on a 360 px phone: nothing serious for axe, nothing wider than the screen
  await page.setViewportSize({ width: 360, height: 740 });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect.soft(violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')).map((v) => v.id)).toEqual([]);
  expect.soft(await overflowing(page), 'the offline page at 360 px').toEqual([]);
  await context.clearCookies({ name: 'theme' });
  await context.setOffline(false);

  // mf-content redeployed with other chunk names: the next load uses the new build
  const original = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mf-content/dist');
  const redeployed = path.join(os.tmpdir(), `academy-offline-${process.pid}`);
  const renames = rebuildWithOtherChunkNames(original, redeployed);
  const content = serviceUrl('mf-content');
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(content)) loaded.push(request.url());
  });
  await stopService('mf-content');
  try {
    await startService('mf-content', { dir: redeployed });
    const newHashes = [...renames.values()];
    const oldHashes = [...renames.keys()];
    // the redeployed build is the one mf-content serves
    await expect
      .poll(async () => {
        const manifest = await fetch(`${content}/mf-manifest.json`).then(
          (r) => r.text(),
          () => '',
        );
        return newHashes.some((hash) => manifest.includes(hash));
      })
      .toBe(true);
    await gotoHydrated(page, `/en/articles/${SAVED}`);
    await expect(page.getByTestId('article-body')).toContainText(sentence);
    expect(loaded.some((url) => newHashes.some((hash) => url.includes(`.${hash}.`)))).toBe(true);
    expect(loaded.filter((url) => oldHashes.some((hash) => url.includes(`.${hash}.`)))).toEqual([]);
  } finally {
    await stopService('mf-content');
    await startService('mf-content');
    rmSync(redeployed, { recursive: true, force: true });
  }

  // logout: this learner's saved pages are gone, offline the article is the offline page
  await gotoHydrated(page, '/en');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect.poll(() => savedPages(page)).toEqual([]);
  await context.setOffline(true);
  await page.goto(`/en/articles/${SAVED}`);
  await expect(page.getByTestId('offline-page')).toContainText('You are offline');
  await context.setOffline(false);
});
