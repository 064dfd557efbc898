// No zod here: the article renderer reads an image's size from its name without loading zod; the
// route's schema is in covers.ts.
/**
 * An image in an article's body (a diagram: SVG drawn by hand, content/articles/<slug>/*.svg).
 * The importer stores it under an immutable name that carries its article, its own name, a hash
 * of its bytes and its size: `<slug>-<name>-<16 hex hash>-<width>x<height>.svg`, and the body
 * points at `/client/blogs/images/<that name>`. The size in the name lets the page reserve the
 * image's box before it loads (width and height), so nothing below it moves.
 */
export const articleImageRoute = '/client/blogs/images';
export const articleImageFilePattern =
  /^([a-z0-9]+(?:-[a-z0-9]+)*)-([0-9a-f]{16})-([1-9][0-9]{0,3})x([1-9][0-9]{0,3})\.svg$/;

/** The width and height an article image's name states, or null for any other address. */
export function articleImageSize(src: string): { width: number; height: number } | null {
  const file = src.slice(src.lastIndexOf('/') + 1);
  const match = articleImageFilePattern.exec(file);
  return match ? { width: Number(match[3]), height: Number(match[4]) } : null;
}
