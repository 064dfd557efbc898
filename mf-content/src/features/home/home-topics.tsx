import { Link } from 'react-router';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState, ListSkeleton } from '@academy/ui';
import { categoryName, useCategories } from '../../lib/api/get-categories';
import { ContentError } from '../../lib/components/query-states';

/** Exploring topics: every category, each opening the article list filtered by it. */
export function HomeTopics() {
  const { t } = useT('content');
  const lang = useLanguage();
  const categories = useCategories(lang);
  if (categories.isPending)
    return <ListSkeleton label={t('common.loading')} variant="chip" count={6} testId="topics-skeleton" />;
  if (categories.isError) return <ContentError error={categories.error} onRetry={() => void categories.refetch()} />;
  if (categories.data.length === 0) return <EmptyState title={t('home.topics.empty')} />;
  return (
    <Stack
      component="ul"
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 2 }}
    >
      {categories.data.map((category) => (
        <li key={category.id}>
          <Chip
            clickable
            component={Link}
            to={`${paths.articles(lang)}?category=${encodeURIComponent(category.slug)}`}
            label={categoryName(category, lang)}
            color="primary"
            variant="outlined"
          />
        </li>
      ))}
    </Stack>
  );
}
