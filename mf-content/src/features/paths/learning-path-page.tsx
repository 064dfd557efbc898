import { Link, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { paths, type LearningPathStep, type PathProgress } from '@academy/contracts';
import { RequestError, useLanguage, useRequireLogin, useSessionStore, useT } from '@academy/platform';
import { EmptyState, Page, ThaiText } from '@academy/ui';
import { usePathProgress } from '../../lib/api/get-path-progress';
import { useMetaDescription } from '../../lib/components/document-meta';
import { ContentError, ContentLoading } from '../../lib/components/query-states';
import { useLearningPath } from './api/get-learning-path';
import { PathCertificate } from './path-certificate';
import { PathProgressBar } from './path-progress-bar';

/**
 * /{lang}/paths/:slug: a path's steps in order; for a signed-in learner each step's progress and the
 * next one, and once every step is done the path's certificate.
 */
export function LearningPathPage() {
  const { t } = useT('content');
  const lang = useLanguage();
  const { slug = '' } = useParams();
  const path = useLearningPath(lang, slug);
  const userId = useSessionStore((s) => s.user?.id);
  const progress = usePathProgress(userId).data?.find((p) => p.slug === slug);
  useMetaDescription(path.data?.summary);
  if (path.isPending)
    return (
      <Page title={t('paths.title')} testId="path-loading">
        <ContentLoading />
      </Page>
    );
  if (path.isError) {
    const notFound = path.error instanceof RequestError && path.error.status === 404;
    return (
      <Page title={t('paths.title')} testId={notFound ? 'path-not-found' : 'path-error'}>
        {notFound ? (
          <EmptyState
            title={t('paths.notFound')}
            description={t('paths.notFoundHint')}
            action={
              <Button component={Link} to={paths.learningPaths(lang)} variant="outlined">
                {t('paths.back')}
              </Button>
            }
          />
        ) : (
          <ContentError error={path.error} onRetry={() => void path.refetch()} />
        )}
      </Page>
    );
  }
  const { steps } = path.data;
  const next = progress ? steps.find((s) => s.slug === progress.next) : steps[0];
  return (
    <Page title={path.data.title} lead={path.data.summary} testId="path-page">
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            {progress ? <PathProgressBar progress={progress} /> : <SignInHint />}
            {userId !== undefined && progress && !next ? (
              <>
                <Typography sx={{ fontWeight: 700 }} data-testid="path-complete">
                  {t('paths.complete')}
                </Typography>
                <PathCertificate userId={userId} progress={progress} />
              </>
            ) : (
              next && (
                <Button component={Link} to={paths.article(lang, next.slug)} variant="contained">
                  {progress?.steps.some((s) => s.read || s.quizPassed)
                    ? t('paths.continue', { title: next.title })
                    : t('paths.start')}
                </Button>
              )
            )}
          </Stack>
        </Paper>
        <section aria-labelledby="path-steps-title">
          <Typography id="path-steps-title" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}>
            {t('paths.stepsTitle')}
          </Typography>
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {steps.map((step, index) => (
              <StepItem
                key={step.slug}
                step={step}
                number={index + 1}
                progress={progress?.steps.find((s) => s.slug === step.slug)}
              />
            ))}
          </Stack>
        </section>
        <Button component={Link} to={paths.learningPaths(lang)} sx={{ alignSelf: 'flex-start' }}>
          {t('paths.back')}
        </Button>
      </Stack>
    </Page>
  );
}

function SignInHint() {
  const { t } = useT('content');
  const requireLogin = useRequireLogin();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <Typography color="text.secondary">{t('paths.signInHint')}</Typography>
      <Button variant="outlined" size="small" onClick={() => requireLogin()}>
        {t('paths.signIn')}
      </Button>
    </Stack>
  );
}

function StepItem({
  step,
  number,
  progress,
}: {
  step: LearningPathStep;
  number: number;
  progress: PathProgress['steps'][number] | undefined;
}) {
  const { t } = useT('content');
  const lang = useLanguage();
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, md: 2.5 } }} data-testid={`path-step-${step.slug}`}>
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {t('paths.stepLabel', { number })} · {t('common.minutes', { count: step.readingTime })}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            component="h3"
            // the title's link is a whole tap target (44 px high) on a phone
            sx={{
              fontWeight: 700,
              fontSize: '1.1rem',
              '& a': { display: 'inline-flex', alignItems: 'center', minHeight: 44 },
            }}
          >
            <Link to={paths.article(lang, step.slug)}>
              <ThaiText>{step.title}</ThaiText>
            </Link>
          </Typography>
          {step.exclusive && <Chip size="small" label={t('common.exclusive')} color="secondary" />}
        </Stack>
        {progress && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
            <StepStatus done={progress.read} label={progress.read ? t('paths.read') : t('paths.notRead')} />
            {step.quizSlug && (
              <StepStatus
                done={progress.quizPassed}
                label={progress.quizPassed ? t('paths.quizPassed') : t('paths.quizNotPassed')}
              />
            )}
          </Stack>
        )}
        {step.quizSlug && !progress?.quizPassed && (
          <Button component={Link} to={paths.quiz(lang, step.quizSlug)} size="small" sx={{ alignSelf: 'flex-start' }}>
            {t('paths.takeQuiz')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function StepStatus({ done, label }: { done: boolean; label: string }) {
  const Icon = done ? CheckCircleIcon : RadioButtonUncheckedIcon;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Icon fontSize="small" color={done ? 'success' : 'disabled'} aria-hidden />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}
