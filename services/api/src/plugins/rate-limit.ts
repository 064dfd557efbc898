import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { appError } from '../lib/app-error.ts';

export interface KeyedLimitOptions {
  /** Names the counter (keys are `<name>:<key>`); one name per limit. */
  name: string;
  max: number;
  windowMs: number;
  /** What to count by (an email, `user:<id>`, ...); undefined: this request is not counted. */
  key: (request: FastifyRequest) => string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A limit keyed by something known only after the body is parsed (the email of a login,
     * the signed-in user): a preHandler that answers 429 RATE_LIMITED with Retry-After. It
     * counts in @fastify/rate-limit's store, so in Redis (shared by every replica) with REDIS_URL.
     */
    keyedLimit(options: KeyedLimitOptions): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Every rate limit of the API goes through @fastify/rate-limit: the global per-IP limit, the
 * per-route ones (`config.rateLimit`) and the keyed ones (`app.keyedLimit`). With REDIS_URL the
 * counters live in Redis (one count for N replicas); without it, in process memory (one instance).
 * The client IP is `request.ip`, which honours only the proxies TRUST_PROXY names (a hop count
 * or addresses), so X-Forwarded-For cannot pick a fresh IP for each request.
 */
export default fp(
  async (app) => {
    const { REDIS_URL, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS } = app.config;
    let redis: Redis | undefined;
    if (REDIS_URL) {
      redis = new Redis(REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
      // Without a listener ioredis reports connection errors as unhandled 'error' events.
      redis.on('error', (error: Error) => app.log.warn({ code: 'REDIS_UNAVAILABLE', err: error.message }, 'redis'));
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: true,
      max: RATE_LIMIT_MAX,
      timeWindow: RATE_LIMIT_WINDOW_MS,
      // A Redis outage lets requests through (logged) rather than failing every route with 500;
      // the account lock-out in the database still holds.
      skipOnError: true,
      ...(redis ? { redis, nameSpace: 'academy-api-rl:' } : {}),
      // Thrown, so it reaches the error handler and gets the one error shape.
      errorResponseBuilder: () => appError('RATE_LIMITED'),
    });

    app.decorate('keyedLimit', (options: KeyedLimitOptions) => {
      const check = app.createRateLimit({
        max: options.max,
        timeWindow: options.windowMs,
        keyGenerator: (request) => `${options.name}:${options.key(request) ?? ''}`,
      });
      return async (request: FastifyRequest, reply: FastifyReply) => {
        if (options.key(request) === undefined) return;
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          const seconds = Math.max(1, result.ttlInSeconds);
          reply.header('retry-after', String(seconds));
          throw appError('RATE_LIMITED');
        }
      };
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
