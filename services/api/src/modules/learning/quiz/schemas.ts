import { z } from 'zod';
import { apiErrorSchema } from '@academy/contracts';

/** What the quiz routes' OpenAPI entries share. */
export const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];
export const tags = ['quiz'];
export const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  500: apiErrorSchema,
};
export const detailQuery = z.object({ isMyQuiz: z.enum(['true', 'false']).optional() });
export const optionalToken = z
  .object({ token: z.string().optional().describe('Bearer <token> (optional)') })
  .passthrough();
