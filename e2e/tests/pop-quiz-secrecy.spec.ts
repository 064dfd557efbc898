import { expect, test, type Page } from '@playwright/test';
import { runApiOperator, serviceUrl } from '../support/composition';
import { gotoHydrated } from '../support/hydration';
import { answer, bankQuestion, signedInLearner, startPopQuiz } from '../support/pop-quiz';
import { signOnWithSandbox } from '../support/session';

// Issues 21 and 30: two accounts take one pop quiz window. While anyone can still answer it, the
// second learns nothing from the first (no correct choice or explanation in any API answer or on
// any screen); each draws their own question, its choices in their own order; once the window is
// over, the history of the identity-verified learner (the sandbox's exu_1002, who answers wrong so
// her points stay 0 for redeem.spec) shows the right choice as text, and the throwaway email
// account's never does. An operator opens the window (pop-quiz:open) and ends it (pop-quiz:end)
// once both have answered, so the test waits only for the last try's time limit, and ends no
// window other specs use.

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

test("the second account of one pop window learns nothing from the first; the verified learner's history shows the right choice after, the throwaway's never", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  const seen = [first, second].map(recordApi);
  await signOnWithSandbox(first, 'exu_1002');
  await signedInLearner(second, 'pop-throwaway');

  const [opened] = await runApiOperator([
    ['pop-quiz:open', '--minutes', '5', '--points', '10', '--quota', '20', '--seconds', '30'],
  ]);
  const popQuizId = Number(/^pop quiz (\d+) open until /.exec(opened!)?.[1]);
  expect(popQuizId, opened).toBeGreaterThan(0);
  const windowUrl = `/en/pop-quizzes/${popQuizId}`;

  // The throwaway starts the window first and answers right: right or wrong only, and it is told
  // that answers are for verified members.
  await gotoHydrated(second, windowUrl);
  const throwawayText = await startPopQuiz(second);
  const throwawayQuestion = bankQuestion(throwawayText);
  await answer(second, throwawayQuestion, throwawayQuestion.correct);
  const result = second.getByTestId('pop-quiz-result');
  await expect(result).toHaveAttribute('data-status', 'completed');
  await expect(second.getByTestId('pop-quiz-reveal-never')).toHaveText(
    'The right answer is shown only to members whose exchange account was verified when they started this pop quiz.',
  );
  await expect(result).not.toContainText('Correct answer');
  await expect(result).not.toContainText(throwawayQuestion.en.explanation);

  // The verified account starts the same window: its own draw (very likely another question).
  await gotoHydrated(first, windowUrl);
  await expect(first.getByTestId('pop-quiz-ready-reveal')).toContainText(
    'The right answer is shown in your quiz history',
  );
  const mainText = await startPopQuiz(first);
  const mainQuestion = bankQuestion(mainText);
  const wrong = mainQuestion.en.choices.findIndex((_, i) => !mainQuestion.correct.includes(i));
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
  await answer(first, mainQuestion, [wrong]);
  await expect(first.getByTestId('pop-quiz-result-message')).toHaveText(
    'Not quite. Better luck with the next pop quiz.',
  );
  await expect(first.getByTestId('pop-quiz-reveal-later')).toContainText('once nobody can answer this pop quiz');
  await expect(first.getByTestId('pop-quiz-result')).not.toContainText('Correct answer');
  await expect(first.getByTestId('pop-quiz-result')).not.toContainText(mainQuestion.en.explanation);

  // The verified learner's history while the window is open: her try, no answer yet.
  await gotoHydrated(first, '/en/quiz-history?tab=pop');
  const item = first.getByTestId('pop-history-item').first();
  await expect(item).toContainText(mainText);
  await expect(item.getByTestId('pop-history-status')).toHaveText('Failed');
  await expect(item.getByTestId('pop-history-answer-later')).toBeVisible();
  await expect(item.getByTestId('pop-history-answer')).toHaveCount(0);

  // Nothing either account received tells a right choice or its explanation.
  const secrets = [throwawayQuestion.en.explanation, mainQuestion.en.explanation];
  for (const body of seen.flat()) {
    expect(body).not.toMatch(/"answer":\{/);
    for (const secret of secrets) expect(body).not.toContain(secret);
  }

  // Once the window ended and the last try's time limit (30 s) passed, the history shows the answer.
  const [ended] = await runApiOperator([['pop-quiz:end', '--id', String(popQuizId)]]);
  expect(ended).toMatch(new RegExp(`^pop quiz ${popQuizId} ended at `));
  await expect(async () => {
    await gotoHydrated(first, '/en/quiz-history?tab=pop');
    await expect(first.getByTestId('pop-history-answer').first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 120_000, intervals: [5_000] });
  const revealed = first.getByTestId('pop-history-answer').first();
  const right = mainQuestion.correct.map((i) => mainQuestion.en.choices[i]!);
  await expect(revealed).toContainText(`Your answer: ${mainQuestion.en.choices[wrong]}`);
  await expect(revealed).toContainText(/Correct answers?:/);
  for (const text of right) await expect(revealed).toContainText(text);
  await expect(revealed).toContainText(mainQuestion.en.explanation);

  // The throwaway's history, after the window too: right or wrong, never the answer.
  seen[1]!.length = 0;
  await gotoHydrated(second, '/en/quiz-history?tab=pop');
  const throwawayItem = second.getByTestId('pop-history-item').first();
  await expect(throwawayItem).toContainText(throwawayText);
  await expect(throwawayItem.getByTestId('pop-history-answer-never')).toBeVisible();
  await expect(throwawayItem.getByTestId('pop-history-answer')).toHaveCount(0);
  for (const body of seen[1]!) expect(body).not.toContain(throwawayQuestion.en.explanation);
});
