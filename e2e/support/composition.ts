import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STATE_FILE } from './ports';

/** One deploy unit of scripts/composition.mjs, as the e2e setup records it. */
export interface Service {
  name: string;
  port: number;
  cwd: string;
  command: string[];
  env: Record<string, string>;
}
interface State {
  services: Service[];
  pids: Record<string, number>;
  extraPids: number[];
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readState = (): State => JSON.parse(readFileSync(STATE_FILE, 'utf8'));

export function serviceUrl(name: string) {
  const service = readState().services.find((s) => s.name === name);
  if (!service) throw new Error(`no service ${name}`);
  return `http://localhost:${service.port}`;
}

async function answers(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Stop one deploy unit of the running composition (e.g. 'mf-quiz') and wait until it is gone. */
export async function stopService(name: string) {
  const state = readState();
  const pid = state.pids[name];
  if (pid) process.kill(pid, 'SIGTERM');
  const url = `${serviceUrl(name)}/healthz`;
  for (let i = 0; i < 50 && (await answers(url)); i++) await new Promise((r) => setTimeout(r, 100));
}

/** Start it again the way the composition does; teardown stops it. */
export async function startService(name: string) {
  const state = readState();
  const service = state.services.find((s) => s.name === name)!;
  const child = spawn(service.command[0]!, service.command.slice(1), {
    cwd: path.join(repoRoot, service.cwd),
    env: { ...process.env, ...service.env },
    stdio: 'ignore',
    detached: false,
  });
  state.pids[name] = child.pid!;
  state.extraPids.push(child.pid!);
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
  const url = `${serviceUrl(name)}/healthz`;
  for (let i = 0; i < 100 && !(await answers(url)); i++) await new Promise((r) => setTimeout(r, 100));
}
