import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countSchema, endpoints, favoritesQuerySchema } from '@academy/contracts';
import { appError } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { blogCardsByIds } from './repository.ts';
import { accountErrors } from '../../../lib/http-schemas.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { requestLanguage } from '../../../lib/language.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];
const tags = ['favorites'];

const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { favorites } = app.repositories;

  await endpointRoute(
    app,
    endpoints.content.updateFavorite,
    {
      preValidation: app.requireUser,
      tags,
      security,
      summary: 'Save or unsave a blog (idempotent); an inactive article cannot be saved (404 FAVORITE_NOT_AVAILABLE)',
      errors: accountErrors,
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const state = await favorites.blogState(id);
      if (state === 'missing') throw appError('NOT_FOUND');
      // An inactive article cannot be saved; unsaving it is allowed (it is hidden from lists anyway).
      if (state === 'inactive' && request.body.status === 'SAVED') {
        throw appError('FAVORITE_NOT_AVAILABLE');
      }
      const row = await favorites.set(user.id, request.body.type, id, request.body.status, app.clock.now());
      return { id: row.itemId, type: row.type, status: row.status, updatedAt: row.updatedAt.toISOString() };
    },
  );

  await endpointRoute(
    app,
    endpoints.content.favorites,
    {
      preValidation: app.requireUser,
      tags,
      security,
      summary: "The user's saved blogs as cards (newest first; active articles only)",
      errors: accountErrors,
    },
    async (request) => {
      const user = currentUser(request);
      const { _start, _limit, _sort, blog } = request.query;
      const rows = await favorites.savedPage(user.id, {
        limit: _limit,
        offset: _start,
        ascending: _sort !== 'updated_at:DESC',
        blogId: blog,
      });
      const cards = await blogCardsByIds(
        app.db,
        rows.map((row) => row.itemId),
        requestLanguage(request),
      );
      return rows.flatMap((row) => {
        const blog = cards.get(row.itemId);
        return blog
          ? [
              {
                id: row.itemId,
                type: 'blog' as const,
                status: 'SAVED' as const,
                savedAt: row.updatedAt.toISOString(),
                blog,
              },
            ]
          : [];
      });
    },
  );

  app.get(
    '/count',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'How many (active) blogs the user saved',
        querystring: favoritesQuerySchema.pick({ type: true, status: true }),
        response: { 200: countSchema, ...accountErrors },
      },
    },
    async (request) => favorites.savedCount(currentUser(request).id),
  );
};

export default favoriteRoutes;
