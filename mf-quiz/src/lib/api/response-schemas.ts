import { z } from 'zod';
import { categorySchema, quizCardSchema, quizHistoryRecordSchema } from '@academy/contracts';

/*
 * Every schema this remote checks an API response with, in one module that `parseResponse` loads
 * on first use: the route table, the loaders and the API modules import none of them, so a page
 * whose data came with the server's HTML hydrates without loading or evaluating zod.
 */
export {
  countSchema,
  learningProgressSchema,
  popQuizAvailableSchema,
  popQuizHintSchema,
  popQuizHistoriesSchema,
  popQuizQuestionSchema,
  popQuizResultSchema,
  publicCertificateSchema,
  quizCertificateSchema,
  quizDetailSchema,
  quizDiscardResponseSchema,
  quizHintResponseSchema,
  quizProgressSchema,
  quizResultSchema,
  quizSubmitResponseSchema,
  userSubscriptionDetailSchema,
} from '@academy/contracts';

export const quizCardListSchema = z.array(quizCardSchema);
export const categoryListSchema = z.array(categorySchema.passthrough());
export const quizHistoryRecordListSchema = z.array(quizHistoryRecordSchema);
