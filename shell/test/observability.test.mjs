// The shell's server as an operator sees it: a render's API calls carry the request's id, the
// learner's address (through the trusted proxies only) and a timeout; /metrics counts server renders
// by outcome and the micro-cache's answers; one JSON access line per response.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { createObservability } from '@academy/static-host';
import { createShellServer } from '../server.ts';

const template =
  '<!doctype html><html lang=en><head><title>x</title></head><body><div id=root></div><script defer src=/_app/main.js></script></body></html>';
const page = { kind: 'page', status: 200, html: '<main><h1>Glossary</h1></main>', styles: [], state: { queries: {} } };

describe('shell server: request context, metrics and access log', () => {
  const calls = [];
  const lines = [];
  let answer = page;
  let shell;
  let base;
  before(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-obs-'));
    mkdirSync(path.join(dir, '_app'));
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(
          ...chunk
            .toString()
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line)),
        );
        done();
      },
    });
    shell = createShellServer({
      template,
      env: {
        SERVER_API_URL: 'http://api.internal',
        TRUST_PROXY: 'loopback',
        SSR_LOADER_TIMEOUT_MS: '1234',
        SSR_CACHE_TTL_MS: '60000',
      },
      dir,
      fetchImpl: async () => new Response('', { status: 503 }),
      renderer: {
        async render(options) {
          calls.push(options);
          if (answer instanceof Error) throw answer;
          return answer;
        },
      },
      observability: createObservability({ unit: 'shell', destination, processMetrics: false }),
    });
    await new Promise((resolve) => shell.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${shell.address().port}`;
  });
  after(() => shell.close());

  it("passes the request's id, the learner's address from the trusted proxy and the loader timeout to the render", async () => {
    calls.length = 0;
    const response = await fetch(`${base}/en/glossary`, {
      headers: { 'x-request-id': 'from-the-front-door', 'x-forwarded-for': '198.51.100.7' },
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-request-id'), 'from-the-front-door');
    assert.deepEqual(calls[0].request, {
      requestId: 'from-the-front-door',
      forwardedFor: '198.51.100.7',
      timeoutMs: 1234,
    });
  });

  it('counts renders by outcome and the micro-cache by result at /metrics', async () => {
    await fetch(`${base}/en/glossary`); // cached since the first test: a hit
    answer = new Error('loader timed out');
    await fetch(`${base}/en/articles`); // a miss whose render failed: the browser renders it
    answer = page;
    const text = await (await fetch(`${base}/metrics`)).text();
    assert.match(text, /^ssr_renders_total\{outcome="rendered"\} 1$/m);
    assert.match(text, /^ssr_renders_total\{outcome="error"\} 1$/m);
    assert.match(text, /^ssr_page_cache_total\{result="miss"\} 2$/m);
    assert.match(text, /^ssr_page_cache_total\{result="hit"\} 1$/m);
    assert.match(text, /^ssr_render_duration_seconds_count 2$/m);
    assert.match(text, /^http_requests_total\{method="GET",kind="page",status_code="200"\} 3$/m);
  });

  it('logs each response as one JSON line with its request id, and a failed render with its path', async () => {
    const line = lines.find((l) => l.msg === 'request' && l.requestId === 'from-the-front-door');
    assert.deepEqual([line?.unit, line?.method, line?.path, line?.status], ['shell', 'GET', '/en/glossary', 200]);
    const failure = lines.find((l) => /server render failed/.test(l.msg));
    assert.equal(failure?.path, '/en/articles');
    assert.equal(failure?.level, 50);
  });
});

describe('an address from a peer that is not a trusted proxy', () => {
  it('is the peer itself: a client cannot name another learner for the API', async () => {
    const calls = [];
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-obs-'));
    mkdirSync(path.join(dir, '_app'));
    const shell = createShellServer({
      template,
      env: { SERVER_API_URL: 'http://api.internal', SSR_CACHE_TTL_MS: '0' },
      dir,
      renderer: { render: async (options) => (calls.push(options), page) },
      observability: createObservability({
        unit: 'shell',
        destination: new Writable({ write: (_c, _e, done) => done() }),
        processMetrics: false,
      }),
    });
    await new Promise((resolve) => shell.listen(0, '127.0.0.1', resolve));
    try {
      await fetch(`http://127.0.0.1:${shell.address().port}/en/glossary`, {
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      assert.equal(calls[0].request.forwardedFor, '127.0.0.1');
    } finally {
      shell.close();
    }
  });
});
