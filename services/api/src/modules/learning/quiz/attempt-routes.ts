import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, quizAttemptParamsSchema, quizProgressSchema } from '@academy/contracts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { security, tags, errors } from './schemas.ts';
import type { QuizService } from './service/index.ts';

/** Playing: start (or resume), discard, save for later, progress, submit an answer, reveal a hint, finish. */
export const attemptRoutes: FastifyPluginAsyncZod<{ quizzes: QuizService }> = async (app, { quizzes }) => {
  const { quiz } = endpoints;

  const userRoute = { preValidation: app.requireUser, tags, security, errors };

  await endpointRoute(
    app,
    quiz.startQuiz,
    {
      ...userRoute,
      summary:
        'Start or resume: a new attempt draws 5 questions (graded: unseen ones; else practice) after the retake cool-down (KYC required; an exclusive quiz needs a subscription and takes one main quiz from the allowance)',
    },
    async (request) =>
      quizzes.start(currentUser(request), request.params.id, requestLanguage(request), app.clock.now()),
  );

  await endpointRoute(
    app,
    quiz.discardQuiz,
    {
      ...userRoute,
      summary:
        'Discard the open attempt (the leave dialog): it and its answers are deleted, its questions count as seen (no graded attempt asks them again), no answer is revealed, no cool-down; a spent main quiz stays spent',
    },
    async (request) => quizzes.discard(currentUser(request).id, request.params.id, app.clock.now()),
  );

  await endpointRoute(
    app,
    quiz.saveQuiz,
    { ...userRoute, summary: 'Save for later (the attempt keeps its answers; start resumes it)' },
    async (request) =>
      quizzes.save(currentUser(request).id, request.params.id, requestLanguage(request), app.clock.now()),
  );

  // Not in the endpoint table (the site does not call it): an API-only route.
  app.get(
    '/quiz_v2/:id/progress',
    {
      preValidation: app.requireUser,
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

  await endpointRoute(
    app,
    quiz.submitAnswer,
    { ...userRoute, summary: 'Store the answer to one question (correctness is only in the result)' },
    async (request) =>
      quizzes.submit(
        currentUser(request).id,
        request.params.id,
        request.params.questionId,
        request.body.selectedAnswers,
        app.clock.now(),
      ),
  );

  await endpointRoute(
    app,
    quiz.revealHint,
    {
      ...userRoute,
      summary: "Reveal a question's hint (subscribers; the first reveal per question takes one hint)",
    },
    async (request) =>
      quizzes.hint(
        currentUser(request).id,
        request.params.id,
        request.params.questionId,
        requestLanguage(request),
        app.clock.now(),
      ),
  );

  await endpointRoute(
    app,
    quiz.finishQuiz,
    {
      ...userRoute,
      summary: 'Finish: grade, points (once per quiz, earn-points flag), reward tracking and certificate',
    },
    async (request) =>
      quizzes.finish(currentUser(request).id, request.params.id, requestLanguage(request), app.clock.now()),
  );
};
