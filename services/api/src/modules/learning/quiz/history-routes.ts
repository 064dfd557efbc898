import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  countSchema,
  pendingQuizListSchema,
  pendingQuizRequestSchema,
  quizAttemptParamsSchema,
  quizHistoryQuerySchema,
  quizHistoryRecordSchema,
  quizResultSchema,
} from '@academy/contracts';
import { requestLanguage } from '../../../lib/language.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { security, tags, errors } from './schemas.ts';

/** What the learner has done: the result of the last finished attempt, the history, the pending (open) quizzes. */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quizzes } = app.repositories;

  const userRoute = { preValidation: app.requireUser };

  app.get(
    '/quiz_v2/:id/result',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary:
          'The last finished attempt: grade, pass, the grades its size can reach and its pass mark (gradeScale, passMark), correct answers and explanations',
        params: quizAttemptParamsSchema,
        response: { 200: quizResultSchema, ...errors },
      },
    },
    async (request) => quizzes.result(currentUser(request).id, request.params.id, requestLanguage(request)),
  );

  app.get(
    '/quiz-history_v2',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary: "The user's finished main quizzes, newest first (result=all|pass|fail, name, _start, _limit)",
        querystring: quizHistoryQuerySchema,
        response: { 200: z.array(quizHistoryRecordSchema), ...errors },
      },
    },
    async (request) => quizzes.history(currentUser(request).id, request.query, requestLanguage(request)),
  );

  app.get(
    '/quiz-history_v2/count',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary: 'How many finished main quizzes match',
        querystring: quizHistoryQuerySchema.omit({ _start: true, _limit: true }),
        response: { 200: countSchema, ...errors },
      },
    },
    async (request) => quizzes.historyCount(currentUser(request).id, request.query),
  );

  app.post(
    '/progress-pending-quiz',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary: "The user's open attempts (saved for later or in progress), newest first",
        body: pendingQuizRequestSchema.nullish(),
        response: { 200: pendingQuizListSchema, ...errors },
      },
    },
    async (request) =>
      quizzes.pending(currentUser(request).id, request.body ?? { _start: 0, _limit: 10 }, requestLanguage(request)),
  );
};
