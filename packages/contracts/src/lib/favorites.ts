import { z } from 'zod';
import { blogCardSchema } from './content';

/** A learner's saved articles (spec: favourites). */
export const favoriteTypes = ['blog'] as const;
export const favoriteStatuses = ['SAVED', 'UNSAVED'] as const;
/** PUT /client/favorites/{id} */
export const favoriteRequestSchema = z.object({
  type: z.enum(favoriteTypes),
  status: z.enum(favoriteStatuses),
});
export type FavoriteRequest = z.input<typeof favoriteRequestSchema>;

/** PUT /client/favorites/{id} */
export const favoriteSchema = z.object({
  id: z.number().int(),
  type: z.enum(favoriteTypes),
  status: z.enum(favoriteStatuses),
  updatedAt: z.string(),
});
export type Favorite = z.infer<typeof favoriteSchema>;

/** GET /client/favorites: Strapi-style paging of the saved list, `_limit` 1-100 (default 100), newest first by default. */
export const favoritesQuerySchema = z.object({
  _start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  _limit: z.coerce.number().int().min(1).max(100).default(100),
  _sort: z.enum(['updated_at:DESC', 'updated_at:ASC', 'updated_at']).default('updated_at:DESC'),
  type: z.literal('blog').optional(),
  status: z.literal('SAVED').optional(),
  blog: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .describe('only this blog: [] when it is not saved (the article page asks this)'),
});

/** GET /client/favorites (Strapi paging `_start`, `_limit`, `_sort=updated_at:DESC`): cards of saved blogs. */
export const favoriteBlogSchema = z.object({
  id: z.number().int(),
  type: z.literal('blog'),
  status: z.literal('SAVED'),
  savedAt: z.string(),
  blog: blogCardSchema,
});
export type FavoriteBlog = z.infer<typeof favoriteBlogSchema>;
