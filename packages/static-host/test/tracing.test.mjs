// Traces of a remote's static host: the CLI started with its preload (src/preload.mjs), as the
// composition and the images start it. With OTEL_* env, a request continues its caller's trace
// (one server span, named academy-<unit>) and its access log line carries the trace id; health
// probes make no spans; without that env nothing is traced or sent.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { spanKinds, startOtlpReceiver } from '@academy/telemetry/otlp-receiver';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const parentSpanId = '00f067aa0ba902b7';
const envWithoutOtel = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('OTEL_')));

function builtDir() {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'static-host-tracing-')), 'mf-test', 'dist');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<p>standalone</p>');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x = 1;');
  return dir;
}

async function startHost(env) {
  const child = spawn(
    process.execPath,
    ['--import', path.join(src, 'preload.mjs'), path.join(src, 'cli.mjs'), builtDir()],
    { env: { ...envWithoutOtel(), PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
  });
  const accessLine = async (pathname) => {
    const find = () =>
      output.split('\n').find((line) => line.includes('"msg":"request"') && line.includes(`"path":"${pathname}"`));
    while (!find()) await new Promise((resolve) => setTimeout(resolve, 20));
    return JSON.parse(find());
  };
  const stop = () => {
    child.removeAllListeners('exit');
    child.kill('SIGKILL');
  };
  return { base: `http://127.0.0.1:${port}`, output: () => output, accessLine, stop };
}

describe("a static host's traces", () => {
  let receiver;
  before(async () => (receiver = await startOtlpReceiver()));
  after(() => receiver.close());

  it('continue the caller trace with a server span; probes make none', async () => {
    const host = await startHost({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '50',
    });
    try {
      const traceparent = `00-${traceId}-${parentSpanId}-01`;
      for (const probe of ['/healthz', '/metrics'])
        await (await fetch(`${host.base}${probe}`, { headers: { traceparent } })).text();
      const asset = await fetch(`${host.base}/remoteEntry.js?v=asset-secret`, { headers: { traceparent } });
      assert.equal(asset.status, 200);
      const [span, ...others] = await receiver.waitFor((spans) => spans.length > 0);
      assert.deepEqual(others, []);
      assert.equal(span.service, 'academy-mf-test');
      assert.equal(span.kind, spanKinds.server);
      assert.equal(span.traceId, traceId);
      assert.equal(span.parentSpanId, parentSpanId);
      assert.equal(span.attributes['url.path'], '/remoteEntry.js');
      assert.equal(span.attributes['url.query'], undefined);
      assert.doesNotMatch(JSON.stringify(span.attributes), /secret/);
      assert.equal((await host.accessLine('/remoteEntry.js')).traceId, traceId);
    } finally {
      host.stop();
    }
  });

  it('are off without OTEL_* env asking for them: nothing traced, nothing sent', async () => {
    const before = receiver.requests();
    const host = await startHost({ OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '50' });
    try {
      const asset = await fetch(`${host.base}/remoteEntry.js`, {
        headers: { traceparent: `00-${traceId}-${parentSpanId}-01` },
      });
      assert.equal(asset.status, 200);
      assert.equal((await host.accessLine('/remoteEntry.js')).traceId, undefined);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(receiver.requests(), before);
    } finally {
      host.stop();
    }
  });
});
