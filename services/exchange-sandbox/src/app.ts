/**
 * The exchange sandbox: a real OAuth2 authorization server (@node-oauth/oauth2-server) plus the
 * KYC and wallet endpoints the academy needs. All state is in memory (see state.ts).
 */
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import OAuth2Server, { OAuthError } from '@node-oauth/oauth2-server';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type SandboxConfig } from './config.js';
import { SandboxError } from './errors.js';
import { createOAuthServer } from './oauth.js';
import { registerOAuthRoutes } from './oauth-routes.js';
import { registerProfileRoutes } from './profile-routes.js';
import { SandboxState } from './state.js';
import { registerWalletRoutes } from './wallet-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: SandboxState;
    sandboxConfig: SandboxConfig;
  }
}

export interface BuildOptions {
  config?: Partial<SandboxConfig>;
  /** clock for PIN locks (tests move it); OAuth token expiry uses the real clock */
  now?: () => number;
  logger?: boolean;
}

const oauthErrorBody = (e: OAuthError) => ({
  statusCode: e.code,
  code: e.name.toUpperCase(),
  message: e.message,
  // RFC 6749 names, for OAuth client libraries
  error: e.name,
  error_description: e.message,
});

export function buildApp(options: BuildOptions = {}): FastifyInstance {
  const config: SandboxConfig = { ...loadConfig({}), ...options.config };
  const state = new SandboxState(options.now);
  const oauth: OAuth2Server = createOAuthServer(config, state);
  const app = Fastify({ logger: options.logger ?? false });
  app.decorate('sandbox', state);
  app.decorate('sandboxConfig', config);

  app.register(formbody);
  app.register(cors, { origin: true });

  app.setErrorHandler((error: Error & { statusCode?: number }, req, reply) => {
    if (error instanceof SandboxError) return reply.code(error.statusCode).send(error.toJSON());
    if (error instanceof OAuthError) return reply.code(error.code).send(oauthErrorBody(error));
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error(error);
      return reply.code(500).send({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' });
    }
    return reply.code(status).send({ statusCode: status, code: 'BAD_REQUEST', message: error.message });
  });
  app.setNotFoundHandler((req, reply) =>
    reply
      .code(404)
      .send({ statusCode: 404, code: 'NOT_FOUND', message: `No route ${req.method} ${req.url.split('?')[0]}` }),
  );

  app.get('/health', async () => ({ status: 'ok', service: 'exchange-sandbox' }));
  const deps = { config, state, oauth };
  registerOAuthRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerWalletRoutes(app, deps);
  return app;
}
