import { Link, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { legalKinds, paths, type LegalKind } from '@academy/contracts';
import { RequestError, formatDate, useLanguage, useT } from '@academy/platform';
import { EmptyState, Page } from '@academy/ui';
import { Markdown } from '../../lib/components/markdown';
import { ContentError, ContentLoading } from '../../lib/components/query-states';
import { useFooter } from './api/get-footer';

function isLegalKind(value: string | undefined): value is LegalKind {
  return (legalKinds as readonly string[]).includes(value ?? '');
}

function LegalLinks({ label, except }: { label: string; except?: LegalKind }) {
  const { t } = useT('content');
  const lang = useLanguage();
  return (
    <Stack component="nav" aria-label={label} spacing={1} sx={{ alignItems: 'center' }}>
      <Typography color="text.secondary">{label}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
      >
        {legalKinds
          .filter((kind) => kind !== except)
          .map((kind) => (
            <Button key={kind} component={Link} to={paths.legal(lang, kind)} variant="outlined">
              {t(`legal.kinds.${kind}`)}
            </Button>
          ))}
      </Stack>
    </Stack>
  );
}

/** One of the four legal texts; the text itself arrives with the content API. */
export function LegalPage() {
  const { t } = useT('content');
  const { kind } = useParams();
  if (!isLegalKind(kind)) {
    return (
      <Page title={t('legal.notFound.title')} testId="legal-not-found">
        <EmptyState title={t('legal.notFound.empty')} action={<LegalLinks label={t('legal.notFound.hint')} />} />
      </Page>
    );
  }
  return <LegalDocument kind={kind} />;
}

function LegalDocument({ kind }: { kind: LegalKind }) {
  const { t } = useT('content');
  const lang = useLanguage();
  const doc = useFooter(lang, kind);
  const others = <LegalLinks label={t('legal.otherPages')} except={kind} />;
  const notPublished = !doc.data && (doc.isSuccess || (doc.error instanceof RequestError && doc.error.status === 404));
  return (
    <Page title={t(`legal.kinds.${kind}`)} testId="legal-page">
      {doc.isPending && <ContentLoading />}
      {notPublished && <EmptyState title={t('legal.empty')} action={others} />}
      {doc.isError && !notPublished && <ContentError error={doc.error} onRetry={() => void doc.refetch()} />}
      {doc.data && (
        <Stack spacing={3}>
          <Typography color="text.secondary">
            {t('legal.updated', {
              date: formatDate(doc.data.updated_at, lang, { dateStyle: 'long' }),
            })}
          </Typography>
          <Markdown testId="legal-body">{doc.data.body}</Markdown>
          {others}
        </Stack>
      )}
    </Page>
  );
}
