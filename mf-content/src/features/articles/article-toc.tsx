import { useEffect, useRef, useState, type MouseEvent } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLanguage, useT } from '@academy/platform';
import type { TocHeading } from '@academy/contracts';

/** Below the sticky header: a heading above this line is the section being read. */
const READING_LINE_PX = 120;

/**
 * The id of the heading whose section is on screen, followed as the reader scrolls. Set after
 * hydration only (the server and the first render mark none), read from the DOM in an effect.
 */
function useCurrentSection(headings: TocHeading[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const ids = headings.map((heading) => heading.id).join('\n');
  useEffect(() => {
    const list = ids.split('\n');
    let frame = 0;
    const update = () => {
      frame = 0;
      let found: string | null = null;
      for (const id of list) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= READING_LINE_PX) found = id;
      }
      setCurrent(found ?? list[0] ?? null);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids]);
  return current;
}

/** Where `::details-content` is known, the list can show beside a closed `<details>` (md up). */
const DETAILS_CONTENT = '@supports selector(::details-content)';

/**
 * The article's headings. From md up: a sticky box beside the article, always open. Below md it
 * sits between the article's header and its body, collapsed, so a phone's first screen shows the
 * cover, the title and the summary. The collapsed list is an HTML `<details>`: it opens from the
 * server's HTML, before any script, in one frame. Which one shows is CSS only (the server renders
 * the same markup for every screen, and nothing moves when the page hydrates); a browser without
 * `::details-content` keeps the `<details>` toggle at every width.
 */
export function TableOfContents({ headings, language }: { headings: TocHeading[]; language: string }) {
  const { t } = useT('content');
  const uiLanguage = useLanguage();
  const details = useRef<HTMLDetailsElement>(null);
  const current = useCurrentSection(headings);
  const goToHeading = (event: MouseEvent, id: string) => {
    // the list folds first, then the heading scrolls into view (it moved up by the list's height)
    if (details.current) details.current.open = false;
    const target = document.getElementById(id);
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // In the page, not a router navigation: that would render the page again, and the body (its
    // hydration deferred, its renderer loaded lazily) would be drawn anew, the heading gone for a
    // moment and the scroll lost.
    event.preventDefault();
    window.history.pushState(window.history.state, '', `#${id}`);
    target.scrollIntoView();
  };
  return (
    <Paper
      component="nav"
      variant="outlined"
      aria-label={t('article.toc')}
      lang={uiLanguage}
      data-testid="article-toc"
      sx={{ p: { xs: 1, md: 2 }, position: { md: 'sticky' }, top: { md: 88 } }}
    >
      <Typography
        component="p"
        sx={(theme) => ({
          display: 'none',
          fontWeight: 700,
          mb: 1,
          [DETAILS_CONTENT]: { [theme.breakpoints.up('md')]: { display: 'block' } },
        })}
      >
        {t('article.toc')}
      </Typography>
      <Box
        component="details"
        ref={details}
        data-testid="article-toc-details"
        sx={(theme) => ({
          [DETAILS_CONTENT]: {
            [theme.breakpoints.up('md')]: {
              '&::details-content': { contentVisibility: 'visible' },
              '& > summary': { display: 'none' },
            },
          },
        })}
      >
        <Box
          component="summary"
          data-testid="article-toc-toggle"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            minHeight: 44,
            px: 1,
            borderRadius: 1,
            fontWeight: 700,
            cursor: 'pointer',
            listStyle: 'none',
            '&::-webkit-details-marker': { display: 'none' },
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {t('article.toc')}
          <ExpandMoreIcon
            aria-hidden
            sx={{ transition: 'transform 150ms', 'details[open] > summary > &': { transform: 'rotate(180deg)' } }}
          />
        </Box>
        {/* Flat list of h2 and h3, so no numbers (they would count subheadings); h3 indented. */}
        <Box
          component="ul"
          lang={language}
          data-testid="article-toc-list"
          sx={{ m: 0, mt: { xs: 1, md: 0 }, px: { xs: 1, md: 0 }, listStyle: 'none' }}
        >
          {headings.map((heading) => (
            <Box
              component="li"
              key={heading.id}
              sx={{ pl: heading.level === 3 ? 2 : 0, mb: 0.5, fontSize: heading.level === 3 ? '0.9rem' : undefined }}
            >
              {/* on a phone the list closes once a heading is chosen: the reader goes on reading */}
              <MuiLink
                href={`#${heading.id}`}
                underline="hover"
                aria-current={heading.id === current ? 'location' : undefined}
                onClick={(event) => goToHeading(event, heading.id)}
                sx={heading.id === current ? { fontWeight: 700, textDecoration: 'underline' } : undefined}
              >
                {heading.text}
              </MuiLink>
            </Box>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
