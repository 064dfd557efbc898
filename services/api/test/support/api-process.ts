import { spawn } from 'node:child_process';
import { serviceRoot } from '../../src/config.ts';

/**
 * Runs one of the API's scripts (src/server.ts, src/release.ts ...) as its own process, with
 * `env` over this process's: everything it prints, its exit code, and (a server) the address it
 * listens at once its log says so.
 */
export function runApiProcess(script: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serviceRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then((code) => reject(new Error(`exited (${code}): ${output.slice(-2000)}`)));
  });
  listening.catch(() => {}); // a script that is not a server, or one expected to exit
  return { child, exited, listening, output: () => output };
}
