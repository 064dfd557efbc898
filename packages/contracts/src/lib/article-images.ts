// No zod here: the article renderer reads an image's size from its name without loading zod; the
// route's schema is in covers.ts.
/**
 * An image in an article's body, from the article's folder in content/: a diagram (SVG drawn by
 * hand) or a picture (PNG or JPEG, served as AVIF and WebP at several widths, like covers).
 * The importer stores it under an immutable name that carries its article, its own name, a hash
 * of its bytes and its size: `<slug>-<name>-<16 hex hash>-<width>x<height>.svg` for a diagram,
 * `…-<width>x<height>-<variant width>.<avif|webp>` for each variant of a picture, and the body
 * points at `/client/blogs/images/<name>` (a picture: its widest WebP). The size in the name lets
 * the page reserve the image's box before it loads (width and height), so nothing below it moves.
 */
export const articleImageRoute = '/client/blogs/images';
export const articleImageFilePattern =
  /^([a-z0-9]+(?:-[a-z0-9]+)*)-([0-9a-f]{16})-([1-9][0-9]{0,3})x([1-9][0-9]{0,3})(?:\.svg|-([1-9][0-9]{0,3})\.(avif|webp))$/;

/** The widths a picture is served at (each no wider than the picture; its own width when narrower). */
export const articlePictureWidths = [480, 800, 1200] as const;
export const articlePictureFormats = ['avif', 'webp'] as const;
export type ArticlePictureFormat = (typeof articlePictureFormats)[number];

/** The variant widths of a picture `width` pixels wide, narrowest first. */
export function articlePictureVariantWidths(width: number): number[] {
  const narrower = articlePictureWidths.filter((w) => w < width);
  return narrower.length === articlePictureWidths.length ? narrower : [...narrower, width];
}

/** The width and height an article image's name states, or null for any other address. */
export function articleImageSize(src: string): { width: number; height: number } | null {
  const file = src.slice(src.lastIndexOf('/') + 1);
  const match = articleImageFilePattern.exec(file);
  return match ? { width: Number(match[3]), height: Number(match[4]) } : null;
}

/**
 * A picture's variants from its address (any of them): the srcset of each format, or null for a
 * diagram or any other address.
 */
export function articlePictureSources(src: string): Record<ArticlePictureFormat, string> | null {
  const cut = src.lastIndexOf('/') + 1;
  const match = articleImageFilePattern.exec(src.slice(cut));
  if (!match?.[5]) return null;
  const stem = `${src.slice(0, cut)}${match[1]}-${match[2]}-${match[3]}x${match[4]}`;
  const srcset = (format: ArticlePictureFormat) =>
    articlePictureVariantWidths(Number(match[3]))
      .map((w) => `${stem}-${w}.${format} ${w}w`)
      .join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}
