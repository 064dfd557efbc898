import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type QuizDetail, type QuizProgress, type QuizQuestion } from '@academy/contracts';
import {
  LeaveRunningQuizDialog,
  refreshAfterBalanceChange,
  toRequestError,
  useLanguage,
  useLeaveRunningQuizBlocker,
  useRequireKyc,
  useSessionStore,
  useT,
  useHydrated,
} from '@academy/platform';
import { EmptyState, ErrorState, LoadingState, Page } from '@academy/ui';
import { useCurrentUserId } from '../../shared/api/current-user';
import { quizKey } from '../../shared/api/query-keys';
import { finishQuiz } from './api/finish-quiz';
import { quizQueryOptions, useQuiz } from './api/get-quiz';
import { quizResultQueryOptions } from './api/get-quiz-result';
import { revealHint } from './api/reveal-hint';
import { saveQuiz } from './api/save-quiz';
import { startQuiz } from './api/start-quiz';
import { submitAnswer } from './api/submit-answer';
import { QuizLevelChip } from './components/quiz-level-chip';

type Phase = 'intro' | 'playing' | 'saved';

/**
 * A main quiz: the intro (level, facts, my last attempt), then one question at a time with
 * progress, a hint (subscribers, remaining count) and save for later. Leaving while it runs asks
 * to discard or continue. Finishing goes to the result page.
 */
export function QuizPlayPage() {
  const { t } = useT('quiz');
  const lang = useLanguage();
  const { slug = '' } = useParams();
  const userId = useCurrentUserId();
  const quiz = useQuiz(lang, slug, userId);

  if (quiz.isPending) {
    return (
      <Page title={t('play.title')} testId="quiz-play-page">
        <LoadingState label={t('play.loading')} />
      </Page>
    );
  }
  if (quiz.isError) {
    const notFound = toRequestError(quiz.error).status === 404;
    return (
      <Page title={notFound ? t('play.notFoundTitle') : t('play.title')} testId="quiz-play-page">
        {notFound ? (
          <EmptyState
            title={t('play.notFoundTitle')}
            description={t('play.notFoundDescription')}
            action={
              <Button component={RouterLink} to={paths.quizzes(lang)} variant="contained">
                {t('play.backToList')}
              </Button>
            }
          />
        ) : (
          <ErrorState title={t('play.error')} retryLabel={t('retry')} onRetry={() => void quiz.refetch()} />
        )}
      </Page>
    );
  }
  return <QuizPlayer quiz={quiz.data} onRefetch={() => void quiz.refetch()} />;
}

function QuizPlayer({ quiz, onRefetch }: { quiz: QuizDetail; onRefetch: () => void }) {
  const { t } = useT('quiz');
  // Start / resume / restart only work with JavaScript: disabled until the page is hydrated.
  const hydrated = useHydrated();
  const lang = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useCurrentUserId();
  const user = useSessionStore((s) => s.user);
  const requireKyc = useRequireKyc('quiz');

  const [phase, setPhase] = useState<Phase>('intro');
  const [current, setCurrent] = useState(1);
  const [answers, setAnswers] = useState<Record<number, number[]>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const [hints, setHints] = useState<Record<number, string>>({});
  const [remainingHints, setRemainingHints] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; code?: string } | null>(null);
  const [finished, setFinished] = useState(false);

  const blocker = useLeaveRunningQuizBlocker(phase === 'playing');
  const questions = quiz.questions ?? [];
  const question: QuizQuestion | undefined = questions[current - 1];
  const total = questions.length;
  const answeredCount = Object.keys(answers).length;

  // Navigate only once the page no longer counts as running (the leave guard would stop it).
  useEffect(() => {
    if (finished && phase !== 'playing') void navigate(paths.quizResult(lang, quiz.slug));
  }, [finished, phase, navigate, lang, quiz.slug]);

  const fail = (cause: unknown) => {
    const failure = toRequestError(cause);
    setError({ message: failure.message, ...(failure.code ? { code: failure.code } : {}) });
  };

  const goTo = (id: number, known: Record<number, number[]> = answers) => {
    setCurrent(id);
    setSelected(known[id] ?? []);
  };

  const begin = async () => {
    setBusy(true);
    setError(null);
    try {
      const progress: QuizProgress = await startQuiz(quiz.id);
      if (progress.version !== quiz.version) onRefetch();
      const known = Object.fromEntries(progress.answers.map((a) => [a.questionId, a.selectedAnswers]));
      setAnswers(known);
      setHints(Object.fromEntries(progress.hints.map((h) => [h.questionId, h.hint])));
      setRemainingHints(progress.remainingHints);
      goTo(progress.nextQuestionId ?? 1, known);
      setPhase('playing');
      void queryClient.invalidateQueries({ queryKey: quizKey(lang, 'list') });
    } catch (cause) {
      fail(cause);
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    const result = await finishQuiz(quiz.id);
    // points earned: the header's balance, and every view that shows it, before the result opens
    if (result.pointsEarned > 0) await refreshAfterBalanceChange();
    queryClient.setQueryData(quizResultQueryOptions(lang, quiz.id, userId).queryKey, result);
    void queryClient.invalidateQueries({ queryKey: quizQueryOptions(lang, quiz.slug, userId).queryKey });
    void queryClient.invalidateQueries({ queryKey: quizKey(lang, 'list') });
    setFinished(true);
    setPhase('intro');
  };

  const next = async () => {
    if (!question || selected.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const res = await submitAnswer(quiz.id, question.id, selected);
      const known = { ...answers, [question.id]: res.selectedAnswers };
      setAnswers(known);
      if (res.nextQuestionId === null) await finish();
      else goTo(current < total && !known[current + 1] ? current + 1 : res.nextQuestionId, known);
    } catch (cause) {
      fail(cause);
    } finally {
      setBusy(false);
    }
  };

  const hint = async () => {
    if (!question) return;
    setBusy(true);
    setError(null);
    try {
      const res = await revealHint(quiz.id, question.id);
      setHints((h) => ({ ...h, [res.questionId]: res.hint }));
      setRemainingHints(res.remainingHints);
    } catch (cause) {
      fail(cause);
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await saveQuiz(quiz.id);
      setPhase('saved');
      void queryClient.invalidateQueries({ queryKey: quizQueryOptions(lang, quiz.slug, userId).queryKey });
    } catch (cause) {
      fail(cause);
    } finally {
      setBusy(false);
    }
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

  const level = quiz.difficulty.toLowerCase() as 'beginner' | 'intermediate' | 'advanced';
  const mine = quiz.myAttempt;
  const open = mine && mine.status !== 'finished';
  const needsSubscription = quiz.exclusive && quiz.locked && user !== null;

  const errorAlert = error && (
    <Alert
      severity="error"
      data-testid="quiz-error"
      action={
        error.code === 'QUIZ_DATA_CHANGED' ? (
          <Button color="inherit" size="small" disabled={!hydrated} onClick={() => void begin()}>
            {t('play.restart')}
          </Button>
        ) : undefined
      }
    >
      {error.message}
    </Alert>
  );

  return (
    <Page title={quiz.title} lead={t('play.lead')} testId="quiz-play-page">
      <LeaveRunningQuizDialog blocker={blocker} />
      {phase !== 'playing' || !question ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <QuizLevelChip level={level} />
              <Chip
                size="small"
                variant="outlined"
                label={t(quiz.exclusive ? 'list.filters.exclusive' : 'list.filters.free')}
              />
            </Stack>
            <Typography>{t('list.facts', { count: quiz.questionCount, points: quiz.rewardPoints })}</Typography>
            {quiz.physicalReward && (
              <Typography color="text.secondary">
                {t(quiz.physicalReward.aPlusOnly ? 'play.physicalRewardAPlus' : 'play.physicalReward', {
                  name: quiz.physicalReward.name,
                })}
              </Typography>
            )}
            <Typography color="text.secondary">{t('play.rules')}</Typography>
            {phase === 'saved' && (
              <Alert severity="success" data-testid="quiz-saved">
                {t('play.savedMessage')}
              </Alert>
            )}
            {mine?.status === 'finished' && (
              <Alert severity={mine.passed ? 'success' : 'info'}>
                {t('play.lastResult', { grade: mine.grade ?? '' })}{' '}
                <RouterLink to={paths.quizResult(lang, quiz.slug)}>{t('play.seeResult')}</RouterLink>
              </Alert>
            )}
            {errorAlert}
            {needsSubscription ? (
              <Alert
                severity="info"
                data-testid="quiz-subscribe"
                action={
                  <Button component={RouterLink} to={paths.subscriptions(lang)} color="inherit" size="small">
                    {t('play.subscribe')}
                  </Button>
                }
              >
                {t('play.exclusiveNeedsSubscription')}
              </Alert>
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="contained"
                  size="large"
                  disabled={!hydrated || busy}
                  onClick={() => requireKyc(() => void begin())}
                  data-testid="quiz-start"
                >
                  {phase === 'saved' || open
                    ? t('play.resume')
                    : mine?.status === 'finished'
                      ? t('play.retake')
                      : t('play.start')}
                </Button>
                {phase === 'saved' && (
                  <Button component={RouterLink} to={paths.quizzes(lang)} size="large">
                    {t('play.backToList')}
                  </Button>
                )}
              </Stack>
            )}
            {quiz.exclusive && !quiz.locked && <Typography variant="body2">{t('play.exclusiveAllowance')}</Typography>}
          </Stack>
        </Paper>
      ) : (
        <Paper variant="outlined" component="section" aria-labelledby="quiz-question" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Box>
              <Typography variant="body2" color="text.secondary" data-testid="quiz-position">
                {t('play.position', { current, total })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={(answeredCount / Math.max(1, total)) * 100}
                aria-label={t('play.progress', { answered: answeredCount, total })}
                sx={{ mt: 1 }}
              />
            </Box>
            <Typography id="quiz-question" variant="h2" sx={{ fontSize: '1.2rem', overflowWrap: 'anywhere' }}>
              {question.question}
            </Typography>
            {question.selectCount > 1 && (
              <Typography variant="body2" color="text.secondary">
                {t('play.pickSeveral', { count: question.selectCount })}
              </Typography>
            )}
            {question.selectCount === 1 ? (
              <RadioGroup
                aria-labelledby="quiz-question"
                value={selected[0] ?? null}
                onChange={(event) => toggle(Number(event.target.value))}
              >
                {question.choices.map((choice, i) => (
                  <FormControlLabel key={i} value={i} control={<Radio />} label={choice} />
                ))}
              </RadioGroup>
            ) : (
              <FormGroup aria-labelledby="quiz-question">
                {question.choices.map((choice, i) => (
                  <FormControlLabel
                    key={i}
                    control={<Checkbox checked={selected.includes(i)} onChange={() => toggle(i)} />}
                    label={choice}
                  />
                ))}
              </FormGroup>
            )}
            {hints[question.id] ? (
              <Alert severity="info" data-testid="quiz-hint">
                {hints[question.id]}
              </Alert>
            ) : (
              <Box>
                <Button variant="outlined" disabled={busy || remainingHints === 0} onClick={() => void hint()}>
                  {t('play.hint', { count: remainingHints })}
                </Button>
                {remainingHints === 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {user?.subscription ? t('play.noHintsLeft') : t('play.hintSubscribers')}
                  </Typography>
                )}
              </Box>
            )}
            {errorAlert}
            <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Stack direction="row" spacing={1}>
                <Button disabled={busy || current === 1} onClick={() => goTo(current - 1)}>
                  {t('play.previous')}
                </Button>
                <Button disabled={busy} onClick={() => void save()}>
                  {t('play.save')}
                </Button>
              </Stack>
              <Button variant="contained" disabled={busy || selected.length === 0} onClick={() => void next()}>
                {answeredCount === total || (answeredCount === total - 1 && !answers[question.id])
                  ? t('play.finish')
                  : t('play.next')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
    </Page>
  );
}
