import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@academy/contracts';
import { useFormat, useLanguage, useSessionStore, useT } from '@academy/platform';
import { EmptyState, ErrorState, ListSkeleton } from '@academy/ui';
import { useReadingStats } from '../api/reading-stats';

/** "12 of 31 read" with its bar. */
function ReadShare({ name, read, total, testId }: { name: string; read: number; total: number; testId: string }) {
  const { t } = useT('account');
  const label = t('profile.reading.share', { read, total });
  const percent = total === 0 ? 0 : Math.round((read / total) * 100);
  return (
    <Stack component="li" spacing={0.5} data-testid={testId}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography color="text.secondary">{label}</Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`${name}: ${label}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Stack>
  );
}

const plainList = { listStyle: 'none', p: 0, m: 0 } as const;

/** The Reading tab (GET /client/v2/reading): the last articles read, and how much of each category and of the catalogue. */
export function ReadingPanel() {
  const { t } = useT('account');
  const lang = useLanguage();
  const format = useFormat();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const stats = useReadingStats(userId, lang);

  if (stats.isPending) return <ListSkeleton label={t('profile.reading.loading')} count={3} />;
  if (stats.isError) {
    return (
      <ErrorState
        title={t('profile.reading.failed')}
        retryLabel={t('profile.reading.retry')}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const { recent, categories, catalogue } = stats.data;
  return (
    <Stack spacing={4}>
      <Stack component="section" spacing={2} aria-labelledby="reading-recent">
        <Typography variant="h6" component="h2" id="reading-recent">
          {t('profile.reading.recentTitle')}
        </Typography>
        {recent.length === 0 ? (
          <EmptyState
            title={t('profile.reading.emptyTitle')}
            description={t('profile.reading.emptyDescription')}
            action={
              <Button component={RouterLink} to={paths.articles(lang)} variant="outlined">
                {t('profile.reading.browse')}
              </Button>
            }
          />
        ) : (
          <Stack component="ul" spacing={1.5} sx={plainList}>
            {recent.map((item) => (
              <li key={item.slug} data-testid="reading-recent-item">
                <Link component={RouterLink} to={paths.article(lang, item.slug)} sx={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {t('profile.reading.readOn', { date: format.date(item.readAt) })}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack component="section" spacing={2} aria-labelledby="reading-shares">
        <Typography variant="h6" component="h2" id="reading-shares">
          {t('profile.reading.sharesTitle')}
        </Typography>
        <Stack component="ul" spacing={2} sx={plainList}>
          <ReadShare name={t('profile.reading.catalogue')} {...catalogue} testId="reading-catalogue" />
          {categories.map((c) => (
            <ReadShare key={c.slug} name={c.name} read={c.read} total={c.total} testId="reading-category" />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
