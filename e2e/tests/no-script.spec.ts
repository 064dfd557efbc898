import { expect, test, type Page } from '@playwright/test';
import { languages, type Language } from '@academy/contracts';
import { gotoHydrated, waitForHydration } from '../support/hydration';

// Issue 33 item 1: what a first tap needs works from the server's HTML with the platform's own
// means (links, forms, <details>, the HTML popover), so it answers at once, before any script;
// the app takes over once it runs. Each control with JavaScript disabled, then hydrated, on a
// 390 px phone (the header's menu is the narrow screen's), in English and Thai.

const PHONE = { width: 390, height: 844 };
const DARK_BG = 'rgb(11, 20, 16)';

const words = {
  en: { glossary: 'Glossary', search: 'Search', toc: 'On this page', exclusive: 'Exclusive', free: 'Free' },
  th: { glossary: 'คลังคำศัพท์', search: 'ค้นหา', toc: 'ในหน้านี้', exclusive: 'เฉพาะสมาชิก', free: 'ฟรี' },
} as const;

const modes = [
  { name: 'JavaScript disabled', script: false },
  { name: 'hydrated', script: true },
] as const;

for (const mode of modes) {
  test.describe(mode.name, () => {
    test.use({ javaScriptEnabled: mode.script, viewport: PHONE });

    /** A full page load; with script, until the app has taken over. */
    const open = async (page: Page, url: string) => {
      if (mode.script) await gotoHydrated(page, url);
      else await page.goto(url);
    };
    /** After a control that loads a page without script (the app navigates in place with it). */
    const settled = async (page: Page) => {
      if (mode.script) await waitForHydration(page);
    };

    for (const lang of languages as readonly Language[]) {
      const w = words[lang];

      test(`${lang}: the header menu opens, its links and its search work`, async ({ page }) => {
        await open(page, `/${lang}/articles`);
        const menu = page.getByTestId('site-menu');
        await expect(menu).toBeHidden();
        // a server-rendered page works without script: it does not say it needs it
        await expect(page.getByText('This site needs JavaScript')).toHaveCount(0);
        await page.getByTestId('open-menu').click();
        await expect(menu).toBeVisible();
        // keyboard: Escape closes it, the button opens it again
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await page.getByTestId('open-menu').click();
        await menu.getByRole('link', { name: w.glossary, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/glossary$`));
        await expect(page.getByRole('heading', { level: 1, name: w.glossary })).toBeVisible();
        await expect(menu).toBeHidden();

        await settled(page);
        await page.getByTestId('open-menu').click();
        await menu.getByRole('search').getByRole('textbox').fill('bitcoin');
        await menu.getByRole('search').getByRole('textbox').press('Enter');
        await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?q=bitcoin$`));
        await expect(page.getByRole('heading', { level: 1, name: w.search })).toBeVisible();
        await expect(page.locator('main').getByRole('search').getByRole('searchbox')).toHaveValue('bitcoin');
        // the server renders the results (the search page's route loader)
        await expect(page.locator(`main a[href^="/${lang}/articles/"]`).first()).toBeVisible();
        // and the search page's own field is a form too: a second search works the same way
        await page.locator('main').getByRole('search').getByRole('searchbox').fill('wallet');
        await page.locator('main').getByRole('search').getByRole('searchbox').press('Enter');
        await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?q=wallet$`));
        await expect(page.locator(`main a[href^="/${lang}/articles/"]`).first()).toBeVisible();
        await expect(menu).toBeHidden();
      });

      test(`${lang}: the theme menu switches to dark, and the next page is dark`, async ({ page, context }) => {
        await open(page, `/${lang}/glossary?letter=B`);
        await page.getByTestId('theme-toggle').click();
        await page.getByTestId('theme-option-dark').click();
        // without script the server set the cookie and sent the browser back to the same page
        await expect(page).toHaveURL(new RegExp(`/${lang}/glossary\\?letter=B$`));
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        expect((await context.cookies()).find((c) => c.name === 'theme')?.value).toBe('dark');
        await open(page, `/${lang}/quizzes`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
      });

      test(`${lang}: the language switch opens the same page in the other language`, async ({ page }) => {
        const other = lang === 'en' ? 'th' : 'en';
        await open(page, `/${lang}/glossary`);
        await page.getByTestId('language-switch').click();
        await expect(page).toHaveURL(new RegExp(`/${other}/glossary$`));
        await expect(page.getByRole('heading', { level: 1, name: words[other].glossary })).toBeVisible();
      });

      test(`${lang}: the article's contents open and their links go to each heading`, async ({ page }) => {
        await open(page, `/${lang}/articles/what-is-bitcoin`);
        const toc = page.getByRole('navigation', { name: w.toc });
        const list = page.getByTestId('article-toc-list');
        await expect(list).toBeHidden();
        await toc.getByTestId('article-toc-toggle').click();
        await expect(list).toBeVisible();
        const second = list.getByRole('link').nth(1);
        const id = decodeURIComponent((await second.getAttribute('href'))!.slice(1));
        await second.click();
        await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(`#${id}`);
        await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
        // with the app, choosing a heading folds the list away (the reader goes on reading)
        if (mode.script) await expect(list).toBeHidden();
      });

      test(`${lang}: the quiz list's tabs switch the list`, async ({ page }) => {
        await open(page, `/${lang}/quizzes`);
        await page.getByRole('tab', { name: w.exclusive }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/quizzes\\?filter=exclusive$`));
        await expect(page.getByRole('tab', { name: w.exclusive })).toHaveAttribute('aria-selected', 'true');
        const cards = page.getByTestId('quiz-cards');
        await expect(cards.getByText(w.exclusive, { exact: true }).first()).toBeVisible();
        await expect(cards.getByText(w.free, { exact: true })).toHaveCount(0);

        await settled(page);
        await page.getByRole('tab', { name: w.free }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/quizzes\\?filter=free$`));
        await expect(cards.getByText(w.free, { exact: true }).first()).toBeVisible();
        await expect(cards.getByText(w.exclusive, { exact: true })).toHaveCount(0);
      });
    }
  });
}
