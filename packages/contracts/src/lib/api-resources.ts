import { z } from 'zod';
import type { CategoryEntry } from './content';

/** What the site reads of a category (the categories endpoint answers `CategoryEntry`). */
export type Category = Pick<CategoryEntry, 'id' | 'slug' | 'name_en' | 'name_th' | 'ranking'>;

/** GET /client/v2/profile */
export const profilePointsSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  point: z.number().int(),
});
export type ProfilePoints = z.infer<typeof profilePointsSchema>;

/** `/count` endpoints answer with a bare JSON number. */
export const countSchema = z.number().int().nonnegative();
