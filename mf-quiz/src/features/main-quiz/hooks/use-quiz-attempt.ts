import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths, type QuizDetail, type QuizProgress, type QuizQuestion } from '@academy/contracts';
import { refreshAfterBalanceChange, toRequestError, useLanguage, useLeaveRunningQuizBlocker } from '@academy/platform';
import { useCurrentUserId } from '../../../lib/api/current-user';
import { quizKeys } from '../../../lib/api/query-keys';
import { discardQuiz } from '../api/discard-quiz';
import { finishQuiz } from '../api/finish-quiz';
import { quizQueryOptions } from '../api/get-quiz';
import { quizResultQueryOptions } from '../api/get-quiz-result';
import { revealHint } from '../api/reveal-hint';
import { saveQuiz } from '../api/save-quiz';
import { startQuiz } from '../api/start-quiz';
import { submitAnswer } from '../api/submit-answer';

type QuizPhase = 'intro' | 'playing' | 'saved';
interface QuizFailure {
  message: string;
  code?: string;
}

/**
 * One attempt of a main quiz as the player drives it: start (or resume), the attempt's drawn
 * questions one at a time (choices in the attempt's shuffled order: answers are sent as those
 * positions), hints, save for later, discard, and finishing into the result page. `blocker`
 * holds navigation while it runs (for LeaveRunningQuizDialog).
 */
export function useQuizAttempt(quiz: QuizDetail, onRefetch: () => void) {
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useCurrentUserId();

  const [phase, setPhase] = useState<QuizPhase>('intro');
  const [questions, setQuestions] = useState<QuizQuestion[]>([]);
  const [practice, setPractice] = useState(false);
  const [current, setCurrent] = useState(1);
  const [answers, setAnswers] = useState<Record<number, number[]>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [hints, setHints] = useState<Record<number, string>>({});
  const [remainingHints, setRemainingHints] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<QuizFailure | null>(null);
  const [finished, setFinished] = useState(false);

  // Before the effect below: the guard must know the quiz stopped running before it navigates.
  const blocker = useLeaveRunningQuizBlocker(phase === 'playing');
  const question: QuizQuestion | undefined = questions[current - 1];
  const total = questions.length;
  const answeredCount = Object.keys(answers).length;
  const quizQueryKey = quizQueryOptions(lang, quiz.slug, userId).queryKey;

  // Navigate only once the page no longer counts as running (the leave guard would stop it).
  useEffect(() => {
    if (finished && phase !== 'playing') void navigate(paths.quizResult(lang, quiz.slug));
  }, [finished, phase, navigate, lang, quiz.slug]);

  /** Runs one request: busy while it runs, its failure shown. */
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      const failure = toRequestError(cause);
      setError({ message: failure.message, ...(failure.code ? { code: failure.code } : {}) });
      // A refused start (cool-down, allowance): the quiz page shows the server's current state.
      if (failure.code === 'QUIZ_RETAKE_COOLDOWN') onRefetch();
    } finally {
      setBusy(false);
    }
  };

  const goTo = (id: number, known: Record<number, number[]> = answers) => {
    setCurrent(id);
    setSelected(known[id] ?? []);
  };

  const begin = () =>
    run(async () => {
      const progress: QuizProgress = await startQuiz(quiz.id);
      if (progress.version !== quiz.version) onRefetch();
      const known = Object.fromEntries(progress.answers.map((a) => [a.questionId, a.selectedAnswers]));
      setQuestions(progress.questions);
      setPractice(progress.practice);
      setAnswers(known);
      setHints(Object.fromEntries(progress.hints.map((h) => [h.questionId, h.hint])));
      setRemainingHints(progress.remainingHints);
      goTo(progress.nextQuestionId ?? 1, known);
      setPhase('playing');
      void queryClient.invalidateQueries({ queryKey: quizKeys.lists(lang) });
    });

  const finish = async () => {
    const result = await finishQuiz(quiz.id);
    // points earned: the header's balance, and every view that shows it, before the result opens
    if (result.pointsEarned > 0) await refreshAfterBalanceChange();
    queryClient.setQueryData(quizResultQueryOptions(lang, quiz.id, userId).queryKey, result);
    void queryClient.invalidateQueries({ queryKey: quizQueryKey });
    void queryClient.invalidateQueries({ queryKey: quizKeys.lists(lang) });
    setFinished(true);
    setPhase('intro');
  };

  const next = () =>
    run(async () => {
      if (!question || selected.length === 0) return;
      const res = await submitAnswer(quiz.id, question.id, selected);
      const known = { ...answers, [question.id]: res.selectedAnswers };
      setAnswers(known);
      if (res.nextQuestionId === null) await finish();
      else goTo(current < total && !known[current + 1] ? current + 1 : res.nextQuestionId, known);
    });

  const hint = () =>
    run(async () => {
      if (!question) return;
      const res = await revealHint(quiz.id, question.id);
      setHints((h) => ({ ...h, [res.questionId]: res.hint }));
      setRemainingHints(res.remainingHints);
    });

  const save = () =>
    run(async () => {
      // The choice picked on this question but not yet sent with Next is kept too: sent first.
      const stored = question ? answers[question.id] : undefined;
      if (question && selected.length > 0 && String(stored) !== String(selected)) {
        const res = await submitAnswer(quiz.id, question.id, selected);
        setAnswers((known) => ({ ...known, [question.id]: res.selectedAnswers }));
      }
      await saveQuiz(quiz.id);
      setPhase('saved');
      void queryClient.invalidateQueries({ queryKey: quizQueryKey });
    });

  /** The leave dialog's "Discard": the attempt is deleted on the server (best effort: leaving goes on). */
  const discard = async () => {
    await discardQuiz(quiz.id).catch(() => undefined);
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

  return {
    blocker,
    phase,
    practice,
    question,
    current,
    total,
    answers,
    answeredCount,
    selected,
    hints,
    remainingHints,
    busy,
    error,
    begin,
    next,
    hint,
    save,
    discard,
    toggle,
    previous: () => goTo(current - 1),
  };
}
