import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GLOSSARY_INDEX, GLOSSARY_INDEX_TH, paths } from '@academy/contracts';
import { HydrationUnit, useLanguage, useT } from '@academy/platform';
import { EmptyState, ListSkeleton, Page, ThaiText, TOUCH_SCREEN, renderWhenNear } from '@academy/ui';
import { TextInput } from '@academy/ui/text-input';
import { ContentError } from '../../lib/components/query-states';
import { useGlossaries, type GlossaryListFilter } from './api/get-glossaries';
import { glossaryFilterOf } from './glossary-filter';

/** The index stays under the site's sticky header (56 px + its border; 64 px from md) while the terms scroll by. */
const letterBar = {
  p: { xs: 0.5, sm: 2 },
  position: 'sticky',
  top: { xs: 57, md: 65 },
  zIndex: 1,
} as const;

/** On a phone one row that scrolls sideways (a screen of terms stays in view); wider, the letters wrap. */
const letterRow = {
  flexWrap: { xs: 'nowrap', sm: 'wrap' },
  justifyContent: { sm: 'center' },
  overflowX: { xs: 'auto', sm: 'visible' },
  scrollbarWidth: 'thin',
} as const;

/** One index (A-Z or ก-ฮ): plain links, so it works before any script. */
function GlossaryIndex({ entries, selected, label }: { entries: readonly string[]; selected?: string; label: string }) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      useFlexGap
      spacing={0.5}
      sx={{ ...letterRow, listStyle: 'none', p: 0, m: 0 }}
    >
      {entries.map((entry) => (
        <li key={entry}>
          <Button
            component={Link}
            to={{ search: new URLSearchParams({ letter: entry }).toString() }}
            variant={entry === selected ? 'contained' : 'text'}
            aria-current={entry === selected ? 'true' : undefined}
            sx={{ minWidth: 40, px: 1, flexShrink: 0, [TOUCH_SCREEN]: { minWidth: 44 } }}
          >
            {entry}
          </Button>
        </li>
      ))}
    </Stack>
  );
}

function TermSearchForm({ initialQuery }: { initialQuery: string }) {
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
    <Stack component="form" role="search" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextInput
        fullWidth
        type="search"
        label={t('glossary.searchLabel')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Button type="submit" variant="contained" sx={{ minWidth: 120 }}>
        {t('glossary.searchSubmit')}
      </Button>
    </Stack>
  );
}

export function GlossaryPage() {
  const { t } = useT('content');
  const lang = useLanguage();
  const [params] = useSearchParams();
  const { filter, letter: selected } = glossaryFilterOf(params, lang);
  const query = filter.query ?? '';
  return (
    <Page title={t('glossary.title')} lead={t('glossary.lead')} testId="glossary-page">
      {/* a flex gap: the term list's unit marker (display: contents) takes no margin */}
      <Stack spacing={3} useFlexGap>
        <TermSearchForm initialQuery={query} />
        <Paper component="nav" variant="outlined" aria-label={t('glossary.indexLabel')} sx={letterBar}>
          <Stack spacing={1.5} useFlexGap>
            <GlossaryIndex entries={GLOSSARY_INDEX} selected={selected} label={t('glossary.indexLatin')} />
            {lang === 'th' && (
              <GlossaryIndex entries={GLOSSARY_INDEX_TH} selected={selected} label={t('glossary.indexThai')} />
            )}
          </Stack>
        </Paper>
        {(selected || query) && (
          <Typography variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, overflowWrap: 'anywhere' }}>
            {selected ? t('glossary.selected', { letter: selected }) : t('glossary.matching', { query })}
          </Typography>
        )}
        {/* the term list hydrates as its own unit (short tasks) when it scrolls into view */}
        <HydrationUnit on="visible">
          <GlossaryTerms filter={filter} />
        </HydrationUnit>
      </Stack>
    </Page>
  );
}

function GlossaryTerms({ filter }: { filter: GlossaryListFilter }) {
  const { t } = useT('content');
  const lang = useLanguage();
  const terms = useGlossaries(lang, filter);
  if (terms.isPending) return <ListSkeleton label={t('common.loading')} variant="row" count={6} />;
  if (terms.isError) return <ContentError error={terms.error} onRetry={() => void terms.refetch()} />;
  if (terms.data.length === 0) {
    return filter.bucket || filter.bucketTh || filter.query ? (
      <EmptyState title={t('glossary.noMatch')} description={t('glossary.noMatchHint')} />
    ) : (
      <EmptyState title={t('glossary.empty')} description={t('glossary.emptyHint')} />
    );
  }
  return (
    <Stack component="ul" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="glossary-terms">
      {terms.data.map((term) => (
        <Box
          component="li"
          key={term.id}
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', position: 'relative', ...renderWhenNear(100) }}
        >
          {/* the whole entry is the term's link to tap (its ::after), the term its name */}
          <MuiLink
            component={Link}
            to={paths.glossaryTerm(lang, term.slug)}
            sx={{ fontWeight: 700, fontSize: '1.1rem', '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            <ThaiText>{term.term}</ThaiText>
          </MuiLink>
          <Typography
            color="text.secondary"
            sx={{
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            <ThaiText>{term.definition}</ThaiText>
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
