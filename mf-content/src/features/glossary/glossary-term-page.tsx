import { Link } from 'react-router';
import Button from '@mui/material/Button';
import { paths } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';

/** One term's full definition; until the content API exists no term is available. */
export function GlossaryTermPage() {
  const { t } = useT('content');
  const lang = useLanguage();
  return (
    <Page title={t('glossaryTerm.title')} testId="glossary-term-page">
      <EmptyState
        title={t('glossaryTerm.empty')}
        action={
          <Button component={Link} to={paths.glossary(lang)} variant="outlined">
            {t('common.backToGlossary')}
          </Button>
        }
      />
    </Page>
  );
}
