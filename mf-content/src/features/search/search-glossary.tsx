import { Link } from 'react-router';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type SearchResult } from '@academy/contracts';
import { useLanguage, useT } from '@academy/platform';
import { standaloneLink } from '@academy/ui';
import { Highlight } from '../../lib/components/highlight';

type Term = SearchResult['glossary'][number];

/** The glossary term the query names: one card above the articles. */
export function TopTermCard({ term, terms }: { term: Term; terms: string[] }) {
  const { t } = useT('content');
  const lang = useLanguage();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="search-top-term"
      data-testid="search-top-term"
      sx={{ mt: 2 }}
    >
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="p">
          {t('search.topTerm')}
        </Typography>
        <Typography id="search-top-term" variant="h3" sx={{ fontSize: { xs: '1.2rem', md: '1.35rem' }, mb: 1 }}>
          <MuiLink component={Link} to={paths.glossaryTerm(lang, term.slug)} sx={standaloneLink}>
            <Highlight text={term.term} terms={terms} />
          </MuiLink>
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <Highlight text={term.snippet} terms={terms} />
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The other matching terms, after the articles: a compact list. */
export function MoreTerms({ glossary, terms, heading }: { glossary: Term[]; terms: string[]; heading: object }) {
  const { t } = useT('content');
  const lang = useLanguage();
  return (
    <section aria-labelledby="search-glossary-title">
      <Typography id="search-glossary-title" variant="h3" component="h3" sx={heading}>
        {t('search.glossary', { count: glossary.length })}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {glossary.map((term) => (
          <li key={term.id}>
            <MuiLink
              component={Link}
              to={paths.glossaryTerm(lang, term.slug)}
              sx={{ ...standaloneLink, fontWeight: 600 }}
            >
              <Highlight text={term.term} terms={terms} />
            </MuiLink>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <Highlight text={term.snippet} terms={terms} />
            </Typography>
          </li>
        ))}
      </Stack>
    </section>
  );
}
