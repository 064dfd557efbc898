import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@academy/contracts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { accountErrors } from '../../../lib/http-schemas.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { popQuizCards } from './cards.ts';
import { popQuizServiceOf } from './attempts/index.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];
const tags = ['pop quiz'];

/**
 * Pop quizzes at the spec's paths (section 7 "Pop quiz"); rules in business-rules.md "Pop quiz"
 * and pop-quiz/attempts/. Only the server clock (app.clock) decides time.
 */
const popQuizRoutes: FastifyPluginAsyncZod = async (app) => {
  const { popQuizHistories } = app.repositories;
  const popQuizAttempts = popQuizServiceOf(app);
  const { quiz } = endpoints;
  const userRoute = { preValidation: app.requireUser, tags, security, errors: accountErrors };

  await endpointRoute(
    app,
    quiz.popQuizzesAvailable,
    {
      tags,
      errors: accountErrors,
      summary:
        'Pop quiz cards: the open ones, the ones just ended and the next one (with the user state when signed in)',
    },
    async (request) =>
      popQuizCards(
        app,
        popQuizAttempts,
        (await app.optionalUser(request))?.id ?? null,
        requestLanguage(request),
        app.clock.now(),
      ),
  );

  await endpointRoute(
    app,
    quiz.openPopQuiz,
    {
      ...userRoute,
      summary:
        'Start the pop quiz: the first call draws this learner a question, shuffles its choices for them and starts the clock (history inprogress); later calls answer the same try (the clock is not restarted). 409 POP_QUIZ_EXPIRED, POP_QUIZ_OUT_OF_REWARD, POP_QUIZ_NOT_AVAILABLE',
    },
    async (request) =>
      popQuizAttempts.open(currentUser(request).id, request.params.id, requestLanguage(request), app.clock.now()),
  );

  await endpointRoute(
    app,
    quiz.popQuizQuestion,
    {
      ...userRoute,
      summary:
        "The learner's started try (question, choices in their order, time left, result once over); changes nothing: 409 QUIZ_NOT_STARTED when there is none (POST .../open starts it)",
    },
    async (request) =>
      popQuizAttempts.view(currentUser(request).id, request.params.id, requestLanguage(request), app.clock.now()),
  );

  await endpointRoute(
    app,
    quiz.submitPopQuizAnswer,
    {
      ...userRoute,
      summary:
        "Answer the pop quiz (one try) with positions in the learner's order of the choices: right or wrong only (completed, pending, outofreward or failed; the answer shows in the history once the window is over, to learners identity-verified when they started); 409 QUIZ_TIME_OVER after the limit",
    },
    async (request) =>
      popQuizAttempts.submit(
        currentUser(request).id,
        request.params.id,
        request.params.questionId,
        request.body.selectedAnswers,
        requestLanguage(request),
        app.clock.now(),
      ),
  );

  await endpointRoute(
    app,
    quiz.popQuizHint,
    { ...userRoute, summary: 'Reveal the hint (subscribers; the first reveal spends one hint from the allowance)' },
    async (request) =>
      popQuizAttempts.hint(
        currentUser(request).id,
        request.params.id,
        request.params.questionId,
        requestLanguage(request),
        app.clock.now(),
      ),
  );

  await endpointRoute(
    app,
    quiz.popQuizHistories,
    {
      ...userRoute,
      summary:
        "The user's pop quiz tries in every status, newest first (offset = start x limit), each with its answer once its window is over, and the cool-down",
    },
    async (request) => {
      const user = currentUser(request);
      const now = app.clock.now();
      const { start, limit, q } = request.query;
      const page = await popQuizHistories.list(user.id, { start, limit, q }, requestLanguage(request), now);
      const cooldown = await popQuizAttempts.cooldownEndsAt(user.id, now);
      return { ...page, start, limit, cooldownEndsAt: cooldown ? cooldown.toISOString() : null };
    },
  );

  await endpointRoute(
    app,
    endpoints.account.completedPopQuizzes,
    {
      ...userRoute,
      summary: "The user's completed pop quizzes, newest first; `start` is a page index (offset = start x limit)",
    },
    async (request) => {
      const { start, limit, q } = request.query;
      const page = await popQuizHistories.list(
        currentUser(request).id,
        { start, limit, q },
        requestLanguage(request),
        app.clock.now(),
        true,
      );
      return { ...page, start, limit };
    },
  );
};

export default popQuizRoutes;
