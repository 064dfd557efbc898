import { z } from 'zod';
import { countSchema } from '../api-resources';
import { publicCertificateSchema } from '../certificates';
import { quizAccessFilters } from '../constants';
import {
  popQuizAvailableSchema,
  popQuizHintSchema,
  popQuizHistoriesSchema,
  popQuizQuestionSchema,
  popQuizResultSchema,
} from '../pop-quiz';
import { learningProgressSchema } from '../progress';
import {
  quizCardSchema,
  quizCertificateSchema,
  quizDetailSchema,
  quizDiscardResponseSchema,
  quizHintResponseSchema,
  quizProgressSchema,
  quizResultSchema,
  quizSubmitResponseSchema,
} from '../quiz';
import { quizHistoryRecordSchema } from '../quiz-history';
import { idParams, paging, slugParams, whole } from './common.schemas';
import type { SchemasOf } from './endpoint';
import type { QuizShapes } from './quiz';

// The schemas of `quizEndpoints`, loaded on first use (see endpoint.ts).
type Of<Name extends keyof QuizShapes> = SchemasOf<QuizShapes[Name]>;

const id = idParams;
const question = id.extend({ questionId: z.coerce.number().int().positive() });
const listFilter = z.object({
  filter: z.enum(quizAccessFilters),
  category: z.string().optional(),
  name: z.string().optional(),
});
const historyFilter = z.object({ result: z.string().optional(), name: z.string().optional() });
const answers = z.object({ selectedAnswers: z.array(z.number().int().nonnegative()) });
const noBody = z.object({}).strict() as z.ZodType<Record<string, never>, Record<string, never>>;

export const quizList: Of<'quizList'> = { query: listFilter.merge(paging), response: z.array(quizCardSchema) };
export const quizListCount: Of<'quizListCount'> = { query: listFilter, response: countSchema };
export const quizBySlug: Of<'quizBySlug'> = {
  params: slugParams,
  query: z.object({ isMyQuiz: z.coerce.boolean().optional() }),
  response: quizDetailSchema,
};
export const startQuiz: Of<'startQuiz'> = { params: id, response: quizProgressSchema };
export const saveQuiz: Of<'saveQuiz'> = { params: id, response: quizProgressSchema };
export const discardQuiz: Of<'discardQuiz'> = { params: id, response: quizDiscardResponseSchema };
export const finishQuiz: Of<'finishQuiz'> = { params: id, response: quizResultSchema };
export const quizResult: Of<'quizResult'> = { params: id, response: quizResultSchema };
export const requestCertificate: Of<'requestCertificate'> = { params: id, response: quizCertificateSchema };
export const submitAnswer: Of<'submitAnswer'> = { params: question, body: answers, response: quizSubmitResponseSchema };
export const revealHint: Of<'revealHint'> = { params: question, response: quizHintResponseSchema };
export const certificate: Of<'certificate'> = {
  params: z.object({ publicId: z.string().min(1) }),
  response: publicCertificateSchema,
};
export const history: Of<'history'> = {
  query: historyFilter.merge(paging),
  response: z.array(quizHistoryRecordSchema),
};
export const historyCount: Of<'historyCount'> = { query: historyFilter, response: countSchema };
export const learningProgress: Of<'learningProgress'> = { response: learningProgressSchema };
export const popQuizzesAvailable: Of<'popQuizzesAvailable'> = { response: popQuizAvailableSchema };
export const popQuizQuestion: Of<'popQuizQuestion'> = { params: id, response: popQuizQuestionSchema };
export const openPopQuiz: Of<'openPopQuiz'> = { params: id, body: noBody, response: popQuizQuestionSchema };
export const popQuizHint: Of<'popQuizHint'> = { params: question, body: noBody, response: popQuizHintSchema };
export const submitPopQuizAnswer: Of<'submitPopQuizAnswer'> = {
  params: question,
  body: answers,
  response: popQuizResultSchema,
};
export const popQuizHistories: Of<'popQuizHistories'> = {
  query: z.object({ start: whole, limit: whole }),
  response: popQuizHistoriesSchema,
};
