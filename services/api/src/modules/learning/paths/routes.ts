import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  learningPathSchema,
  pathCertificateSchema,
  pathProgressSchema,
  pathSlugSchema,
} from '@academy/contracts';
import { notFound } from '../../../lib/app-error.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { pathCertificatesService } from '../certificates/path-certificates-service.ts';
import { accountErrors, errorResponses } from '../../../lib/http-schemas.ts';

const tags = ['paths'];

/**
 * GET /client/paths (+ /{slug}): the learning paths, the same for everyone (publicly cached);
 * GET /client/v2/paths/progress: the signed-in learner's progress on each;
 * GET|POST /client/v2/paths/{slug}/certificate: the certificate of a completed path.
 */
const pathRoutes: FastifyPluginAsyncZod = async (app) => {
  const paths = app.repositories.learningPaths;
  const certificates = pathCertificatesService(app.db, app.repositories);
  const userRoute = { preValidation: app.requireUser };
  const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];

  app.get(
    '/client/paths',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'The learning paths in order, each with its steps (active articles in reading order)',
        response: { 200: z.array(learningPathSchema), ...errorResponses },
      },
    },
    async (request) => paths.list(requestLanguage(request)),
  );

  app.get(
    '/client/paths/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags,
        summary: 'One learning path (404 NOT_FOUND for an unknown slug)',
        params: z.object({ slug: pathSlugSchema }),
        response: { 200: learningPathSchema, 404: apiErrorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const path = await paths.bySlug(request.params.slug, requestLanguage(request));
      if (!path) throw notFound();
      return path;
    },
  );

  app.get(
    '/client/v2/paths/progress',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary: "The signed-in learner's progress on every path: each step read / quiz passed, done count, next step",
        response: { 200: z.array(pathProgressSchema), ...accountErrors },
      },
    },
    async (request) => paths.progress(currentUser(request).id),
  );

  app.get(
    '/client/v2/paths/:slug/certificate',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary: "The learner's certificate of the path, once claimed (reads only: 404 CERTIFICATE_NOT_FOUND before)",
        params: z.object({ slug: pathSlugSchema }),
        response: { 200: pathCertificateSchema, ...accountErrors },
      },
    },
    async (request) => certificates.issued(currentUser(request).id, request.params.slug),
  );

  app.post(
    '/client/v2/paths/:slug/certificate',
    {
      ...userRoute,
      schema: {
        tags,
        security,
        summary:
          'Claim the certificate of a completed path, once per learner and path (409 PATH_NOT_COMPLETED before every step is done, 409 PROFILE_NAME_REQUIRED without a name)',
        params: z.object({ slug: pathSlugSchema }),
        response: { 200: pathCertificateSchema, ...accountErrors },
      },
    },
    async (request) => certificates.claim(currentUser(request).id, request.params.slug, app.clock.now()),
  );
};

export default pathRoutes;
