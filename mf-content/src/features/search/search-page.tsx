import { Link, useSearchParams } from 'react-router';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState, Page, SearchField } from '@academy/ui';
import { ArticleCard } from '../../lib/components/article-card';
import { coverSizes } from '../../lib/components/article-cover';
import { ContentError, ContentLoading } from '../../lib/components/query-states';
import { useSearch } from './api/get-search';
import { MoreTerms, TopTermCard } from './search-glossary';

/** An article result: two columns from md up. */
const RESULT_CELL = { xs: 12, md: 6 };
/**
 * A Thai query on the English site matches the Thai text and is answered with the English
 * articles (services/api search.ts); the page says so and links the same search in Thai.
 */
const thaiText = /[\u0E00-\u0E7F]/;
/** Topics offered when a search finds nothing. */
const suggestedTopics = ['blockchain', 'bitcoin', 'defi', 'nft', 'wallet', 'security'] as const;

function SearchForm({ initialQuery }: { initialQuery: string }) {
  const { t } = useT('content');
  const lang = useLanguage();
  const [, setParams] = useSearchParams();
  return (
    <SearchField
      label={t('search.label')}
      submitLabel={t('search.submit')}
      initialQuery={initialQuery}
      action={paths.search(lang)}
      onSearch={(q) => setParams(q ? { q } : {})}
      sx={{ mb: 3 }}
    />
  );
}

export function SearchPage() {
  const { t } = useT('content');
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  return (
    <Page title={t('search.title')} testId="search-page">
      <SearchForm initialQuery={query} />
      {query ? <SearchResults query={query} /> : <EmptyState title={t('search.prompt')} />}
    </Page>
  );
}

function NotFound({ query }: { query: string }) {
  const { t } = useT('content');
  const lang = useLanguage();
  return (
    <EmptyState
      title={t('search.notFound', { query })}
      description={t('search.notFoundHint')}
      action={
        <Stack
          component="nav"
          aria-label={t('search.topicsLabel')}
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
        >
          {suggestedTopics.map((topic) => (
            <Chip
              key={topic}
              clickable
              component={Link}
              to={paths.search(lang, t(`search.topics.${topic}`))}
              label={t(`search.topics.${topic}`)}
              color="primary"
              variant="outlined"
            />
          ))}
        </Stack>
      }
    />
  );
}

function SearchResults({ query }: { query: string }) {
  const { t } = useT('content');
  const lang = useLanguage();
  const search = useSearch(lang, query);
  const heading = { fontSize: { xs: '1.15rem', md: '1.3rem' }, mt: 3, mb: 1.5 };
  let body;
  if (search.isPending) body = <ContentLoading label={t('search.loading')} />;
  else if (search.isError) body = <ContentError error={search.error} onRetry={() => void search.refetch()} />;
  else if (search.data.articles.length === 0 && search.data.glossary.length === 0) body = <NotFound query={query} />;
  else {
    const { articles, glossary, terms } = search.data;
    const top = glossary[0] && glossary[0].match !== 'definition' ? glossary[0] : null;
    const rest = top ? glossary.slice(1) : glossary;
    body = (
      <>
        {top && <TopTermCard term={top} terms={terms} />}
        {articles.length > 0 && (
          <section aria-labelledby="search-articles-title">
            <Typography id="search-articles-title" variant="h3" component="h3" sx={heading}>
              {t('search.articles', { count: articles.length })}
            </Typography>
            <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {articles.map((article) => (
                <Grid key={article.id} component="li" size={RESULT_CELL}>
                  <ArticleCard
                    article={article}
                    coverSizes={coverSizes(RESULT_CELL)}
                    snippet={article.snippet}
                    terms={terms}
                    headingLevel="h3"
                  />
                </Grid>
              ))}
            </Grid>
          </section>
        )}
        {rest.length > 0 && <MoreTerms glossary={rest} terms={terms} heading={heading} />}
      </>
    );
  }
  return (
    <section aria-labelledby="search-results-title">
      <Typography
        id="search-results-title"
        variant="h2"
        sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, overflowWrap: 'anywhere' }}
      >
        {t('search.resultsFor', { query })}
      </Typography>
      {lang === 'en' && thaiText.test(query) && (
        <Typography role="note" data-testid="search-language-note" sx={{ mt: 1 }}>
          {t('search.thaiQuery')}{' '}
          <MuiLink component={Link} to={paths.search('th', query)} lang="th">
            {t('search.thaiQueryLink')}
          </MuiLink>
        </Typography>
      )}
      {body}
    </section>
  );
}
