// `pnpm bench:api` (after the API's own bench) or `node scripts/bench-ssr.mjs`: throughput of
// an article page rendered by the shell's server (server rendering through Module Federation),
// BENCH_CONNECTIONS (50) concurrent for BENCH_DURATION (10) s each, asking for gzip as browsers
// do (BENCH_ACCEPT_ENCODING), with the micro-cache on (the defaults: fresh 2 s, then stale while
// one render refreshes it), on without stale-while-revalidate, and off, and the client-rendered
// page (SSR=off) beside them. Builds what changed first. Figures, not pass/fail; the target is
// p99 < 100 ms cached.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildAll } from './build.mjs';
import { composition } from './composition.mjs';
import { startServices } from './lib/processes.mjs';

const OFFSET = 500;
const PAGE = '/en/articles/what-is-bitcoin';
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip';
const targetP99Ms = 100;
// autocannon in its own process, so it does not share an event loop with what it measures.
const autocannonBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')),
  'autocannon.js',
);

await buildAll();
const services = composition({
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'academy-bench-ssr-')),
  portOffset: OFFSET,
});
const shell = services.find((s) => s.name === 'shell');
const variant = (name, port, env) => ({ ...shell, name, port, env: { ...shell.env, PORT: String(port), ...env } });
const shells = [
  { label: 'server-rendered, micro-cache on', service: variant('shell', shell.port, { SSR_CACHE_TTL_MS: '2000' }) },
  {
    label: 'server-rendered, micro-cache on, no stale-while-revalidate',
    service: variant('shell-nostale', shell.port + 52, { SSR_CACHE_TTL_MS: '2000', SSR_CACHE_STALE_MS: '0' }),
  },
  {
    label: 'server-rendered, micro-cache off',
    service: variant('shell-nocache', shell.port + 50, { SSR_CACHE_TTL_MS: '0' }),
  },
  { label: 'client-rendered (SSR=off)', service: variant('shell-csr', shell.port + 51, { SSR: 'off' }) },
];
const running = await startServices(
  [...services.filter((s) => s.name !== 'mail' && s.name !== 'shell'), ...shells.map((s) => s.service)],
  { quiet: true },
);

async function autocannon(url) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      autocannonBin,
      '--json',
      '-c',
      String(connections),
      '-d',
      String(duration),
      ...(acceptEncoding ? ['-H', `accept-encoding=${acceptEncoding}`] : []),
      url,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout);
}

const rows = [];
const loadAtStart = os.loadavg()[0];
try {
  for (const { label, service } of shells) {
    const url = `http://127.0.0.1:${service.port}${PAGE}`;
    const check = await fetch(url);
    const html = await check.text();
    if (check.status !== 200) throw new Error(`${label}: ${PAGE} answered ${check.status}`);
    const serverRendered = html.includes('id="academy-ssr-state"');
    process.stderr.write(`${label}: ${connections} connections for ${duration} s...\n`);
    rows.push({ label, serverRendered, bytes: Buffer.byteLength(html), result: await autocannon(url) });
  }
} finally {
  await running.stop();
}

console.log(
  `\nGET ${PAGE} through the shell's server (accept-encoding: ${acceptEncoding || 'none'}), ${connections} connections, ${duration} s each, Node ${process.version}, ` +
    `${os.cpus().length} CPUs, load average ${loadAtStart.toFixed(1)} at the start\n`,
);
console.log('| shell | server-rendered | req/s (avg) | p50 (ms) | p99 (ms) | non-2xx | HTML bytes (unencoded) |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const { label, serverRendered, bytes, result } of rows) {
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `| ${label} | ${serverRendered ? 'yes' : 'no'} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${failed} | ${bytes} |`,
  );
}
const cached = rows[0].result.latency.p99;
console.log(
  `\ntarget p99 < ${targetP99Ms} ms with the micro-cache: ${cached} ms, ${cached < targetP99Ms ? 'met' : 'NOT met'}`,
);
