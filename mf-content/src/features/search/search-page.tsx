import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';

/** Topics offered when a search finds nothing. */
const suggestedTopics = ['blockchain', 'bitcoin', 'defi', 'nft', 'wallet', 'security'] as const;

function SearchForm({ initialQuery }: { initialQuery: string }) {
  const { t } = useT('content');
  const [, setParams] = useSearchParams();
  const [query, setQuery] = useState(initialQuery);
  // Follow the URL (a topic link, back/forward) without remounting, so focus stays put.
  const [shown, setShown] = useState(initialQuery);
  if (shown !== initialQuery) {
    setShown(initialQuery);
    setQuery(initialQuery);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    setParams(q ? { q } : {});
  };
  return (
    <Stack component="form" role="search" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 3 }}>
      <TextField fullWidth type="search" label={t('search.label')} value={query} onChange={(event) => setQuery(event.target.value)} />
      <Button type="submit" variant="contained" sx={{ minWidth: 120 }}>
        {t('search.submit')}
      </Button>
    </Stack>
  );
}

export function SearchPage() {
  const { t } = useT('content');
  const lang = useLanguage();
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  return (
    <Page title={t('search.title')} testId="search-page">
      <SearchForm initialQuery={query} />
      {query ? (
        <section aria-labelledby="search-results-title">
          <Typography id="search-results-title" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, overflowWrap: 'anywhere' }}>
            {t('search.resultsFor', { query })}
          </Typography>
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
        </section>
      ) : (
        <EmptyState title={t('search.prompt')} />
      )}
    </Page>
  );
}
