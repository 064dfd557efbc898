// The OpenTelemetry SDK, loaded only when tracing is on (index.mjs decides). The exporter, its
// protocol (http/protobuf, http/json, grpc), endpoint, headers, sampler, propagators and batching
// come from the standard OTEL_* env through NodeSDK; this file adds the module hooks and the
// instrumentations, and keeps metrics and logs out (they have /metrics and stdout).
import { register } from 'node:module';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { createInstrumentations } from './instrumentations.mjs';

/** Whether the env already names the service (then our default must not override it). */
function serviceNamedByEnv(env) {
  if (env.OTEL_SERVICE_NAME?.trim()) return true;
  return /(^|,)\s*service\.name\s*=/.test(env.OTEL_RESOURCE_ATTRIBUTES ?? '');
}

function currentTraceId() {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

export async function startSdk({ serviceName, instrumentations }) {
  // ESM: modules loaded by `import` are seen through import-in-the-middle's loader hook, which
  // wraps only the modules an instrumentation asks for (the message channel tells it which).
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const sdk = new NodeSDK({
    serviceName: serviceNamedByEnv(process.env) ? undefined : serviceName,
    instrumentations: createInstrumentations(instrumentations),
    // traces only: without these NodeSDK would also export metrics and logs to OTLP by default
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  return { sdk, currentTraceId };
}
