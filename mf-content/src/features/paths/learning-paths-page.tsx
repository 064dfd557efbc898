import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type LearningPath, type PathProgress } from '@academy/contracts';
import { useLanguage, useSessionStore, useT } from '@academy/platform';
import { EmptyState, ListSkeleton, Page, ThaiText } from '@academy/ui';
import { useLearningPaths } from '../../lib/api/get-learning-paths';
import { usePathProgress } from '../../lib/api/get-path-progress';
import { ContentError } from '../../lib/components/query-states';
import { PathProgressBar } from './path-progress-bar';

/** /{lang}/paths: every learning path, with the signed-in learner's progress on each. */
export function LearningPathsPage() {
  const { t } = useT('content');
  const lang = useLanguage();
  const list = useLearningPaths(lang);
  const userId = useSessionStore((s) => s.user?.id);
  const progress = usePathProgress(userId);
  return (
    <Page title={t('paths.title')} lead={t('paths.lead')} testId="paths-page">
      {list.isPending ? (
        <ListSkeleton label={t('common.loading')} columns={2} count={4} />
      ) : list.isError ? (
        <ContentError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title={t('paths.empty')} />
      ) : (
        <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data.map((path) => (
            <Grid key={path.slug} size={{ xs: 12, md: 6 }} component="li">
              <PathCard path={path} progress={progress.data?.find((p) => p.slug === path.slug)} />
            </Grid>
          ))}
        </Grid>
      )}
    </Page>
  );
}

function PathCard({ path, progress }: { path: LearningPath; progress: PathProgress | undefined }) {
  const { t } = useT('content');
  const lang = useLanguage();
  const minutes = path.steps.reduce((sum, step) => sum + step.readingTime, 0);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, height: '100%' }} data-testid={`path-card-${path.slug}`}>
      <Stack spacing={1.5} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.4rem' } }}>
          <ThaiText>{path.title}</ThaiText>
        </Typography>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          <ThaiText>{path.summary}</ThaiText>
        </Typography>
        <Typography variant="body2">
          {t('paths.steps', { count: path.steps.length })} · {t('paths.minutes', { count: minutes })}
        </Typography>
        {progress && <PathProgressBar progress={progress} />}
        <Button
          component={Link}
          to={paths.learningPath(lang, path.slug)}
          variant="outlined"
          aria-label={`${t('paths.open')}: ${path.title}`}
        >
          {t('paths.open')}
        </Button>
      </Stack>
    </Paper>
  );
}
