import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from '../support/hydration';
import type { Language } from '@academy/contracts';

/**
 * Issue 36: the search page's order for a fixed set of queries on the real content (the API test
 * test/modules/content/blogs/search-order.test.ts pins the same order on the API), at phone width.
 */
test.use({ viewport: { width: 360, height: 780 } });

const searchFor = async (page: Page, lang: Language, q: string) => {
  await gotoHydrated(page, `/${lang}/search?q=${encodeURIComponent(q)}`);
  await expect(page.getByTestId('article-card').first()).toBeVisible();
};
const firstArticle = (page: Page) => page.getByTestId('article-card').first().getByRole('heading');

const fixed: Array<[lang: Language, q: string, article: string, term: string | null]> = [
  ['en', 'bitcoin', 'What is Bitcoin?', 'Bitcoin'],
  ['th', 'บิตคอยน์', 'บิตคอยน์คืออะไร?', 'บิตคอยน์ (Bitcoin)'],
  ['th', 'บล็อกเชนคืออะไร', 'บล็อกเชนคืออะไร?', null],
  ['en', 'wallet', 'Web3 wallets and dapps', 'Wallet'],
  ['th', 'วอลเล็ต', 'วอลเล็ต Web3 และ dApp', 'วอลเล็ต (Wallet)'],
];

for (const [lang, q, article, term] of fixed) {
  test(`${lang} "${q}": ${term ? `the term "${term}" on top, then ` : ''}"${article}" first`, async ({ page }) => {
    await searchFor(page, lang, q);
    await expect(firstArticle(page)).toHaveText(article);
    const top = page.getByTestId('search-top-term');
    if (!term) return expect(top).toHaveCount(0);
    await expect(top.getByRole('heading', { level: 3 })).toHaveText(term);
    // one card above the articles: on a phone it is the first thing under the search box
    const card = await top.boundingBox();
    const firstCard = await page.getByTestId('article-card').first().boundingBox();
    expect(card!.y).toBeLessThan(firstCard!.y);
    expect(card!.y).toBeLessThan(780);
  });
}

test('a Thai query on the English site lists English articles and links the Thai search', async ({ page }) => {
  await searchFor(page, 'en', 'บล็อกเชน');
  await expect(firstArticle(page)).toHaveText('What is a blockchain?');
  await expect(page.getByTestId('search-top-term').getByRole('heading', { level: 3 })).toHaveText('Blockchain');
  await page.getByRole('link', { name: 'See the results in Thai' }).click();
  await expect(page).toHaveURL(/\/th\/search\?q=/);
  await expect(firstArticle(page)).toHaveText('บล็อกเชนคืออะไร?');
});

test('the Thai glossary has a Thai index ก-ฮ of links that work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto('/th/glossary');
  const thai = page.getByRole('list', { name: 'พยัญชนะไทย ก ถึง ฮ' });
  await expect(thai.getByRole('link')).toHaveCount(42);
  await thai.getByRole('link', { name: 'ฮ', exact: true }).click();
  await expect(page).toHaveURL(/letter=%E0%B8%AE/);
  await expect(page.getByRole('heading', { level: 2, name: 'คำศัพท์ที่ขึ้นต้นด้วย ฮ' })).toBeVisible();
  // แฮช: the leading vowel is skipped, the term sits under ฮ
  await expect(page.getByTestId('glossary-terms').getByRole('link', { name: 'แฮช (Hash)' })).toBeVisible();
  await context.close();
});
