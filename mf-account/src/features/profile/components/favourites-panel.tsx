import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState, ErrorState, ListSkeleton } from '@academy/ui';
import { useFavorites } from '../api/favorites';
import { useSaveFavoriteMutation } from '../api/save-favorite';

/** The saved blogs (GET /client/favorites), each with an unsave button. */
export function FavouritesPanel() {
  const { t } = useT('account');
  const lang = useLanguage();
  const favourites = useFavorites(0, lang);
  const save = useSaveFavoriteMutation();

  if (favourites.isPending) return <ListSkeleton label={t('profile.favourites.loading')} columns={2} count={2} />;
  if (favourites.isError) {
    return (
      <ErrorState
        title={t('profile.favourites.failed')}
        retryLabel={t('profile.favourites.retry')}
        onRetry={() => void favourites.refetch()}
      />
    );
  }
  if (favourites.data.length === 0) {
    return (
      <EmptyState
        title={t('profile.favourites.emptyTitle')}
        description={t('profile.favourites.emptyDescription')}
        action={
          <Button component={RouterLink} to={paths.articles(lang)} variant="outlined">
            {t('profile.favourites.browse')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack
      component="ul"
      aria-label={t('profile.tabs.favourites')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
      }}
    >
      {favourites.data.map(({ id, blog }) => {
        const unsaving = save.isPending && save.variables?.id === blog.id;
        return (
          <Card
            component="li"
            key={id}
            variant="outlined"
            data-testid="favourite-item"
            sx={{ display: 'flex', flexDirection: 'column' }}
          >
            <CardContent sx={{ flex: 1 }}>
              <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
                {blog.category && <Chip size="small" label={blog.category.name} />}
                {blog.exclusive && <Chip size="small" color="secondary" label={t('profile.favourites.exclusive')} />}
              </Stack>
              <Link
                component={RouterLink}
                to={paths.article(lang, blog.slug)}
                variant="h6"
                underline="hover"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {blog.title}
              </Link>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {blog.summary}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('profile.favourites.readingTime', { count: blog.readingTime })}
              </Typography>
            </CardContent>
            <CardActions>
              <Button
                size="small"
                color="inherit"
                loading={unsaving}
                aria-label={t('profile.favourites.unsaveLabel', { title: blog.title })}
                onClick={() => save.mutate({ id: blog.id, type: 'blog', status: 'UNSAVED' })}
              >
                {t('profile.favourites.unsave')}
              </Button>
            </CardActions>
          </Card>
        );
      })}
    </Stack>
  );
}
