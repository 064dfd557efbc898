import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { verifiedAccount } from '../support/accounts';
import { gotoHydrated } from '../support/hydration';
import { signInThroughApi } from '../support/session';

// Issue 34: a learner's journey. A path lists its steps; an article counts as read only once its
// end was reached (not on open), and the path shows it (on another page load: kept server-side).

test.setTimeout(180_000);

test('a visitor sees the paths, server-rendered, and is offered to sign in', async ({ page }) => {
  await page.goto('/th/paths');
  await expect(page.getByRole('heading', { level: 1, name: 'เส้นทางการเรียนรู้' })).toBeVisible();
  await expect(page.getByTestId('path-card-crypto-basics')).toContainText('พื้นฐานคริปโต');
  await gotoHydrated(page, '/en/paths/crypto-basics');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('path-progress')).toHaveCount(0);
});

test('open a path, read its first article to the end, see the progress', async ({ page }) => {
  const email = `paths-${randomUUID()}@example.test`;
  await verifiedAccount(email, 'Passw0rd!');
  await signInThroughApi(page, email, 'Passw0rd!');

  await gotoHydrated(page, '/en/paths');
  await page.getByRole('link', { name: 'Open the path: Crypto basics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crypto basics' })).toBeVisible();
  await expect(page.getByTestId('path-progress')).toContainText('0 of 6 steps done');
  const first = page.getByTestId('path-step-what-is-blockchain');
  await expect(first).toContainText('Not read yet');

  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/client/v2/reading/what-is-blockchain/read')) reads.push(request.method());
  });
  await page.getByRole('link', { name: 'Start the path' }).click();
  await expect(page).toHaveURL(/\/en\/articles\/what-is-blockchain$/);
  await expect(page.getByTestId('article-body')).toBeVisible();
  expect(reads, 'opening it is not reading it').toEqual([]);
  const read = page.waitForResponse(
    (response) => response.url().endsWith('/client/v2/reading/what-is-blockchain/read') && response.status() === 200,
  );
  await page.getByTestId('article-end').scrollIntoViewIfNeeded();
  await read;
  expect(reads).toEqual(['POST']);

  await gotoHydrated(page, '/en/paths/crypto-basics');
  await expect(first.getByText('Read', { exact: true })).toBeVisible();
  await expect(first.getByText('Quiz not passed yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue: What is a blockchain?' })).toBeVisible();
  await gotoHydrated(page, '/en');
  await expect(page.getByTestId('home-continue-path')).toContainText('Next in Crypto basics');
});
