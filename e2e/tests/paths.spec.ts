import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { PathProgress, QuizProgress } from '@academy/contracts';
import { verifiedAccount } from '../support/accounts';
import { serviceUrl } from '../support/composition';
import { gotoHydrated } from '../support/hydration';
import { quizPool, signInWithExchange } from '../support/main-quiz';
import { checkScreen } from '../support/screen-check';
import { browserApi, signInThroughApi } from '../support/session';

// Issue 34: a learner's journey. A path lists its steps; an article counts as read only once its
// end was reached (not on open), and the path shows it (on another page load: kept server-side);
// completing every step gives a certificate anyone can verify.

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

/**
 * Every step of crypto-basics done through the API as the signed-in browser (its end read, its quiz
 * played right from the answer key), unless the progress already says so.
 */
async function completeCryptoBasics(page: Page) {
  const progress = async () => {
    const response = await browserApi(page, 'GET', '/client/v2/paths/progress');
    expect(response.status()).toBe(200);
    return ((await response.json()) as PathProgress[]).find((p) => p.slug === 'crypto-basics')!;
  };
  for (const step of (await progress()).steps) {
    if (!step.read) expect((await browserApi(page, 'POST', `/client/v2/reading/${step.slug}/read`)).status()).toBe(200);
    if (step.quizPassed) continue;
    const quiz = (await (await browserApi(page, 'GET', `/client/v2/quiz_v2/slug/${step.slug}`)).json()) as {
      id: number;
    };
    const start = await browserApi(page, 'POST', `/client/v2/quiz_v2/${quiz.id}/start`);
    expect(start.status(), await start.text()).toBe(200);
    const pool = quizPool(step.slug);
    for (const question of ((await start.json()) as QuizProgress).questions) {
      const key = pool.get(question.question)!;
      const selectedAnswers = key.correct.map((c) => question.choices.indexOf(key.en.choices[c]!));
      const submit = await browserApi(page, 'POST', `/client/v2/quiz_v2/${quiz.id}/questions/${question.id}/submit`, {
        selectedAnswers,
      });
      expect(submit.status(), await submit.text()).toBe(200);
    }
    const finish = await browserApi(page, 'POST', `/client/v2/quiz_v2/${quiz.id}/finish`);
    expect(finish.status(), await finish.text()).toBe(200);
  }
  const done = await progress();
  expect([done.done, done.next]).toEqual([done.total, null]);
}

test('complete a path, get its certificate, verify it publicly', async ({ page, request }) => {
  test.setTimeout(360_000);
  await signInWithExchange(page, 'exu_1002');
  await gotoHydrated(page, '/en/paths/crypto-basics');
  await expect(page.getByRole('button', { name: 'Get your certificate' })).toHaveCount(0);
  expect((await browserApi(page, 'POST', '/client/v2/paths/crypto-basics/certificate')).status()).toBe(409);

  await completeCryptoBasics(page);
  await gotoHydrated(page, '/en/paths/crypto-basics');
  await expect(page.getByTestId('path-complete')).toBeVisible();
  await page.getByRole('button', { name: 'Get your certificate' }).click();
  const link = page.getByRole('link', { name: 'View your certificate' });
  await expect(link).toHaveAttribute('href', /^\/en\/certificates\/[A-Za-z0-9_-]{20,}$/);
  const publicId = (await link.getAttribute('href'))!.split('/').pop()!;
  await link.click();
  await expect(page.getByTestId('certificate-holder')).toHaveText('Suda Rattanakul');
  await expect(page.getByTestId('certificate-title')).toHaveText('Crypto basics');
  await expect(page.getByTestId('certificate-grade')).toContainText('each article read, each quiz passed');

  // anyone can check it: the API without a session, and the Thai verification page
  const check = await request.get(`${serviceUrl('api')}/client/certificates/${publicId}`);
  expect(check.status()).toBe(200);
  expect(await check.json()).toMatchObject({ kind: 'path', pathSlug: 'crypto-basics', holderName: 'Suda Rattanakul' });
  await page.goto(`/th/certificates/verify/${publicId}`);
  await expect(page.getByTestId('certificate-valid')).toHaveText('ใบประกาศนี้ถูกต้อง');
  const verification = page.getByTestId('certificate-verify-page');
  await expect(verification.getByText('เส้นทางการเรียนรู้', { exact: true })).toBeVisible();
  await expect(verification.getByText('พื้นฐานคริปโต')).toBeVisible();

  // the certificate, the path page offering it and the verification on a 360 px phone in the dark theme
  await page.setViewportSize({ width: 360, height: 740 });
  await page.context().addCookies([{ name: 'theme', value: 'dark', url: new URL(page.url()).origin }]);
  await checkScreen(page, `/th/certificates/${publicId}`, 'dark', (p) =>
    expect(p.getByTestId('certificate-title')).toHaveText('พื้นฐานคริปโต'),
  );
  await checkScreen(page, '/th/paths/crypto-basics', 'dark', (p) =>
    expect(p.getByTestId('path-certificate-link')).toBeVisible(),
  );
  await checkScreen(page, `/en/certificates/verify/${publicId}`, 'dark', (p) =>
    expect(p.getByTestId('certificate-valid')).toBeVisible(),
  );
});
