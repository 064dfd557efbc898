import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from '../support/hydration';
import { playShownQuestions, signInWithExchange, startButton } from '../support/main-quiz';
import { browserApi } from '../support/session';

// The cheater's journey (issue 21): fail a main quiz on purpose, read every answer on the result,
// retake. A retake never asks a question whose answers were shown; once too few unseen ones are
// left it is practice and earns nothing. The e2e composition runs the API without the retake
// cool-down (QUIZ_RETAKE_COOLDOWN_HOURS=0, e2e/support/global-setup.ts).

test.setTimeout(180_000);

// A quiz no other spec plays, so the learner (exu_1001) starts it fresh.
const QUIZ = 'stablecoins-explained';

/** Plays the running attempt with every answer wrong; on the result page, the questions it revealed. */
async function failAndReadTheResult(page: Page): Promise<string[]> {
  const asked = await playShownQuestions(page, QUIZ, () => false);
  await expect(page).toHaveURL(new RegExp(`/en/quizzes/${QUIZ}/result$`));
  await expect(page.getByTestId('quiz-grade')).toHaveText('F');
  const shown = page.getByTestId('result-question');
  await expect(shown).toHaveCount(asked.length);
  // the result reveals each question with its right answer and explanation
  for (const text of asked) await expect(shown.filter({ hasText: text })).toHaveCount(1);
  return asked;
}

test('the cheater: a failed attempt reveals answers, the retake asks other questions, the practice retake earns nothing', async ({
  page,
}) => {
  await signInWithExchange(page);
  await expect(page.getByTestId('user-points')).toHaveText(/\d/);
  const points = (await page.getByTestId('user-points').textContent()) ?? '';
  await gotoHydrated(page, `/en/quizzes/${QUIZ}`);
  await expect(page.getByTestId('quiz-graded-notice')).toContainText('drawn from a pool of 13 (13 still new to you)');
  await startButton(page).click();
  const first = await failAndReadTheResult(page);

  // Retake: graded, none of the questions whose answers were just shown
  await gotoHydrated(page, `/en/quizzes/${QUIZ}`);
  await expect(page.getByTestId('quiz-graded-notice')).toContainText('(8 still new to you)');
  await expect(startButton(page)).toHaveText('Retake quiz');
  await startButton(page).click();
  const second = await failAndReadTheResult(page);
  expect(second.filter((text) => first.includes(text))).toEqual([]);

  // 3 of 13 unseen: the quiz says before the start that the retake is practice
  await gotoHydrated(page, `/en/quizzes/${QUIZ}`);
  await expect(page.getByTestId('quiz-practice-notice')).toContainText(
    'only 3 new ones are left (an attempt needs 5). This attempt earns no points, no reward and no certificate',
  );
  await startButton(page).click();
  await expect(page.getByTestId('quiz-practice-chip')).toHaveText('Practice');
  // every answer right, straight from what the results revealed
  await playShownQuestions(page, QUIZ, () => true);
  await expect(page.getByTestId('quiz-grade')).toHaveText('A+');
  await expect(page.getByTestId('quiz-practice-result')).toContainText('no points, no reward and no certificate');
  await expect(page.getByTestId('quiz-points')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View certificate' })).toHaveCount(0);
  await expect(page.getByTestId('user-points')).toHaveText(points);

  // the API agrees: no certificate, the quiz still failed, the practice marked in the history
  const detail = await (await browserApi(page, 'GET', `/client/v2/quiz_v2/slug/${QUIZ}?isMyQuiz=true`)).json();
  expect([detail.myStatus, detail.myAttempt.practice, detail.nextAttempt.practice]).toEqual(['failed', true, true]);
  const certificate = await browserApi(page, 'GET', `/client/v2/quiz_v2/${detail.id}/certificate`);
  expect(certificate.status()).toBe(404);
  await gotoHydrated(page, '/en/quiz-history');
  await expect(page.getByTestId('quiz-history-row').first()).toContainText('Practice');
});
