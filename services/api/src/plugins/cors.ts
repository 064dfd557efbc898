import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import { XSRF_HEADER_NAME } from '@academy/contracts';

/** Only the site's own origins (CORS_ORIGINS) get CORS headers; others get none. */
export default fp(
  async (app) => {
    const allowed = new Set(app.config.CORS_ORIGINS);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: [
        'Content-Type',
        'Authorization',
        'token',
        'type',
        'lang',
        XSRF_HEADER_NAME,
        'X-Request-Id',
        'Idempotency-Key',
      ],
      exposedHeaders: [
        'X-Request-Id',
        'Retry-After',
        'X-RateLimit-Limit',
        'X-RateLimit-Remaining',
        'X-RateLimit-Reset',
      ],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
