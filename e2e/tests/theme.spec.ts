import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, waitForHydration } from '../support/hydration';

const LIGHT_BG = 'rgb(247, 250, 248)';
const DARK_BG = 'rgb(11, 20, 16)';

const html = (page: Page) => page.locator('html');
const background = (page: Page, selector = 'html') =>
  page.evaluate((s) => getComputedStyle(document.querySelector(s)!).backgroundColor, selector);

async function choose(page: Page, choice: 'light' | 'dark' | 'system') {
  await page.getByTestId('theme-toggle').click();
  await page.getByTestId(`theme-option-${choice}`).click();
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-choice', choice);
}

/** Every CSP violation the page reports (console and securitypolicyviolation events). */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load (securitypolicyviolation) ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('the theme cookie is applied before first paint and the choice persists it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL! }]);
  const response = await page.request.get('/en/articles');
  // Already in the HTML the server sends: no flash of the light theme.
  expect(await response.text()).toMatch(/<html[^>]*data-theme="dark"/);

  await gotoHydrated(page, '/en/articles');
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-choice', 'dark');
  await choose(page, 'light');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  const cookie = (await context.cookies()).find((c) => c.name === 'theme');
  expect(cookie).toMatchObject({ value: 'light', path: '/' });
  await page.reload();
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  expect(await background(page, 'body')).toBe(LIGHT_BG);
});

test.describe('with the operating system in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('a first visit is dark before any app script runs (the init script in the page)', async ({ page }) => {
    // The app's bundles never arrive: what shows is the server's HTML and its inline init script.
    await page.route(/\/_app\/.*\.js$/, (route) => route.abort());
    const violations = await watchViolations(page);
    const response = await page.goto('/th');
    expect(await response!.text()).not.toMatch(/<html[^>]*data-theme=/);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await background(page)).toBe(DARK_BG);
    expect(violations).toEqual([]);
  });

  test('the page follows the system until the learner chooses light, dark or system (en and th)', async ({
    page,
    context,
  }) => {
    const violations = await watchViolations(page);
    await gotoHydrated(page, '/en/quizzes');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-choice', 'system');
    await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName('Theme: System (as on your device)');
    expect(await background(page, 'body')).toBe(DARK_BG);

    // the system turns light: so does the page, at once
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => background(page, 'body')).toBe(LIGHT_BG);

    // an explicit dark choice wins over the system, and survives a reload
    await choose(page, 'dark');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect((await context.cookies()).find((c) => c.name === 'theme')?.value).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-choice', 'dark');

    // back to the system's (light now), in Thai: the menu is a labelled group of three buttons, the
    // chosen one pressed (a form that also works without script: no-script.spec.ts)
    await gotoHydrated(page, '/th/quizzes');
    await expect(page.locator('main h1')).toBeVisible();
    await page.getByTestId('theme-toggle').click();
    const menu = page.getByRole('group', { name: 'ธีม' });
    await expect(menu.getByRole('button')).toHaveText(['สว่าง', 'มืด', 'ตามระบบ (ตามอุปกรณ์ของคุณ)']);
    await expect(menu.getByRole('button', { name: 'มืด' })).toHaveAttribute('aria-pressed', 'true');
    await menu.getByRole('button', { name: /ตามระบบ/ }).click();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect((await context.cookies()).find((c) => c.name === 'theme')?.value).toBe('system');
    await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName('ธีม: ตามระบบ (ตามอุปกรณ์ของคุณ)');
    expect(violations).toEqual([]);
  });
});

test('the layout fits a 360 px wide screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const url of ['/en', '/th', '/en/quizzes', '/th/login', '/en/pitch-2024']) {
    await gotoHydrated(page, url);
    await expect(page.locator('main h1')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
});
