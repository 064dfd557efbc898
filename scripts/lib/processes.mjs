// Starts the services of the local composition as child processes and waits until each answers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../composition.mjs';

const colors = [32, 36, 35, 33, 34, 31, 92, 96, 95, 93];

async function waitForHttp(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Start `services` (entries of composition()); resolves once all answer their health URL.
 * @returns {{ children: Map<string, import('node:child_process').ChildProcess>, stop: () => Promise<void>, restart: (name: string) => Promise<void>, kill: (name: string) => Promise<void> }}
 */
export async function startServices(services, { quiet = false, timeoutMs = 90_000 } = {}) {
  const children = new Map();
  const width = Math.max(...services.map((s) => s.name.length));

  const launch = async (service, index) => {
    const child = spawn(service.command[0], service.command.slice(1), {
      cwd: path.resolve(root, service.cwd),
      env: { ...process.env, ...service.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.set(service.name, child);
    const prefix = `\x1b[${colors[index % colors.length]}m${service.name.padEnd(width)}\x1b[0m │ `;
    let tail = '';
    const forward = (data) => {
      tail = (tail + data).slice(-4000);
      if (!quiet) process.stdout.write(String(data).replace(/^(?=.)/gm, prefix));
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    try {
      await waitForHttp(`http://127.0.0.1:${service.port}${service.health}`, timeoutMs, child);
    } catch (error) {
      throw new Error(`${service.name} did not start: ${error.message}\n${tail}`);
    }
  };

  const kill = (name) =>
    new Promise((resolve) => {
      const child = children.get(name);
      if (!child || child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });

  const stop = () => Promise.all([...children.keys()].map(kill)).then(() => undefined);

  try {
    await Promise.all(services.map(launch));
  } catch (error) {
    await stop();
    throw error;
  }

  const restart = async (name) => {
    await kill(name);
    const index = services.findIndex((s) => s.name === name);
    await launch(services[index], index);
  };
  return { children, stop, kill, restart };
}
