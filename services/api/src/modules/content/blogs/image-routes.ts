import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  articleImageParamsSchema,
  articleImageSchema,
  coverVariantImageSchema,
  coverVariantParamsSchema,
  socialCardImageSchema,
  socialCardParamsSchema,
  type CoverFormat,
  type CoverWidth,
} from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import { errorResponses } from '../../../lib/http-schemas.ts';
import { CARD_FILE, cardFileName, ensureSocialCard, socialCardKey, type CardInput } from '../../../lib/social-card.ts';
import {
  COVER_FILE,
  COVER_TYPES,
  coverHash,
  coverVariantKey,
  ensureCoverVariant,
} from '../../../lib/cover-variants.ts';
import { socialCardInputs } from '../../../content/social-cards.ts';
import { articleImageKey } from '../../../content/articles/store-images.ts';

/**
 * An image of an article: a diagram's SVG or a picture's variant as the importer stored it (content/
 * put it there). Its name carries its source's hash, and only a body the reader may read names it (a locked article's
 * teaser has no image). A diagram is sandboxed: nothing in it runs or loads, even opened on its own.
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

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
  if (!input) throw notFound();
  return input;
}

/**
 * /client/blogs/cards, /client/blogs/covers and /client/blogs/images: an article's social card, its cover
 * variants and the diagrams of its body (read from storage only, see below).
 * On one machine a missing one is drawn on its first request; deployed replicas
 * (DRAW_IMAGES_ON_REQUEST=false) only read what the release step drew (a missing one is a 404, logged).
 */
const blogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const drawsOnRequest = app.config.DRAW_IMAGES_ON_REQUEST;
  const storedOrDrawn = async (key: string, draw: () => Promise<Buffer>) => {
    if (drawsOnRequest) return draw();
    const stored = await app.storage.get(key);
    if (stored) return stored;
    app.log.warn({ code: 'IMAGE_NOT_RELEASED' }, 'an image the release step did not draw was asked for');
    throw notFound();
  };

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
      const data = await storedOrDrawn(
        socialCardKey(input),
        async () => (await ensureSocialCard(app.storage, input)).data,
      );
      return sendImmutable(reply, 'image/png', data);
    },
  );

  app.get(
    '/covers/:file',
    {
      schema: {
        tags: ['content'],
        summary:
          "An article's cover at one of the contract's widths as AVIF or WebP (made by the release step; on one machine, on its first request), immutable",
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
      const size = Number(width) as CoverWidth;
      const data = await storedOrDrawn(
        coverVariantKey(input, size, type),
        async () => (await ensureCoverVariant(app.storage, input, size, type)).data,
      );
      return sendImmutable(reply, COVER_TYPES[type], data);
    },
  );

  app.get(
    '/images/:file',
    {
      schema: {
        tags: ['content'],
        summary:
          "An image of an article's body: a diagram (SVG from content/) or a picture's AVIF or WebP variant, put into the file storage by the import, immutable: the name carries its hash and size",
        params: articleImageParamsSchema,
        response: { 200: articleImageSchema, 404: apiErrorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const data = await app.storage.get(articleImageKey(file));
      if (!data) throw notFound();
      if (file.endsWith('.svg')) {
        return sendImmutable(reply.header('content-security-policy', SVG_POLICY), 'image/svg+xml', data);
      }
      return sendImmutable(reply, file.endsWith('.avif') ? 'image/avif' : 'image/webp', data);
    },
  );
};

export default blogImageRoutes;
