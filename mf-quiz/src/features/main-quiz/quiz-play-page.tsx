import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { paths, type QuizDetail } from '@academy/contracts';
import {
  LeaveRunningQuizDialog,
  toRequestError,
  useHydrated,
  useLanguage,
  useRequireKyc,
  useT,
} from '@academy/platform';
import { EmptyState, ErrorState, LoadingState, Page } from '@academy/ui';
import { useCurrentUserId } from '../../lib/api/current-user';
import { useQuiz } from './api/get-quiz';
import { QuizIntro } from './components/quiz-intro';
import { QuizQuestion } from './components/quiz-question';
import { useQuizAttempt } from './hooks/use-quiz-attempt';

/**
 * A main quiz: the intro (level, facts, my last attempt, whether the next attempt is graded or
 * practice and from when), then the attempt's questions one at a time (useQuizAttempt).
 * Leaving while it runs asks to discard (the attempt is deleted) or continue. Finishing goes to
 * the result page.
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
  // Restart needs JavaScript; its alert follows a failed request, so the page is hydrated by then.
  const hydrated = useHydrated();
  const requireKyc = useRequireKyc('quiz');
  const attempt = useQuizAttempt(quiz, onRefetch);
  const { error, question } = attempt;

  const errorAlert = error && (
    <Alert
      severity="error"
      data-testid="quiz-error"
      action={
        error.code === 'QUIZ_DATA_CHANGED' ? (
          <Button color="inherit" size="small" disabled={!hydrated} onClick={() => void attempt.begin()}>
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
      <LeaveRunningQuizDialog blocker={attempt.blocker} onDiscard={attempt.discard} />
      {attempt.phase !== 'playing' || !question ? (
        <QuizIntro
          quiz={quiz}
          saved={attempt.phase === 'saved'}
          disabled={attempt.busy}
          error={errorAlert}
          onStart={() => requireKyc(() => void attempt.begin())}
        />
      ) : (
        <QuizQuestion
          question={question}
          current={attempt.current}
          total={attempt.total}
          answeredCount={attempt.answeredCount}
          answered={attempt.answers[question.id] !== undefined}
          selected={attempt.selected}
          hint={attempt.hints[question.id]}
          remainingHints={attempt.remainingHints}
          practice={attempt.practice}
          busy={attempt.busy}
          error={errorAlert}
          onToggle={attempt.toggle}
          onHint={() => void attempt.hint()}
          onPrevious={attempt.previous}
          onSave={() => void attempt.save()}
          onNext={() => void attempt.next()}
        />
      )}
    </Page>
  );
}
