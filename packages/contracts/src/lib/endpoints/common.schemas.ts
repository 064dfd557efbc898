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
const queryValue = z.union([z.string(), z.array(z.string())]);
/** Strapi v3 list parameters as a URL carries them; field filters (`field`, `field_in`, ...) pass through to the API's parser. */
export const strapiQuery = z
  .object({
    _sort: z.string().optional().describe('field:ASC|DESC, comma separated'),
    _limit: z
      .string()
      .optional()
      .describe('rows to return (default 100; at most 100, glossary 500; -1 or more is clamped to that)'),
    _start: z.string().optional().describe('rows to skip'),
    _q: z.string().optional().describe('text search'),
  })
  .catchall(queryValue);
