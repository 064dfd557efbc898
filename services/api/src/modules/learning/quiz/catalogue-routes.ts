import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, quizDetailSchema } from '@academy/contracts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { idParams } from '../../../lib/http-schemas.ts';
import { tags, errors, detailQuery, optionalToken } from './schemas.ts';
import type { QuizService } from './service/index.ts';

/** The catalogue, for everyone: quiz cards with filters, and a quiz (questions only for those who may play). */
export const catalogueRoutes: FastifyPluginAsyncZod<{ quizzes: QuizService }> = async (app, { quizzes }) => {
  const { quiz } = endpoints;

  await endpointRoute(
    app,
    quiz.quizList,
    {
      tags,
      summary:
        'Main quizzes as cards: filter all|exclusive|free, category (topic), name search, paging; visitors may browse',
      headers: optionalToken,
      errors,
    },
    async (request) =>
      quizzes.list(request.query, requestLanguage(request), (await app.optionalUser(request))?.id ?? null),
  );

  await endpointRoute(
    app,
    quiz.quizListCount,
    { tags, summary: 'How many quizzes match the list filters', errors },
    async (request) => quizzes.count(request.query),
  );

  await endpointRoute(
    app,
    quiz.quizBySlug,
    {
      tags,
      summary:
        "A quiz by its slug; isMyQuiz=true adds the user's attempt and what their next start will be (graded or practice, from when)",
      headers: optionalToken,
      errors,
    },
    async (request) =>
      quizzes.detail(
        { slug: request.params.slug },
        requestLanguage(request),
        (await app.optionalUser(request))?.id ?? null,
        app.clock.now(),
        request.query.isMyQuiz === true,
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
};
