// A stand-in for an OpenTelemetry collector, for tests: an OTLP/HTTP receiver of traces sent as
// http/json (OTEL_EXPORTER_OTLP_TRACES_PROTOCOL=http/json) on loopback. It keeps every span,
// flattened, and counts every request it got (whatever its path).
import http from 'node:http';

/** OTLP's SpanKind numbers (SPAN_KIND_SERVER ...). */
export const spanKinds = { internal: 1, server: 2, client: 3 };

function valueOf(value = {}) {
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(valueOf);
  if ('intValue' in value) return Number(value.intValue);
  return value.stringValue ?? value.boolValue ?? value.doubleValue;
}

const attributesOf = (list = []) => Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

function spansOf(body) {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const resource = attributesOf(resourceSpans.resource?.attributes);
    return (resourceSpans.scopeSpans ?? []).flatMap((scopeSpans) =>
      (scopeSpans.spans ?? []).map((span) => ({
        service: resource['service.name'],
        scope: scopeSpans.scope?.name,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || undefined,
        name: span.name,
        kind: span.kind,
        attributes: attributesOf(span.attributes),
      })),
    );
  });
}

/**
 * @param {{ port?: number }} [options]  port 0 (default): any free one
 * @returns {Promise<import('./otlp-receiver.d.mts').OtlpReceiver>}
 */
export async function startOtlpReceiver({ port = 0 } = {}) {
  const spans = [];
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests += 1;
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') spans.push(...spansOf(JSON.parse(body)));
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    spans,
    requests: () => requests,
    /** Resolves with the spans once `done(spans)` holds; rejects after `timeoutMs`. */
    async waitFor(done, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (!done(spans)) {
        if (Date.now() > until) throw new Error(`spans not received in time: ${JSON.stringify(spans, null, 1)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return spans;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
