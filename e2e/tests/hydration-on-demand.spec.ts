import { expect, test } from '@playwright/test';
import { verifiedAccount } from '../support/accounts';
import { serviceUrl } from '../support/composition';
import { gotoHydrated, holdScripts, notHydrated, waitForHydration } from '../support/hydration';
import { signInThroughApi } from '../support/session';

// Once hydrated, a server-rendered page hydrates its parts when they are needed; a public
// page starts its app on the first input, a member's at once; what the next tap needs is fetched
// ahead. The taps before hydration: hydration.spec.ts.

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

// Issue 33: a renderer's first Intl date or number formatter loads ICU's data in one long task
// (130-310 ms at 4x CPU). The server's dates and numbers come with the page (RenderedFormats in
// @academy/platform): hydrating a page formats none of them itself.
test('hydrating a page formats no date or number itself: the server’s texts come with the page', async ({ page }) => {
  await page.addInitScript(() => {
    const made = { dates: 0, numbers: 0, atHydration: null as null | { dates: number; numbers: number } };
    (window as unknown as { intlMade: typeof made }).intlMade = made;
    const counted = <T extends object>(target: T, kind: 'dates' | 'numbers') =>
      new Proxy(target, {
        construct: (original, args) => ((made[kind] += 1), Reflect.construct(original as never, args)),
        apply: (original, self, args) => ((made[kind] += 1), Reflect.apply(original as never, self, args)),
      });
    Intl.DateTimeFormat = counted(Intl.DateTimeFormat, 'dates');
    Intl.NumberFormat = counted(Intl.NumberFormat, 'numbers');
    new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated) made.atHydration ??= { dates: made.dates, numbers: made.numbers };
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  for (const [url, published] of [
    ['/en/articles/what-is-bitcoin', /\d{4}$/],
    ['/th/articles/what-is-bitcoin', /\d{4}$/],
  ] as const) {
    await gotoHydrated(page, url);
    await expect(page.getByTestId('article-published')).toHaveText(published);
    const made = await page.evaluate(() => (window as unknown as { intlMade: { atHydration: unknown } }).intlMade);
    expect(made.atHydration).toEqual({ dates: 0, numbers: 0 });
  }
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
  // The new page's answer is checked with the schemas, loaded now: wait for them, as the list may
  // still show the previous page's cards meanwhile (placeholder data)
  await expect.poll(remoteLoadedZod).toBe(true);
  await expect(page.getByRole('link', { name: /Layer 2/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'What is Bitcoin?' })).toHaveCount(0);
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

test('once the page is hydrated and idle, the login dialog’s code is loaded before any tap: with scripts cut off, a visitor’s Save opens it', async ({
  page,
}) => {
  const loginDialog = page.waitForResponse((response) =>
    /\/login-dialog\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname),
  );
  await gotoHydrated(page, '/en/articles/what-is-bitcoin');
  await loginDialog;
  await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
  await page.getByTestId('article-header').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
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
