import { expect, test } from '@playwright/test';
import { serviceUrl } from '../support/composition';
import { gotoHydrated } from '../support/hydration';

test('a progress bar shows while a remote’s code loads', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await expect(page.locator('main h1')).toBeVisible();
  // Hold the events remote's manifest so its loading is observable.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${serviceUrl('mf-events')}/mf-manifest.json`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Events' }).first().click();
  await expect(page.getByTestId('route-progress')).toBeVisible();
  release();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('route-progress')).toHaveCount(0);
});
