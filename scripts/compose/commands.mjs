// The small tools every part of the compose suite uses: its log line, a pause, whether a command
// runs, and a command run with its output streamed (and kept).
import { spawn, spawnSync } from 'node:child_process';
import { root } from '../composition.mjs';

export const log = (line) => console.log(`› compose: ${line}`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Whether `cmd args` runs and exits 0 (`--version` by default: is it installed?). */
export const has = (cmd, args = ['--version']) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;

/** Stream a command's output; resolves { code, output }. */
export function run(command, args, { env = process.env, cwd = root, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (data) => {
      output += data;
      if (!quiet) process.stdout.write(data);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}
