import { expect, test } from '@playwright/test';
import { serviceUrl } from '../support/composition';
import { gotoHydrated, waitForHydration } from '../support/hydration';
import {
  answer,
  bankQuestion,
  openCurrentPopQuiz,
  popQuizOpenFor,
  signedInLearner,
  startPopQuiz,
} from '../support/pop-quiz';
import { browserApi } from '../support/session';

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
  await expect(page.getByTestId('pop-quiz-card-status').first()).toHaveText('Completed');
  await expect(page.getByTestId('pop-history-list')).toContainText(text);
  await expect(page.getByRole('timer', { name: 'Next pop quiz in' })).toBeVisible();

  // On a phone (360 px) the open pop quiz comes first, in view; the countdown is one line below it.
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, '/en/pop-quizzes');
  const first = page.getByTestId('pop-quiz-cards').getByRole('article').first();
  await expect(first.getByTestId('pop-quiz-card-status')).toHaveText('Completed');
  const card = (await first.boundingBox())!;
  const timer = (await page.getByRole('timer', { name: 'Next pop quiz in' }).boundingBox())!;
  expect(card.y).toBeLessThan(740);
  expect(timer.y).toBeGreaterThan(card.y + card.height);
  expect(timer.height).toBeLessThan(40);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a pop quiz left past its time limit fails with "Time over" (server clock)', async ({ page }) => {
  test.setTimeout(150_000);
  await signedInLearner(page, 'pop-late');
  await openCurrentPopQuiz(page);
  // Nobody answers; the countdown follows the server and the server records the time over.
  await expect(page.getByText('Time is up.')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId('pop-quiz-result')).toHaveAttribute('data-status', 'failed');
  await expect(page.getByRole('button', { name: 'Submit answer' })).toHaveCount(0);
  // Reloading does not restart the clock: the try stays failed.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('Time is up.')).toBeVisible();
  await expect(page.getByTestId('user-points')).toHaveText('0 points');
});

test('loading the page or a GET of the old question URL starts nothing; only Start does (issue 30)', async ({
  page,
}) => {
  // Five hydrated page loads and the API between them: on a busy machine more than the default 45 s.
  test.setTimeout(90_000);
  await signedInLearner(page, 'pop-ready');
  // a window open for the whole test: one about to end would end between the page's loads
  const open = await popQuizOpenFor(page, 120_000);
  const mine = async () =>
    (await (await browserApi(page, 'GET', '/client/pop-quizs-available')).json()).items.find(
      (card: { id: number }) => card.id === open.id,
    );

  // The page asks "ready?"; loading it again starts nothing.
  await gotoHydrated(page, `/en/pop-quizzes/${open.id}`);
  await expect(page.getByRole('heading', { name: 'Ready?' })).toBeVisible();
  await expect(page.getByTestId('pop-quiz-ready')).toContainText('seconds to answer once you press Start');
  await expect(page.getByTestId('pop-quiz-ready-reveal')).toContainText('only to members whose exchange account');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();

  // The old URL as a top-level navigation (what another site's link does, with the Lax cookie).
  const navigated = await page.goto(`${serviceUrl('api')}/client/pop-quizs/${open.id}/question`);
  expect(navigated?.status()).toBe(409);
  expect(await navigated?.json()).toMatchObject({ code: 'QUIZ_NOT_STARTED' });
  // A cross-site POST without the XSRF header is refused.
  const forged = await page.request.post(`${serviceUrl('api')}/client/pop-quizs/${open.id}/open`);
  expect(forged.status()).toBe(403);
  expect(await mine()).toMatchObject({ myStatus: null, canPlay: true });

  // Start: the clock runs from now.
  await gotoHydrated(page, `/en/pop-quizzes/${open.id}`);
  await startPopQuiz(page);
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^00:[0-5]\d$/);
  expect(await mine()).toMatchObject({ myStatus: 'inprogress' });
});
