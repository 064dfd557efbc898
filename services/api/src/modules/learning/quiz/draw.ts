import { type Language, QUIZ_ATTEMPT_QUESTIONS, type QuizQuestion } from '@academy/contracts';
import { shuffled } from '../../../lib/shuffle.ts';
import type { QuizQuestionContent } from '../../../db/schema/index.ts';
import type { AttemptRow } from './repository/attempts.ts';

/**
 * Question pools (docs/learning.md "Main quiz"): an attempt draws QUIZ_ATTEMPT_QUESTIONS questions of the
 * quiz's pool and shuffles each question's choices. A graded attempt draws only questions the
 * learner has not been shown (in a result or a discarded attempt); with too few of those left the
 * attempt is practice and draws from the whole pool.
 */

/** Questions per attempt of a pool (a pool smaller than an attempt is played whole). */
export const attemptSize = (pool: readonly QuizQuestionContent[]) => Math.min(QUIZ_ATTEMPT_QUESTIONS, pool.length);

/** Whether the next attempt is practice, and how many pool questions the user has not seen. */
export function nextDraw(pool: readonly QuizQuestionContent[], revealed: ReadonlySet<string>) {
  const unseen = pool.filter((q) => !revealed.has(q.slug));
  return { unseen, practice: unseen.length < attemptSize(pool) };
}

/** A new attempt's questions (random order) with each question's choice order, and whether it is practice. */
export function drawAttempt(pool: readonly QuizQuestionContent[], revealed: ReadonlySet<string>) {
  const { unseen, practice } = nextDraw(pool, revealed);
  const questions = shuffled(practice ? pool : unseen).slice(0, attemptSize(pool));
  const choiceOrders = questions.map((q) => shuffled(q.en.choices.map((_, i) => i)));
  return { questions, choiceOrders, practice, total: questions.length };
}

type Played = Pick<AttemptRow, 'questions' | 'choiceOrders'>;

/** Shown choice k of question `index` is content choice `order[k]` (content order before pools). */
function choiceOrder(attempt: Played, index: number): number[] {
  const order = attempt.choiceOrders[index];
  return order ?? attempt.questions[index]!.en.choices.map((_, i) => i);
}

/** Question `index` (0-based) of the attempt as its player sees it: choices in the attempt's order, no answers. */
export function shownQuestion(attempt: Played, index: number, lang: Language): QuizQuestion {
  const q = attempt.questions[index]!;
  const choices = q[lang].choices;
  return {
    id: index + 1,
    question: q[lang].question,
    choices: choiceOrder(attempt, index).map((c) => choices[c]!),
    selectCount: q.correct.length,
  };
}

/** The correct choices of question `index` as positions in the attempt's shown order. */
export function shownCorrect(attempt: Played, index: number): number[] {
  const order = choiceOrder(attempt, index);
  return attempt.questions[index]!.correct.map((c) => order.indexOf(c)).sort((x, y) => x - y);
}
