import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@academy/contracts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { security, tags, errors } from './schemas.ts';
import type { QuizService } from './service/index.ts';

/** What the learner has done: the result of the last finished attempt, the history, the pending (open) quizzes. */
export const historyRoutes: FastifyPluginAsyncZod<{ quizzes: QuizService }> = async (app, { quizzes }) => {
  const { quiz } = endpoints;
  const userRoute = { preValidation: app.requireUser, tags, security, errors };

  await endpointRoute(
    app,
    quiz.quizResult,
    {
      ...userRoute,
      summary:
        'The last finished attempt: grade, pass, the grades its size can reach and its pass mark (gradeScale, passMark), correct answers and explanations',
    },
    async (request) => quizzes.result(currentUser(request).id, request.params.id, requestLanguage(request)),
  );

  await endpointRoute(
    app,
    quiz.history,
    {
      ...userRoute,
      summary: "The user's finished main quizzes, newest first (result=all|pass|fail, name, _start, _limit)",
    },
    async (request) => quizzes.history(currentUser(request).id, request.query, requestLanguage(request)),
  );

  await endpointRoute(
    app,
    quiz.historyCount,
    { ...userRoute, summary: 'How many finished main quizzes match' },
    async (request) => quizzes.historyCount(currentUser(request).id, request.query),
  );

  await endpointRoute(
    app,
    endpoints.account.savedQuizzes,
    { ...userRoute, summary: "The user's open attempts (saved for later or in progress), newest first" },
    async (request) =>
      quizzes.pending(currentUser(request).id, request.body ?? { _start: 0, _limit: 10 }, requestLanguage(request)),
  );
};
