import type { CoverFormat } from '@academy/contracts';
import { renderImageVariant } from '../../lib/cover-variants.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { ARTICLE_IMAGE_STORAGE_PREFIX, type ArticleImage } from './images.ts';
import type { ArticleEntry } from './load.ts';

export const articleImageKey = (file: string) => `${ARTICLE_IMAGE_STORAGE_PREFIX}/${file}`;

/** `…-<variant width>.<avif|webp>`: the width and format a picture's variant is made at. */
const VARIANT = /-([0-9]+)\.(avif|webp)$/;

/** The files of an image, each with how to make its bytes. */
function filesOf(image: ArticleImage): Array<{ file: string; make: () => Promise<Buffer> }> {
  if (image.kind === 'diagram') return [{ file: image.file, make: async () => image.data }];
  return image.files.map((file) => {
    const [, width, format] = VARIANT.exec(file)!;
    return { file, make: () => renderImageVariant(image.data, Number(width), format as CoverFormat) };
  });
}

/**
 * Puts every article image file the file storage lacks there (the replicas serve them from it;
 * the API image carries no content/): a diagram as it is, a picture's AVIF and WebP variants
 * encoded here. A name carries its source's hash, so a stored one never changes.
 */
export async function storeArticleImages(
  storage: FileStorage,
  articles: ArticleEntry[],
): Promise<{ stored: number; unchanged: number }> {
  let stored = 0;
  let unchanged = 0;
  for (const { file, make } of articles.flatMap((article) => article.images.flatMap(filesOf))) {
    const key = articleImageKey(file);
    if (await storage.get(key)) unchanged += 1;
    else {
      await storage.put(key, await make());
      stored += 1;
    }
  }
  return { stored, unchanged };
}
