import { z } from 'zod';

/** A learner's id, as the API sends it and every page keys what it keeps per learner. */
export const userIdSchema = z.number().int();
export type UserId = z.infer<typeof userIdSchema>;
