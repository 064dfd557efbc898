import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { languages } from '@academy/contracts';
import { gotoHydrated } from '../support/hydration';

// Issue 34 item 4: an article's diagram (content/articles/<slug>/*.svg) on a 360 px phone, in
// English and Thai, light and dark: a figure whose SVG loads from the API (immutable), with alt
// text in the page's language and a caption, its box reserved before it loads, inside the column;
// axe finds nothing serious. A locked article's diagram is not sent to a visitor.

const PHONE = { width: 360, height: 740 };
const ARTICLE = 'bitcoin-halving-explained';
const LOCKED_ARTICLE = 'layer-2-rollups';
const THAI = /[\u0E00-\u0E7F]/;

const diagram = (page: Page) => page.getByTestId('article-body').locator('figure img');

test.use({ viewport: PHONE });

for (const lang of languages) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${lang}, ${theme}: the diagram loads, has alt text and a caption, and fits 360 px`, async ({
      page,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL! }]);
      await gotoHydrated(page, `/${lang}/articles/${ARTICLE}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const image = diagram(page);
      await expect(image).toHaveCount(1);

      // lazy: its box is already as tall as the drawing will be (nothing below moves when it loads)
      const ratio = await image.evaluate((img: HTMLImageElement) => img.clientHeight / img.clientWidth);
      expect(ratio).toBeCloseTo(350 / 640, 2);
      await expect(image).toHaveAttribute('loading', 'lazy');

      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const alt = (await image.getAttribute('alt')) ?? '';
      expect(alt.length).toBeGreaterThan(20);
      expect(THAI.test(alt)).toBe(lang === 'th');
      const caption = page.getByTestId('article-body').locator('figure figcaption');
      await expect(caption).toBeVisible();
      expect(THAI.test((await caption.textContent()) ?? '')).toBe(lang === 'th');

      const box = (await image.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(src).toMatch(new RegExp(`/client/blogs/images/${ARTICLE}-halving-schedule-[0-9a-f]{16}-640x350\\.svg$`));
      const served = await page.request.get(src);
      expect(served.headers()['content-type']).toBe('image/svg+xml');
      expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

      const results = await new AxeBuilder({ page }).include('[data-testid="article-body"]').analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    });
  }

  test(`${lang}: a locked article's diagram is not sent to a visitor`, async ({ page }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/client/blogs/images/')) images.push(request.url());
    });
    await gotoHydrated(page, `/${lang}/articles/${LOCKED_ARTICLE}`);
    await expect(page.getByTestId('article-locked')).toBeVisible();
    await expect(page.locator('figure')).toHaveCount(0);
    expect(await page.content()).not.toContain('/client/blogs/images/');
    expect(images).toEqual([]);
  });
}
