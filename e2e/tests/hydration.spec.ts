import { expect, test, type Page } from '@playwright/test';
import { verifiedAccount } from '../support/accounts';
import { serviceUrl } from '../support/composition';
import { gotoHydrated, waitForHydration } from '../support/hydration';
import { signInThroughApi } from '../support/session';

// Issues 12 and 22: a server-rendered page is on screen before its scripts have run. What is
// clicked then must not be lost: real links and forms where that is natural; a tap on a
// JavaScript-only button is kept by the page's inline script and replayed once the app has
// hydrated (the login form's own fields stay disabled until then). The header's menu and theme
// buttons open HTML popovers: they answer before any script, nothing kept (no-script.spec.ts).

/**
 * Holds back every script of the page (shell and remotes) until `release()`: the page stays as
 * the server rendered it, as on a slow phone, so the test can act before hydration.
 */
async function holdScripts(page: Page) {
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

const notHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-hydrated', /.*/);

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

test('after hydration, the header and the page hydrate their parts on demand and still work', async ({ page }) => {
  await page.goto('/en/articles/what-is-bitcoin');
  await waitForHydration(page);
  // the header waits for a first focus or tap (a visitor): still the server's markup, yet a tap works
  await page.getByTestId('theme-toggle').click();
  await expect(page.getByRole('button', { name: 'Dark' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

// The title in the server's HTML is the one the page keeps once hydrated (one <title>).
for (const [lang, route, expected] of [
  ['en', '', 'Learn blockchain and crypto - Academy'],
  ['th', '', 'เรียนรู้บล็อกเชนและคริปโต - Academy'],
  ['en', '/glossary', 'Glossary - Academy'],
  ['th', '/articles/bitcoin-mining-basics', 'พื้นฐานการขุดบิตคอยน์ - Academy'],
] as const) {
  test(`the server's title of /${lang}${route} is the title after hydration`, async ({ page }) => {
    const response = await page.goto(`/${lang}${route}`);
    const html = await response!.text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    const serverTitle = await page.evaluate((text) => new DOMParser().parseFromString(text, 'text/html').title, html);
    expect(serverTitle).toBe(expected);
    await waitForHydration(page);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await page.title()).toBe(serverTitle);
    expect(await page.locator('title').count()).toBe(1);
  });
}

test('a signed-in learner opening an article gets the page filled in, not reloaded', async ({ page }) => {
  const email = `hydrate-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await verifiedAccount(email, 'Academy1!');
  // The browser's session cookies, set by a login through the API (the screen is not the subject).
  await signInThroughApi(page, email, 'Academy1!');

  // Watch the page from its first byte: the server renders it for a visitor (the session is the
  // API's cookie, read by the browser); what depends on the user fills in after hydration.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverMain: Element | null }).serverMain = document.getElementById('main');
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (
              node instanceof Element &&
              node.matches('[data-testid="article-loading"], [data-testid="article-loading"] *')
            )
              seen.push('article-loading');
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  // the signed-in learner's own copy of the article (its key has the user), asked after hydration
  // with the session cookie (the platform marks a signed-in user's requests `type: user`)
  const signedInArticle = page.waitForResponse(
    (response) =>
      response.url().includes('/client/blogs/slug/bitcoin-mining-basics') &&
      response.request().headers()['type'] === 'user',
  );
  await page.goto('/en/articles/bitcoin-mining-basics');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(page.getByTestId('user-points')).toBeVisible();
  await signedInArticle;
  await expect(page.locator('main h1')).toHaveText('Bitcoin mining basics');
  expect(documents).toHaveLength(1);
  const result = await page.evaluate(() => ({
    sameMain: (window as unknown as { serverMain: Element | null }).serverMain === document.getElementById('main'),
    seen: (window as unknown as { seen: string[] }).seen,
  }));
  expect(result).toEqual({ sameMain: true, seen: [] });
});

// Issue 22: a server-rendered page starts its app on the reader's first input
// (shell/server/boot-on-intent.ts): a phone that only reads never evaluates the app's script.
test('a public page loads no script until the first input (it reads and scrolls meanwhile), then its app', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/en/articles/what-is-bitcoin');
  await expect(page.locator('main h1')).toHaveText('What is Bitcoin?');
  // the header's login is a link that works before any script
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page.getByTestId('login-button')).toHaveAttribute('href', '/en/login');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  // Absence is the claim: the load event has passed, give the page 3 s to ask for anything.
  await page.waitForTimeout(3_000);
  expect(scripts).toEqual([]);
  await notHydrated(page);
  // the first input starts the app
  await waitForHydration(page);
  expect(scripts.some((url) => url.endsWith('/_app/main.js'))).toBe(true);
});

test('a signed-in member’s pages start the app at once (the hint cookie), without input', async ({ page }) => {
  const email = `hint-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await verifiedAccount(email, 'Academy1!');
  await signInThroughApi(page, email, 'Academy1!');
  // the first page after signing in starts on input; the app then knows the member and leaves the hint
  await page.goto('/en/glossary');
  await waitForHydration(page);
  await expect(page.getByTestId('user-points')).toBeVisible();
  const hint = (await page.context().cookies()).find((c) => c.name === 'academy-signed-in');
  expect(hint).toMatchObject({ value: '1', httpOnly: false });
  // the next page, its scripts held back: the login link the server rendered is hidden for a member
  const release = await holdScripts(page);
  await page.goto('/en/glossary', { waitUntil: 'commit' });
  await expect(page.locator('main h1')).toHaveText('Glossary');
  await expect(page.getByTestId('login-button')).toBeHidden();
  await notHydrated(page);
  await release();
  // and without scripts held: hydrated and showing the member's header with no input at all
  await page.goto('/en/articles/what-is-bitcoin');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  await expect(page.getByTestId('user-points')).toBeVisible();
  // signed out: the hint goes, the next page waits for input again
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'academy-signed-in')).toBeUndefined();
});

// Issue 22: the quiz remote checks API responses with schemas it loads with zod on first use
// (mf-quiz/src/lib/api/parse-response.ts): the quiz list hydrates from the server's data without
// its remote loading zod (the shell has its own, for the session), and a filter's new page is
// still checked, with the schemas loaded then.
test('the quiz list hydrates without its remote loading zod; a filter change loads it and shows the checked page', async ({
  page,
}) => {
  const remoteScripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (new URL(response.url()).pathname.startsWith('/_app/')) return; // the shell's own scripts
    remoteScripts.push(response.text());
  });
  // zod's classes keep their names in minified code
  const remoteLoadedZod = async () => (await Promise.all(remoteScripts)).some((body) => body.includes('"$ZodType"'));

  await gotoHydrated(page, '/en/quizzes');
  await expect(page.getByTestId('quiz-cards')).toBeVisible();
  // Absence is the claim: give the hydrated page time to ask for anything it would.
  await page.waitForTimeout(2_000);
  expect(remoteScripts.length).toBeGreaterThan(0);
  expect(await remoteLoadedZod()).toBe(false);

  await page.getByRole('tab', { name: 'Exclusive' }).click();
  await expect(page).toHaveURL(/\/en\/quizzes\?filter=exclusive$/);
  await expect(page.getByRole('link', { name: /Layer 2/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'What is Bitcoin?' })).toHaveCount(0);
  expect(await remoteLoadedZod()).toBe(true);
});

test('once the page is hydrated and idle, the user menu’s code is loaded before any tap: with scripts cut off it opens', async ({
  page,
}) => {
  const email = `idle-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await verifiedAccount(email, 'Academy1!');
  await signInThroughApi(page, email, 'Academy1!');
  const userMenu = page.waitForResponse((response) =>
    /\/user-menu\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname),
  );
  await gotoHydrated(page, '/en/glossary');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await userMenu;
  await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-name')).toBeVisible();
});

test('a link the pointer rests on has its page’s code fetched before the click: with scripts cut off, the page opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/en/glossary');
  const quizzes = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Quizzes' });
  const quizRemote = page.waitForResponse((response) => response.url().includes(serviceUrl('mf-quiz')));
  await quizzes.hover();
  await quizRemote;
  // the remote's entry, then its routes, then the page's module: until nothing more came for 2 s
  for (let seen = -1; ; await page.waitForTimeout(2_000)) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === seen) break;
    seen = now;
  }
  await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
  await quizzes.click();
  await expect(page).toHaveURL(/\/en\/quizzes$/);
  await expect(page.getByTestId('quiz-list-page')).toBeVisible();
});
