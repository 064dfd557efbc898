// Traces (src/tracing.mjs, @academy/telemetry): the API started as its start script starts it, on
// PostgreSQL, with the real exchange sandbox. With OTEL_* env pointed at an OTLP receiver, a
// request that carries a traceparent (as the shell's server render sends it) continues that trace
// through PostgreSQL and the exchange; without that env nothing is traced or sent.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { spanKinds, startOtlpReceiver, type ReceivedSpan } from '@academy/telemetry/otlp-receiver';
import { serviceRoot } from '../src/config.ts';
import { startExchangeSandbox } from './support/accounts.ts';
import { openTestDatabase, testDbKind } from './support/database.ts';

const needsPostgres = testDbKind() !== 'postgres' && 'pg spans need PostgreSQL (TEST_DB=postgres)';
const exchange = await startExchangeSandbox();
const receiver = await startOtlpReceiver();
after(() => receiver.close());

/** process.env without any OTEL_* (the machine's own must not leak in). */
const envWithoutOtel = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('OTEL_')));

/** Starts the API exactly as `pnpm start` does (the preload included); resolves its address. */
async function startApi(env: Record<string, string>) {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-api-tracing-'));
  const pkg = JSON.parse(fs.readFileSync(path.join(serviceRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [, ...args] = pkg.scripts.start.split(' ');
  const child = spawn(process.execPath, args, {
    cwd: serviceRoot,
    env: {
      ...envWithoutOtel(),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      LOG_LEVEL: 'info',
      ...(exchange.config as Record<string, string>),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const address = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
  });
  const stop = async () => {
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await database.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { address, output: () => output, stop };
}

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const parentSpanId = '00f067aa0ba902b7';
const traceparent = `00-${traceId}-${parentSpanId}-01`;

/** Exchange sign-on: reads and writes PostgreSQL and calls the exchange (token, me, KYC prefill). */
async function signOn(address: string) {
  const response = await fetch(`${address}/client/user-clients/login-exchange?code=query-secret`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', traceparent },
    body: JSON.stringify(await exchange.signOnBody('exu_1001')),
  });
  assert.equal(response.status, 200, await response.clone().text());
}

const ofTrace = (spans: ReceivedSpan[]) => spans.filter((span) => span.traceId === traceId);

describe('traces', { skip: needsPostgres, timeout: 180_000 }, () => {
  it('continue the caller trace through the API, PostgreSQL and the exchange', async () => {
    const api = await startApi({
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: '50',
    });
    try {
      await signOn(api.address);
      const isServer = (span: ReceivedSpan) => span.kind === spanKinds.server && span.parentSpanId === parentSpanId;
      const isPg = (span: ReceivedSpan) => span.scope === '@opentelemetry/instrumentation-pg';
      const toExchange = (span: ReceivedSpan) =>
        span.kind === spanKinds.client && String(span.attributes['url.full']).startsWith(exchange.baseUrl);
      const spans = ofTrace(
        await receiver.waitFor((all) => {
          const trace = ofTrace(all);
          return trace.some(isServer) && trace.some(isPg) && trace.filter(toExchange).length >= 2;
        }),
      );
      const server = spans.find(isServer);
      assert.equal(server?.service, 'academy-api');
      assert.equal(server?.attributes['http.route'], '/client/user-clients/login-exchange');
      assert.equal(server?.attributes['url.path'], '/client/user-clients/login-exchange');
      // every span of the trace hangs under the API's server span
      const ids = new Set(spans.map((span) => span.spanId));
      for (const span of spans) assert.ok(span === server || ids.has(span.parentSpanId ?? ''), span.name);
      // no query string (nor its secret) in any span
      for (const span of receiver.spans) {
        assert.ok(!JSON.stringify(span.attributes).includes('query-secret'), JSON.stringify(span));
        assert.equal(span.attributes['url.query'], undefined, span.name);
      }
      // the request's log lines carry its trace id
      while (!api.output().includes('"msg":"request completed"'))
        await new Promise((resolve) => setTimeout(resolve, 20));
      assert.match(api.output(), new RegExp(`"traceId":"${traceId}".*"msg":"request completed"`));
    } finally {
      await api.stop();
    }
  });

  it('are off without OTEL_* env asking for them: nothing traced, nothing sent', async () => {
    // the SDK's default destination (localhost:4318), when this machine has it free
    const defaultPort = await startOtlpReceiver({ port: 4318 }).catch(() => null);
    const before = receiver.requests();
    const api = await startApi({ OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '50' });
    try {
      await signOn(api.address);
      while (!api.output().includes('"msg":"request completed"'))
        await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal(receiver.requests(), before);
      if (defaultPort) assert.equal(defaultPort.requests(), 0);
      assert.doesNotMatch(api.output(), /"traceId"/);
      assert.match(api.output(), /"msg":"request completed"/);
    } finally {
      await api.stop();
      await defaultPort?.close();
    }
  });
});
