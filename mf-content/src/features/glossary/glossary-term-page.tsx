import { Link, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@academy/contracts';
import { RequestError, useLanguage, useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';
import { useMetaDescription } from '../../lib/components/document-meta';
import { summaryOf } from '../../lib/summary-of';
import { Markdown } from '../../lib/components/markdown';
import { ContentError, ContentLoading } from '../../lib/components/query-states';
import { useGlossary } from './api/get-glossary';

/** One term's full definition, with related terms. */
export function GlossaryTermPage() {
  const { t } = useT('content');
  const lang = useLanguage();
  const { id = '' } = useParams();
  const term = useGlossary(lang, id);
  useMetaDescription(term.data && summaryOf(term.data.definition));
  const back = (
    <Button component={Link} to={paths.glossary(lang)} variant="outlined">
      {t('common.backToGlossary')}
    </Button>
  );
  if (term.isPending) {
    return (
      <Page title={t('glossaryTerm.title')} testId="glossary-term-page">
        <ContentLoading />
      </Page>
    );
  }
  if (term.isError) {
    const notFound = term.error instanceof RequestError && term.error.status === 404;
    return (
      <Page title={t('glossaryTerm.title')} testId="glossary-term-page">
        {notFound ? (
          <EmptyState title={t('glossaryTerm.empty')} action={back} />
        ) : (
          <ContentError error={term.error} onRetry={() => void term.refetch()} />
        )}
      </Page>
    );
  }
  return (
    <Page
      title={term.data.term}
      documentTitle={t('glossaryTerm.documentTitle', { term: term.data.term })}
      lead={t('glossaryTerm.title')}
      testId="glossary-term-page"
      actions={back}
    >
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Markdown testId="glossary-definition">{term.data.definition}</Markdown>
        </Paper>
        {term.data.related.length > 0 && (
          <section aria-labelledby="glossary-related-title">
            <Typography
              id="glossary-related-title"
              variant="h2"
              sx={{ fontSize: { xs: '1.2rem', md: '1.4rem' }, mb: 1.5 }}
            >
              {t('glossaryTerm.related')}
            </Typography>
            <Stack
              component="ul"
              direction="row"
              useFlexGap
              spacing={1}
              sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
            >
              {term.data.related.map((related) => (
                <li key={related.id}>
                  <Chip
                    clickable
                    component={Link}
                    to={paths.glossaryTerm(lang, related.slug)}
                    label={related.term}
                    color="primary"
                    variant="outlined"
                  />
                </li>
              ))}
            </Stack>
          </section>
        )}
      </Stack>
    </Page>
  );
}
