// What scripts/test/front-door.test.mjs needs to drive docker/front-door/nginx.conf through a
// real nginx on this machine: the nginx binary, a DNS server standing in for Docker's (names ->
// addresses the test changes), upstream stand-ins that record what reached them, and the config
// moved onto free ports and a private folder.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import dgram from 'node:dgram';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { root } from '../../composition.mjs';

const cacheDir = path.join(root, 'node_modules/.cache/academy-tools/nginx');

/**
 * An nginx to run: NGINX_BIN, the one on PATH, or Debian's package unpacked (not installed: no
 * service starts) into node_modules/.cache. `{ bin }`, or `{ why }` when there is none.
 */
export function nginxBinary() {
  if (process.env.NGINX_BIN) return { bin: process.env.NGINX_BIN };
  for (const bin of ['/usr/sbin/nginx', path.join(cacheDir, 'usr/sbin/nginx')]) if (existsSync(bin)) return { bin };
  if (spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) return { why: 'no nginx and no apt-get' };
  try {
    mkdirSync(cacheDir, { recursive: true });
    execFileSync('apt-get', ['download', '-qq', 'nginx'], { cwd: cacheDir, stdio: 'ignore' });
    const deb = readdirSync(cacheDir).find((f) => f.endsWith('.deb'));
    execFileSync('dpkg', ['-x', deb, '.'], { cwd: cacheDir });
    return { bin: path.join(cacheDir, 'usr/sbin/nginx') };
  } catch (error) {
    return { why: `apt-get download nginx failed: ${error.message}` };
  }
}

/** The labels of the name asked in a DNS query, and where its question ends. */
function question(message) {
  const labels = [];
  let at = 12;
  while (message[at] !== 0) {
    labels.push(message.subarray(at + 1, at + 1 + message[at]).toString());
    at += message[at] + 1;
  }
  return { name: labels.join('.'), end: at + 5 };
}

/**
 * A DNS server on 127.0.0.1 answering A queries from `answers` (name -> IPv4 addresses; a name
 * without any: NXDOMAIN), like Docker's for a scaled service. `answers` may be changed later.
 */
export async function startDnsStub(answers) {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, peer) => {
    const { name, end } = question(message);
    const addresses = answers[name] ?? [];
    const header = Buffer.alloc(12);
    message.copy(header, 0, 0, 2);
    header.writeUInt16BE(addresses.length ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(addresses.length, 6);
    const records = addresses.map((address) => {
      const record = Buffer.alloc(16);
      record.writeUInt16BE(0xc00c, 0);
      record.writeUInt16BE(1, 2);
      record.writeUInt16BE(1, 4);
      record.writeUInt32BE(1, 6);
      record.writeUInt16BE(4, 10);
      address.split('.').forEach((part, i) => record.writeUInt8(Number(part), 12 + i));
      return record;
    });
    socket.send(Buffer.concat([header, message.subarray(12, end), ...records]), peer.port, peer.address);
  });
  await new Promise((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { port: socket.address().port, close: () => socket.close() };
}

/**
 * An upstream stand-in on `host` (a loopback address: one per replica): answers 200 with
 * `{ name }` and records each request (method, raw url, headers). `onRequest` may take over.
 */
export async function startUpstream(host, name, { port = 0, onRequest } = {}) {
  const requests = [];
  const server = http.createServer((req, res) => {
    let body = 0;
    req.on('data', (chunk) => (body += chunk.length));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (onRequest?.(req, res)) return;
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-request-id', 'set-by-the-upstream');
      res.end(JSON.stringify({ name }));
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  return {
    host,
    port: server.address().port,
    requests,
    close: () => new Promise((resolve) => server.close(resolve) && server.closeAllConnections()),
  };
}

/**
 * nginx.conf moved for a test run: its listen ports, the upstream ports (`ports`: the port in the
 * file -> the stand-in's), the resolver (the stub, answers valid `validSeconds`), pid, temp paths
 * and access log into `dir`. Throws when one of them is not where the file is expected to have it.
 */
export function configForTest(text, { listen, ports, resolverPort, validSeconds = 1, dir }) {
  let out = text;
  const replace = (pattern, by, what) => {
    if (!pattern.test(out)) throw new Error(`nginx.conf has no ${what} (${pattern})`);
    out = out.replace(pattern, by);
  };
  replace(/resolver 127\.0\.0\.11 valid=\d+s/, `resolver 127.0.0.1:${resolverPort} valid=${validSeconds}s`, 'resolver');
  replace(/^pid \S+;/m, `pid ${dir}/nginx.pid;`, 'pid');
  replace(/\/tmp\/nginx-/g, `${dir}/nginx-`, 'temp paths');
  replace(/access_log \/dev\/stdout json;/, `access_log ${dir}/access.log json;`, 'access log');
  for (const [from, to] of Object.entries(listen))
    replace(new RegExp(`listen ${from}\\b`), `listen ${to}`, `listen ${from}`);
  for (const [from, to] of Object.entries(ports))
    replace(new RegExp(`([:\\s])${from}(?=[;$\\s])`, 'g'), `$1${to}`, `port ${from}`);
  return out;
}

/** Start nginx on `conf` (prefix `dir`) and wait until `healthUrl` answers; returns the process. */
export async function startNginx(bin, conf, dir, healthUrl) {
  const child = spawn(bin, ['-e', 'stderr', '-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    if (
      await fetch(healthUrl).then(
        (r) => r.ok,
        () => false,
      )
    )
      return Object.assign(child, { stderr: () => stderr });
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not answer ${healthUrl}: ${stderr}`);
}
