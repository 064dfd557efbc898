import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from '../support/hydration';

/** Where the header's controls left of the account area sit, and whether the page scrolls sideways. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const x = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)!.getBoundingClientRect().x;
    const area = document.querySelector('[data-testid="account-area"]')!.getBoundingClientRect();
    return {
      languageSwitch: Math.round(x('language-switch')),
      themeToggle: Math.round(x('theme-toggle')),
      areaWidth: Math.round(area.width),
      scrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

const pages = ['/en/glossary', '/th/glossary'];
const widths = [360, 1280];

async function layouts(page: Page) {
  const found: Record<string, Awaited<ReturnType<typeof headerLayout>>> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const url of pages) {
      await gotoHydrated(page, url);
      found[`${width} ${url}`] = await headerLayout(page);
    }
  }
  return found;
}

test('signing in does not move the header: the account area keeps its width, nothing scrolls sideways', async ({
  page,
}) => {
  test.setTimeout(90_000); // eight pages hydrated and a sign-on through the exchange
  const signedOut = await layouts(page);

  await gotoHydrated(page, '/en/login');
  await page.getByRole('button', { name: 'Sign in with the exchange' }).click();
  await page.locator('button[data-user-id="exu_1001"]').click();
  await expect(page.getByTestId('user-points')).toBeVisible();

  const signedIn = await layouts(page);
  for (const key of Object.keys(signedOut)) {
    expect(signedIn[key], key).toEqual(signedOut[key]);
    expect(signedIn[key]!.scrollsSideways, key).toBe(false);
  }

  // on a phone the header shows the avatar alone; the menu says the points
  await page.setViewportSize({ width: 360, height: 800 });
  await gotoHydrated(page, '/en/glossary');
  await expect(page.getByTestId('user-points')).toBeHidden();
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-menu-points')).toHaveText(/^[\d,]+ points?$/);
});
