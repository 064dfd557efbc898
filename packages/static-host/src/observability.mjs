// What an operator sees of a static host (the shell's server and every remote's): a request id
// per request (X-Request-Id, taken from the proxy or made here, echoed back), one JSON access log
// line per response (pino; the path without its query string), Prometheus metrics at /metrics
// (prom-client: requests by kind and status with a latency histogram, the process's own), and a
// drain on SIGTERM (readiness false, serve on, then finish what is in flight).
import { randomUUID } from 'node:crypto';
import { traceIdMixin } from '@academy/telemetry';
import { pino } from 'pino';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

// The shell's server adds its own metrics to a host's registry with these (its image carries
// static-host's dependencies, not its own: see the Dockerfile's shell stage).
export { Counter, Histogram } from 'prom-client';

const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request's id: a sane incoming X-Request-Id (from the proxy), else a new one. */
export function requestIdOf(req) {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** What a path is, for the metrics' labels (a bounded set, never the path itself). */
export function requestKind(pathname, basePath) {
  if (pathname === '/healthz') return 'health';
  if (pathname === '/metrics') return 'metrics';
  if (pathname.endsWith('.json')) return 'json';
  if (basePath === '/' ? /\.[a-z0-9]+$/i.test(pathname) : pathname.startsWith(basePath)) return 'asset';
  return 'page';
}

/**
 * The observability of one static host: `observe(req, res, kind)` on every request (id, log line,
 * metrics), `registry` for more metrics (the shell adds its server render's), `metricsText()`.
 * @param {{ unit: string, destination?: import('pino').DestinationStream, processMetrics?: boolean }} options
 */
export function createObservability({ unit, destination, processMetrics = true }) {
  // while tracing is on, a line written inside a traced request carries its traceId
  const logger = pino({ base: { unit }, timestamp: pino.stdTimeFunctions.isoTime, mixin: traceIdMixin }, destination);
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'kind', 'status_code'];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, kind (page, asset, json, health, metrics) and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by method, kind and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    logger,
    registry,
    /** Gives the request its id (req.id, the X-Request-Id answer header) and logs and counts its answer. */
    observe(req, res, kind) {
      const started = process.hrtime.bigint();
      req.id = requestIdOf(req);
      res.setHeader('X-Request-Id', req.id);
      res.once('finish', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const labels = { method: req.method, kind, status_code: String(res.statusCode) };
        requests.inc(labels);
        latency.observe(labels, seconds);
        logger.info({
          msg: 'request',
          requestId: req.id,
          method: req.method,
          path: (req.url ?? '/').split('?')[0],
          status: res.statusCode,
          ms: Math.round(seconds * 1000),
        });
      });
    },
    metricsText: () => registry.metrics(),
  };
}
