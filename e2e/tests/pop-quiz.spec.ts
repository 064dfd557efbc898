import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { answer, bankQuestion, openCurrentPopQuiz, signedInLearner } from '../support/pop-quiz';

// Pop quizzes against the real composition: the API imports content/ (the question bank) and its
// rolling schedule always has one pop quiz open. Real time limits (30 s) on the server clock.

test('a learner answers the open pop quiz in time: completed, points in the header', async ({ page }) => {
  await signedInLearner(page, 'pop-winner');
  const text = await openCurrentPopQuiz(page);
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^00:[0-5]\d$/);
  const q = bankQuestion(text);
  await answer(page, q, q.correct);
  const message = page.getByTestId('pop-quiz-result-message');
  await expect(message).toContainText(/Correct! You earned (\d+) points\./);
  const earned = Number(/earned (\d+) points/.exec((await message.textContent()) ?? '')?.[1]);
  expect(earned).toBeGreaterThan(0);
  await expect(page.getByTestId('user-points')).toHaveText(`${earned} points`);

  // The list shows it completed, the cool-down, and the completed history.
  await page.getByRole('link', { name: 'Back to pop quizzes' }).click();
  await expect(page.getByTestId('pop-quiz-cooling-down')).toBeVisible();
  await expect(page.getByTestId('pop-quiz-card-my-status').first()).toHaveText('Completed');
  await expect(page.getByTestId('pop-history-list')).toContainText(text);
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
