// The instrumentations a unit may ask for by name, each configured so that no span carries a
// query string (it may hold a token, an email or a code: spans keep the path only), and so that
// health probes and scrapes make no traces.
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';

const PROBES = new Set(['/health', '/ready', '/healthz', '/metrics']);

/** `url` up to its query or fragment. */
export function withoutQuery(url) {
  const end = String(url).search(/[?#]/);
  return end < 0 ? String(url) : String(url).slice(0, end);
}

/** An outgoing node:http request's URL without query (and without user:password). */
function outgoingUrl(options) {
  const protocol = options.protocol || 'http:';
  const port = String(options.port ?? '');
  let host = options.host || options.hostname || 'localhost';
  if (!host.includes(':') && port && port !== '80' && port !== '443') host += `:${port}`;
  return `${protocol}//${host}${withoutQuery(options.path || '/')}`;
}

// A hook's attribute set to undefined is dropped from the span (the SDK skips empty values).
const factories = {
  http: () =>
    new HttpInstrumentation({
      ignoreIncomingRequestHook: (request) => PROBES.has(withoutQuery(request.url ?? '/')),
      startIncomingSpanHook: () => ({ 'url.query': undefined }),
      startOutgoingSpanHook: (options) => ({ 'url.full': outgoingUrl(options) }),
    }),
  // Node's fetch
  undici: () =>
    new UndiciInstrumentation({
      startSpanHook: (request) => ({
        'url.full': `${request.origin}${withoutQuery(request.path)}`,
        'url.query': undefined,
      }),
    }),
  // queries outside a traced request (start-up, background jobs) make no lone traces
  pg: () => new PgInstrumentation({ requireParentSpan: true }),
  // Registers itself on every Fastify instance through Fastify's diagnostics channel (no module
  // patching); a span for the request and its handler, none per hook (a dozen plugins' hooks).
  // No exception events: their message and stack may hold SQL or input (the API logs errors by
  // code only).
  fastify: () =>
    new FastifyOtelInstrumentation({
      registerOnInitialization: true,
      instrumentHooks: false,
      recordExceptions: false,
      requestHook: (span, request) => span.setAttribute('url.path', withoutQuery(request.url)),
    }),
};

/** @param {Array<keyof typeof factories>} names */
export function createInstrumentations(names) {
  return names.map((name) => {
    const create = factories[name];
    if (!create) throw new Error(`unknown instrumentation ${name}`);
    return create();
  });
}
