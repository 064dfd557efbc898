import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from '../support/hydration';

/** The content journey against the real composition (the API imports content/ at start). */
test('home -> filter -> article -> glossary -> Thai -> a Thai search finds an article', async ({ page }) => {
  await gotoHydrated(page, '/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn blockchain and crypto' })).toBeVisible();
  const latest = page.getByTestId('home-latest');
  await expect(latest.getByTestId('article-card').first()).toBeVisible();

  await page.getByRole('link', { name: 'See all articles' }).click();
  await expect(page).toHaveURL(/\/en\/articles$/);
  await page.getByRole('radio', { name: 'Beginner' }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/difficulty=beginner/);
  const first = page.getByTestId('article-card').first();
  await expect(first).toContainText('Beginner');
  const title = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('heading').getByRole('link').click();

  // After a client-side navigation the new page's heading has the focus, and names the tab.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
  await expect(page).toHaveTitle(`${title} - Academy`);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  const articlePath = new URL(page.url()).pathname;

  await gotoHydrated(page, '/en/glossary?letter=B');
  const term = page.getByTestId('glossary-terms').getByRole('link').first();
  const termName = (await term.textContent())!.trim();
  await term.click();
  await expect(page.getByRole('heading', { level: 1, name: termName })).toBeVisible();

  // The same article in Thai: the language switch keeps the path, the content changes.
  await gotoHydrated(page, articlePath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await gotoHydrated(page, articlePath.replace('/en/', '/th/'));
  const thaiTitle = page.getByRole('heading', { level: 1 });
  await expect(thaiTitle).not.toHaveText(title);
  await expect(thaiTitle).toHaveText(/[\u0E00-\u0E7F]/);

  await gotoHydrated(page, '/th/search?q=' + encodeURIComponent('บิตคอยน์'));
  await expect(page.getByTestId('article-card').first()).toBeVisible();
  await expect(page.locator('mark').first()).toBeVisible();
});

test('an article page is findable without JavaScript (meta tags, sitemap, robots)', async ({ request }) => {
  const html = await (await request.get('/en/articles/what-is-bitcoin')).text();
  expect(html).toMatch(/<meta property="og:type" content="article"\/>/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="th" href="[^"]+\/th\/articles\/what-is-bitcoin"\/>/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/th/articles/what-is-bitcoin</loc>');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});

test("a glossary entry's and a learning path's pages name their own title and description without JavaScript", async ({
  request,
}) => {
  const term = await (await request.get('/th/glossary/bear-market')).text();
  expect(term).toMatch(/<title>ตลาดหมี \(Bear market\) - [^<]+<\/title>/);
  expect(term).toMatch(/<meta name="description" content="ช่วงเวลายาวนานที่ราคาในตลาด[^"]*…"\/>/);
  const path = await (await request.get('/en/paths/crypto-basics')).text();
  expect(path).toMatch(/<title>Crypto basics - [^<]+<\/title>/);
  expect(path).toMatch(/<meta property="og:description" content="Start here\. What a blockchain is,[^"]*"\/>/);
});

async function expectNoSeriousViolations(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  await gotoHydrated(page, url);
  await ready(page);
  // The whole page: the shell's header and footer as well as the remote's content.
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    url,
  ).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test(`content pages have no serious or critical accessibility violations (${theme})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000); // five pages, each hydrated and checked with axe
    await context.addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
    const card = (p: Page) => expect(p.getByTestId('article-card').first()).toBeVisible();
    await expectNoSeriousViolations(page, '/en', card);
    await expectNoSeriousViolations(page, '/en/articles', card);
    await expectNoSeriousViolations(page, '/en/articles/what-is-bitcoin', (p) =>
      expect(p.getByTestId('article-body')).toBeVisible(),
    );
    await expectNoSeriousViolations(page, '/th/glossary', (p) => expect(p.getByTestId('glossary-terms')).toBeVisible());
    await expectNoSeriousViolations(page, '/en/search?q=bitcoin', card);
  });
}
