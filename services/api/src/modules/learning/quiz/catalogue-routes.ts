import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countSchema, quizCardSchema, quizDetailSchema, quizListQuerySchema } from '@academy/contracts';
import { requestLanguage } from '../../../lib/language.ts';
import { idParams } from '../../../lib/http-schemas.ts';
import { tags, errors, slugParams, detailQuery, optionalToken } from './schemas.ts';

/** The catalogue, for everyone: quiz cards with filters, and a quiz (questions only for those who may play). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
