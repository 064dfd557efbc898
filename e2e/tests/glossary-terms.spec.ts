import { expect, test } from '@playwright/test';
import { languages } from '@academy/contracts';
import { serviceUrl } from '../support/composition';
import { gotoHydrated } from '../support/hydration';

// Issue 34 item 3: an article's glossary terms link to their entries before any script runs,
// and show their definition in place once the page is hydrated.

test.setTimeout(120_000);

test('the first use of a term is a plain link to its entry without JavaScript (en and th, 360 px)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  for (const [lang, word] of [
    ['en', 'Bitcoin'],
    ['th', 'บิตคอยน์'],
  ] as const) {
    await page.goto(`/${lang}/articles/what-is-bitcoin`);
    const body = page.getByTestId('article-body');
    const bitcoin = body.locator(`[data-testid="glossary-term-link"][href="/${lang}/glossary/bitcoin"]`);
    await expect(bitcoin).toHaveCount(1);
    await expect(bitcoin).toHaveText(word);
    // never inside a heading
    await expect(
      body.locator('h2 [data-testid="glossary-term-link"], h3 [data-testid="glossary-term-link"]'),
    ).toHaveCount(0);
  }
  await page.getByTestId('article-body').getByTestId('glossary-term-link').first().click();
  await expect(page).toHaveURL(/\/th\/glossary\/bitcoin$/);
  // the entry's page is server-rendered from its route loader: its definition needs no script
  await expect(page.getByTestId('glossary-definition')).toContainText('คริปโตเคอร์เรนซีตัวแรก');
  await context.close();
});

test('focusing a term shows its definition in place and describes the link', async ({ page }) => {
  await gotoHydrated(page, '/en/articles/what-is-bitcoin');
  const bitcoin = page.getByTestId('article-body').getByTestId('glossary-term-link').first();
  await bitcoin.focus();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('The first cryptocurrency');
  await expect(bitcoin).toHaveAccessibleDescription(/The first cryptocurrency/);
  await expect(page).toHaveURL(/\/en\/articles\/what-is-bitcoin$/);
});

test('an entry has one address, its slug: the old address by id redirects there for good', async ({ request }) => {
  const entry = await (await request.get(`${serviceUrl('api')}/client/glossaries/bitcoin`)).json();
  expect(entry.slug).toBe('bitcoin');
  for (const lang of languages) {
    const old = await request.get(`/${lang}/glossary/${entry.id}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/${lang}/glossary/bitcoin`);
  }
  // the glossary's own list links by slug
  const list = await (await request.get('/en/glossary?letter=B')).text();
  expect(list).toContain('href="/en/glossary/bitcoin"');
  expect(list).not.toMatch(/href="\/en\/glossary\/\d+"/);
});
