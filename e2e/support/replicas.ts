import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { composeProject, containerIds } from './composition';

/**
 * The docker composition's replicas seen from the tests (compose suite only): which container
 * served a request (by the X-Request-Id every unit logs), clients with addresses of their own on
 * the front door's public network, a unit's own /metrics, a replica killed and started again.
 */

const docker = (args: string[]) =>
  execFileSync('docker', args, { encoding: 'utf8', timeout: 120_000, stdio: ['ignore', 'pipe', 'pipe'] });

/** A request id of this test (the front door keeps a sane one the client sends). */
export const requestId = (what: string) => `e2e-${what}-${randomUUID()}`;

/** Now, for `servedBy(..., since)`: the logs from a little before. */
export const logsSince = () => new Date(Date.now() - 5_000).toISOString();

/**
 * Which container of `service` logged each of `ids` since `since` (id -> container id; an id no
 * replica logged is missing). Every unit logs the request id of each request it answers.
 */
export async function servedBy(service: string, ids: string[], since: string) {
  const found = new Map<string, string>();
  for (let attempt = 0; attempt < 10 && found.size < ids.length; attempt++) {
    if (attempt) await new Promise((r) => setTimeout(r, 500));
    for (const container of containerIds(service)) {
      const { stdout, stderr } = spawnSync('docker', ['logs', '--since', since, container], {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      });
      const logs = `${stdout}${stderr}`;
      for (const id of ids) if (logs.includes(`"${id}"`)) found.set(id, container);
    }
  }
  return found;
}

/**
 * Send requests (`send(id)` with a fresh request id each) in rounds until at least two replicas of
 * `service` served one, or `rounds` rounds; returns the containers that served them.
 */
export async function spreadOver(service: string, what: string, send: (id: string) => Promise<unknown>, rounds = 4) {
  const since = logsSince();
  const ids: string[] = [];
  let served = new Map<string, string>();
  for (let round = 0; round < rounds && new Set(served.values()).size < 2; round++) {
    for (let i = 0; i < 8; i++) {
      const id = requestId(what);
      ids.push(id);
      await send(id);
    }
    served = await servedBy(service, ids, since);
  }
  return { ids, served, containers: new Set(served.values()) };
}

/** The script a client runs: the requests it is given, one after another, through the front door. */
const clientScript = `
const requests = JSON.parse(process.argv[1]);
(async () => {
  const out = [];
  for (const r of requests) {
    const res = await fetch('http://front-door:8080' + r.path, { method: r.method || 'GET', headers: r.headers, body: r.body });
    out.push({ status: res.status, body: await res.text() });
  }
  process.stdout.write(JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

export interface ClientRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A learner of its own address: a container on the front door's public network (the one a
 * browser's connection arrives from), alive until `remove()`, so two of them never share an address.
 */
export function startClient() {
  const id = docker([
    'run',
    '-d',
    '--rm',
    '--network',
    `${composeProject()}_edge`,
    '--entrypoint',
    'node',
    'academy/shell',
    '-e',
    'setTimeout(() => {}, 30 * 60_000)',
  ]).trim();
  return {
    address: docker(['inspect', '-f', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', id]).trim(),
    send: (requests: ClientRequest[]) =>
      JSON.parse(docker(['exec', id, 'node', '-e', clientScript, JSON.stringify(requests)])) as {
        status: number;
        body: string;
      }[],
    remove: () => spawnSync('docker', ['rm', '-f', id], { stdio: 'ignore' }),
  };
}

/** `GET /metrics` of one container, from inside it: the status and the body. */
export function metricsOf(container: string) {
  const script =
    "fetch('http://127.0.0.1:' + process.env.PORT + '/metrics').then(async (r) => process.stdout.write(r.status + '\\n' + (await r.text())))";
  const [status, ...body] = docker(['exec', container, 'node', '-e', script]).split('\n');
  return { status: Number(status), body: body.join('\n') };
}

/** The front door's own counters (nginx stub_status on its operator port), from inside it. */
export const frontDoorStatus = (container: string) =>
  docker(['exec', container, 'curl', '-fsS', 'http://127.0.0.1:8081/stub_status']);

/** Kill one container at once (no drain), as a crashed replica. */
export const killContainer = (container: string) => docker(['kill', container]);

/** Start a stopped container again (its restart policy does not restart one that was killed). */
export function startContainer(container: string) {
  const state = docker(['inspect', '-f', '{{.State.Running}}', container]).trim();
  if (state !== 'true') docker(['start', container]);
}
