// When tracing is on (the standard OTEL_* env only), that off it loads nothing of the SDK, and the
// instrumentations' URL without query. The traces themselves: the API's, the shell's and the
// static host's tracing tests.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { traceIdMixin, tracingRequested } from '../src/index.mjs';
import { withoutQuery } from '../src/instrumentations.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('tracingRequested', () => {
  it('is on for an exporter named, or an OTLP endpoint given', () => {
    for (const env of [
      { OTEL_TRACES_EXPORTER: 'otlp' },
      { OTEL_TRACES_EXPORTER: 'console' },
      { OTEL_TRACES_EXPORTER: ' OTLP , console' },
      { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' },
      { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' },
      { OTEL_SDK_DISABLED: 'false', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' },
    ]) {
      assert.equal(tracingRequested(env), true, JSON.stringify(env));
    }
  });

  it('is off by default, for `none`, for other OTEL_* alone, and whenever OTEL_SDK_DISABLED=true', () => {
    for (const env of [
      {},
      { OTEL_TRACES_EXPORTER: '' },
      { OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' },
      { OTEL_SERVICE_NAME: 'academy-api', OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_TRACES_SAMPLER: 'always_on' },
      { OTEL_EXPORTER_OTLP_ENDPOINT: '  ' },
      { OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' },
      { OTEL_SDK_DISABLED: 'TRUE', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' },
    ]) {
      assert.equal(tracingRequested(env), false, JSON.stringify(env));
    }
  });
});

/** In a fresh process with `env`: does startTracing start, and which OpenTelemetry modules load. */
function startIn(env) {
  const script = `
    import { createRequire } from 'node:module';
    import { startTracing } from '@academy/telemetry';
    const started = await startTracing({ serviceName: 'academy-test', instrumentations: ['http'] });
    const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes('@opentelemetry'));
    console.log(JSON.stringify({ started, loaded: loaded.length }));
    process.exit(0);
  `;
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('OTEL_')));
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: packageDir,
    env: { ...clean, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1));
}

describe('startTracing', () => {
  it('off: starts nothing and loads no OpenTelemetry module', () => {
    assert.deepEqual(startIn({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }), { started: false, loaded: 0 });
    assert.deepEqual(startIn({ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'console' }), {
      started: false,
      loaded: 0,
    });
  });

  it('on: starts the SDK', () => {
    const { started, loaded } = startIn({ OTEL_TRACES_EXPORTER: 'console' });
    assert.equal(started, true);
    assert.ok(loaded > 0);
  });
});

describe('traceIdMixin', () => {
  it('adds nothing while tracing is off, in a new object each time (pino merges into it)', () => {
    const first = traceIdMixin();
    assert.deepEqual(first, {});
    assert.notEqual(traceIdMixin(), first);
  });
});

describe('withoutQuery', () => {
  it('keeps a URL up to its query or fragment', () => {
    assert.equal(withoutQuery('http://x.test/a/b?token=1#f'), 'http://x.test/a/b');
    assert.equal(withoutQuery('/client/blogs?_q=secret'), '/client/blogs');
    assert.equal(withoutQuery('/a#frag'), '/a');
    assert.equal(withoutQuery('/plain'), '/plain');
  });
});
