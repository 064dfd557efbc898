import { z } from 'zod';
import { FEEDBACK_MESSAGE_MAX } from './constants';
import { validationKey } from './validation-messages';

export const feedbackTopics = ['content-request', 'feedback'] as const;
/** Blank, or nothing but symbols, punctuation, whitespace and control characters. */
export function isMeaningfulMessage(message: string): boolean {
  return /[\p{L}\p{N}]/u.test(message);
}
/** POST /client/feedbacks (logged in) */
export const feedbackRequestSchema = z.object({
  topic: z.enum(feedbackTopics, { error: validationKey('topicRequired') }),
  message: z
    .string({ error: validationKey('messageRequired') })
    .min(1, validationKey('messageRequired'))
    .max(FEEDBACK_MESSAGE_MAX, validationKey('messageMax'))
    .refine(isMeaningfulMessage, validationKey('messageInvalid')),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

/** POST /client/feedbacks -> 201 */
export const feedbackSchema = z.object({
  id: z.number().int(),
  topic: z.enum(feedbackTopics),
  message: z.string(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
