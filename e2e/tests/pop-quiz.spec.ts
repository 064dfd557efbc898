import { expect, test, type Page } from '@playwright/test';
// @ts-expect-error plain ESM scripts without types
import { loadContent } from '../../scripts/lib/content.mjs';
import { verifiedAccount } from '../support/accounts';
import { gotoHydrated, waitForHydration } from '../support/hydration';

// Pop quizzes against the real composition: the API imports content/ (64 questions) and its
// rolling schedule always has one pop quiz open. Real time limits (30-45 s) on the server clock.

interface PopQuestion {
  correct: number[];
  en: { question: string; choices: string[] };
}
const PASSWORD = 'Academy1!';
const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const questions = (): PopQuestion[] => loadContent().popQuizzes.questions;

async function signedInLearner(page: Page, tag: string) {
  const email = unique(tag);
  await verifiedAccount(email, PASSWORD);
  await gotoHydrated(page, '/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('user-points')).toHaveText('0 points');
}

/** From the pop quiz list, open the pop quiz that is open now (this starts the server's clock). */
async function openCurrentPopQuiz(page: Page) {
  await gotoHydrated(page, '/en/pop-quizzes');
  await expect(page.getByTestId('pop-quiz-cooldown')).toContainText('10-minute cool-down');
  await page.getByRole('link', { name: 'Do quiz now' }).first().click();
  await expect(page).toHaveURL(/\/en\/pop-quizzes\/\d+$/);
  const question = page.locator('#pop-quiz-question');
  await expect(question).not.toBeEmpty();
  return (await question.textContent())!.trim();
}

test('a learner answers the open pop quiz in time: completed, points in the header', async ({ page }) => {
  await signedInLearner(page, 'pop-winner');
  const text = await openCurrentPopQuiz(page);
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^00:[0-5]\d$/);
  const q = questions().find((candidate) => candidate.en.question === text);
  expect(q, `"${text}" is a question of content/pop-quizzes`).toBeTruthy();
  for (const index of q!.correct) {
    const choice = q!.en.choices[index]!;
    const control =
      q!.correct.length > 1
        ? page.getByRole('checkbox', { name: choice, exact: true })
        : page.getByRole('radio', { name: choice, exact: true });
    await control.check();
  }
  await page.getByRole('button', { name: 'Submit answer' }).click();
  const message = page.getByTestId('pop-quiz-result-message');
  await expect(message).toContainText(/Correct! You earned (\d+) points\./);
  const earned = Number(/earned (\d+) points/.exec((await message.textContent()) ?? '')?.[1]);
  expect(earned).toBeGreaterThan(0);
  await expect(page.getByTestId('user-points')).toHaveText(`${earned} points`);

  // The list shows it completed, the cool-down, and the completed history.
  await page.getByRole('link', { name: 'Back to pop quizzes' }).click();
  await expect(page.getByTestId('pop-quiz-cooling-down')).toBeVisible();
  await expect(page.getByTestId('pop-quiz-card-my-status').first()).toHaveText('Completed');
  await expect(page.getByTestId('pop-completed-list')).toContainText(text);
  await expect(page.getByRole('timer', { name: 'Next pop quiz in' })).toBeVisible();
});

test('a pop quiz left past its time limit fails with "Time over" (server clock)', async ({ page }) => {
  test.setTimeout(150_000);
  await signedInLearner(page, 'pop-late');
  await openCurrentPopQuiz(page);
  // Nobody answers; the countdown follows the server and the server records the time over.
  await expect(page.getByText('Time over.')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('pop-quiz-result')).toHaveAttribute('data-status', 'failed');
  await expect(page.getByRole('button', { name: 'Submit answer' })).toHaveCount(0);
  // Reloading does not restart the clock: the try stays failed.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('Time over.')).toBeVisible();
  await expect(page.getByTestId('user-points')).toHaveText('0 points');
});
