import { expect, test } from '@playwright/test';
import { serviceUrl } from '../support/composition';
import { holdScripts, notHydrated, waitForHydration } from '../support/hydration';

// Issues 12 and 22: a server-rendered page is on screen before its scripts have run. What is
// clicked then must not be lost: real links and forms where that is natural; a tap on a
// JavaScript-only button is kept by the page's inline script and replayed once the app has
// hydrated (the login form's own fields stay disabled until then). The header's menu and theme
// buttons open HTML popovers: they answer before any script, nothing kept (no-script.spec.ts).

test('"Sign in with the exchange" clicked before hydration still starts the sign-on', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/en/login', { waitUntil: 'commit' });
  const exchange = page.getByRole('button', { name: 'Sign in with the exchange' });
  await expect(exchange).toBeVisible();
  await notHydrated(page);
  // The login form cannot be sent before its scripts (the browser would put the password in the URL).
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
  await exchange.click();
  await release();
  await expect(page).toHaveURL(new RegExp(`^${serviceUrl('exchange-sandbox')}/oauth2/authorize\\?`), {
    timeout: 30_000,
  });
  const authorize = new URL(page.url());
  expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/en\/auth\/callback$/);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  // Back from the exchange: the login page, which does not start the sign-on again.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/login$/);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/en\/login$/);
});

test('a search sent from the header before hydration shows the results', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/th/glossary', { waitUntil: 'commit' });
  const search = page.locator('header form[role="search"] input');
  await expect(search).toBeVisible();
  await notHydrated(page);
  await search.fill('bitcoin');
  await search.press('Enter');
  await release();
  await expect(page).toHaveURL(/\/th\/search\?q=bitcoin$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ค้นหา' })).toBeVisible();
  await expect(page.locator('main a[href^="/th/articles/"]').first()).toBeVisible();
});

test('the language switch before hydration is a link to the same page in the other language', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/en/glossary', { waitUntil: 'commit' });
  await expect(page.getByTestId('language-switch')).toBeVisible();
  await notHydrated(page);
  await page.getByTestId('language-switch').click();
  await release();
  await expect(page).toHaveURL(/\/th\/glossary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'คลังคำศัพท์' })).toBeVisible();
});

test('header controls tapped before the scripts have run answer at once, no replay (menu, theme)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdScripts(page);
  await page.goto('/en/articles', { waitUntil: 'commit' });
  const menu = page.getByTestId('open-menu');
  await expect(menu).toBeVisible();
  await notHydrated(page);
  // an HTML popover (issue 33): it opens from the server's HTML, before any script has run
  await menu.click();
  const nav = page.getByTestId('site-menu').getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  await notHydrated(page);
  await release();
  await waitForHydration(page);
  // the app took over without closing or replaying anything: the menu is open once, and works
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Glossary', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/glossary$/);
  await expect(nav).toBeHidden();

  const release2 = await holdScripts(page);
  await page.goto('/en/glossary', { waitUntil: 'commit' });
  await expect(page.getByTestId('theme-toggle')).toBeVisible();
  await notHydrated(page);
  await page.getByTestId('theme-toggle').click();
  await expect(page.getByRole('button', { name: 'Dark' })).toBeVisible();
  await notHydrated(page);
  await release2();
});

test('a tap on Save right after first paint, before any script has run, is honoured', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/en/articles/what-is-bitcoin', { waitUntil: 'commit' });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeVisible();
  await notHydrated(page);
  await expect(save).toBeEnabled();
  await save.click();
  await release();
  // A visitor's Save asks them to log in first: the tap was kept and replayed after hydration.
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/en\/articles\/what-is-bitcoin$/);
});

test('a tap on Save while the page hydrates (scripts running, its unit not hydrated yet) is honoured', async ({
  page,
}) => {
  // No script held back: the tap lands as soon as the button is painted, whatever the app is doing.
  await page.goto('/en/articles/what-is-bitcoin', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
});
