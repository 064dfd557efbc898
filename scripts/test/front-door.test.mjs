// docker/front-door/nginx.conf: its upstreams agree with the composition, and driven through a
// real nginx (Debian's package, unpacked on first use) in front of stand-in replicas and a stand-in
// of Docker's DNS, it routes, strips prefixes, names the client and the request, spreads requests
// over replicas, finds new ones, skips a dead one, and never sends a POST twice.
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ports, remotes } from '../composition.mjs';
import { configForTest, nginxBinary, startDnsStub, startNginx, startUpstream } from './support/front-door.mjs';
import { readNginxConf } from './support/nginx-conf.mjs';

const conf = readNginxConf();

const found = nginxBinary();
const apiReplicas = ['127.0.0.2', '127.0.0.3'];

describe('the front door, run', { skip: found.why }, () => {
  let dir;
  let dns;
  let nginx;
  let base;
  let health;
  const answers = {};
  const upstreams = {};
  // the replicas that take a request and die before answering, while a test says so
  const dying = new Set();
  const onRequest = (req, res) => {
    if (!dying.has(req.socket.localAddress)) return false;
    res.socket.destroy();
    return true;
  };
  const replica = (name, host) => upstreams[name].find((u) => u.host === host);
  const allRequests = (name) => upstreams[name].flatMap((u) => u.requests);
  const clear = () =>
    Object.values(upstreams)
      .flat()
      .forEach((u) => (u.requests.length = 0));

  /** A request with the path as written (no URL normalisation): { status, headers, body }. */
  const send = (rawPath, { method = 'GET', headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const req = http.request(`${base}/`, { method, headers, path: rawPath }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, rawHeaders: res.rawHeaders, body: text }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });

  before(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'academy-front-door-'));
    // run as root, nginx's workers are `nobody`: they write request bodies into this folder
    chmodSync(dir, 0o755);
    dns = await startDnsStub(answers);
    const portMap = {};
    const start = async (name, hosts, options) => {
      const first = await startUpstream(hosts[0], `${name}@${hosts[0]}`, options);
      const rest = [];
      for (const host of hosts.slice(1))
        rest.push(await startUpstream(host, `${name}@${host}`, { ...options, port: first.port }));
      upstreams[name] = [first, ...rest];
      answers[name] = [...hosts];
      return first.port;
    };
    portMap[ports.shell] = await start('shell', ['127.0.0.1']);
    portMap[ports.api] = await start('api', apiReplicas, { onRequest });
    for (const r of remotes) portMap[ports[r]] = await start(`mf-${r}`, ['127.0.0.1']);
    const listen = { 8080: await freePort(), 8081: await freePort() };
    const file = path.join(dir, 'nginx.conf');
    writeFileSync(file, configForTest(conf, { listen, ports: portMap, resolverPort: dns.port, dir }));
    base = `http://127.0.0.1:${listen[8080]}`;
    health = `http://127.0.0.1:${listen[8081]}`;
    nginx = await startNginx(found.bin, file, dir, `${health}/healthz`);
  });

  after(async () => {
    nginx?.kill('SIGTERM');
    dns?.close();
    for (const list of Object.values(upstreams)) if (Array.isArray(list)) for (const u of list) await u.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sends pages to the shell with the request line as written', async () => {
    clear();
    const res = await send('/th/articles/%E0%B8%81?tag=a%20b');
    assert.equal(res.status, 200);
    assert.deepEqual(JSON.parse(res.body), { name: 'shell@127.0.0.1' });
    assert.equal(allRequests('shell')[0].url, '/th/articles/%E0%B8%81?tag=a%20b');
  });

  it('strips /api and /remotes/<name> and keeps the rest as written', async () => {
    clear();
    assert.equal((await send('/api/client/blogs/slug/%E0%B8%81?lang=th')).status, 200);
    assert.deepEqual(
      allRequests('api').map((r) => r.url),
      ['/client/blogs/slug/%E0%B8%81?lang=th'],
    );
    for (const r of remotes) {
      const res = await send(`/remotes/${r}/mf-manifest.json?v=1`);
      assert.deepEqual(JSON.parse(res.body), { name: `mf-${r}@127.0.0.1` });
      assert.deepEqual(
        allRequests(`mf-${r}`).map((q) => q.url),
        ['/mf-manifest.json?v=1'],
      );
    }
    assert.equal((await send('/remotes/nope/x.js')).status, 404);
    // a raw line that normalises into another prefix is refused, not sent on half-stripped
    assert.equal((await send('/remotes/quiz/../../api/client/x')).status, 400);
  });

  it('never routes a unit’s /metrics', async () => {
    clear();
    for (const p of [
      '/metrics',
      '/api/metrics',
      '/api//metrics',
      '/api/%6detrics',
      '/remotes/quiz/metrics',
      '/x/../metrics',
    ])
      assert.equal((await send(p)).status, 404, p);
    assert.equal(
      Object.values(upstreams)
        .flat()
        .filter((u) => u.requests?.length).length,
      0,
    );
  });

  it('never routes a unit’s /internal/ (the remotes registry the shells read)', async () => {
    clear();
    for (const p of [
      '/api/internal/remotes',
      '/api//internal/remotes',
      '/api/%69nternal/remotes',
      '/api/internal',
      '/internal/remotes',
      '/x/../api/internal/remotes',
    ])
      assert.equal((await send(p)).status, 404, p);
    assert.equal(
      Object.values(upstreams)
        .flat()
        .filter((u) => u.requests?.length).length,
      0,
    );
  });

  it('names the client by the connection and the proto by its own scheme, whatever the client wrote', async () => {
    clear();
    await send('/api/client/session', {
      headers: { 'X-Forwarded-For': '203.0.113.7', 'X-Forwarded-Proto': 'https', 'X-Real-IP': '203.0.113.8' },
    });
    const { headers } = allRequests('api')[0];
    assert.equal(headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(headers['x-forwarded-proto'], 'http');
  });

  it('gives every request one X-Request-Id: a sane one the client sent, else a new one', async () => {
    clear();
    const own = await send('/api/x', { headers: { 'X-Request-Id': 'e2e-abc.1:2' } });
    assert.equal(allRequests('api')[0].headers['x-request-id'], 'e2e-abc.1:2');
    assert.equal(own.headers['x-request-id'], 'e2e-abc.1:2');
    assert.equal(own.rawHeaders.filter((h) => h.toLowerCase() === 'x-request-id').length, 1);
    const insane = await send('/en', { headers: { 'X-Request-Id': 'a b<script>' } });
    assert.match(insane.headers['x-request-id'], /^[0-9a-f]{32}$/);
    assert.equal(allRequests('shell')[0].headers['x-request-id'], insane.headers['x-request-id']);
    const refused = await send('/metrics');
    assert.match(refused.headers['x-request-id'], /^[0-9a-f]{32}$/);
  });

  it('logs one JSON line per request with its id and path, without the query string', async () => {
    await send('/api/client/user-clients/verify-email?token=secret-token', {
      headers: { 'X-Request-Id': 'log-line-1' },
    });
    await new Promise((r) => setTimeout(r, 100));
    const lines = readFileSync(path.join(dir, 'access.log'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const line = lines.find((l) => l.requestId === 'log-line-1');
    assert.equal(line.path, '/api/client/user-clients/verify-email');
    assert.equal(line.status, 200);
    assert.doesNotMatch(readFileSync(path.join(dir, 'access.log'), 'utf8'), /secret-token/);
  });

  it('spreads requests over the replicas of a name', async () => {
    clear();
    for (let i = 0; i < 30; i++) assert.equal((await send(`/api/client/blogs?i=${i}`)).status, 200);
    for (const host of apiReplicas) assert.ok(replica('api', host).requests.length > 0, `${host} got none of 30`);
  });

  it('finds a replica that appears under the name later, and forgets one that left', async () => {
    // the test's resolver answers stay valid 1 s (nginx counts in whole seconds)
    const expired = () => new Promise((r) => setTimeout(r, 2500));
    const late = await startUpstream('127.0.0.4', 'api@127.0.0.4', { port: upstreams.api[0].port });
    try {
      answers.api = ['127.0.0.4'];
      await expired();
      for (let i = 0; i < 5; i++) assert.deepEqual(JSON.parse((await send('/api/x')).body), { name: 'api@127.0.0.4' });
      answers.api = [...apiReplicas];
      await expired();
      late.requests.length = 0;
      for (let i = 0; i < 5; i++) await send('/api/x');
      assert.equal(late.requests.length, 0);
    } finally {
      await late.close();
    }
  });

  it('skips a replica that refuses the connection, for a GET and a POST alike (nothing was sent)', async () => {
    const down = replica('api', apiReplicas[0]);
    await down.close();
    try {
      for (let i = 0; i < 10; i++) {
        assert.equal((await send('/api/x')).status, 200);
        assert.equal((await send('/api/x', { method: 'POST', body: '{}' })).status, 200);
      }
    } finally {
      upstreams.api[0] = await startUpstream(apiReplicas[0], `api@${apiReplicas[0]}`, { port: down.port, onRequest });
    }
  });

  it('retries a GET on the next replica when one dies mid-request, but never a POST', async () => {
    const dies = apiReplicas[0];
    dying.add(dies);
    try {
      const answered = { GET: [], POST: [] };
      for (let i = 0; i < 16; i++) {
        for (const method of ['GET', 'POST']) {
          clear();
          const res = await send('/api/x', { method, body: method === 'POST' ? '{"n":1}' : undefined });
          const reached = apiReplicas.filter((host) => replica('api', host).requests.length);
          answered[method].push({ status: res.status, reached });
        }
      }
      // a GET that reached the dying replica was sent on to the other and answered
      assert.ok(answered.GET.every((a) => a.status === 200));
      assert.ok(
        answered.GET.some((a) => a.reached.length === 2),
        'no GET met the dying replica',
      );
      // a POST that reached it is answered 502 and reached no other replica
      for (const a of answered.POST) assert.equal(a.reached.length, 1);
      assert.ok(
        answered.POST.some((a) => a.status === 502 && a.reached[0] === dies),
        'no POST met the dying replica',
      );
    } finally {
      dying.delete(dies);
    }
  });

  it('takes a body larger than nginx’s default 1 MB on /api/ only', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 1);
    assert.equal((await send('/api/upload', { method: 'POST', body })).status, 200, nginx.stderr());
    assert.equal((await send('/en/upload', { method: 'POST', body })).status, 413);
  });

  it('answers its own health and counters on the operator port only', async () => {
    assert.equal((await fetch(`${health}/healthz`)).status, 200);
    assert.match(await (await fetch(`${health}/stub_status`)).text(), /Active connections/);
    clear();
    await send('/healthz');
    assert.equal(allRequests('shell')[0]?.url, '/healthz', 'the public /healthz is the shell’s');
  });
});

function freePort() {
  return new Promise((resolve) => {
    const server = http.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
