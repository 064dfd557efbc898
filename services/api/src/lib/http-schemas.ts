import { z } from 'zod';
import { apiErrorSchema } from '@academy/contracts';

const queryValue = z.union([z.string(), z.array(z.string())]);

/** Strapi v3 query parameters; field filters (`field`, `field_in`, ...) pass through to the parser. */
export const strapiQuerystring = z
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

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const errorResponses = {
  400: apiErrorSchema,
  429: apiErrorSchema,
  500: apiErrorSchema,
};

/** Error responses of routes that may need a signed-in user. */
export const accountErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  423: apiErrorSchema,
  429: apiErrorSchema,
  500: apiErrorSchema,
  503: apiErrorSchema,
};
