import { expect, test, type Page } from '@playwright/test';
import { paths } from '@academy/contracts';

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

test('pages of every remote load under the Content-Security-Policy without a violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  for (const url of [
    paths.home('th'),
    paths.article('en', 'what-is-bitcoin'),
    paths.glossary('en'),
    paths.quizzes('en'),
    paths.login('th'),
    paths.register('en'),
    paths.subscriptions('en'),
    paths.redeem('en'),
    paths.hackathon('th'),
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    expect(response?.headers()['content-security-policy'], url).toContain("frame-ancestors 'none'");
    await expect(page.locator('main h1'), url).toBeVisible();
    await expect(page.getByTestId('remote-unavailable'), url).toHaveCount(0);
  }
  // client-side navigation between remotes, and the theme switch (inline styles)
  await page.getByTestId('theme-toggle').click();
  await page.getByTestId('theme-option-dark').click();
  await page.goto(paths.articles('en'));
  await expect(page.locator('main h1')).toBeVisible();
  expect(violations).toEqual([]);
});

test('an unknown path answers 404 with the localized not-found page in the layout', async ({ page }) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/th/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/ไม่พบหน้านี้/);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('logo')).toBeVisible();
  expect(violations).toEqual([]);
});
