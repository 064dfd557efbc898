import { expect, test, type Page } from '@playwright/test';
// @ts-expect-error plain ESM scripts without types
import { loadContent } from '../../scripts/lib/content.mjs';
import { verifiedAccount } from './accounts';
import { gotoHydrated } from './hydration';
import { browserApi } from './session';

/** A question of the bank in content/pop-quizzes (the API imports the same files). */
export interface PopQuestion {
  correct: number[];
  en: { question: string; choices: string[]; explanation: string };
}
const PASSWORD = 'Academy1!';
const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The bank question whose English text is `text` (each learner draws their own when opening a pop quiz). */
export function bankQuestion(text: string): PopQuestion {
  const found = (loadContent().popQuizzes.questions as PopQuestion[]).find((q) => q.en.question === text);
  expect(found, `"${text}" is a question of content/pop-quizzes`).toBeTruthy();
  return found!;
}

/** A new verified account, signed in through the login page. */
export async function signedInLearner(page: Page, tag: string) {
  const email = unique(tag);
  await verifiedAccount(email, PASSWORD);
  await gotoHydrated(page, '/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('user-points')).toHaveText('0 points');
}

export interface PopQuizCard {
  id: number;
  status: string;
  canPlay: boolean;
  endsAt: string;
}

/**
 * A pop quiz the signed-in learner can play that stays open for at least `ms` by the server's clock:
 * the open one or, when that is about to end, the next once it opens (the test's time grows by the
 * wait). A journey started in a window's last minutes would otherwise see it end halfway.
 */
export async function popQuizOpenFor(page: Page, ms: number): Promise<PopQuizCard> {
  for (let tries = 0; ; tries++) {
    const list = await (await browserApi(page, 'GET', '/client/pop-quizs-available')).json();
    const now = Date.parse(list.serverNow);
    const open = (list.items as PopQuizCard[]).find(
      (card) => card.status === 'active' && card.canPlay && Date.parse(card.endsAt) - now > ms,
    );
    if (open) return open;
    expect(tries, `no pop quiz opens for ${ms} ms: ${JSON.stringify(list)}`).toBeLessThan(2);
    const wait = Math.max(1_000, Date.parse(list.nextPopQuizAt ?? list.serverNow) - now + 1_000);
    test.info().setTimeout(test.info().timeout + wait);
    await page.waitForTimeout(wait);
  }
}

/**
 * From the pop quiz list, go to the pop quiz that is open now and start it from its "ready?" step
 * (Start starts the server's clock); its question text.
 */
export async function openCurrentPopQuiz(page: Page) {
  await popQuizOpenFor(page, 90_000);
  await gotoHydrated(page, '/en/pop-quizzes');
  await expect(page.getByTestId('pop-quiz-cooldown')).toContainText('10-minute cool-down');
  await page.getByRole('link', { name: 'Do quiz now' }).first().click();
  await expect(page).toHaveURL(/\/en\/pop-quizzes\/\d+$/);
  return startPopQuiz(page);
}

/** On a pop quiz's "ready?" step: Start (the clock starts now); its question text. */
export async function startPopQuiz(page: Page) {
  await expect(page.getByRole('heading', { name: 'Ready?' })).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  return readQuestion(page);
}

export async function readQuestion(page: Page) {
  const question = page.locator('#pop-quiz-question');
  await expect(question).not.toBeEmpty();
  return (await question.textContent())!.trim();
}

/** Ticks the given choices of the open question and submits. */
export async function answer(page: Page, question: PopQuestion, choices: number[]) {
  for (const index of choices) {
    const name = question.en.choices[index]!;
    const control =
      question.correct.length > 1
        ? page.getByRole('checkbox', { name, exact: true })
        : page.getByRole('radio', { name, exact: true });
    await control.check();
  }
  await page.getByRole('button', { name: 'Submit answer' }).click();
}
