import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { serviceUrl } from '../support/composition';
import { gotoHydrated } from '../support/hydration';
import { browserApi } from '../support/session';

// Main quizzes end to end against the real composition: the exchange sandbox's KYC-verified
// user (exu_1001, Somchai Jaidee, PIN 123456, a rich wallet) plays the real content's quizzes.

// Whole quizzes are played click by click; on a busy machine one journey takes most of a minute.
test.setTimeout(120_000);

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/articles');
const api = () => serviceUrl('api');

/** The correct choice indexes of each question, read from the article's quiz.yaml (the answer key). */
function answerKey(slug: string): number[][] {
  const yaml = readFileSync(path.join(contentDir, slug, 'quiz.yaml'), 'utf8');
  return [...yaml.matchAll(/^\s*- correct: \[([\d, ]+)\]/gm)].map((m) => m[1]!.split(',').map((n) => Number(n.trim())));
}

async function signInWithExchange(page: Page) {
  await gotoHydrated(page, '/en/login');
  await page.getByRole('button', { name: 'Sign in with the exchange' }).click();
  await page.locator('button[data-user-id="exu_1001"]').click();
  await expect(page).toHaveURL(/\/en$/);
}

async function startButton(page: Page) {
  const button = page.getByRole('button', { name: /^(Start quiz|Resume quiz|Retake quiz)$/ });
  await expect(button).toBeVisible();
  return button;
}

/** Answers every question (right ones from the key) and finishes; `beforeAnswer` runs on each question. */
async function playAll(page: Page, key: number[][], beforeAnswer?: (index: number) => Promise<void>) {
  for (const [i, correct] of key.entries()) {
    await expect(page.getByTestId('quiz-position')).toHaveText(`Question ${i + 1} of ${key.length}`);
    await beforeAnswer?.(i);
    for (const choice of correct) {
      await page
        .getByRole(correct.length === 1 ? 'radio' : 'checkbox')
        .nth(choice)
        .check();
    }
    await page.getByRole('button', { name: i === key.length - 1 ? 'Finish quiz' : 'Next' }).click();
  }
}

test('a KYC-verified learner passes a free quiz from the article, gets the certificate, and anyone can verify it', async ({
  page,
  browser,
}) => {
  await signInWithExchange(page);
  await gotoHydrated(page, '/en/articles/what-is-bitcoin');
  await page.getByRole('link', { name: 'Take the quiz' }).click();
  await expect(page).toHaveURL(/\/en\/quizzes\/what-is-bitcoin$/);
  await (await startButton(page)).click();
  await playAll(page, answerKey('what-is-bitcoin'));

  await expect(page).toHaveURL(/\/en\/quizzes\/what-is-bitcoin\/result$/);
  await expect(page.getByTestId('quiz-grade')).toHaveText('A+');
  await expect(page.getByTestId('quiz-outcome')).toHaveText('Passed');
  await expect(page.getByTestId('result-question')).toHaveCount(6);

  await page.getByRole('link', { name: 'View certificate' }).click();
  await expect(page).toHaveURL(/\/en\/certificates\/[\w-]+$/);
  await expect(page.getByTestId('certificate-holder')).toHaveText('Somchai Jaidee');
  await expect(page.getByTestId('certificate-grade')).toContainText('A+');
  // The QR code (the only drawing on the certificate) points at the verification page.
  await expect(page.getByTestId('certificate').locator('svg')).toBeVisible();
  const publicId = new URL(page.url()).pathname.split('/').pop()!;

  // A stranger (no session) opens the public verification page.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await gotoHydrated(visitor, `/en/certificates/verify/${publicId}`);
  await expect(visitor.getByTestId('certificate-valid')).toHaveText('This certificate is valid.');
  await expect(visitor.getByText('Somchai Jaidee')).toBeVisible();
  await expect(visitor.getByText('What is Bitcoin?', { exact: false }).first()).toBeVisible();
  await gotoHydrated(visitor, '/en/certificates/verify/not-a-real-certificate');
  await expect(visitor.getByTestId('certificate-invalid')).toBeVisible();
  await stranger.close();
});

test('a subscriber takes an exclusive quiz with a hint and the header shows the points earned', async ({
  page,
  request,
}) => {
  await signInWithExchange(page);

  // Buy the Starter package with the sandbox wallet's PIN (the purchase API the site uses).
  const packages = (await (await request.get(`${api()}/client/subscriptions`)).json()) as Array<{
    id: number;
    slug?: string;
    price: number;
  }>;
  const starter = packages.find((p) => p.slug === 'starter-monthly') ?? packages.sort((a, b) => a.price - b.price)[0]!;
  // As the signed-in browser: its session cookie and X-XSRF-TOKEN, like the site's HTTP client.
  const bought = await browserApi(page, 'POST', '/client/user-subscription-infos', {
    subscription: starter.id,
    pin: '123456',
    idempotencyKey: randomUUID(),
  });
  expect(bought.status(), await bought.text()).toBeLessThan(300);
  const before = ((await (await browserApi(page, 'GET', '/client/v2/profile')).json()) as { point: number }).point;

  await gotoHydrated(page, '/en/quizzes?filter=exclusive');
  await page
    .getByRole('link', { name: /Layer 2/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/quizzes\/layer-2-rollups$/);
  await (await startButton(page)).click();
  await playAll(page, answerKey('layer-2-rollups'), async (i) => {
    if (i !== 0) return;
    const hint = page.getByRole('button', { name: /^Use a hint \(\d+ left\)$/ });
    const left = Number(/\((\d+) left\)/.exec((await hint.textContent()) ?? '')![1]);
    expect(left).toBeGreaterThan(0);
    await hint.click();
    await expect(page.getByTestId('quiz-hint')).not.toBeEmpty();
  });

  await expect(page.getByTestId('quiz-grade')).toHaveText('A+');
  await expect(page.getByTestId('quiz-points')).toHaveText('You earned 80 points.');
  await expect(page.getByTestId('user-points')).toContainText(String(before + 80));
});

test('leaving a running quiz asks to discard or continue', async ({ page }) => {
  await signInWithExchange(page);
  await gotoHydrated(page, '/en/quizzes/what-is-bitcoin');
  await (await startButton(page)).click();
  await expect(page.getByTestId('quiz-position')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Glossary' }).click();
  const dialog = page.getByTestId('leave-quiz-dialog');
  await expect(dialog.getByText('Leave this quiz?')).toBeVisible();
  await page.getByRole('button', { name: 'Continue quiz' }).click();
  await expect(page).toHaveURL(/\/en\/quizzes\/what-is-bitcoin$/);
  await expect(page.getByTestId('quiz-position')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Glossary' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/en\/glossary$/);
});
