import { z } from 'zod';

/** Response shapes of the API's content and account resources (field names as the API sends them). */
export const glossarySchema = z.object({
  id: z.number().int(),
  tag: z.string(),
  title_en: z.string(),
  title_th: z.string(),
  definition_en: z.string(),
  definition_th: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Glossary = z.infer<typeof glossarySchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_th: z.string(),
  ranking: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /client/v2/profile */
export const profilePointsSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  point: z.number().int(),
});
export type ProfilePoints = z.infer<typeof profilePointsSchema>;

/** `/count` endpoints answer with a bare JSON number. */
export const countSchema = z.number().int().nonnegative();
