import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '@academy/contracts';
import { RequestError, useLanguage, useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';
import { Markdown } from '../../lib/components/markdown';
import { ContentError, ContentLoading } from '../../lib/components/query-states';
import { useContentPage } from './api/get-content-page';

/** Figures the spec states about the academy (section 1). */
const ARTICLE_COUNT = 200;
const LANGUAGE_COUNT = 17;

export function AboutUsPage() {
  const { t } = useT('content');
  const lang = useLanguage();
  const page = useContentPage(lang, 'about-us');
  // Not written yet (404) or written empty: say so and offer the articles, not an error.
  const missing =
    (page.isError && page.error instanceof RequestError && page.error.status === 404) ||
    (page.isSuccess && !page.data.body.trim());
  return (
    <Page
      title={page.data?.title ?? t('aboutUs.title')}
      lead={page.data?.summary ?? t('aboutUs.lead')}
      testId="about-us-page"
    >
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 8 }} component="section" aria-labelledby="about-mission-title">
          <Typography id="about-mission-title" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 1 }}>
            {t('aboutUs.mission')}
          </Typography>
          <Typography color="text.secondary">{t('aboutUs.missionBody')}</Typography>
          {page.isPending && <ContentLoading />}
          {page.isError && !missing && <ContentError error={page.error} onRetry={() => void page.refetch()} />}
          {missing && (
            <EmptyState
              title={t('aboutUs.empty')}
              description={t('aboutUs.emptyHint')}
              action={
                <Button component={RouterLink} to={paths.articles(lang)} variant="outlined">
                  {t('aboutUs.browseArticles')}
                </Button>
              }
            />
          )}
          {page.data && !missing && <Markdown testId="about-us-body">{page.data.body}</Markdown>}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper
            component="ul"
            variant="outlined"
            aria-label={t('aboutUs.factsLabel')}
            sx={{ p: { xs: 2, md: 3 }, m: 0, listStyle: 'none' }}
          >
            <Typography component="li" variant="h3" color="primary" sx={{ mb: 1 }}>
              {t('aboutUs.articles', { count: ARTICLE_COUNT })}
            </Typography>
            <Typography component="li" variant="h3" color="primary">
              {t('aboutUs.languages', { count: LANGUAGE_COUNT })}
            </Typography>
          </Paper>
        </Grid>
      </Grid>
    </Page>
  );
}
