import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PGlite } from '@electric-sql/pglite';
import { traceIdMixin } from '@academy/telemetry';
import { loadConfig, type Config } from './config.ts';
import configPlugin from './plugins/config.ts';
import dbPlugin from './plugins/db.ts';
import metricsPlugin from './plugins/metrics.ts';
import corsPlugin from './plugins/cors.ts';
import helmetPlugin from './plugins/helmet.ts';
import cookiePlugin from './plugins/cookie.ts';
import csrfPlugin from './plugins/csrf.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import multipartPlugin from './plugins/multipart.ts';
import swaggerPlugin from './plugins/swagger.ts';
import errorsPlugin from './plugins/errors.ts';
import inputGuardPlugin from './plugins/input-guard.ts';
import authPlugin from './plugins/auth.ts';
import repositoriesPlugin from './plugins/repositories.ts';
import mailerPlugin from './plugins/mailer.ts';
import { healthRoutes, remoteRegistryRoutes, webVitalsRoutes } from './modules/operations/index.ts';
import { glossaryRoutes, categoryRoutes, blogRoutes, contentRoutes } from './modules/content/index.ts';
import publicCachePlugin from './plugins/public-cache.ts';
import contentImportPlugin from './plugins/content-import.ts';
import { eventRoutes, teamHackathonRoutes } from './modules/events/index.ts';
import {
  profileRoutes,
  userClientRoutes,
  favoriteRoutes,
  feedbackRoutes,
  provinceRoutes,
  unsubscribeRoutes,
} from './modules/account/index.ts';
import accountsPlugin from './plugins/accounts.ts';
import {
  payoutsPlugin,
  paymentsPlugin,
  subscriptionRoutes,
  userSubscriptionInfoRoutes,
  redeemRoutes,
  rewardTrackingRoutes,
  couponRoutes,
} from './modules/commerce/index.ts';
import {
  weeklyDigestPlugin,
  quizRoutes,
  certificateRoutes,
  popQuizRoutes,
  popQuizPayoutsPlugin,
  learningProgressRoutes,
  readingRoutes,
  pathRoutes,
} from './modules/learning/index.ts';
import { webVitalsPath } from '@academy/contracts';

export interface BuildAppOptions {
  /** Defaults to loadConfig(process.env). */
  config?: Config;
  /** An open PGlite to use instead of DATA_DIR (tests). The app closes it. */
  pglite?: PGlite;
  /** Override the logger (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** Extra routes registered after the app's own (tests use it for failure paths). */
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /** Called for every route as it is registered (tests list the routes with it). */
  onRoute?: onRouteHookHandler;
}

const REQUEST_ID_HEADER = 'x-request-id';

/** Requests are logged by method and path: never the query string (it may carry emails or tokens). */
export const requestLogSerializers = {
  req(request: { method: string; url: string; routeOptions?: { url?: string }; ip?: string }) {
    return { method: request.method, url: request.url.split('?')[0], route: request.routeOptions?.url };
  },
};

/**
 * Fastify's `trustProxy` from TRUST_PROXY. A hop count N trusts the last N hops (proxy-addr's
 * classic meaning: the client is the address N entries from the right of X-Forwarded-For);
 * Fastify 5.12 turns a bare number into "trust nobody", so the count goes in as a function.
 */
export function trustProxyOption(
  setting: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return setting === 0 ? false : (_address, hop) => hop < setting;
  return setting;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.token', 'req.headers.cookie'],
      serializers: requestLogSerializers,
      // the trace id of the request's span, while tracing is on
      mixin: traceIdMixin,
    },
    // Take a sane incoming X-Request-Id (from a proxy), else make one; echoed back below.
    genReqId: (request) => {
      const incoming = request.headers[REQUEST_ID_HEADER];
      return typeof incoming === 'string' && /^[\w.:-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Start-up plugins (migrations, the content import) can take well over Fastify's default 10 s
    // on a busy host; timing out there crash-looped the container (seen in the compose suite).
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('lifecycle', { draining: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // While draining, every answer closes its connection: the client's next request opens one to
  // another replica, and a keep-alive socket left idle by a request answered after close() began
  // does not hold the exit for the keep-alive timeout (72 s).
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
  });

  // External plugins, in order.
  await app.register(configPlugin, { config });
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(dbPlugin, { pglite: options.pglite });
  await app.register(metricsPlugin);
  await app.register(corsPlugin);
  await app.register(helmetPlugin);
  await app.register(cookiePlugin);
  await app.register(csrfPlugin);
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(swaggerPlugin);

  // App plugins.
  await app.register(repositoriesPlugin);
  await app.register(authPlugin);
  await app.register(mailerPlugin);
  await app.register(publicCachePlugin);
  await app.register(accountsPlugin);
  // after accounts: the social cards go to its file storage
  await app.register(contentImportPlugin);
  await app.register(paymentsPlugin);
  await app.register(payoutsPlugin);
  await app.register(popQuizPayoutsPlugin);
  await app.register(weeklyDigestPlugin);

  // Routes.
  await app.register(healthRoutes);
  await app.register(remoteRegistryRoutes);
  await app.register(glossaryRoutes, { prefix: '/client/glossaries' });
  await app.register(categoryRoutes, { prefix: '/client/categories' });
  await app.register(blogRoutes, { prefix: '/client/blogs' });
  await app.register(contentRoutes);
  await app.register(eventRoutes);
  await app.register(pathRoutes);
  await app.register(profileRoutes, { prefix: '/client/v2/profile' });
  await app.register(userClientRoutes, { prefix: '/client/user-clients' });
  await app.register(favoriteRoutes, { prefix: '/client/favorites' });
  await app.register(feedbackRoutes, { prefix: '/client/feedbacks' });
  await app.register(webVitalsRoutes, { prefix: webVitalsPath });
  await app.register(provinceRoutes, { prefix: '/client/provinces' });
  await app.register(subscriptionRoutes, { prefix: '/client/subscriptions' });
  await app.register(userSubscriptionInfoRoutes, { prefix: '/client/user-subscription-infos' });
  await app.register(quizRoutes, { prefix: '/client/v2' });
  await app.register(certificateRoutes, { prefix: '/client/certificates' });
  await app.register(popQuizRoutes);
  await app.register(teamHackathonRoutes, { prefix: '/team-hackathons' });
  await app.register(learningProgressRoutes, { prefix: '/client/v2' });
  await app.register(readingRoutes, { prefix: '/client/v2/reading' });
  await app.register(redeemRoutes);
  await app.register(rewardTrackingRoutes);
  await app.register(couponRoutes);
  await app.register(unsubscribeRoutes, { prefix: '/client/unsubscribe' });
  if (options.extraRoutes) await app.register(async (scope) => options.extraRoutes?.(scope));

  return app;
}
