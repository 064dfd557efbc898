/**
 * What the pop quiz routes answer about a try, built from its rows. The rules that matter here:
 * a try's answer (which choice is right, the explanation) is shown only once nobody can answer
 * its window any more (`revealAt`: the window's end plus its time limit, or the last deadline of
 * a try in it if later), and only when the try reveals its answer (`revealsAnswer`: the learner
 * was identity-verified when opening it). Before that a learner learns right or wrong, nothing
 * else. Choices are always in the learner's own order (`choiceOrder`), the answer as texts.
 */
import {
  type Language,
  POINTS_PER_KKUB,
  type PopQuizHistoryItem,
  type PopQuizKkub,
  type PopQuizQuestion,
  type PopQuizResult,
  type PopQuizRevealedAnswer,
} from '@academy/contracts';
import type { popQuizHistories } from '../../../db/schema/index.ts';
import type { PopQuizQuestionRow, PopQuizWindow } from './windows-repository.ts';

export type History = typeof popQuizHistories.$inferSelect;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The try as it stands at `now`: one still `inprogress` past its deadline is over (failed, time
 * over, ended at the deadline). Reads derive it; only requests that change state write it
 * (tries.closeOverdue), so no GET writes.
 */
export function asOf(history: History, now: Date): History {
  if (history.status !== 'inprogress' || history.deadlineAt.getTime() >= now.getTime()) return history;
  return { ...history, status: 'failed', failReason: 'time-over', finishedAt: history.deadlineAt };
}

/** The try's order of the choices: shown choice k is content choice `order[k]`. */
export function choiceOrderOf(history: Pick<History, 'choiceOrder'>, question: PopQuizQuestionRow): number[] {
  return history.choiceOrder ?? question.en.choices.map((_, i) => i);
}

/** The question's choices in the try's order. */
export const shownChoices = (history: Pick<History, 'choiceOrder'>, question: PopQuizQuestionRow, lang: Language) =>
  choiceOrderOf(history, question).map((c) => question[lang].choices[c]!);

/** When the window's answers may be shown: after its end plus its time limit and after every try's deadline. */
export function revealAtOf(window: Pick<PopQuizWindow, 'endsAt' | 'timeLimitSeconds'>, lastDeadline: Date | null) {
  const afterEnd = window.endsAt.getTime() + window.timeLimitSeconds * 1000;
  return new Date(Math.max(afterEnd, lastDeadline?.getTime() ?? 0));
}

/** Strictly after: a try whose deadline is exactly `revealAt` may still be answered at that instant. */
export const revealed = (revealAt: Date, now: Date) => now.getTime() > revealAt.getTime();

export const topicOf = (question: PopQuizQuestionRow, lang: Language) => ({
  slug: question.topic,
  name: lang === 'th' ? question.topicTh : question.topicEn,
});

export function kkubOf(history: History): PopQuizKkub | null {
  return history.kkubAmount && history.kkubOutcome
    ? { amount: history.kkubAmount, outcome: history.kkubOutcome }
    : null;
}

/** The answer once it may be shown (else null): the choices in the learner's order as texts, marked. */
function answerOf(
  history: History,
  question: PopQuizQuestionRow,
  context: { lang: Language; now: Date; revealAt: Date },
): PopQuizRevealedAnswer | null {
  if (!history.revealsAnswer || history.status === 'inprogress' || !revealed(context.revealAt, context.now))
    return null;
  const selected = history.selectedAnswers ?? [];
  const text = question[context.lang];
  return {
    choices: choiceOrderOf(history, question).map((c, k) => ({
      text: text.choices[c]!,
      correct: question.correct.includes(c),
      selected: selected.includes(k),
    })),
    explanation: text.explanation,
  };
}

export interface ResultContext {
  lang: Language;
  now: Date;
  revealAt: Date;
  /** The user's balance after a credit (submit only). */
  point: number | null;
  cooldown: Date | null;
}

export function resultView(history: History, question: PopQuizQuestionRow, context: ResultContext): PopQuizResult {
  const timeOver = history.failReason === 'time-over';
  return {
    popQuizId: history.popQuizId,
    questionId: history.questionId,
    status: history.status,
    correct: history.status === 'completed' || history.status === 'pending' || history.status === 'outofreward',
    timeOver,
    selectedAnswers: history.selectedAnswers ?? [],
    answer: answerOf(history, question, context),
    revealAt: context.revealAt.toISOString(),
    revealsAnswer: history.revealsAnswer,
    practice: history.practice,
    pointsEarned: history.pointsEarned,
    kkub: kkubOf(history),
    messageCode: timeOver ? 'QUIZ_TIME_OVER' : history.status === 'outofreward' ? 'QUIZ_OUT_OF_REWARD' : null,
    point: context.point,
    cooldownEndsAt: iso(context.cooldown),
  };
}

export function questionView(
  history: History,
  window: PopQuizWindow,
  question: PopQuizQuestionRow,
  context: Omit<ResultContext, 'point'>,
): PopQuizQuestion {
  const text = question[context.lang];
  const finished = history.status !== 'inprogress';
  const { now } = context;
  return {
    popQuizId: window.id,
    questionId: question.id,
    topic: topicOf(question, context.lang),
    question: text.question,
    choices: shownChoices(history, question, context.lang),
    multiple: question.correct.length > 1,
    timeLimitSeconds: Math.round((history.deadlineAt.getTime() - history.openedAt.getTime()) / 1000),
    rewardPoints: window.rewardPoints,
    rewardKkub: window.rewardKkub,
    status: history.status,
    serverNow: now.toISOString(),
    openedAt: history.openedAt.toISOString(),
    deadline: history.deadlineAt.toISOString(),
    secondsLeft: finished ? 0 : Math.max(0, Math.ceil((history.deadlineAt.getTime() - now.getTime()) / 1000)),
    hint: history.hintUsed ? text.hint : null,
    revealAt: context.revealAt.toISOString(),
    revealsAnswer: history.revealsAnswer,
    practice: history.practice,
    result: finished ? resultView(history, question, { ...context, point: null }) : null,
  };
}

export function historyItem(
  history: History,
  question: PopQuizQuestionRow,
  revealAt: Date,
  lang: Language,
  now: Date,
): PopQuizHistoryItem {
  const finished = history.finishedAt;
  return {
    id: history.id,
    popQuizId: history.popQuizId,
    questionId: history.questionId,
    questionTitle: question[lang].question,
    topic: topicOf(question, lang),
    status: history.status,
    timeOver: history.failReason === 'time-over',
    openedAt: history.openedAt.toISOString(),
    completedDate: iso(finished),
    duration: finished ? Math.max(0, Math.round((finished.getTime() - history.openedAt.getTime()) / 1000)) : null,
    rewardPoint: history.pointsEarned,
    amount: history.pointsEarned / POINTS_PER_KKUB,
    result: history.status === 'inprogress' ? null : history.status === 'failed' ? 'fail' : 'pass',
    kkub: kkubOf(history),
    revealAt: revealAt.toISOString(),
    revealsAnswer: history.revealsAnswer,
    practice: history.practice,
    answer: answerOf(history, question, { lang, now, revealAt }),
  };
}
