import { z } from 'zod';
import { FEEDBACK_MESSAGE_MAX } from '@academy/contracts';

export const feedbackTopics = ['content-request', 'feedback'] as const;
export type FeedbackTopic = (typeof feedbackTopics)[number];

/** A message needs at least one letter or digit (any script): blank or symbol-only text is invalid. */
const hasLetterOrDigit = /[\p{L}\p{N}]/u;

export const feedbackSchema = z.object({
  topic: z.union([z.enum(feedbackTopics), z.literal('')]).refine((topic) => topic !== '', 'validation.topicRequired'),
  message: z
    .string()
    .min(1, 'validation.messageRequired')
    .max(FEEDBACK_MESSAGE_MAX, 'validation.messageMax')
    .refine((message) => hasLetterOrDigit.test(message), 'validation.messageInvalid'),
});
export type FeedbackValues = z.input<typeof feedbackSchema>;
