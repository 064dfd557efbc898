import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, endpoints, pathCertificateSchema, pathSlugSchema } from '@academy/contracts';
import { notFound } from '../../../lib/app-error.ts';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
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
  const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];
  const userRoute = { preValidation: app.requireUser, tags, security, errors: accountErrors };
  const { content } = endpoints;

  await endpointRoute(
    app,
    content.learningPaths,
    {
      config: { publicCache: true },
      tags,
      summary: 'The learning paths in order, each with its steps (active articles in reading order)',
    },
    async (request) => paths.list(requestLanguage(request)),
  );

  await endpointRoute(
    app,
    content.learningPath,
    {
      config: { publicCache: true },
      tags,
      summary: 'One learning path (404 NOT_FOUND for an unknown slug)',
      errors: { 404: apiErrorSchema, ...errorResponses },
    },
    async (request) => {
      const path = await paths.bySlug(request.params.slug, requestLanguage(request));
      if (!path) throw notFound();
      return path;
    },
  );

  await endpointRoute(
    app,
    content.pathProgress,
    {
      ...userRoute,
      summary: "The signed-in learner's progress on every path: each step read / quiz passed, done count, next step",
    },
    async (request) => paths.progress(currentUser(request).id),
  );

  // Not in the endpoint table (the site claims with POST): an API-only route.
  app.get(
    '/client/v2/paths/:slug/certificate',
    {
      preValidation: app.requireUser,
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

  await endpointRoute(
    app,
    content.claimPathCertificate,
    {
      ...userRoute,
      summary:
        'Claim the certificate of a completed path, once per learner and path (409 PATH_NOT_COMPLETED before every step is done, 409 PROFILE_NAME_REQUIRED without a name)',
    },
    async (request) => certificates.claim(currentUser(request).id, request.params.slug, app.clock.now()),
  );
};

export default pathRoutes;
