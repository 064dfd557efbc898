import { z } from 'zod';
import { apiErrorSchema } from '@academy/contracts';

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
