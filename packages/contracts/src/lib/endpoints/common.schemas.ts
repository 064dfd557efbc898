import { z } from 'zod';

// Parameters several domains' endpoints share (their types: common.ts).
export const whole = z.coerce.number().int().nonnegative().optional();
export const idParams = z.object({ id: z.coerce.number().int().positive() });
export const slugParams = z.object({ slug: z.string().min(1) });
/** The old API's Strapi-like paging. */
export const paging = z.object({ _start: whole, _limit: whole });
