import { expect, test, type Page } from '@playwright/test';
import { runApiOperator, serviceUrl } from '../support/composition';
import { gotoHydrated } from '../support/hydration';
import { answer, bankQuestion, readQuestion, signedInLearner } from '../support/pop-quiz';

// Issue 21: two accounts take one pop quiz window. While anyone can still answer it, the second
// learns nothing from the first (no correct choice or explanation in any API answer or on any
// screen); each draws their own question; once the window is over, the history shows the right
// choice. An operator opens the window (pop-quiz:open) and ends it (pop-quiz:end) once both have
// answered, so the test waits only for the last try's time limit, and ends no window other specs use.

/** Every answer of the API to this page, as text (what a curious learner can read in dev tools). */
function recordApi(page: Page) {
  const api = serviceUrl('api');
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(api)) return;
    void response.text().then(
      (body) => bodies.push(body),
      () => undefined,
    );
  });
  return bodies;
}

test('the second account of one pop window learns nothing from the first; the history shows the right choice after', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  const seen = [first, second].map(recordApi);
  await signedInLearner(first, 'pop-main');
  await signedInLearner(second, 'pop-throwaway');

  const [opened] = await runApiOperator([
    ['pop-quiz:open', '--minutes', '5', '--points', '10', '--quota', '20', '--seconds', '30'],
  ]);
  const popQuizId = Number(/^pop quiz (\d+) open until /.exec(opened!)?.[1]);
  expect(popQuizId, opened).toBeGreaterThan(0);
  const windowUrl = `/en/pop-quizzes/${popQuizId}`;

  // The throwaway opens the window first and answers wrong.
  await gotoHydrated(second, windowUrl);
  const throwawayText = await readQuestion(second);
  const throwawayQuestion = bankQuestion(throwawayText);
  const wrong = throwawayQuestion.en.choices.findIndex((_, i) => !throwawayQuestion.correct.includes(i));
  await answer(second, throwawayQuestion, [wrong]);
  const result = second.getByTestId('pop-quiz-result');
  await expect(result).toHaveAttribute('data-status', 'failed');
  await expect(second.getByTestId('pop-quiz-result-message')).toHaveText(
    'Not quite. Better luck with the next pop quiz.',
  );
  await expect(second.getByTestId('pop-quiz-reveal-later')).toContainText('once nobody can answer this pop quiz');
  await expect(result).not.toContainText('Correct answer');
  await expect(result).not.toContainText(throwawayQuestion.en.explanation);

  // The main account opens the same window: its own draw (very likely another question).
  await gotoHydrated(first, windowUrl);
  const mainText = await readQuestion(first);
  const mainQuestion = bankQuestion(mainText);
  test.info().annotations.push({
    type: 'draw',
    description: mainText === throwawayText ? 'both drew the same question' : 'different questions',
  });
  // Leaving while it runs asks first; the learner stays.
  await first.getByRole('link', { name: 'Back to pop quizzes' }).click();
  const leave = first.getByRole('dialog', { name: 'Leave this quiz?' });
  await expect(leave).toContainText('The clock keeps running');
  await leave.getByRole('button', { name: 'Continue quiz' }).click();
  await expect(leave).toBeHidden();
  await answer(first, mainQuestion, mainQuestion.correct);
  await expect(first.getByTestId('pop-quiz-result-message')).toContainText(/^Correct! You earned \d+ points\.$/);
  await expect(first.getByTestId('pop-quiz-result')).not.toContainText('Correct answer');
  await expect(first.getByTestId('pop-quiz-result')).not.toContainText(mainQuestion.en.explanation);

  // The throwaway's history while the window is open: its try, no answer yet.
  await gotoHydrated(second, '/en/quiz-history?tab=pop');
  const item = second.getByTestId('pop-history-item').first();
  await expect(item).toContainText(throwawayText);
  await expect(item.getByTestId('pop-history-status')).toHaveText('Failed');
  await expect(item.getByTestId('pop-history-answer-later')).toBeVisible();
  await expect(item.getByTestId('pop-history-answer')).toHaveCount(0);

  // Nothing either account received tells a right choice or its explanation.
  const secrets = [throwawayQuestion.en.explanation, mainQuestion.en.explanation];
  for (const body of seen.flat()) {
    expect(body).not.toMatch(/"correctAnswers":\[/);
    expect(body).not.toMatch(/"answer":\{/);
    for (const secret of secrets) expect(body).not.toContain(secret);
  }

  // Once the window ended and the last try's time limit (30 s) passed, the history shows the answer.
  const [ended] = await runApiOperator([['pop-quiz:end', '--id', String(popQuizId)]]);
  expect(ended).toMatch(new RegExp(`^pop quiz ${popQuizId} ended at `));
  await expect(async () => {
    await gotoHydrated(second, '/en/quiz-history?tab=pop');
    await expect(second.getByTestId('pop-history-answer').first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  const revealed = second.getByTestId('pop-history-answer').first();
  const right = throwawayQuestion.correct.map((i) => throwawayQuestion.en.choices[i]).join(', ');
  await expect(revealed).toContainText(`Your answer: ${throwawayQuestion.en.choices[wrong]}`);
  await expect(revealed).toContainText(/Correct answers?:/);
  await expect(revealed).toContainText(right);
  await expect(revealed).toContainText(throwawayQuestion.en.explanation);
});
