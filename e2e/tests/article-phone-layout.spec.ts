import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { languages, type Language } from '@academy/contracts';
import { gotoHydrated } from '../support/hydration';

// Issue 22: on a 390 px phone the article starts with its cover, title and summary; the table of
// contents follows, collapsed behind a button; the cover is a small AVIF. On a desktop the
// contents stay open beside the article. English and Thai, light and dark.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PHONE_COVER_BUDGET = 25 * 1024;

const toc = (page: Page) => page.getByRole('navigation', { name: /On this page|ในหน้านี้/ });
const tocList = (page: Page) => page.getByTestId('article-toc-list');
const top = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())!.y;

async function open(page: Page, lang: Language, theme: 'light' | 'dark', baseURL: string) {
  await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL }]);
  await gotoHydrated(page, `/${lang}/articles/what-is-bitcoin`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** Serious and critical axe findings inside the article (contrast of the toggle and links in this theme). */
async function axeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="article-page"] article').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const lang of languages) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${lang}, ${theme}`, () => {
      test('phone (390 px): cover, title and summary on the first screen, then the contents, collapsed', async ({
        page,
        baseURL,
      }) => {
        await page.setViewportSize(PHONE);
        await open(page, lang, theme, baseURL!);
        const title = page.getByRole('heading', { level: 1 });
        for (const testId of ['article-cover', 'article-summary']) {
          expect(await top(page, testId), `${testId} before the contents`).toBeLessThan(await top(page, 'article-toc'));
        }
        expect((await title.boundingBox())!.y).toBeLessThan(await top(page, 'article-toc'));
        // the summary ends inside the first screen
        const summary = (await page.getByTestId('article-summary').boundingBox())!;
        expect(summary.y + summary.height).toBeLessThanOrEqual(PHONE.height);
        // the body follows the contents
        expect(await top(page, 'article-body')).toBeGreaterThan(await top(page, 'article-toc'));

        // collapsed: a <details> whose summary opens and closes it (no script needed: no-script.spec.ts)
        const toggle = toc(page).getByTestId('article-toc-toggle');
        const details = toc(page).getByTestId('article-toc-details');
        await expect(toggle).toBeVisible();
        await expect(details).not.toHaveAttribute('open');
        await expect(tocList(page)).toBeHidden();
        const closedHeight = (await page.getByTestId('article-toc').boundingBox())!.height;
        expect(closedHeight).toBeLessThan(80);
        await toggle.click();
        await expect(details).toHaveAttribute('open');
        await expect(tocList(page)).toBeVisible();
        expect(await tocList(page).getByRole('link').count()).toBeGreaterThanOrEqual(5);
        expect(await axeFindings(page)).toEqual([]);
        // choosing a heading goes there and folds the list away
        const second = tocList(page).getByRole('link').nth(1);
        const id = (await second.getAttribute('href'))!.slice(1);
        await second.click();
        await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(`#${id}`);
        await expect(tocList(page)).toBeHidden();
        await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
      });

      test('desktop: the contents open beside the article, as before', async ({ page, baseURL }) => {
        await page.setViewportSize(DESKTOP);
        await open(page, lang, theme, baseURL!);
        await expect(tocList(page)).toBeVisible();
        await expect(toc(page).getByTestId('article-toc-toggle')).toBeHidden();
        const nav = (await page.getByTestId('article-toc').boundingBox())!;
        const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
        expect(nav.x).toBeGreaterThan(title.x + title.width);
        expect(await page.getByTestId('article-toc').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
        expect(await axeFindings(page)).toEqual([]);
      });
    });
  }

  test(`a phone lays out the first screen first: later blocks, related articles and the footer wait (${lang})`, async ({
    browser,
  }) => {
    // the server's HTML alone (no script): the browser skips what is far below (content-visibility)
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${lang}/articles/what-is-bitcoin`);
    const rendered = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    const laterBlock = page.getByTestId('article-body').locator(':scope > * *').last();
    const related = page.getByTestId('article-card').first();
    const footerLink = page.locator('footer a').first();
    for (const [name, locator] of [
      ['the last block of the article', laterBlock],
      ['a related article', related],
      ['a footer link', footerLink],
    ] as const) {
      expect(await rendered(locator), `${name} before scrolling`).toBe(false);
    }
    // still in the document: text search, anchors and crawlers see it
    await expect(page.locator('footer')).toContainText(lang === 'en' ? 'About us' : 'เกี่ยวกับเรา');
    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(footerLink)).toBe(true);
    await context.close();
  });

  test(`a phone downloads the cover as an AVIF of at most 25 KB, never the PNG (${lang})`, async ({ browser }) => {
    for (const deviceScaleFactor of [1, 2, 3]) {
      const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor });
      const page = await context.newPage();
      const images: { url: string; bytes: number }[] = [];
      page.on('requestfinished', async (request) => {
        if (request.resourceType() !== 'image') return;
        images.push({ url: request.url(), bytes: (await request.sizes()).responseBodySize });
      });
      await gotoHydrated(page, `/${lang}/articles/what-is-bitcoin`);
      const cover = page.getByTestId('article-cover');
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
      const chosen = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
      // 390 px wide: 640 at DPR 1, 960 (the largest) from DPR 2 up
      const width = deviceScaleFactor === 1 ? 640 : 960;
      expect(chosen, `DPR ${deviceScaleFactor}`).toMatch(
        new RegExp(`/client/blogs/covers/what-is-bitcoin-${lang}-[0-9a-f]{16}-${width}\\.avif$`),
      );
      await expect
        .poll(() => images.find((image) => image.url === chosen)?.bytes)
        .toBeLessThanOrEqual(PHONE_COVER_BUDGET);
      expect(images.filter((image) => image.url.endsWith('.png'))).toEqual([]);
      await context.close();
    }
  });
}
