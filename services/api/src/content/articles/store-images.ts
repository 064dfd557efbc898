import type { FileStorage } from '../../lib/storage.ts';
import { ARTICLE_IMAGE_STORAGE_PREFIX } from './images.ts';
import type { ArticleEntry } from './load.ts';

export const articleImageKey = (file: string) => `${ARTICLE_IMAGE_STORAGE_PREFIX}/${file}`;

/**
 * Puts every article image the file storage lacks there (the replicas serve them from it; the
 * API image carries no content/). A name carries its bytes' hash, so a stored one never changes.
 */
export async function storeArticleImages(
  storage: FileStorage,
  articles: ArticleEntry[],
): Promise<{ stored: number; unchanged: number }> {
  let stored = 0;
  let unchanged = 0;
  for (const { file, data } of articles.flatMap((article) => article.images)) {
    const key = articleImageKey(file);
    if (await storage.get(key)) unchanged += 1;
    else {
      await storage.put(key, data);
      stored += 1;
    }
  }
  return { stored, unchanged };
}
