import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { serviceUrl, startService, stopService } from '../support/composition';
import { gotoHydrated } from '../support/hydration';
import { playShownQuestions, signInWithExchange, startButton } from '../support/main-quiz';
import { HASHED, rebuildWithOtherChunkNames } from '../support/redeploy';

// Issue 32 item 1: a tab that loaded the quiz list keeps working after mf-quiz is redeployed with
// other chunk names (its old chunks come from the static host's build archive). Local
// composition: the redeploy is mf-quiz's static host restarted on a new build folder.

test.setTimeout(180_000);

// A free quiz no other spec plays, so exu_1001 starts it fresh.
const QUIZ = 'order-types-explained';

test('a tab on the old build opens and plays a quiz after mf-quiz is redeployed with new chunk names', async ({
  page,
}) => {
  const quiz = serviceUrl('mf-quiz');
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(quiz) && response.status() >= 400) failed.push(response.url());
  });
  await signInWithExchange(page);
  await gotoHydrated(page, `/en/quizzes?q=order`);
  const card = page.locator(`a[href="/en/quizzes/${QUIZ}"]`).first();
  await expect(card).toBeVisible();

  const original = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../mf-quiz/dist');
  const redeployed = path.join(os.tmpdir(), `academy-rollout-${process.pid}`);
  const renames = rebuildWithOtherChunkNames(original, redeployed);
  expect(renames.size).toBeGreaterThan(3);
  await stopService('mf-quiz');
  try {
    await startService('mf-quiz', { dir: redeployed });
    // the old build's chunks are gone from the new build
    const [oldHash] = [...renames.keys()];
    expect(readdirSync(redeployed).some((file) => HASHED.test(file) && file.includes(`.${oldHash}.`))).toBe(false);

    // the same tab (old manifest, old chunk names) opens the quiz and plays it
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/en/quizzes/${QUIZ}$`));
    await startButton(page).click();
    await playShownQuestions(page, QUIZ);
    await expect(page).toHaveURL(new RegExp(`/en/quizzes/${QUIZ}/result$`));
    await expect(page.getByTestId('quiz-grade')).toHaveText('A+');
    await expect(page.getByTestId('remote-crashed')).toHaveCount(0);
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    expect(failed).toEqual([]);
  } finally {
    await stopService('mf-quiz');
    await startService('mf-quiz');
    rmSync(redeployed, { recursive: true, force: true });
  }
});
