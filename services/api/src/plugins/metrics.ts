import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { appError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /** A background job's run or item failed (payouts, reconcile, clock sync ...). */
      backgroundFailures: Counter<'job'>;
      /** Learners' INP and LCP (seconds), by metric and page type (POST /client/web-vitals). */
      webVitalTimings: Histogram<'metric' | 'page_type'>;
      /** Learners' CLS (a score), by page type. */
      webVitalShifts: Histogram<'page_type'>;
    };
  }
}

/** The process's own metrics (CPU, memory, event loop, GC): one set per process, however many apps it builds. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Prometheus metrics at GET /metrics (prom-client): requests by route and status with latency
 * histograms, the database pool (in use, idle, waiting), the payout queue by status, background
 * failures, learners' web vitals by page type, and the process's own. Each replica keeps its own
 * figures: the operator's Prometheus scrapes every replica and sums them. With METRICS_TOKEN set, /metrics needs
 * `Authorization: Bearer <token>`; the front door does not route it.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response, by method, route and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections of this process, by state (in_use, idle) and its size (max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = app.database.poolStats?.();
        if (!stats) return;
        this.set({ state: 'in_use' }, stats.total - stats.idle);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'max' }, stats.max);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a pooled PostgreSQL connection',
      registers: [registry],
      collect() {
        const stats = app.database.poolStats?.();
        if (stats) this.set(stats.waiting);
      },
    });
    new Gauge({
      name: 'payout_jobs',
      help: 'KKUB payout jobs by status (pending and running: the queue)',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        const { rows } = (await app.db.execute(
          sql`select status, count(*)::int as n from payout_jobs group by status`,
        )) as unknown as { rows: { status: string; n: number }[] };
        this.reset();
        for (const status of ['pending', 'running', 'completed', 'failed']) this.set({ status }, 0);
        for (const row of rows) this.set({ status: row.status }, Number(row.n));
      },
    });
    const backgroundFailures = new Counter({
      name: 'background_job_failures_total',
      help: 'Failed runs or items of background jobs, by job',
      labelNames: ['job'] as const,
      registers: [registry],
    });
    const webVitalTimings = new Histogram({
      name: 'web_vital_seconds',
      help: "Learners' Interaction to Next Paint and Largest Contentful Paint, by metric and page type (a sample of page views)",
      labelNames: ['metric', 'page_type'] as const,
      buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
      registers: [registry],
    });
    const webVitalShifts = new Histogram({
      name: 'web_vital_cls',
      help: "Learners' Cumulative Layout Shift, by page type (a sample of page views)",
      labelNames: ['page_type'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      registers: [registry],
    });
    app.decorate('metrics', { backgroundFailures, webVitalTimings, webVitalShifts });

    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    const token = app.config.METRICS_TOKEN;
    app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
      if (token && request.headers.authorization !== `Bearer ${token}`) {
        throw appError('UNAUTHORIZED');
      }
      const merged = Registry.merge([processMetrics(), registry]);
      reply.type(merged.contentType);
      return merged.metrics();
    });
  },
  { name: 'metrics', dependencies: ['config', 'db'] },
);
