import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contracts } from '../../../../lib/contracts.ts';
import { requestLanguage } from '../../../../lib/language.ts';
import { idParams } from '../../../schemas.ts';
import { currentUser } from '../../../../plugins/auth.ts';

const {
  apiErrorSchema,
  countSchema,
  pendingQuizListSchema,
  pendingQuizRequestSchema,
  quizAttemptParamsSchema,
  quizCardSchema,
  quizCertificateSchema,
  quizDetailSchema,
  quizDiscardResponseSchema,
  quizHintResponseSchema,
  quizHistoryQuerySchema,
  quizHistoryRecordSchema,
  quizListQuerySchema,
  quizProgressSchema,
  quizQuestionParamsSchema,
  quizResultSchema,
  quizSubmitRequestSchema,
  quizSubmitResponseSchema,
} = contracts;

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];
const tags = ['quiz'];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  500: apiErrorSchema,
};
const slugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .refine((v) => !v.includes('\u0000'), 'Invalid character'),
});
const detailQuery = z.object({ isMyQuiz: z.enum(['true', 'false']).optional() });
const optionalToken = z.object({ token: z.string().optional().describe('Bearer <token> (optional)') }).passthrough();

/**
 * Main quiz (spec section 7 "Quiz"): list and quiz for everyone (questions only for those who
 * may play), the attempt (start / save / submit / hint / finish / progress / result), history,
 * pending (saved) quizzes and the certificate. Rules in repositories/quizzes/.
 */
const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quizzes } = app.repositories;

  app.get(
    '/article-quiz-list',
    {
      schema: {
        tags,
        summary:
          'Main quizzes as cards: filter all|exclusive|free, category (topic), name search, paging; visitors may browse',
        querystring: quizListQuerySchema,
        headers: optionalToken,
        response: { 200: z.array(quizCardSchema), ...errors },
      },
    },
    async (request) =>
      quizzes.list(request.query, requestLanguage(request), (await app.optionalUser(request))?.id ?? null),
  );

  app.get(
    '/article-quiz-list/count',
    {
      schema: {
        tags,
        summary: 'How many quizzes match the list filters',
        querystring: quizListQuerySchema.omit({ _start: true, _limit: true }),
        response: { 200: countSchema, ...errors },
      },
    },
    async (request) => quizzes.count(request.query),
  );

  app.get(
    '/quiz_v2/slug/:slug',
    {
      schema: {
        tags,
        summary:
          "A quiz by its slug; isMyQuiz=true adds the user's attempt and what their next start will be (graded or practice, from when)",
        params: slugParams,
        querystring: detailQuery,
        headers: optionalToken,
        response: { 200: quizDetailSchema, ...errors },
      },
    },
    async (request) =>
      quizzes.detail(
        { slug: request.params.slug },
        requestLanguage(request),
        (await app.optionalUser(request))?.id ?? null,
        app.clock.now(),
        request.query.isMyQuiz === 'true',
      ),
  );

  app.get(
    '/articles/:id/quiz',
    {
      schema: {
        tags,
        summary: "An article's quiz (by the article's id)",
        params: idParams,
        querystring: detailQuery,
        headers: optionalToken,
        response: { 200: quizDetailSchema, ...errors },
      },
    },
    async (request) =>
      quizzes.detail(
        { blogId: request.params.id },
        requestLanguage(request),
        (await app.optionalUser(request))?.id ?? null,
        app.clock.now(),
        request.query.isMyQuiz === 'true',
      ),
  );

  const userRoute = { preValidation: app.requireUser };

  app.post(
    '/quiz_v2/:id/start',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary:
          'Start or resume: a new attempt draws 5 questions (graded: unseen ones; else practice) after the retake cool-down (KYC required; an exclusive quiz needs a subscription and takes one main quiz from the allowance)',
        params: quizAttemptParamsSchema,
        response: { 200: quizProgressSchema, ...errors },
      },
    },
    async (request) =>
      quizzes.start(currentUser(request), request.params.id, requestLanguage(request), app.clock.now()),
  );

  app.post(
    '/quiz_v2/:id/discard',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary:
          'Discard the open attempt (the leave dialog): it and its answers are deleted, nothing is revealed, no cool-down; a spent main quiz stays spent',
        params: quizAttemptParamsSchema,
        response: { 200: quizDiscardResponseSchema, ...errors },
      },
    },
    async (request) => quizzes.discard(currentUser(request).id, request.params.id),
  );

  app.post(
    '/quiz_v2/:id/save',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary: 'Save for later (the attempt keeps its answers; start resumes it)',
        params: quizAttemptParamsSchema,
        response: { 200: quizProgressSchema, ...errors },
      },
    },
    async (request) =>
      quizzes.save(currentUser(request).id, request.params.id, requestLanguage(request), app.clock.now()),
  );

  app.get(
    '/quiz_v2/:id/progress',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary: "The open attempt's progress (the user's answers, not judged)",
        params: quizAttemptParamsSchema,
        response: { 200: quizProgressSchema, ...errors },
      },
    },
    async (request) =>
      quizzes.progress(currentUser(request).id, request.params.id, requestLanguage(request), app.clock.now()),
  );

  app.post(
    '/quiz_v2/:id/questions/:qid/submit',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary: 'Store the answer to one question (correctness is only in the result)',
        params: quizQuestionParamsSchema,
        body: quizSubmitRequestSchema,
        response: { 200: quizSubmitResponseSchema, ...errors },
      },
    },
    async (request) =>
      quizzes.submit(
        currentUser(request).id,
        request.params.id,
        request.params.qid,
        request.body.selectedAnswers,
        app.clock.now(),
      ),
  );

  app.post(
    '/quiz_v2/:id/questions/:qid/hint',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary: "Reveal a question's hint (subscribers; the first reveal per question takes one hint)",
        params: quizQuestionParamsSchema,
        response: { 200: quizHintResponseSchema, ...errors },
      },
    },
    async (request) =>
      quizzes.hint(
        currentUser(request).id,
        request.params.id,
        request.params.qid,
        requestLanguage(request),
        app.clock.now(),
      ),
  );

  app.post(
    '/quiz_v2/:id/finish',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary: 'Finish: grade, points (once per quiz, earn-points flag), reward tracking and certificate',
        params: quizAttemptParamsSchema,
        response: { 200: quizResultSchema, ...errors },
      },
    },
    async (request) =>
      quizzes.finish(currentUser(request).id, request.params.id, requestLanguage(request), app.clock.now()),
  );

  app.get(
    '/quiz_v2/:id/result',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary: 'The last finished attempt: grade, pass, correct answers and explanations',
        params: quizAttemptParamsSchema,
        response: { 200: quizResultSchema, ...errors },
      },
    },
    async (request) => quizzes.result(currentUser(request).id, request.params.id, requestLanguage(request)),
  );

  for (const method of ['get', 'post'] as const) {
    app[method](
      '/quiz_v2/:id/certificate',
      {
        ...userRoute,
        schema: {
          tags,
          security,
          summary: 'The certificate of the last pass (issued now if it waited for a profile name)',
          params: quizAttemptParamsSchema,
          response: { 200: quizCertificateSchema, ...errors },
        },
      },
      async (request) => quizzes.certificate(currentUser(request).id, request.params.id, app.clock.now()),
    );
  }

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

export default quizRoutes;
