import { expect, test } from '@playwright/test';

test('the theme cookie is applied before first paint and the toggle persists it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL! }]);
  const response = await page.request.get('/en/articles');
  // Already in the HTML the server sends: no flash of the light theme.
  expect(await response.text()).toMatch(/<html[^>]*data-theme="dark"/);

  await page.goto('/en/articles');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const cookie = (await context.cookies()).find((c) => c.name === 'theme');
  expect(cookie).toMatchObject({ value: 'light', path: '/' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(247, 250, 248)');
});

test('the layout fits a 360 px wide screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const url of ['/en', '/th', '/en/quizzes', '/th/login', '/en/pitch-2024']) {
    await page.goto(url);
    await expect(page.locator('main h1')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
});
