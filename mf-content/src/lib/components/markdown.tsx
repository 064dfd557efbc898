import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import { useLanguage, useT } from '@academy/platform';
import { renderWhenNear, useThaiRuns } from '@academy/ui';
import {
  articleImageSize,
  articlePictureSources,
  createSlugger,
  paths,
  plainInline,
  type ArticleTerm,
} from '@academy/contracts';
import { rehypeFigures } from './rehype-figures';
import { rehypeGlossaryTerms } from './rehype-glossary-terms';
import { rehypeThaiLines } from './rehype-thai-lines';
import { TermLink } from './term-link';

import type { HastNode } from './hast-node';

const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

/** rehype plugin: every heading gets an id from its text (the table of contents links to it). */
function rehypeHeadingIds() {
  return (tree: HastNode) => {
    const slug = createSlugger();
    const walk = (node: HastNode) => {
      if (node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '')) {
        node.properties = { ...node.properties, id: slug(plainInline(textOf(node))) };
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}

/** The column headings of a table (its accessible name says what it holds). */
const columnsOf = (table: HastNode | undefined): string[] => {
  const head = table?.children?.find((child) => child.tagName === 'thead');
  const row = head?.children?.find((child) => child.tagName === 'tr');
  return (row?.children ?? []).filter((cell) => cell.tagName === 'th').map((cell) => textOf(cell).trim());
};

/**
 * A table scrolls sideways inside its own region on a narrow screen (its words never split to fit):
 * focusable, so a keyboard scrolls it too, and named by its columns. The region sits inside a plain
 * block: the block is what the browser may skip (below), and a skipped scroller would read as a
 * scrollable region to assistive checks.
 */
function TableRegion({ node, children }: { node?: HastNode; children?: ReactNode }) {
  const { t } = useT('content');
  return (
    <Box sx={{ my: 2 }}>
      <Box
        role="region"
        tabIndex={0}
        aria-label={t('article.table', { columns: columnsOf(node).join(', ') })}
        sx={{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <table>{children}</table>
      </Box>
    </Box>
  );
}

const NO_TERMS: readonly ArticleTerm[] = [];

/** Links, a glossary term's (marked by `rehypeGlossaryTerms`) with its definition in place. */
const linkWithTerms =
  (terms: readonly ArticleTerm[]): Components['a'] =>
  ({ node, href = '', children }) => {
    const slug = node?.properties?.dataGlossaryTerm;
    const term = terms.find((candidate) => candidate.slug === slug);
    if (term) {
      return (
        <TermLink to={href} definition={term.definition}>
          {children}
        </TermLink>
      );
    }
    return href.startsWith('/') ? (
      <MuiLink component={Link} to={href} underline="always">
        {children}
      </MuiLink>
    ) : (
      <MuiLink
        underline="always"
        href={href}
        target={href.startsWith('#') ? undefined : '_blank'}
        rel="noopener noreferrer"
      >
        {children}
      </MuiLink>
    );
  };

/** How wide a body image is drawn: the article's column from md up, the screen below. */
const BODY_IMAGE_SIZES = '(min-width: 900px) 800px, 100vw';

/**
 * An image of the body: its box reserved by the size its name states (nothing below moves when it
 * loads), fetched only near the viewport. A picture offers its AVIF and WebP widths; the browser
 * takes the first format it reads at the width the screen needs.
 */
const BodyImage: Components['img'] = ({ src, alt }) => {
  const address = typeof src === 'string' ? src : '';
  const size = articleImageSize(address);
  const sources = articlePictureSources(address);
  const image = (
    <img
      src={address || undefined}
      alt={alt ?? ''}
      width={size?.width}
      height={size?.height}
      loading="lazy"
      decoding="async"
    />
  );
  if (!sources) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={BODY_IMAGE_SIZES} />
      <source type="image/webp" srcSet={sources.webp} sizes={BODY_IMAGE_SIZES} />
      {image}
    </picture>
  );
};

const components: Components = {
  img: BodyImage,
  table: ({ node, children }) => <TableRegion node={node as HastNode | undefined}>{children}</TableRegion>,
};

/**
 * Markdown (CommonMark + GFM) as React elements; raw HTML in the source is dropped, never rendered.
 * `terms`: the glossary terms the text uses (an article's, from the API): the first use of each
 * links to its entry.
 */
export function Markdown({
  children,
  testId,
  terms = NO_TERMS,
}: {
  children: string;
  testId?: string;
  terms?: readonly ArticleTerm[];
}) {
  const thaiRuns = useThaiRuns();
  const lang = useLanguage();
  const renderer = useMemo(
    () => ({
      remark: [remarkGfm],
      rehype: [
        rehypeHeadingIds,
        rehypeFigures,
        () => rehypeGlossaryTerms(terms, (slug) => paths.glossaryTerm(lang, slug)),
        () => rehypeThaiLines(thaiRuns),
      ],
      components: { ...components, a: linkWithTerms(terms) },
    }),
    [thaiRuns, terms, lang],
  );
  return (
    <Box
      data-testid={testId}
      sx={{
        overflowWrap: 'anywhere',
        lineHeight: 1.75,
        // a long text's blocks are laid out as the reader nears them, not all at load
        '& > *': renderWhenNear(120),
        '& h2': { typography: 'h2', fontSize: { xs: '1.35rem', md: '1.6rem' }, mt: 4, mb: 1.5, scrollMarginTop: 80 },
        '& h3': { typography: 'h3', fontSize: { xs: '1.15rem', md: '1.3rem' }, mt: 3, mb: 1, scrollMarginTop: 80 },
        '& h4, & h5, & h6': { typography: 'h4', fontSize: '1.05rem', mt: 2, mb: 1 },
        '& p, & ul, & ol': { my: 1.5 },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        // a diagram is drawn for a light and a dark page alike (transparent, mid-tone colours)
        '& figure': {
          mx: 0,
          my: 3,
          p: { xs: 1, sm: 2 },
          borderRadius: 2,
          bgcolor: 'action.hover',
          textAlign: 'center',
        },
        '& figure picture': { display: 'block' },
        '& figure img': { display: 'block', mx: 'auto' },
        '& figcaption': { mt: 1, typography: 'body2', color: 'text.secondary' },
        '& pre': { overflowX: 'auto', p: 2, borderRadius: 1, bgcolor: 'action.hover' },
        '& code': { fontFamily: 'monospace', fontSize: '0.9em' },
        '& blockquote': { borderLeft: 4, borderColor: 'primary.main', m: 0, pl: 2, color: 'text.secondary' },
        '& table': { borderCollapse: 'collapse', minWidth: '100%' },
        // a column is as wide as its longest word at least (and a readable measure): the table
        // scrolls rather than splitting words
        '& th, & td': {
          border: 1,
          borderColor: 'divider',
          p: 1,
          textAlign: 'left',
          verticalAlign: 'top',
          overflowWrap: 'normal',
          minWidth: '7.5rem',
        },
      }}
    >
      <ReactMarkdown
        remarkPlugins={renderer.remark}
        rehypePlugins={renderer.rehype}
        components={renderer.components}
        skipHtml
      >
        {children}
      </ReactMarkdown>
    </Box>
  );
}
