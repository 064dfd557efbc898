// Traces of the shell's server (server/tracing.mjs): started as its `serve` script starts it, with
// a renderer that calls a backend the way a server render does (node:http, what the platform's
// axios client uses on Node, and fetch). With OTEL_* env, both calls carry
// the page request's trace (traceparent); without it, nothing is traced or sent.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spanKinds, startOtlpReceiver } from '@academy/telemetry/otlp-receiver';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [, ...preload] = JSON.parse(readFileSync(path.join(shellDir, 'package.json'), 'utf8'))
  .scripts.serve.split(' ')
  .slice(0, -1);

// The shell's server with a fake renderer (the real one needs webpack's output).
const shellWithRenderer = `
import http from 'node:http';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createShellServer } from ${JSON.stringify(pathToFileURL(path.join(shellDir, 'server.ts')).href)};
const backend = process.env.BACKEND_URL;
const dir = mkdtempSync(path.join(tmpdir(), 'shell-tracing-'));
mkdirSync(path.join(dir, '_app'));
const httpGet = (url) => new Promise((resolve, reject) => {
  http.get(url, (res) => res.resume().on('end', resolve)).on('error', reject);
});
const server = createShellServer({
  template: '<!doctype html><html lang=en><head><title>x</title></head><body><div id=root></div></body></html>',
  dir,
  env: { ...process.env, SSR_CACHE_TTL_MS: '0' },
  renderer: {
    async render() {
      await httpGet(backend + '/client/glossaries?_q=axios-secret');
      await fetch(backend + '/client/blogs?_q=fetch-secret');
      return { kind: 'page', status: 200, html: '<main></main>', styles: [], state: { queries: {} } };
    },
  },
});
server.listen(0, '127.0.0.1', () => console.log('listening on ' + server.address().port));
`;

const envWithoutOtel = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('OTEL_')));

describe("the shell's server traces", () => {
  const seen = [];
  let backend;
  let backendUrl;
  let receiver;
  before(async () => {
    receiver = await startOtlpReceiver();
    backend = http.createServer((req, res) => {
      seen.push({ url: req.url, traceparent: req.headers.traceparent });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]');
    });
    await new Promise((resolve) => backend.listen(0, '127.0.0.1', resolve));
    backendUrl = `http://127.0.0.1:${backend.address().port}`;
  });
  after(async () => {
    backend.close();
    await receiver.close();
  });

  async function startShell(env) {
    const child = spawn(process.execPath, [...preload, '--input-type=module', '-e', shellWithRenderer], {
      cwd: shellDir,
      env: { ...envWithoutOtel(), BACKEND_URL: backendUrl, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const port = await new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const match = /listening on (\d+)/.exec(output);
        if (match) resolve(match[1]);
      });
      child.stderr.on('data', (chunk) => (output += chunk));
      child.once('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
    });
    const stop = () => {
      child.removeAllListeners('exit');
      child.kill();
    };
    return { base: `http://127.0.0.1:${port}`, output: () => output, stop };
  }

  it("carries the page request's trace into the render's API calls (traceparent)", async () => {
    seen.length = 0;
    const shell = await startShell({
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${receiver.url}/v1/traces`,
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '50',
    });
    try {
      assert.equal((await fetch(`${shell.base}/en/glossary?utm_source=page-secret`)).status, 200);
      const isPage = (span) => span.kind === spanKinds.server && span.attributes['url.path'] === '/en/glossary';
      const spans = await receiver.waitFor(
        (all) => all.some(isPage) && all.filter((span) => span.kind === spanKinds.client).length >= 2,
      );
      const page = spans.find(isPage);
      assert.equal(page.service, 'academy-shell');
      assert.equal(seen.length, 2);
      for (const call of seen) {
        const [, traceId, parentId] = call.traceparent?.split('-') ?? [];
        assert.equal(traceId, page.traceId, call.url);
        assert.ok(spans.some((span) => span.spanId === parentId && span.kind === spanKinds.client));
      }
      // no query string (nor its secret) in any span
      for (const span of spans) {
        assert.doesNotMatch(JSON.stringify(span.attributes), /secret/, span.name);
        assert.equal(span.attributes['url.query'], undefined, span.name);
      }
      // the page request's access log line carries its trace id
      const accessLine = () =>
        shell
          .output()
          .split('\n')
          .find((line) => line.includes('"msg":"request"') && line.includes('"path":"/en/glossary"'));
      while (!accessLine()) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.equal(JSON.parse(accessLine()).traceId, page.traceId);
    } finally {
      shell.stop();
    }
  });

  it('is off without OTEL_* env asking for it: no traceparent, nothing sent', async () => {
    seen.length = 0;
    const before = receiver.requests();
    const shell = await startShell({ OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json', OTEL_BSP_SCHEDULE_DELAY: '50' });
    try {
      assert.equal((await fetch(`${shell.base}/en/glossary`)).status, 200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(seen.length, 2);
      assert.ok(seen.every((call) => call.traceparent === undefined));
      assert.equal(receiver.requests(), before);
      assert.doesNotMatch(shell.output(), /"traceId"/);
    } finally {
      shell.stop();
    }
  });
});
