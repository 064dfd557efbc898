import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydration';
import { playShownQuestions, signInWithExchange, startButton } from '../support/main-quiz';

// Issue 36's learning links: article <-> quiz, a wrong answer -> the section to re-read, the
// contents box following the reader, and no quiz promise on an article the reader cannot open.

test.setTimeout(120_000);

test('the contents box marks the section being read (desktop)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/en/articles/what-is-bitcoin');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await page.evaluate(() => document.getElementById('mining')!.scrollIntoView());
  await expect(toc.getByRole('link', { name: 'Mining', exact: true })).toHaveAttribute('aria-current', 'location');
  await expect(toc.locator('[aria-current]')).toHaveCount(1);
});

test('a locked exclusive article does not promise its quiz: it says a subscription opens it', async ({ page }) => {
  await gotoHydrated(page, '/th/articles/lightning-network');
  await expect(page.getByTestId('article-quiz-locked')).toContainText('การสมัครสมาชิกจะเปิดเนื้อหาเต็ม');
  await expect(page.getByRole('link', { name: 'ทำแบบทดสอบ' })).toHaveCount(0);
});

test('the quiz links its article; a wrong answer on the result links the section to re-read', async ({ page }) => {
  // exu_1002: KYC-verified, and no other spec plays this quiz with her
  await signInWithExchange(page, 'exu_1002');
  await gotoHydrated(page, '/en/quizzes/what-is-bitcoin');
  await expect(page.getByRole('link', { name: 'Read the article first: What is Bitcoin?' })).toHaveAttribute(
    'href',
    '/en/articles/what-is-bitcoin',
  );
  await startButton(page).click();
  await playShownQuestions(page, 'what-is-bitcoin', () => false);
  await expect(page).toHaveURL(/\/en\/quizzes\/what-is-bitcoin\/result$/);
  await expect(page.getByRole('link', { name: 'Read the article', exact: true })).toBeVisible();
  const reread = page.getByRole('link', { name: 'Re-read this part of the article' });
  await expect(reread).toHaveCount(5); // every question of this quiz names its section
  const href = (await reread.first().getAttribute('href'))!;
  expect(href).toMatch(/^\/en\/articles\/what-is-bitcoin#[a-z0-9-]+$/);
  await reread.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport();
});
