import { z } from 'zod';
import { PIN_LENGTH } from '@academy/contracts';

/** The wallet PIN of the order summary: digits only, exactly PIN_LENGTH (6) of them. */
export const pinSchema = z.object({
  pin: z
    .string()
    .min(1, 'checkout.validation.pinRequired')
    .regex(/^\d*$/, 'checkout.validation.pinDigits')
    .length(PIN_LENGTH, 'checkout.validation.pinLength'),
});
export type PinValues = z.input<typeof pinSchema>;
