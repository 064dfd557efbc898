import { z } from 'zod';

/** GET /client/provinces (77, ordered by Thai name code) */
export const provinceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_th: z.string(),
});
export type Province = z.infer<typeof provinceSchema>;
