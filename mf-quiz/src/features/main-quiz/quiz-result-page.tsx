import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type QuizResult } from '@academy/contracts';
import { toRequestError, useLanguage, useSessionStore, useT } from '@academy/platform';
import { MemberOnly } from '@academy/platform/kit';
import { EmptyState, ErrorState, LoadingState, Page, ThaiText } from '@academy/ui';
import { useCurrentUserId } from '../../lib/api/current-user';
import { useQuiz } from './api/get-quiz';
import { quizResultQueryOptions, useQuizResult } from './api/get-quiz-result';
import { requestCertificate } from './api/request-certificate';
import { GradeScale } from './components/grade-scale';
import { RewardAddressForm } from './components/reward-address-form';
import { SubscribeAlert } from './components/subscribe-alert';

/** The last finished attempt: grade, pass or fail, points, each answer explained, reward form, certificate. */
export function QuizResultPage() {
  const { t } = useT('quiz');
  const lang = useLanguage();
  const { slug = '' } = useParams();
  const userId = useCurrentUserId();
  const quiz = useQuiz(lang, slug, userId);
  const result = useQuizResult(lang, quiz.data?.id, userId);

  const back = (
    <Button component={RouterLink} to={paths.quiz(lang, slug)} variant="contained">
      {t('result.backToQuiz')}
    </Button>
  );
  let body;
  if (quiz.isPending || (quiz.isSuccess && result.isPending)) {
    body = <LoadingState label={t('result.loading')} />;
  } else if (quiz.isError || result.isError) {
    const failure = toRequestError(quiz.error ?? result.error);
    body =
      failure.status === 404 ? (
        <EmptyState title={t('result.emptyTitle')} description={t('result.emptyDescription')} action={back} />
      ) : (
        <ErrorState title={t('result.error')} retryLabel={t('retry')} onRetry={() => void result.refetch()} />
      );
  } else if (result.data) {
    body = <ResultView result={result.data} />;
  }

  return (
    <Page
      title={quiz.data ? t('result.titleOf', { title: quiz.data.title }) : t('result.title')}
      testId="quiz-result-page"
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <MemberOnly signedOut={{ title: t('result.loginTitle'), login: t('result.login') }}>{body}</MemberOnly>
        </Stack>
        {/* the scale of the attempt shown, else of the quiz's next attempt */}
        <GradeScale grading={result.data ?? quiz.data} />
      </Box>
    </Page>
  );
}

function ResultView({ result }: { result: QuizResult }) {
  const { t } = useT('quiz');
  const lang = useLanguage();
  const userId = useCurrentUserId();
  const user = useSessionStore((s) => s.user);
  const queryClient = useQueryClient();
  const [certificateError, setCertificateError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const askCertificate = async () => {
    setAsking(true);
    setCertificateError(null);
    try {
      const certificate = await requestCertificate(result.quizId);
      queryClient.setQueryData(quizResultQueryOptions(lang, result.quizId, userId).queryKey, {
        ...result,
        certificate: { publicId: certificate.publicId, issuedAt: certificate.issuedAt },
        certificateNeedsName: false,
      });
    } catch (cause) {
      setCertificateError(toRequestError(cause).message);
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="quiz-result">
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box
              aria-label={t('result.gradeLabel', { grade: result.grade })}
              role="img"
              data-testid="quiz-grade"
              sx={{
                width: 72,
                height: 72,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: '1.75rem',
                fontWeight: 700,
                bgcolor: result.passed ? 'success.main' : 'error.main',
                color: result.passed ? 'success.contrastText' : 'error.contrastText',
                flexShrink: 0,
              }}
            >
              {result.grade}
            </Box>
            <Box>
              <Typography variant="h2" sx={{ fontSize: '1.4rem' }} data-testid="quiz-outcome">
                {result.passed ? t('result.passed') : t('result.failed')}
              </Typography>
              <Typography color="text.secondary">
                {t('result.score', { correct: result.correctCount, total: result.total, score: result.score })}
              </Typography>
            </Box>
          </Stack>
          {result.practice && (
            <Alert severity="warning" data-testid="quiz-practice-result">
              {t('result.practiceNotice')}
            </Alert>
          )}
          {result.pointsEarned > 0 && (
            <Alert severity="success" data-testid="quiz-points">
              {t('result.pointsEarned', { count: result.pointsEarned })}
            </Alert>
          )}
          {result.pointsIfSubscribed > 0 && (
            <SubscribeAlert testId="quiz-points">
              {t('result.pointsIfSubscribed', { count: result.pointsIfSubscribed })}
            </SubscribeAlert>
          )}
          {result.passed && result.alreadyCredited && <Alert severity="info">{t('result.alreadyCredited')}</Alert>}
          {result.certificate ? (
            <Button
              component={RouterLink}
              to={paths.certificate(lang, result.certificate.publicId)}
              variant="contained"
              sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
            >
              {t('result.viewCertificate')}
            </Button>
          ) : result.certificateNeedsName ? (
            <Alert
              severity="warning"
              data-testid="certificate-needs-name"
              action={
                user?.name ? (
                  <Button color="inherit" size="small" disabled={asking} onClick={() => void askCertificate()}>
                    {t('result.getCertificate')}
                  </Button>
                ) : (
                  <Button component={RouterLink} to={paths.profile(lang)} color="inherit" size="small">
                    {t('result.editProfile')}
                  </Button>
                )
              }
            >
              {certificateError ?? t('result.needsName')}
            </Alert>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button component={RouterLink} to={paths.quiz(lang, result.slug)} variant="outlined">
              {t('result.retake')}
            </Button>
            <Button component={RouterLink} to={paths.article(lang, result.slug)}>
              {t('result.readArticle')}
            </Button>
            <Button component={RouterLink} to={paths.quizzes(lang)}>
              {t('play.backToList')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      {result.rewardTracking && <RewardAddressForm tracking={result.rewardTracking} />}
      <Paper variant="outlined" component="section" aria-labelledby="answers-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="answers-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('result.answers')}
        </Typography>
        <Stack component="ol" spacing={2} sx={{ m: 0, pl: 2.5 }}>
          {result.questions.map((q) => (
            <li key={q.id} data-testid="result-question">
              <Stack spacing={0.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    <ThaiText>{q.question}</ThaiText>
                  </Typography>
                  <Chip
                    size="small"
                    color={q.correct ? 'success' : 'error'}
                    label={q.correct ? t('result.right') : t('result.wrong')}
                  />
                </Stack>
                <Typography variant="body2">
                  <ThaiText>
                    {t('result.yourAnswer', { answer: q.selectedAnswers.map((i) => q.choices[i]).join(', ') || '-' })}
                  </ThaiText>
                </Typography>
                <Typography variant="body2">
                  <ThaiText>
                    {t('result.correctAnswer', { answer: q.correctAnswers.map((i) => q.choices[i]).join(', ') })}
                  </ThaiText>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <ThaiText>{q.explanation}</ThaiText>
                </Typography>
                {!q.correct && (
                  // a page load, not a client navigation: the server-rendered article scrolls to the heading
                  <MuiLink
                    href={`${paths.article(lang, result.slug)}${q.section ? `#${q.section}` : ''}`}
                    variant="body2"
                    data-testid="result-reread"
                  >
                    {t(q.section ? 'result.rereadSection' : 'result.rereadArticle')}
                  </MuiLink>
                )}
              </Stack>
            </li>
          ))}
        </Stack>
      </Paper>
    </>
  );
}
