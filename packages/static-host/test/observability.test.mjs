// A static host's request ids, JSON access log, /metrics and drain on SIGTERM (observability.mjs,
// index.mjs listen).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createObservability, createStaticHost } from '../src/index.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

function builtDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'static-host-obs-'));
  writeFileSync(path.join(dir, 'index.html'), '<p>standalone</p>');
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x = 1;');
  return dir;
}

describe('request ids, access log and metrics', () => {
  const lines = [];
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
  let server;
  let base;
  before(async () => {
    const observability = createObservability({ unit: 'mf-test', destination, processMetrics: false });
    server = createStaticHost({ dir: builtDir(), observability, metricsToken: 'a-metrics-token-of-length' });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  after(() => server.close());

  it('keeps a sane X-Request-Id from the proxy, replaces a bad one, makes one when none', async () => {
    const kept = await fetch(`${base}/remoteEntry.js`, { headers: { 'x-request-id': 'proxy-id-1' } });
    assert.equal(kept.headers.get('x-request-id'), 'proxy-id-1');
    const replaced = await fetch(`${base}/remoteEntry.js`, { headers: { 'x-request-id': 'bad id <script>' } });
    assert.match(replaced.headers.get('x-request-id'), /^[0-9a-f-]{36}$/);
    const made = await fetch(`${base}/remoteEntry.js`);
    assert.match(made.headers.get('x-request-id'), /^[0-9a-f-]{36}$/);
  });

  it('logs one JSON line per response: unit, request id, method, path without its query, status, ms', async () => {
    lines.length = 0;
    await fetch(`${base}/en/quizzes?email=someone@example.test`, { headers: { 'x-request-id': 'log-me' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = lines.find((l) => l.requestId === 'log-me');
    assert.ok(line, JSON.stringify(lines));
    assert.equal(line.unit, 'mf-test');
    assert.equal(line.msg, 'request');
    assert.equal(line.method, 'GET');
    assert.equal(line.path, '/en/quizzes');
    assert.equal(line.status, 200);
    assert.equal(typeof line.ms, 'number');
    assert.doesNotMatch(JSON.stringify(lines), /someone@example/);
  });

  it('counts requests by kind and status at /metrics, for whoever has the token', async () => {
    await fetch(`${base}/nothing-here.js`);
    assert.equal((await fetch(`${base}/metrics`)).status, 401);
    const response = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer a-metrics-token-of-length' } });
    assert.equal(response.status, 200);
    const text = await response.text();
    assert.match(text, /^http_requests_total\{method="GET",kind="page",status_code="200"\} \d+/m);
    assert.match(text, /^http_requests_total\{method="GET",kind="asset",status_code="200"\} [3-9]/m);
    assert.match(
      text,
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",kind="asset",status_code="200"\}/m,
    );
    assert.doesNotMatch(text, /nothing-here/, 'no path in a label');
  });
});

describe('drain on SIGTERM', () => {
  it(
    'health says 503 at once, files are still served during the delay, then the process exits 0',
    { timeout: 30_000 },
    async () => {
      const child = spawn(process.execPath, [path.join(here, '../src/cli.mjs'), builtDir()], {
        env: { ...process.env, PORT: '0', DRAIN_DELAY_MS: '1500' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stderr.on('data', (chunk) => (output += chunk));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // PORT=0: read the port the server took from its log line
      const port = await new Promise((resolve, reject) => {
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const match = /"port":(\d+)/.exec(output);
          if (match) resolve(Number(match[1]));
        });
        exited.then((code) => reject(new Error(`exited ${code}: ${output}`)));
      });
      const base = `http://127.0.0.1:${port}`;
      try {
        assert.equal((await fetch(`${base}/healthz`)).status, 200);
        child.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.equal((await fetch(`${base}/healthz`)).status, 503);
        assert.equal((await fetch(`${base}/remoteEntry.js`)).status, 200);
        assert.equal(await exited, 0, output);
        assert.match(output, /"msg":"draining"/);
      } finally {
        child.kill('SIGKILL');
      }
    },
  );
});
