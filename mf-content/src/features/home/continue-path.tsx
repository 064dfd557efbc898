import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type PathProgress } from '@academy/contracts';
import { useLanguage, useSessionStore, useT } from '@academy/platform';
import { ThaiText } from '@academy/ui';
import { learningPathsQueryOptions } from '../../lib/api/get-learning-paths';
import { usePathProgress } from '../../lib/api/get-path-progress';

/** The path a learner has gone furthest in without finishing it; none before they started one. */
function pathToContinue(progress: PathProgress[]) {
  const started = progress.filter((p) => p.next !== null && p.steps.some((s) => s.read || s.quizPassed));
  return started.sort((a, b) => b.done / b.total - a.done / a.total)[0];
}

/** "Continue your path" on home, for a signed-in learner who started a path (a visitor sees nothing). */
export function ContinuePath() {
  const { t } = useT('content');
  const lang = useLanguage();
  const userId = useSessionStore((s) => s.user?.id);
  const progress = usePathProgress(userId);
  const list = useQuery({ ...learningPathsQueryOptions(lang), enabled: userId !== undefined });
  const current = progress.data && pathToContinue(progress.data);
  const path = current && list.data?.find((p) => p.slug === current.slug);
  const next = path?.steps.find((s) => s.slug === current?.next);
  if (!current || !path || !next) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="home-continue-path-title"
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mb: { xs: 2, md: 3 } }}
      data-testid="home-continue-path"
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography id="home-continue-path-title" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
          {t('home.continuePath.title')}
        </Typography>
        <Typography>
          <ThaiText>{t('home.continuePath.next', { path: path.title, title: next.title })}</ThaiText>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('paths.progress', { done: current.done, total: current.total })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={Link} to={paths.article(lang, next.slug)} variant="contained">
            {t('home.continuePath.action')}
          </Button>
          <Button component={Link} to={paths.learningPath(lang, path.slug)} variant="outlined">
            {path.title}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
