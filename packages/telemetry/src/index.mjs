// Tracing of a Node unit, off unless the standard OTEL_* env asks for it. This file is what every
// process loads (its preload and its logger): it reads env and nothing else. The SDK, the module
// hooks and the instrumentations (./sdk.mjs) load only once tracing is on.

let sdk = null;
let currentTraceId = () => undefined;

const listOf = (value) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/**
 * Whether the env asks for traces: OTEL_TRACES_EXPORTER names an exporter (`none` turns it off),
 * or, with it unset, an OTLP endpoint is given. OTEL_SDK_DISABLED=true wins. Nothing else: the
 * SDK's own default (OTLP to localhost:4318) never starts by itself.
 */
export function tracingRequested(env = process.env) {
  if (
    String(env.OTEL_SDK_DISABLED ?? '')
      .trim()
      .toLowerCase() === 'true'
  )
    return false;
  const exporters = listOf(env.OTEL_TRACES_EXPORTER);
  if (exporters.length > 0) return !exporters.includes('none');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/**
 * Starts tracing when the env asks for it (else does nothing and loads nothing). Call it from a
 * preload (`node --import`), before the unit's own modules load.
 * @param {{ serviceName: string, instrumentations: import('./index.d.mts').InstrumentationName[] }} options
 *   serviceName: the default when neither OTEL_SERVICE_NAME nor OTEL_RESOURCE_ATTRIBUTES names one.
 */
export async function startTracing({ serviceName, instrumentations }) {
  if (sdk || !tracingRequested()) return false;
  const started = await (await import('./sdk.mjs')).startSdk({ serviceName, instrumentations });
  sdk = started.sdk;
  currentTraceId = started.currentTraceId;
  return true;
}

/** Exports the spans still queued and stops tracing (before the process exits); a no-op when off. */
export async function shutdownTracing() {
  const running = sdk;
  sdk = null;
  currentTraceId = () => undefined;
  await running?.shutdown().catch(() => {});
}

/** A pino `mixin`: `{ traceId }` of the active span while tracing is on, else nothing. */
export function traceIdMixin() {
  const traceId = currentTraceId();
  // pino merges the log line into the object returned: a new one each time
  return traceId ? { traceId } : {};
}
