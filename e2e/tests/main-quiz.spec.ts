import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { serviceUrl } from '../support/composition';
import { gotoHydrated } from '../support/hydration';
import { playShownQuestions, signInWithExchange, startButton } from '../support/main-quiz';
import { browserApi } from '../support/session';

// Main quizzes end to end against the real composition: the exchange sandbox's KYC-verified
// user (exu_1001, Somchai Jaidee, PIN 123456, a rich wallet) plays the real content's quizzes.
// Each test takes another quiz: these specs also run against docker-compose, where a retake
// waits the API's default cool-down (24 hours). Retakes: quiz-retake.spec.ts.

// Whole quizzes are played click by click; on a busy machine one journey takes most of a minute.
test.setTimeout(120_000);

const api = () => serviceUrl('api');

test('a KYC-verified learner passes a free quiz from the article, gets the certificate, and anyone can verify it', async ({
  page,
  browser,
}) => {
  await signInWithExchange(page);
  await gotoHydrated(page, '/en/articles/what-is-bitcoin');
  await page.getByRole('link', { name: 'Take the quiz' }).click();
  await expect(page).toHaveURL(/\/en\/quizzes\/what-is-bitcoin$/);
  await expect(page.getByTestId('quiz-graded-notice')).toContainText('5 questions you have not seen yet');
  await startButton(page).click();
  const asked = await playShownQuestions(page, 'what-is-bitcoin');

  await expect(page).toHaveURL(/\/en\/quizzes\/what-is-bitcoin\/result$/);
  await expect(page.getByTestId('quiz-grade')).toHaveText('A+');
  await expect(page.getByTestId('quiz-outcome')).toHaveText('Passed');
  await expect(page.getByTestId('result-question')).toHaveCount(asked.length);

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
  // The name comes from the exchange's identity check, not the free-typed profile name.
  await expect(visitor.getByTestId('certificate-name-source')).toHaveText(
    "Name verified by the exchange's identity check (KYC)",
  );
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
  await startButton(page).click();
  await playShownQuestions(page, 'layer-2-rollups', undefined, async (i) => {
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

test('without a subscription: the card, the intro, the result and the history say a pass earns no points; the grade scale is the one 5 questions reach', async ({
  page,
  browser,
}) => {
  // A visitor's card (server-rendered for everyone) and intro: the points are for subscribers.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await gotoHydrated(visitor, '/en/quizzes?q=gas%20fees');
  await expect(visitor.getByRole('link', { name: /Gas fees/ }).first()).toContainText(
    '5 questions · 30 points for subscribers',
  );
  await gotoHydrated(visitor, '/en/quizzes/gas-fees-explained');
  await expect(visitor.getByTestId('quiz-points-note')).toHaveText('Subscribers earn 30 points for a pass.');
  await stranger.close();

  // exu_1002 (KYC verified, no package: her wallet cannot pay one) is told before the start.
  await signInWithExchange(page, 'exu_1002');
  await gotoHydrated(page, '/en/quizzes/gas-fees-explained');
  await expect(page.getByTestId('quiz-points-note')).toContainText(
    'Without a subscription a pass earns you no points. Subscribers earn 30 points for it.',
  );
  await startButton(page).click();
  await playShownQuestions(page, 'gas-fees-explained');
  await expect(page.getByTestId('quiz-grade')).toHaveText('A+');
  await expect(page.getByTestId('quiz-points')).toContainText(
    'With a subscription this pass would have earned 30 points.',
  );
  await expect(page.getByTestId('grade-scale').getByRole('listitem')).toHaveText([
    'A+: 5 of 5 correct',
    'B: 4 of 5 correct',
    'D: 3 of 5 correct',
    'F: 0 to 2 of 5 correct',
  ]);
  await expect(page.getByTestId('pass-mark')).toHaveText('Pass: at least 4 of 5 correct. Some rewards need A+.');

  await gotoHydrated(page, '/en/quiz-history');
  const row = page.getByTestId('quiz-history-row').first();
  await expect(row).toContainText('Gas fees');
  await expect(row.getByTestId('quiz-history-amount-note')).toHaveText('Points need a subscription');
});

test('leaving a running quiz asks to discard or continue; Discard deletes the attempt and its questions count as seen', async ({
  page,
}) => {
  await signInWithExchange(page);
  await gotoHydrated(page, '/en/quizzes/what-is-defi');
  const newBefore = await stillNew(page);
  await startButton(page).click();
  await expect(page.getByTestId('quiz-position')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Glossary' }).click();
  const dialog = page.getByTestId('leave-quiz-dialog');
  await expect(dialog.getByText('Leave this quiz?')).toBeVisible();
  await expect(dialog).toContainText(
    'your answers are not saved. Its questions count as seen: a graded attempt will not ask them again',
  );
  await page.getByRole('button', { name: 'Continue quiz' }).click();
  await expect(page).toHaveURL(/\/en\/quizzes\/what-is-defi$/);
  await expect(page.getByTestId('quiz-position')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Glossary' }).click();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/en\/glossary$/);
  // nothing is left to resume: the quiz starts afresh, at once (a discard starts no cool-down),
  // and the 5 questions the discarded attempt showed are no longer new
  await gotoHydrated(page, '/en/quizzes/what-is-defi');
  await expect(startButton(page)).toHaveText('Start quiz');
  expect(await stillNew(page)).toBe(newBefore - 5);
});

test('"Save for later" keeps the answer picked but not yet confirmed with Next', async ({ page }) => {
  await signInWithExchange(page);
  await gotoHydrated(page, '/en/quizzes/public-vs-private-blockchains');
  await startButton(page).click();
  await expect(page.getByTestId('quiz-position')).toHaveText(/^Question 1 of 5$/);
  const question = ((await page.locator('#quiz-question').textContent()) ?? '').trim();
  const role = (await page.getByRole('radio').count()) > 0 ? 'radio' : 'checkbox';
  const picked = ((await page.getByRole(role).first().locator('xpath=ancestor::label').textContent()) ?? '').trim();
  await page.getByRole(role, { name: picked, exact: true }).check();
  await page.getByRole('button', { name: 'Save for later' }).click();
  await expect(page.getByTestId('quiz-saved')).toBeVisible();

  // a fresh page: the attempt resumes after the question answered, and the answer is there
  await gotoHydrated(page, '/en/quizzes/public-vs-private-blockchains');
  await expect(startButton(page)).toHaveText('Resume quiz');
  await startButton(page).click();
  await expect(page.getByTestId('quiz-position')).toHaveText('Question 2 of 5');
  await expect(page.getByRole('progressbar')).toHaveAccessibleName('1 of 5 answered');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.locator('#quiz-question')).toHaveText(question);
  await expect(page.getByRole(role, { name: picked, exact: true })).toBeChecked();
});

/** The quiz page's count of pool questions the learner has not seen ("(8 still new to you)"). */
async function stillNew(page: Page): Promise<number> {
  const notice = page.getByTestId('quiz-graded-notice');
  await expect(notice).toContainText('still new to you');
  return Number(/\((\d+) still new to you\)/.exec((await notice.textContent()) ?? '')![1]);
}
