import { expect, type Page } from '@playwright/test';
// @ts-expect-error plain ESM scripts without types
import { loadContent } from '../../scripts/lib/content.mjs';
import { gotoHydrated } from './hydration';

interface PoolQuestion {
  slug: string;
  correct: number[];
  en: { question: string; choices: string[]; explanation: string };
}

/** A main quiz's pool from content/ (the answer key), by English question text. */
export function quizPool(slug: string): Map<string, PoolQuestion> {
  const article = (loadContent().articles as Array<{ slug: string; quiz: { questions: PoolQuestion[] } }>).find(
    (a) => a.slug === slug,
  );
  expect(article, `content/articles/${slug}`).toBeTruthy();
  return new Map(article!.quiz.questions.map((q) => [q.en.question, q]));
}

/**
 * Signs in as one of the exchange sandbox's KYC-verified users: exu_1001 (Somchai Jaidee, PIN
 * 123456, a rich wallet) or exu_1002 (Suda, $3: no package, so no points from main quizzes).
 */
export async function signInWithExchange(page: Page, user: 'exu_1001' | 'exu_1002' = 'exu_1001') {
  await gotoHydrated(page, '/en/login');
  await page.getByRole('button', { name: 'Sign in with the exchange' }).click();
  await page.locator(`button[data-user-id="${user}"]`).click();
  // the callback trades the code with the exchange: slow on a busy machine
  await expect(page).toHaveURL(/\/en$/, { timeout: 45_000 });
}

export const startButton = (page: Page) => page.getByRole('button', { name: /^(Start quiz|Resume quiz|Retake quiz)$/ });

/**
 * Answers the running attempt's questions as the page shows them (drawn from the pool, choices
 * shuffled): the right choices (found by their text in the key) when `right(i)`, else one wrong
 * choice; then finishes. `beforeAnswer` runs on each question. The questions asked, in order.
 */
export async function playShownQuestions(
  page: Page,
  slug: string,
  right: (index: number) => boolean = () => true,
  beforeAnswer?: (index: number) => Promise<void>,
): Promise<string[]> {
  const pool = quizPool(slug);
  const position = page.getByTestId('quiz-position');
  await expect(position).toHaveText(/^Question 1 of \d+$/);
  const total = Number(/of (\d+)$/.exec((await position.textContent()) ?? '')![1]);
  const asked: string[] = [];
  for (let i = 0; i < total; i += 1) {
    await expect(position).toHaveText(`Question ${i + 1} of ${total}`);
    await beforeAnswer?.(i);
    const text = ((await page.locator('#quiz-question').textContent()) ?? '').trim();
    const question = pool.get(text);
    expect(question, `"${text}" is a question of ${slug}'s pool`).toBeTruthy();
    asked.push(text);
    const correct = question!.correct.map((c) => question!.en.choices[c]!);
    const picks = right(i) ? correct : [question!.en.choices.find((c) => !correct.includes(c))!];
    const role = correct.length === 1 ? 'radio' : 'checkbox';
    for (const choice of picks) await page.getByRole(role, { name: choice, exact: true }).check();
    await page.getByRole('button', { name: i === total - 1 ? 'Finish quiz' : 'Next' }).click();
  }
  return asked;
}
