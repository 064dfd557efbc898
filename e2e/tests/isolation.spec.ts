import { expect, test } from '@playwright/test';
import { startService, stopService } from '../support/composition';
import { gotoHydrated } from '../support/hydration';

test('with one remote stopped the rest works, and retry recovers it without a reload', async ({ page }) => {
  await stopService('mf-quiz');
  try {
    await gotoHydrated(page, '/en/quizzes');
    const panel = page.getByTestId('remote-unavailable');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('This section is temporarily unavailable');
    await expect(page.getByTestId('logo')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();

    // Other areas keep working, and the panel shows only on the stopped remote's routes.
    await page.getByRole('link', { name: 'Articles' }).first().click();
    await expect(page).toHaveURL(/\/en\/articles$/);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    await gotoHydrated(page, '/th/pop-quizzes');
    await expect(page.getByTestId('remote-unavailable')).toContainText('ส่วนนี้ไม่พร้อมใช้งานชั่วคราว');
    await gotoHydrated(page, '/th/login');
    await expect(page.locator('main h1')).toBeVisible();
    await gotoHydrated(page, '/en/quizzes');
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  } finally {
    await startService('mf-quiz');
  }
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  await expect(page.locator('main h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
