import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { coverAspect, coverFormats, coverSrcSet } from '@academy/contracts';
import { BREAKPOINTS } from '@academy/ui';

type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';
/** A grid item's size in twelfths from each breakpoint up (MUI's `size` prop). */
export type GridShare = Partial<Record<Breakpoint, number>> & { xs: number };

/** Pages sit in a Container of maxWidth "lg": never wider than the lg breakpoint. */
const CONTAINER_MAX = BREAKPOINTS.lg;

const ORDER: Breakpoint[] = ['xs', 'sm', 'md', 'lg'];
/** A grid item's size at a breakpoint: its own, else that of the nearest smaller one (as MUI reads it). */
const sizeAt = (layer: GridShare, breakpoint: Breakpoint) =>
  ORDER.slice(0, ORDER.indexOf(breakpoint) + 1).reduce((size, bp) => layer[bp] ?? size, layer.xs);

/**
 * The `sizes` of a cover drawn in nested grid items (outermost first), as a share of the page's
 * content width: `coverSizes({ xs: 12, md: 8 })` is the article's own column. It ignores the
 * gutters, so it errs a few pixels wide (the browser never picks a variant too small).
 */
export function coverSizes(...layers: GridShare[]): string {
  const share = (breakpoint: Breakpoint) =>
    layers.reduce((product, layer) => (product * sizeAt(layer, breakpoint)) / 12, 1);
  const vw = (breakpoint: Breakpoint) => `${Math.round(share(breakpoint) * 100)}vw`;
  return [
    `(min-width: ${BREAKPOINTS.lg}px) ${Math.round(share('lg') * CONTAINER_MAX)}px`,
    `(min-width: ${BREAKPOINTS.md}px) ${vw('md')}`,
    `(min-width: ${BREAKPOINTS.sm}px) ${vw('sm')}`,
    vw('xs'),
  ].join(', ');
}

/** How wide a card's cover is on a phone: a thumbnail beside the title (the card repeats it in text). */
export const CARD_THUMB_WIDTH = 112;

/** `sizes` of a card's cover whose phone width is the thumbnail's. */
export const withPhoneThumb = (sizes: string) => sizes.replace(/[^,]+$/, ` ${CARD_THUMB_WIDTH}px`);

/**
 * An article's cover (its social card, 1200x630): AVIF or WebP at the width the slot needs
 * (`variants`, the API's stem, and `sizes`), the PNG card only where neither format is supported.
 * It repeats the title the page or card says in text, so it is decorative (empty alt); its box is
 * reserved by width/height and the aspect ratio before it loads, so nothing below it moves. `lazy`
 * for lists, eager with high priority for the article's own.
 */
export function ArticleCover({
  src,
  variants,
  sizes,
  lazy = false,
  testId,
  sx,
}: {
  src: string;
  variants?: string;
  sizes: string;
  lazy?: boolean;
  testId: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box component="picture" sx={[{ display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {variants &&
        coverFormats.map((format) => (
          <source key={format} type={`image/${format}`} srcSet={coverSrcSet(variants, format)} sizes={sizes} />
        ))}
      <Box
        component="img"
        src={src}
        alt=""
        width={coverAspect.width}
        height={coverAspect.height}
        {...(lazy ? { loading: 'lazy', decoding: 'async' } : { fetchPriority: 'high' })}
        data-testid={testId}
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${coverAspect.width} / ${coverAspect.height}`,
          bgcolor: 'action.hover',
          ...(lazy ? {} : { borderRadius: 2 }),
        }}
      />
    </Box>
  );
}
