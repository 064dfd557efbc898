import { z } from 'zod';
import { countSchema } from '../api-resources';
import { publicCertificateSchema } from '../certificates';
import {
  popQuizAvailableSchema,
  popQuizHintSchema,
  popQuizHistoriesSchema,
  popQuizPageQuerySchema,
  popQuizQuestionSchema,
  popQuizResultSchema,
  popQuizSubmitRequestSchema,
} from '../pop-quiz';
import { learningProgressSchema } from '../progress';
import {
  certificatePublicIdSchema,
  quizCardSchema,
  quizCertificateSchema,
  quizDetailSchema,
  quizDiscardResponseSchema,
  quizHintResponseSchema,
  quizListQuerySchema,
  quizProgressSchema,
  quizQuestionParamsSchema,
  quizResultSchema,
  quizSubmitRequestSchema,
  quizSubmitResponseSchema,
} from '../quiz';
import { quizHistoryQuerySchema, quizHistoryRecordSchema } from '../quiz-history';
import { flag, idParams, slugParams } from './common.schemas';
import type { SchemasOf } from './endpoint';
import type { QuizShapes } from './quiz';

// The schemas of `quizEndpoints`, loaded on first use (see endpoint.ts); the API validates with them too.
type Of<Name extends keyof QuizShapes> = SchemasOf<QuizShapes[Name]>;

const id = idParams;
const question = id.extend({ questionId: quizQuestionParamsSchema.shape.qid });
const popQuizQuestionParams = id.extend({ questionId: z.coerce.number().int().positive().max(2_147_483_647) });
const listCountQuery = quizListQuerySchema.omit({ _start: true, _limit: true });
const historyCountQuery = quizHistoryQuerySchema.omit({ _start: true, _limit: true });
// The open and hint calls take no body: an empty object, null or none at all.
const noBody = z.object({}).strict().nullish() as unknown as z.ZodType<unknown, Record<string, never>>;

export const quizList: Of<'quizList'> = { query: quizListQuerySchema, response: z.array(quizCardSchema) };
export const quizListCount: Of<'quizListCount'> = { query: listCountQuery, response: countSchema };
export const quizBySlug: Of<'quizBySlug'> = {
  params: slugParams,
  query: z.object({ isMyQuiz: flag }),
  response: quizDetailSchema,
};
export const startQuiz: Of<'startQuiz'> = { params: id, response: quizProgressSchema };
export const saveQuiz: Of<'saveQuiz'> = { params: id, response: quizProgressSchema };
export const discardQuiz: Of<'discardQuiz'> = { params: id, response: quizDiscardResponseSchema };
export const finishQuiz: Of<'finishQuiz'> = { params: id, response: quizResultSchema };
export const quizResult: Of<'quizResult'> = { params: id, response: quizResultSchema };
export const requestCertificate: Of<'requestCertificate'> = { params: id, response: quizCertificateSchema };
export const submitAnswer: Of<'submitAnswer'> = {
  params: question,
  body: quizSubmitRequestSchema,
  response: quizSubmitResponseSchema,
};
export const revealHint: Of<'revealHint'> = { params: question, response: quizHintResponseSchema };
export const certificate: Of<'certificate'> = { params: certificatePublicIdSchema, response: publicCertificateSchema };
export const history: Of<'history'> = { query: quizHistoryQuerySchema, response: z.array(quizHistoryRecordSchema) };
export const historyCount: Of<'historyCount'> = { query: historyCountQuery, response: countSchema };
export const learningProgress: Of<'learningProgress'> = { response: learningProgressSchema };
export const popQuizzesAvailable: Of<'popQuizzesAvailable'> = { response: popQuizAvailableSchema };
export const popQuizQuestion: Of<'popQuizQuestion'> = { params: id, response: popQuizQuestionSchema };
export const openPopQuiz: Of<'openPopQuiz'> = { params: id, body: noBody, response: popQuizQuestionSchema };
export const popQuizHint: Of<'popQuizHint'> = {
  params: popQuizQuestionParams,
  body: noBody,
  response: popQuizHintSchema,
};
export const submitPopQuizAnswer: Of<'submitPopQuizAnswer'> = {
  params: popQuizQuestionParams,
  body: popQuizSubmitRequestSchema,
  response: popQuizResultSchema,
};
export const popQuizHistories: Of<'popQuizHistories'> = {
  query: popQuizPageQuerySchema,
  response: popQuizHistoriesSchema,
};
