import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STATE_FILE } from './ports';

/** One deploy unit of scripts/composition.mjs, as the e2e setup records it. */
export interface Service {
  name: string;
  port: number;
  /** where the tests reach it, when not http://localhost:<port> (behind the compose front door) */
  url?: string;
  cwd: string;
  command: string[];
  env: Record<string, string>;
}
/** How the units run: child processes (global-setup.ts) or the docker composition (compose-setup.ts). */
interface ComposeRun {
  /** the compose command, e.g. ['docker-compose'] or ['docker', 'compose'] */
  command: string[];
  project: string;
  envFile: string;
  /** docker-compose.yml and what the suite adds to it (-f each) */
  files: string[];
}
interface State {
  services: Service[];
  pids: Record<string, number>;
  extraPids: number[];
  compose?: ComposeRun;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readState = (): State => JSON.parse(readFileSync(STATE_FILE, 'utf8'));

export function serviceUrl(name: string) {
  const service = readState().services.find((s) => s.name === name);
  if (!service) throw new Error(`no service ${name}`);
  return service.url ?? `http://localhost:${service.port}`;
}

/** The compose project under test (its networks are `<project>_<name>`). */
export function composeProject() {
  const run = readState().compose;
  if (!run) throw new Error('not running against the docker composition');
  return run.project;
}

async function answers(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Run the compose command of the docker composition under test; returns its stdout. */
export function compose(args: string[], env: Record<string, string> = {}) {
  const run = readState().compose;
  if (!run) throw new Error('not running against the docker composition');
  const [command, ...base] = run.command;
  const files = run.files.flatMap((file) => ['-f', file]);
  return execFileSync(command!, [...base, ...files, '-p', run.project, '--env-file', run.envFile, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 15 * 60_000,
  });
}

/** The ids of the containers (its replicas) that run `name` in the docker composition, sorted. */
export const containerIds = (name: string) =>
  compose(['ps', '-q', name])
    .split('\n')
    .map((id) => id.trim())
    .filter(Boolean)
    .sort();

/** Wait until the docker healthcheck of every container of `name` says healthy. */
export async function waitHealthy(name: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ids = containerIds(name);
    const statuses = ids.length
      ? execFileSync('docker', ['inspect', '-f', '{{.State.Health.Status}}', ...ids], { encoding: 'utf8' })
          .trim()
          .split('\n')
      : ['missing'];
    if (statuses.every((status) => status === 'healthy')) return;
    if (Date.now() > deadline) throw new Error(`${name} is ${statuses.join(', ')} after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Rebuild one unit's image and replace its container alone, the way a single remote is
 * redeployed (`docker-compose up -d --no-deps --build <name>`); `env` reaches compose (build args).
 */
export async function redeployService(name: string, env: Record<string, string> = {}) {
  compose(['up', '-d', '--no-deps', '--build', name], { COMPOSE_DOCKER_CLI_BUILD: '0', DOCKER_BUILDKIT: '0', ...env });
  await waitHealthy(name);
}

/** Stop one deploy unit of the running composition (e.g. 'mf-quiz') and wait until it is gone. */
export async function stopService(name: string) {
  const state = readState();
  if (state.compose) {
    compose(['stop', name]);
    return;
  }
  const pid = state.pids[name];
  if (pid) process.kill(pid, 'SIGTERM');
  const url = `${serviceUrl(name)}/healthz`;
  // Until the process is gone: while it drains, a kept-alive connection still gets its answers, so
  // a start right after would take the old process's /healthz for the new one's.
  const running = async () => (pid !== undefined && processAlive(pid)) || (await answers(url));
  for (let i = 0; i < 100 && (await running()); i++) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Start it again the way the composition does; teardown stops it. `dir`: serve another built
 * folder (a static unit's redeploy with a new build); `env`: over the composition's own.
 */
export async function startService(
  name: string,
  { dir, env = {} }: { dir?: string; env?: Record<string, string> } = {},
) {
  const state = readState();
  if (state.compose) {
    compose(['up', '-d', '--no-deps', name]);
    await waitHealthy(name);
    return;
  }
  const service = state.services.find((s) => s.name === name)!;
  const command = dir ? [...service.command.slice(0, -1), dir] : service.command;
  const child = spawn(command[0]!, command.slice(1), {
    cwd: path.resolve(repoRoot, service.cwd),
    env: { ...process.env, ...service.env, ...env },
    stdio: 'ignore',
    detached: false,
  });
  state.pids[name] = child.pid!;
  state.extraPids.push(child.pid!);
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
  const url = `${serviceUrl(name)}/healthz`;
  for (let i = 0; i < 100 && !(await answers(url)); i++) await new Promise((r) => setTimeout(r, 100));
}

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Run API operator commands (`services/api/src/operator/cli.ts`, e.g. `['coupon:create', '--code', ...]`)
 * against the composition's database. PGlite allows one process: the API is stopped (it closes its
 * database on SIGTERM), the commands run with the API's own env, and the API starts again.
 * Returns each command's output.
 */
export async function runApiOperator(commands: string[][]): Promise<string[]> {
  const state = readState();
  if (state.compose) throw new Error('runApiOperator: only the process composition');
  const api = state.services.find((s) => s.name === 'api')!;
  const pid = state.pids.api;
  await stopService('api');
  for (let i = 0; pid && processAlive(pid) && i < 300; i++) await new Promise((r) => setTimeout(r, 100));
  const outputs = commands.map((args) =>
    execFileSync('node', ['--import', 'tsx', 'src/operator/cli.ts', ...args], {
      cwd: path.resolve(repoRoot, api.cwd),
      env: { ...process.env, ...api.env },
      encoding: 'utf8',
      timeout: 120_000,
    }).trim(),
  );
  await startService('api');
  await waitForHealth('api', '/health', 180_000);
  return outputs;
}

/** Wait until a restarted service answers its health URL. */
export async function waitForHealth(name: string, healthPath = '/health', timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await fetch(`${serviceUrl(name)}${healthPath}`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${healthPath}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
