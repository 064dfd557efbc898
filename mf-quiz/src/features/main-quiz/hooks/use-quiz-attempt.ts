import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths, type QuizDetail, type QuizProgress, type QuizQuestion } from '@academy/contracts';
import { refreshAfterBalanceChange, toRequestError, useLanguage, useLeaveRunningQuizBlocker } from '@academy/platform';
import { useCurrentUserId } from '../../../lib/api/current-user';
import { quizAttemptKey, quizKeys } from '../../../lib/api/query-keys';
import { discardQuiz } from '../api/discard-quiz';
import { finishQuiz } from '../api/finish-quiz';
import { quizQueryOptions } from '../api/get-quiz';
import { quizResultQueryOptions } from '../api/get-quiz-result';
import { revealHint } from '../api/reveal-hint';
import { saveQuiz } from '../api/save-quiz';
import { startQuiz } from '../api/start-quiz';
import { submitAnswer } from '../api/submit-answer';

type QuizPhase = 'intro' | 'playing' | 'saved';

/** The attempt as the server holds it: start's answer, then each stored answer and hint applied. */
export interface Attempt {
  questions: QuizQuestion[];
  practice: boolean;
  answers: Record<number, number[]>;
  hints: Record<number, string>;
  remainingHints: number;
}

const attemptOf = (progress: QuizProgress): Attempt => ({
  questions: progress.questions,
  practice: progress.practice,
  answers: Object.fromEntries(progress.answers.map((a) => [a.questionId, a.selectedAnswers])),
  hints: Object.fromEntries(progress.hints.map((h) => [h.questionId, h.hint])),
  remainingHints: progress.remainingHints,
});

const noAttempt: Attempt = { questions: [], practice: false, answers: {}, hints: {}, remainingHints: 0 };

/**
 * One attempt of a main quiz as the player drives it. The attempt is a query (written by the
 * server's answers: start or resume, each stored answer, each hint) and every request a mutation;
 * the hook keeps only what is on screen: the phase, the question shown and the choice not yet sent.
 * Choices are the attempt's shuffled positions. `blocker` holds navigation while it runs (for
 * LeaveRunningQuizDialog).
 */
export function useQuizAttempt(quiz: QuizDetail, onRefetch: () => void) {
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useCurrentUserId();
  const attemptKey = quizAttemptKey(quiz.id, userId);
  const quizQueryKey = quizQueryOptions(lang, quiz.slug, userId).queryKey;
  const attempt = useQuery<Attempt>({ queryKey: attemptKey, queryFn: skipToken }).data ?? noAttempt;
  const setAttempt = (change: (now: Attempt) => Attempt) =>
    queryClient.setQueryData<Attempt>(attemptKey, (now) => change(now ?? noAttempt));

  const [phase, setPhase] = useState<QuizPhase>('intro');
  const [current, setCurrent] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [finished, setFinished] = useState(false);

  // Before the effect below: the guard must know the quiz stopped running before it navigates.
  const blocker = useLeaveRunningQuizBlocker(phase === 'playing');
  const question: QuizQuestion | undefined = attempt.questions[current - 1];
  const total = attempt.questions.length;

  // Navigate only once the page no longer counts as running (the leave guard would stop it).
  useEffect(() => {
    if (finished && phase !== 'playing') void navigate(paths.quizResult(lang, quiz.slug));
  }, [finished, phase, navigate, lang, quiz.slug]);

  const goTo = (id: number, known: Record<number, number[]>) => {
    setCurrent(id);
    setSelected(known[id] ?? []);
  };

  const start = useMutation({
    mutationFn: () => startQuiz(quiz.id),
    onSuccess: (progress) => {
      if (progress.version !== quiz.version) onRefetch();
      const started = attemptOf(progress);
      queryClient.setQueryData(attemptKey, started);
      goTo(progress.nextQuestionId ?? 1, started.answers);
      setPhase('playing');
      void queryClient.invalidateQueries({ queryKey: quizKeys.lists(lang) });
    },
    // A refused start (cool-down, allowance): the quiz page shows the server's current state.
    onError: (cause) => {
      if (toRequestError(cause).code === 'QUIZ_RETAKE_COOLDOWN') onRefetch();
    },
  });
  const answer = useMutation({
    mutationFn: ({ questionId, choices }: { questionId: number; choices: number[] }) =>
      submitAnswer(quiz.id, questionId, choices),
    onSuccess: (stored) =>
      setAttempt((now) => ({ ...now, answers: { ...now.answers, [stored.questionId]: stored.selectedAnswers } })),
  });
  const hint = useMutation({
    mutationFn: (questionId: number) => revealHint(quiz.id, questionId),
    onSuccess: (revealed) =>
      setAttempt((now) => ({
        ...now,
        hints: { ...now.hints, [revealed.questionId]: revealed.hint },
        remainingHints: revealed.remainingHints,
      })),
  });
  const save = useMutation({
    mutationFn: () => saveQuiz(quiz.id),
    onSuccess: () => {
      setPhase('saved');
      void queryClient.invalidateQueries({ queryKey: quizQueryKey });
    },
  });
  const finish = useMutation({
    mutationFn: () => finishQuiz(quiz.id),
    onSuccess: async (result) => {
      // points earned: the header's balance, and every view that shows it, before the result opens
      if (result.pointsEarned > 0) await refreshAfterBalanceChange();
      queryClient.setQueryData(quizResultQueryOptions(lang, quiz.id, userId).queryKey, result);
      queryClient.removeQueries({ queryKey: attemptKey });
      void queryClient.invalidateQueries({ queryKey: quizQueryKey });
      void queryClient.invalidateQueries({ queryKey: quizKeys.lists(lang) });
      setFinished(true);
      setPhase('intro');
    },
  });
  const requests = [start, answer, hint, save, finish];
  const failed = requests.find((request) => request.error)?.error;

  /** One step of the player: the last step's failure cleared; a failure stays on its request. */
  const step = (action: () => Promise<unknown>) => async () => {
    for (const request of requests) request.reset();
    await action().catch(() => undefined);
  };

  const next = step(async () => {
    if (!question || selected.length === 0) return;
    const stored = await answer.mutateAsync({ questionId: question.id, choices: selected });
    const known = { ...attempt.answers, [question.id]: stored.selectedAnswers };
    if (stored.nextQuestionId === null) await finish.mutateAsync();
    else goTo(current < total && !known[current + 1] ? current + 1 : stored.nextQuestionId, known);
  });

  const saveForLater = step(async () => {
    // The choice picked on this question but not yet sent with Next is kept too: sent first.
    const stored = question ? attempt.answers[question.id] : undefined;
    if (question && selected.length > 0 && String(stored) !== String(selected))
      await answer.mutateAsync({ questionId: question.id, choices: selected });
    await save.mutateAsync();
  });

  /** The leave dialog's "Discard": the attempt is deleted on the server (best effort: leaving goes on). */
  const discard = async () => {
    await discardQuiz(quiz.id).catch(() => undefined);
    queryClient.removeQueries({ queryKey: attemptKey });
    void queryClient.invalidateQueries({ queryKey: quizQueryKey });
    void queryClient.invalidateQueries({ queryKey: quizKeys.lists(lang) });
  };

  const toggle = (choice: number) => {
    if (!question) return;
    if (question.selectCount === 1) setSelected([choice]);
    else
      setSelected((now) =>
        now.includes(choice)
          ? now.filter((c) => c !== choice)
          : now.length < question.selectCount
            ? [...now, choice]
            : now,
      );
  };

  const failure = failed ? toRequestError(failed) : undefined;
  return {
    blocker,
    phase,
    practice: attempt.practice,
    question,
    current,
    total,
    answers: attempt.answers,
    answeredCount: Object.keys(attempt.answers).length,
    selected,
    hints: attempt.hints,
    remainingHints: attempt.remainingHints,
    busy: requests.some((request) => request.isPending),
    error: failure ? { message: failure.message, ...(failure.code ? { code: failure.code } : {}) } : null,
    begin: step(() => start.mutateAsync()),
    next,
    hint: step(async () => {
      if (question) await hint.mutateAsync(question.id);
    }),
    save: saveForLater,
    discard,
    toggle,
    previous: () => goTo(current - 1, attempt.answers),
  };
}
