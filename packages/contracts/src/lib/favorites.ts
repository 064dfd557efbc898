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

/** GET /client/favorites (Strapi paging `_start`, `_limit`, `_sort=updated_at:DESC`): cards of saved blogs. */
export const favoriteBlogSchema = z.object({
  id: z.number().int(),
  type: z.literal('blog'),
  status: z.literal('SAVED'),
  savedAt: z.string(),
  blog: blogCardSchema,
});
export type FavoriteBlog = z.infer<typeof favoriteBlogSchema>;
