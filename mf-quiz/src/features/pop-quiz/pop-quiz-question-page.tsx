import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import { paths } from '@academy/contracts';
import { toRequestError, useLanguage, useT } from '@academy/platform';
import { MemberOnly } from '@academy/platform/kit';
import { EmptyState, ErrorState, LoadingState, Page } from '@academy/ui';
import { useCurrentUserId } from '../../lib/api/current-user';
import { usePopQuizQuestion } from './api/get-pop-quiz-question';
import { usePopQuizzesAvailable } from './api/get-pop-quizzes-available';
import { PopQuizPlay } from './components/pop-quiz-play';
import { PopQuizReady } from './components/pop-quiz-ready';

/**
 * One pop quiz: the learner's started try (question and countdown, then the result), or before
 * it "ready?" with Start (the clock starts only then, by a POST); nothing on this page starts a
 * try by loading it.
 */
export function PopQuizQuestionPage() {
  const { t } = useT('quiz');
  const lang = useLanguage();
  const params = useParams();
  const popQuizId = Number(params.id);
  const validId = Number.isInteger(popQuizId) && popQuizId > 0;
  const userId = useCurrentUserId();
  const mine = usePopQuizQuestion(userId, popQuizId, userId !== null && validId);
  const cards = usePopQuizzesAvailable(userId, userId !== null && validId);
  const back = (
    <Button component={RouterLink} to={paths.popQuizzes(lang)} variant="outlined">
      {t('popQuestion.backToList')}
    </Button>
  );
  const notOpen = (title = t('popQuestion.emptyTitle')) => (
    <EmptyState title={title} description={t('popQuestion.notOpenDescription')} action={back} />
  );

  // what a signed-in learner sees
  let body;
  if (mine.isError || (mine.data === null && cards.isError)) {
    const error = toRequestError(mine.error ?? cards.error);
    body =
      error.kind === 'api' && error.status && error.status < 500 ? (
        notOpen(error.message)
      ) : (
        <ErrorState
          title={t('popQuestion.error')}
          retryLabel={t('pop.retry')}
          onRetry={() => void (mine.isError ? mine.refetch() : cards.refetch())}
        />
      );
  } else if (mine.isPending || (mine.data === null && cards.isPending))
    body = <LoadingState label={t('popQuestion.loading')} />;
  else if (mine.data)
    body = (
      <PopQuizPlay
        key={mine.data.openedAt}
        question={mine.data}
        onServerCheck={() => void mine.refetch()}
        back={back}
      />
    );
  else {
    const card = cards.data?.items.find((item) => item.id === popQuizId);
    body = card ? <PopQuizReady card={card} available={cards.data!} userId={userId} back={back} /> : notOpen();
  }

  return (
    <Page title={t('popQuestion.title')} testId="pop-quiz-question-page">
      {validId ? (
        <MemberOnly
          signedOut={{
            title: t('popQuestion.loginTitle'),
            description: t('popQuestion.loginDescription'),
            login: t('pop.loginToPlay'),
          }}
        >
          {body}
        </MemberOnly>
      ) : (
        <EmptyState title={t('popQuestion.emptyTitle')} description={t('popQuestion.emptyDescription')} action={back} />
      )}
    </Page>
  );
}
