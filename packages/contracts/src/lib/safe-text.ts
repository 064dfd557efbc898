import { z } from 'zod';

const noNul = (value: string) => !value.includes('\u0000');

/** Free text of a query or body: at most `max` characters and never a NUL byte. */
export const safeText = (max: number) => z.string().max(max).refine(noNul, 'Invalid character');
