import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  quizAttemptParamsSchema,
  quizDiscardResponseSchema,
  quizHintResponseSchema,
  quizProgressSchema,
  quizQuestionParamsSchema,
  quizResultSchema,
  quizSubmitRequestSchema,
  quizSubmitResponseSchema,
} from '@academy/contracts';
import { requestLanguage } from '../../../lib/language.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { security, tags, errors } from './schemas.ts';

/** Playing: start (or resume), discard, save for later, progress, submit an answer, reveal a hint, finish. */
export const attemptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quizzes } = app.repositories;

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
          'Discard the open attempt (the leave dialog): it and its answers are deleted, its questions count as seen (no graded attempt asks them again), no answer is revealed, no cool-down; a spent main quiz stays spent',
        params: quizAttemptParamsSchema,
        response: { 200: quizDiscardResponseSchema, ...errors },
      },
    },
    async (request) => quizzes.discard(currentUser(request).id, request.params.id, app.clock.now()),
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
};
