import { cpSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { serviceUrl, startService, stopService } from '../support/composition';
import { gotoHydrated } from '../support/hydration';
import { playShownQuestions, signInWithExchange, startButton } from '../support/main-quiz';

// Issue 32 item 1: a tab that loaded the quiz list keeps working after mf-quiz is redeployed with
// other chunk names (its old chunks come from the static host's build archive). Local
// composition: the redeploy is mf-quiz's static host restarted on a new build folder.

test.setTimeout(180_000);

// A free quiz no other spec plays, so exu_1001 starts it fresh.
const QUIZ = 'order-types-explained';
const HASHED = /\.([0-9a-f]{8})\.(js|css)$/;

/** A copy of mf-quiz's browser build whose every hashed chunk has another name (a new build). */
function rebuildWithOtherChunkNames(from: string, to: string) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const renames = new Map<string, string>();
  for (const file of readdirSync(to)) {
    const hash = HASHED.exec(file)?.[1];
    if (!hash) continue;
    const other = [...hash].map((digit) => ((parseInt(digit, 16) + 1) % 16).toString(16)).join('');
    renames.set(hash, other);
    renameSync(path.join(to, file), path.join(to, file.replace(`.${hash}.`, `.${other}.`)));
  }
  // the entry, the manifest and the chunks name each other by these hashes
  for (const file of readdirSync(to).filter((name) => /\.(js|json|css)$/.test(name))) {
    let text = readFileSync(path.join(to, file), 'utf8');
    for (const [hash, other] of renames) text = text.replaceAll(hash, other);
    writeFileSync(path.join(to, file), text);
  }
  return renames;
}

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
