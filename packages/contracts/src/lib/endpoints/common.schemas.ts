import { z } from 'zod';

// Parameters several domains' endpoints share (their types: common.ts).
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const slugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .refine((v) => !v.includes('\u0000'), 'Invalid character'),
});
/** A yes/no query flag: `true`/`false` as the browser passes it, or the strings a URL carries. */
export const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).optional();
