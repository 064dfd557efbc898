// The shell's server's own API call (the sitemap) carries the id and the
// learner's address of the request they serve, like a render's: the learner's budget at the API,
// never one every learner shares; the address only as the trusted proxies name it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, describe, it } from 'node:test';
import { createObservability } from '@academy/static-host';
import { createShellServer } from '../server.ts';
import { forwardedHeaders } from '../server/forwarded.ts';

const template = '<!doctype html><html lang=en><head><title>x</title></head><body><div id=root></div></body></html>';
const quiet = () => new Writable({ write: (_chunk, _encoding, done) => done() });

async function shellWith(env) {
  const calls = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-forwarded-'));
  mkdirSync(path.join(dir, '_app'));
  const shell = createShellServer({
    template,
    env: { SERVER_API_URL: 'http://api.internal', ...env },
    dir,
    fetchImpl: async (url, init) => {
      calls.push({ url: String(url), headers: init?.headers ?? {} });
      return new Response('{}', { status: 404 });
    },
    observability: createObservability({ unit: 'shell', destination: quiet(), processMetrics: false }),
  });
  await new Promise((resolve) => shell.listen(0, '127.0.0.1', resolve));
  return { shell, calls, base: `http://127.0.0.1:${shell.address().port}` };
}

describe("the shell's server's own API calls", () => {
  const servers = [];
  after(() => servers.forEach((s) => s.close()));
  const spoofed = { 'x-request-id': 'req-7', 'x-forwarded-for': '198.51.100.7' };

  it("carry the request's id and the learner's address a trusted proxy gave", async () => {
    const { shell, calls, base } = await shellWith({ TRUST_PROXY: 'loopback' });
    servers.push(shell);
    const sitemap = await fetch(`${base}/sitemap.xml`, { headers: { ...spoofed, 'x-request-id': 'req-8' } });
    assert.equal(sitemap.headers.get('x-request-id'), 'req-8');
    const list = calls.find((c) => c.url.endsWith('/client/sitemap'));
    assert.equal(list.headers['x-request-id'], 'req-8');
    assert.equal(list.headers['x-forwarded-for'], '198.51.100.7');
  });

  it('name the peer, not what an untrusted one wrote', async () => {
    const { shell, calls, base } = await shellWith({});
    servers.push(shell);
    await fetch(`${base}/sitemap.xml`, { headers: spoofed });
    assert.equal(calls[0].headers['x-forwarded-for'], '127.0.0.1');
  });

  it('leave out what is not known', () => {
    assert.deepEqual(forwardedHeaders(), {});
    assert.deepEqual(forwardedHeaders({ requestId: 'a' }), { 'x-request-id': 'a' });
  });
});
