import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  coverVariantImageSchema,
  coverVariantParamsSchema,
  socialCardImageSchema,
  socialCardParamsSchema,
  type CoverFormat,
  type CoverWidth,
} from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import { errorResponses } from '../../schemas.ts';
import { CARD_FILE, cardFileName, ensureSocialCard, type CardInput } from '../../../lib/social-card.ts';
import { COVER_FILE, COVER_TYPES, coverHash, ensureCoverVariant } from '../../../lib/cover-variants.ts';
import { socialCardInputs } from '../../../content/social-cards.ts';

/** An image whose name changes with what it shows: cached for a year, never revalidated. */
const sendImmutable = (reply: FastifyReply, type: string, data: Buffer) =>
  reply
    .type(type)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(data);

/** The card of an active article that `matches` the requested name (hash); 404 when outdated or unknown. */
async function currentCard(db: Db, slug: string, matches: (input: CardInput) => boolean): Promise<CardInput> {
  const input = (await socialCardInputs(db, slug)).find(matches);
  if (!input) throw notFound('Card');
  return input;
}

/** /client/blogs/cards and /client/blogs/covers: an article's social card and its cover variants. */
const blogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cards/:file',
    {
      schema: {
        tags: ['content'],
        summary:
          "An article's social card (og:image, and the cover's fallback): 1200x630 PNG, immutable: the name changes with the title or category",
        params: socialCardParamsSchema,
        response: { 200: socialCardImageSchema, 404: apiErrorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const slug = CARD_FILE.exec(file)![1]!;
      // Only the current card of an active article: its name is computed from what it shows.
      const input = await currentCard(app.db, slug, (candidate) => cardFileName(candidate) === file);
      const { data } = await ensureSocialCard(app.storage, input);
      return sendImmutable(reply, 'image/png', data);
    },
  );

  app.get(
    '/covers/:file',
    {
      schema: {
        tags: ['content'],
        summary:
          "An article's cover at one of the contract's widths as AVIF or WebP (made from the card on its first request, then kept), immutable",
        params: coverVariantParamsSchema,
        response: { 200: coverVariantImageSchema, 404: apiErrorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const [, slug, language, hash, width, format] = COVER_FILE.exec(request.params.file)!;
      // Only known widths and formats (the pattern) of the current cover of an active article.
      const input = await currentCard(
        app.db,
        slug!,
        (candidate) => candidate.language === language && coverHash(candidate) === hash,
      );
      const type = format as CoverFormat;
      const { data } = await ensureCoverVariant(app.storage, input, Number(width) as CoverWidth, type);
      return sendImmutable(reply, COVER_TYPES[type], data);
    },
  );
};

export default blogImageRoutes;
