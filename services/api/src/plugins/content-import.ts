import path from 'node:path';
import fp from 'fastify-plugin';
import { importContent, ContentValidationError } from '../content/importer.ts';
import { drawSocialCards } from '../content/social-cards.ts';

/**
 * When CONTENT_DIR is set, imports content/ at start-up if its hash differs from the last
 * import's. Invalid content is logged (every problem) and the API starts on the data it has.
 * Then, without delaying the start, draws the social cards that are missing (new or changed
 * articles; the card route draws any other on its first request).
 */
export default fp(
  async (app) => {
    const dir = app.config.CONTENT_DIR;
    if (!dir) return;
    const contentDir = path.resolve(dir);
    try {
      const result = await importContent(app.db, contentDir, { images: app.storage });
      if (result.skipped) app.log.info({ contentDir, hash: result.hash }, 'content unchanged since the last import');
      else {
        app.publicCache.clear();
        app.log.info({ contentDir, ...result }, 'content imported');
      }
    } catch (error) {
      if (error instanceof ContentValidationError) {
        app.log.error({ contentDir, problems: error.errors }, 'content not imported: it is invalid');
      } else throw error;
    }
    const cards = drawSocialCards(app.db, app.storage).then(
      (result) => app.log.info(result, 'social cards ready'),
      (error: unknown) => app.log.error({ err: error }, 'social cards not drawn'),
    );
    app.addHook('onClose', async () => {
      await cards;
    });
  },
  { name: 'content-import', dependencies: ['db', 'public-cache', 'accounts'] },
);
