import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

/**
 * Per-IP rate limit. With REDIS_URL the counters live in Redis (shared by every replica);
 * without it, in process memory (fine for one instance).
 */
export default fp(
  async (app) => {
    const { REDIS_URL, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS } = app.config;
    let redis: Redis | undefined;
    if (REDIS_URL) {
      redis = new Redis(REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: true,
      max: RATE_LIMIT_MAX,
      timeWindow: RATE_LIMIT_WINDOW_MS,
      ...(redis ? { redis, nameSpace: 'academy-api-rl:' } : {}),
      // Thrown, so it reaches the error handler and gets the one error shape.
      errorResponseBuilder: (_request, context) =>
        new AppError(context.statusCode, 'RATE_LIMITED', `Too many requests, retry in ${context.after}`),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
