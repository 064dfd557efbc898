// No zod here: a page that draws a cover (the article lists) gets these without loading zod; the
// route's schemas are in covers.ts.
/**
 * An article's cover in lists and on its page: its social card (1200x630) re-encoded as AVIF
 * and WebP at a few widths, for `<picture>` / `srcset`. The API makes only these widths and
 * formats (the route refuses any other), each once, under an immutable name.
 */
export const coverWidths = [320, 640, 960] as const;
export const coverFormats = ['avif', 'webp'] as const;
export type CoverWidth = (typeof coverWidths)[number];
export type CoverFormat = (typeof coverFormats)[number];
/** The card's own size: the covers keep its aspect ratio (width and height for layout). */
export const coverAspect = { width: 1200, height: 630 } as const;

/**
 * GET /client/blogs/covers/{file}: `<slug>-<en|th>-<16 hex hash>-<width>.<avif|webp>`. The
 * `coverVariants` stem of an article (`/client/blogs/covers/<slug>-<lang>-<hash>`) plus
 * `-<width>.<format>`.
 */
export const coverVariantFilePattern = new RegExp(
  `^([a-z0-9]+(?:-[a-z0-9]+)*)-(en|th)-([0-9a-f]{16})-(${coverWidths.join('|')})\\.(${coverFormats.join('|')})$`,
);
/** `<stem>-<width>.<format>`: one variant's URL from an article's `coverVariants` stem. */
export const coverVariantUrl = (stem: string, width: CoverWidth, format: CoverFormat) => `${stem}-${width}.${format}`;

/** A `srcset` of every width of one format. */
export const coverSrcSet = (stem: string, format: CoverFormat) =>
  coverWidths.map((width) => `${coverVariantUrl(stem, width, format)} ${width}w`).join(', ');
