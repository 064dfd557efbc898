import { expect, test } from '@playwright/test';
import { serviceUrl } from '../support/composition';
import { gotoHydrated } from '../support/hydration';
import { signOnWithSandbox } from '../support/session';

// Subscriptions end to end against the real composition: the API with the content catalogue,
// the exchange sandbox wallet (PIN, payment, NFT mint) and the commerce, content and account remotes.

const EXCLUSIVE_ARTICLE = 'layer-2-rollups';

// a busy machine: give every expectation more time than the default
test.use({ actionTimeout: 30_000 });

test('a learner buys the NFT package with the wallet PIN (wrong PIN first), reads an exclusive article in full and sees the card and counts', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signOnWithSandbox(page, 'exu_1001');

  // the exclusive article is locked before the purchase (unless an earlier run already bought)
  const before = await page.request.get(`${serviceUrl('api')}/client/subscriptions`);
  expect(before.status()).toBe(200);
  const packages = (await before.json()) as Array<{ slug: string; price: number; nftMembershipCard: boolean }>;
  expect(packages.length).toBeGreaterThanOrEqual(3);
  expect(Math.min(...packages.map((p) => p.price))).toBe(500);

  // packages, prices per locale
  await gotoHydrated(page, '/en/subscriptions');
  const pro = page.getByTestId('package-pro-quarterly');
  await expect(pro.getByTestId('package-price')).toHaveText('$12.00');
  await expect(page.getByTestId('subscription-promo')).toContainText('$5.00');
  await pro.getByRole('link', { name: 'Choose Pro' }).click();

  // order summary and the 6-box PIN: a wrong PIN first
  await expect(page.getByTestId('checkout-package')).toHaveText('Pro');
  await expect(page.getByTestId('checkout-total')).toHaveText('$12.00');
  await page.getByLabel('PIN digit 1 of 6').click();
  await page.keyboard.type('000000');
  await expect(page.getByLabel('PIN digit 6 of 6')).toHaveValue('0');
  await page.getByRole('button', { name: 'Pay $12.00' }).click();
  await expect(page.getByTestId('payment-error')).toHaveText('The PIN is incorrect. Please try again.');
  await expect(page.getByLabel('PIN digit 1 of 6')).toHaveValue('');

  // then the right one
  await page.getByLabel('PIN digit 1 of 6').click();
  await page.keyboard.type('123456');
  await page.getByRole('button', { name: 'Pay $12.00' }).click();
  await expect(page.getByTestId('payment-success-page')).toBeVisible();
  await expect(page.getByTestId('payment-success-summary')).toContainText('Pro');
  await expect(page.getByText(/Your NFT member card #\d+ is in your wallet\./)).toBeVisible();

  // the header's menu follows the purchase (session store refreshed)
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-subscription')).toContainText('Subscribed until');
  await page.keyboard.press('Escape');

  // an exclusive article in full
  await page.getByRole('link', { name: 'Read exclusive articles' }).click();
  await gotoHydrated(page, `/en/articles/${EXCLUSIVE_ARTICLE}`);
  await expect(page.getByTestId('article-body')).toBeVisible();
  await expect(page.getByTestId('article-locked')).toHaveCount(0);

  // the profile: period, counts, flags and the NFT card
  await gotoHydrated(page, '/en/profile/subscription');
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  const quizzes = page.getByTestId('subscription-count-mainQuiz').getByRole('cell');
  await expect(quizzes.first()).not.toHaveText('0');
  await expect(page.getByTestId('subscription-flag-nftMembershipCard')).toHaveText('NFT member card: yes');
  const card = page.getByTestId('nft-member-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Somchai');
  await expect(card.getByTestId('nft-card-token')).toHaveText(/^#\d+$/);

  // the same screens in Thai, dark theme, 360 px wide
  await page.setViewportSize({ width: 360, height: 800 });
  await gotoHydrated(page, '/th/profile/subscription');
  await expect(page.getByTestId('subscription-status')).toHaveText('ใช้งานอยู่');
  await expect(page.getByTestId('nft-member-card')).toBeVisible();
  await gotoHydrated(page, '/th/subscriptions');
  await expect(page.getByTestId('package-pro-quarterly').getByTestId('package-price')).toContainText('12.00');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
