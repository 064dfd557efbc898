// The compose suite's background preparation: what it needs that does not depend on the host's
// webpack output: a Docker daemon, the base images (pulled or the Debian stand-ins) and the
// Dockerfile's stages up to `services` (the shared install layer: `pnpm fetch` + `pnpm install`,
// and the three `pnpm deploy`s). `npm test` starts it when it begins (scripts/test.mjs), so on a
// cold machine it runs beside the earlier suites instead of after them; the suite waits for it.
// It runs as its own process (`node scripts/compose/prewarm.mjs <status file>`) under
// `nice -n 10` (the dockerd it starts is nice'd too), writes its output to a log file (never to
// the terminal, where the other suites print) and its progress to a JSON status file:
//   { docker: { ok, why?, startedPid? }, images?, installLayer?, error?: { phase, message }, timings }
// The later `docker-compose build` reuses its layers: the install stage takes its inputs with
// `COPY --from=sources /parts/manifests`, which the build cache compares by content, so the build
// context it used (a copy of the repository without node_modules or any dist/, taken at the
// start, when the e2e suite may be writing dist/) does not matter to the cache.
import { spawn } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../composition.mjs';
import { chooseBaseImages } from './base-images.mjs';
import { run, sleep } from './commands.mjs';
import { composeCommand, provideDocker, stopDaemon } from './docker-daemon.mjs';

const contextSkip = new Set([
  'node_modules',
  'dist',
  'dist-monolith',
  '.git',
  '.data',
  '.cache',
  'coverage',
  'test-results',
  'playwright-report',
]);

/** The build args of the background build: the ones docker-compose gives every unit's stages up to `services`. */
export const installLayerBuildArgs = (images, frontend) => ({ NODE_IMAGE: images.NODE_IMAGE, FRONTEND: frontend });

/** Build the Dockerfile's stages up to `services` with the suite's build args, from a copy of the context. */
async function buildInstallLayer(images, frontend) {
  const context = mkdtempSync(path.join(os.tmpdir(), 'academy-compose-context-'));
  try {
    // .dockerignore comes along and leaves the same files in the context as docker-compose's build
    cpSync(root, context, { recursive: true, filter: (source) => !contextSkip.has(path.basename(source)) });
    const args = ['build', '--target', 'services'];
    for (const [name, value] of Object.entries(installLayerBuildArgs(images, frontend)))
      args.push('--build-arg', `${name}=${value}`);
    args.push('-f', path.join(context, 'Dockerfile'), context);
    const env = { ...process.env, DOCKER_BUILDKIT: '0' };
    for (let attempt = 1; ; attempt++) {
      const { code } = await run('docker', args, { env });
      if (code === 0) return;
      if (attempt >= 2) throw new Error(`docker build --target services failed ${attempt} times`);
      console.log(`› docker build --target services failed, retrying (${attempt + 1}/2)…`);
      await sleep(5000);
    }
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/** The background process itself: prepares, writing its progress to `statusFile`; resolves its exit code. */
async function prewarmMain(statusFile) {
  const status = { timings: {} };
  const save = () => {
    writeFileSync(`${statusFile}.tmp`, JSON.stringify(status));
    renameSync(`${statusFile}.tmp`, statusFile);
  };
  const timed = async (name, fn) => {
    const started = Date.now();
    console.log(`› ${name}…`);
    try {
      return await fn();
    } finally {
      status.timings[name] = Math.round((Date.now() - started) / 1000);
      console.log(`› ${name}: ${status.timings[name]} s`);
    }
  };
  const docker = await timed('docker', () =>
    provideDocker({
      onStart: (pid) => {
        status.dockerdPid = pid;
        save();
      },
    }),
  );
  if (docker.ok && !composeCommand()) {
    Object.assign(docker, { ok: false, why: 'neither docker-compose nor `docker compose` is installed' });
  }
  status.docker = docker;
  save();
  if (!docker.ok) return 0;
  try {
    status.images = await timed('base images', () => chooseBaseImages());
    save();
    await timed('install layer', () =>
      buildInstallLayer(status.images, process.env.COMPOSE_FRONTEND === 'source' ? 'source' : 'prebuilt'),
    );
    status.installLayer = true;
  } catch (error) {
    status.error = { phase: status.images ? 'install layer' : 'base images', message: error.message };
    console.log(`› ${status.error.phase} failed: ${error.stack ?? error.message}`);
  }
  save();
  return status.error ? 1 : 0;
}

/**
 * The final status of a preparation that ended (`exit`: { code, signal?, error? }), from the last
 * status it wrote: one that ended before Docker was checked did not get Docker; one that ended
 * badly without naming its error failed in its own right.
 */
export function finalStatus(status, { code, signal, error }, { seconds, logFile }) {
  const final = { ...status, seconds, exitCode: code };
  if (!final.docker)
    final.docker = {
      ok: false,
      why: `the background preparation ended (${error ?? signal ?? `exit ${code}`}) before Docker was checked; log ${logFile}`,
      startedPid: final.dockerdPid,
    };
  else if (code !== 0 && !final.error)
    final.error = { phase: 'background preparation', message: `ended with ${signal ?? `exit ${code}`}` };
  return final;
}

/**
 * Start the background preparation (a child process; see above). Returns at once:
 * `docker` resolves to { ok, why?, startedPid? } as soon as that is known, `done` to the final
 * status (+ `seconds`, `exitCode`), `abort()` ends it and stops a dockerd it started.
 */
export function startComposePrewarm() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academy-compose-prewarm-'));
  const logFile = path.join(dir, 'prewarm.log');
  const statusFile = path.join(dir, 'status.json');
  const fd = openSync(logFile, 'a');
  const started = Date.now();
  // own process group: abort() ends it with its docker/debootstrap children
  const child = spawn('nice', ['-n', '10', process.execPath, fileURLToPath(import.meta.url), statusFile], {
    cwd: root,
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  closeSync(fd);
  const read = () => {
    try {
      return JSON.parse(readFileSync(statusFile, 'utf8'));
    } catch {
      return {};
    }
  };
  let exited = false;
  const exit = new Promise((resolve) => {
    child.on('error', (error) => {
      exited = true;
      resolve({ code: 1, error: String(error) });
    });
    child.on('exit', (code, signal) => {
      exited = true;
      resolve({ code, signal });
    });
  });
  const done = exit.then((ended) =>
    finalStatus(read(), ended, { seconds: Math.round((Date.now() - started) / 1000), logFile }),
  );
  const docker = (async () => {
    for (;;) {
      const status = read();
      if (status.docker) return status.docker;
      if (exited) return (await done).docker;
      await sleep(1000);
    }
  })();
  const tail = (lines = 30) =>
    existsSync(logFile) ? readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '';
  const abort = async () => {
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // gone
      }
      await Promise.race([exit, sleep(10_000)]);
    }
    const { docker: state, dockerdPid } = read();
    return stopDaemon(state?.startedPid ?? dockerdPid);
  };
  return { logFile, docker, done, abort, tail, claimed: false };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(await prewarmMain(process.argv[2]));
}
