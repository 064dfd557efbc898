// The compose suite (`npm test -- compose`, also `pnpm test:compose` alone): the real
// docker-compose.yml and Dockerfile, built and run, with the journeys that matter driven through
// it in Chromium.
//
//  1. A Docker daemon: the one that answers, or (root on Debian, none installed) docker.io +
//     docker-compose from apt and a dockerd started here and stopped at the end by its pid.
//     Elsewhere, with no daemon, the suite says so and counts as skipped.
//  2. Base images: the public ones when they can be pulled, else local stand-ins built from
//     Debian's packages (scripts/docker-base-images.mjs). NODE_IMAGE & co. in env win.
//  3. The shell and remotes built with webpack on the host (scripts/build.mjs: a no-op when
//     `npm test`'s e2e already built them), then `docker-compose build` with FRONTEND=prebuilt
//     (every image from the one Dockerfile; the frontend images copy the host's dist/ instead of
//     running webpack in Docker; COMPOSE_FRONTEND=source builds them from source instead),
//     `up -d` under its own project name with an env file of test secrets and published ports
//     moved out of the way, wait for every healthcheck, check the runtime images (non-root,
//     healthcheck, no tests/dev deps).
//  4. Playwright (e2e/playwright.compose.config.ts): Thai content journey, register -> mail ->
//     verify -> login, exchange sign-on, a free quiz passed to a verified certificate, the NFT
//     package bought with the wallet PIN, one remote stopped while the rest works, one remote
//     rebuilt and redeployed alone (`up -d --no-deps --build mf-quiz`) picked up live.
//  5. `down -v`, always (also on failure or Ctrl-C), and a check that nothing is left (containers,
//     volumes, networks of the project; the dockerd it started).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build.mjs';
import { composition, languages, ports, remotes, root } from './composition.mjs';
import { baseImages, ensureBaseImages } from './docker-base-images.mjs';
import { aptInstall } from './lib/setup.mjs';

const PROJECT = 'academy-compose-test';
const composeFile = path.join(root, 'docker-compose.yml');
const log = (line) => console.log(`› compose: ${line}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const has = (cmd, args = ['--version']) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
const dockerAnswers = () => spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 20_000 }).status === 0;
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const onDebian = () => existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');

/** Stream a command's output; resolves { code, output }. */
function run(command, args, { env = process.env, cwd = root, quiet = false } = {}) {
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

/** Docker: the daemon that answers, or one installed/started here (`onStart(pid)` as soon as it is spawned). */
async function provideDocker({ onStart = () => {} } = {}) {
  if (dockerAnswers() && composeCommand()) return { ok: true };
  if (!isRoot() || !onDebian()) {
    return {
      ok: false,
      why: has('docker') ? 'no Docker daemon answers (docker info failed)' : 'Docker is not installed',
    };
  }
  const missing = [];
  if (!has('dockerd')) missing.push('docker.io');
  if (!has('docker-compose') && !has('docker', ['compose', 'version'])) missing.push('docker-compose');
  if (missing.length) {
    log(`installing ${missing.join(' ')} with apt-get…`);
    try {
      aptInstall(...missing);
    } catch (error) {
      return { ok: false, why: `apt-get install ${missing.join(' ')} failed: ${error.message}` };
    }
  }
  if (dockerAnswers()) return { ok: true };
  log('starting dockerd…');
  const logFile = path.join(os.tmpdir(), `academy-compose-dockerd-${process.pid}.log`);
  const fd = openSync(logFile, 'a');
  const dockerd = spawn('nice', ['-n', '10', 'dockerd'], { stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  dockerd.unref();
  onStart(dockerd.pid);
  for (let i = 0; i < 60 && !dockerAnswers(); i++) await sleep(1000);
  if (!dockerAnswers()) {
    await stopDaemon(dockerd.pid);
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-8).join('\n') : '';
    return { ok: false, why: `dockerd did not start (log ${logFile}):\n${tail}` };
  }
  return { ok: true, startedPid: dockerd.pid };
}

async function stopDaemon(pid) {
  if (!pid) return true;
  log(`stopping the dockerd this suite started (pid ${pid})…`);
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return true;
  }
  for (let i = 0; i < 60 && alive(); i++) await sleep(500);
  if (alive()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
    await sleep(1000);
  }
  return !alive();
}

/** docker-compose (1.x, Debian's) or the `docker compose` plugin. */
function composeCommand() {
  if (has('docker-compose')) return ['docker-compose'];
  if (has('docker', ['compose', 'version'])) return ['docker', 'compose'];
  return null;
}

/** Public base images when they can be had, else the Debian-built stand-ins. */
async function chooseBaseImages() {
  const publicImages = {
    NODE_IMAGE: 'node:24-bookworm-slim',
    POSTGRES_IMAGE: 'postgres:16-alpine',
    REDIS_IMAGE: 'redis:7-alpine',
    MAILDEV_IMAGE: 'maildev/maildev:2.2.1',
  };
  const chosen = {};
  for (const [name, image] of Object.entries(publicImages)) {
    if (process.env[name]) chosen[name] = process.env[name];
    else if (has('docker', ['image', 'inspect', image])) chosen[name] = image;
  }
  const wanted = Object.keys(publicImages).filter((n) => !chosen[n]);
  if (wanted.length === 0) return chosen;
  log(`pulling ${publicImages[wanted[0]]}…`);
  const pulled =
    spawnSync('docker', ['pull', '-q', publicImages[wanted[0]]], { stdio: 'ignore', timeout: 120_000 }).status === 0;
  if (pulled) {
    for (const name of wanted) {
      const ok =
        spawnSync('docker', ['pull', '-q', publicImages[name]], { stdio: 'ignore', timeout: 300_000 }).status === 0;
      if (!ok) throw new Error(`docker pull ${publicImages[name]} failed`);
      chosen[name] = publicImages[name];
    }
    return chosen;
  }
  log(
    'Docker Hub cannot be reached: using local stand-ins built from Debian packages (scripts/docker-base-images.mjs)',
  );
  if (!has('debootstrap') && isRoot() && onDebian()) aptInstall('debootstrap');
  ensureBaseImages();
  for (const name of wanted) chosen[name] = baseImages[name];
  return chosen;
}

// ── Background preparation ───────────────────────────────────────────────────────────────────
// What the suite needs that does not depend on the host's webpack output: a Docker daemon, the
// base images (pulled or the Debian stand-ins) and the Dockerfile's stages up to `services` (the
// shared install layer: `pnpm fetch` + `pnpm install`, and the three `pnpm deploy`s). `npm test`
// starts it when it begins (scripts/test.mjs), so on a cold machine it runs beside the earlier
// suites instead of after them; the suite waits for it. It runs as its own process under
// `nice -n 10` (the dockerd it starts is nice'd too), writes its output to a log file (never to
// the terminal, where the other suites print) and its progress to a JSON status file:
//   { docker: { ok, why?, startedPid? }, images?, installLayer?, error?: { phase, message }, timings }
// The later `docker-compose build` reuses its layers: the install stage takes its inputs with
// `COPY --from=sources /parts/manifests`, which the build cache compares by content, so the build
// context it used (a copy of the repository without node_modules or any dist/, taken at the
// start, when the e2e suite may be writing dist/) does not matter to the cache.

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

/** The background process itself (`node scripts/compose-suite.mjs --prewarm <status file>`). */
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
    status.images = await timed('base images', chooseBaseImages);
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
  const child = spawn('nice', ['-n', '10', process.execPath, fileURLToPath(import.meta.url), '--prewarm', statusFile], {
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
  const done = exit.then(({ code, signal, error }) => {
    const status = read();
    status.seconds = Math.round((Date.now() - started) / 1000);
    status.exitCode = code;
    if (!status.docker)
      status.docker = {
        ok: false,
        why: `the background preparation ended (${error ?? signal ?? `exit ${code}`}) before Docker was checked; log ${logFile}`,
        startedPid: status.dockerdPid,
      };
    else if (code !== 0 && !status.error)
      status.error = { phase: 'background preparation', message: `ended with ${signal ?? `exit ${code}`}` };
    return status;
  });
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

const portFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });

/** A port offset at which every published port is free (13000, 11337, ...). */
async function chooseOffset() {
  const candidates = process.env.COMPOSE_E2E_PORT_OFFSET
    ? [Number(process.env.COMPOSE_E2E_PORT_OFFSET)]
    : [10000, 20000, 30000, 40000];
  for (const offset of candidates) {
    const all = await Promise.all(Object.values(ports).map((p) => portFree(p + offset)));
    if (all.every(Boolean)) return offset;
  }
  throw new Error(`no free set of ports at offsets ${candidates.join(', ')}`);
}

/** The env file: test secrets, base images, published ports and the browser URLs that match them. */
function envFileFor(offset, images) {
  const p = Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, v + offset]));
  const url = (port) => `http://localhost:${port}`;
  const site = url(p.shell);
  const env = {
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
    EXCHANGE_CLIENT_SECRET: randomBytes(12).toString('hex'),
    EXCHANGE_TOKEN_KEY: randomBytes(24).toString('hex'),
    // the API runs with NODE_ENV=production: the site is on localhost here
    ALLOW_LOCAL_ORIGINS: 'true',
    ...images,
    API_HOST_PORT: p.api,
    EXCHANGE_HOST_PORT: p.exchangeSandbox,
    MAIL_WEB_HOST_PORT: p.mailWeb,
    MAIL_SMTP_HOST_PORT: p.mailSmtp,
    SHELL_HOST_PORT: p.shell,
    ...Object.fromEntries(remotes.map((r) => [`MF_${r.toUpperCase()}_HOST_PORT`, p[r]])),
    PUBLIC_SITE_URL: site,
    CORS_ORIGINS: [site, ...remotes.map((r) => url(p[r]))].join(','),
    API_URL: url(p.api),
    EXCHANGE_URL: url(p.exchangeSandbox),
    EXCHANGE_PUBLIC_URL: url(p.exchangeSandbox),
    EXCHANGE_REDIRECT_URIS: languages.map((l) => `${site}/${l}/auth/callback`).join(','),
    ...Object.fromEntries(remotes.map((r) => [`REMOTE_${r.toUpperCase()}_URL`, url(p[r])])),
    QUIZ_BUILD_ID: 'compose-suite',
    // the shell's and remotes' images copy the dist/ built on the host (no webpack in Docker)
    FRONTEND: process.env.COMPOSE_FRONTEND === 'source' ? 'source' : 'prebuilt',
  };
  return env;
}

/** Check the runtime images: non-root, a healthcheck, no tests or dev tooling inside. */
function checkImages(names) {
  const problems = [];
  for (const name of names) {
    const image = `academy/${name}`;
    const [user, health] = execFileSync(
      'docker',
      ['image', 'inspect', '-f', '{{.Config.User}}|{{json .Config.Healthcheck}}', image],
      { encoding: 'utf8' },
    )
      .trim()
      .split('|');
    if (!user || user === 'root' || user === '0') problems.push(`${image}: runs as root`);
    if (!health || health === 'null') problems.push(`${image}: no healthcheck`);
    const script = [
      "const fs = require('fs');",
      "const bad = ['test', 'bench', 'node_modules/typescript', 'node_modules/webpack', 'node_modules/jest', 'node_modules/@playwright', 'node_modules/drizzle-kit', 'node_modules/.pnpm/typescript@*', 'pnpm-lock.yaml', '.git'];",
      "const dirs = ['.', 'shell', 'packages/static-host', 'shell/node_modules/@academy/static-host'];",
      'const found = [];',
      "for (const d of dirs) for (const b of bad) { const p = d + '/' + b; if (!b.includes('*') && fs.existsSync(p)) found.push(p); }",
      "if (fs.existsSync('node_modules/.pnpm')) for (const e of fs.readdirSync('node_modules/.pnpm')) if (/^(typescript@|webpack@|webpack-cli@|jest@|@jest\\+|drizzle-kit@|@playwright\\+|eslint@|@swc\\+core@)/.test(e)) found.push('node_modules/.pnpm/' + e);",
      "process.stdout.write(found.join(','));",
    ].join('\n');
    const found = execFileSync('docker', ['run', '--rm', '--entrypoint', 'node', image, '-e', script], {
      encoding: 'utf8',
    }).trim();
    if (found) problems.push(`${image}: carries ${found}`);
  }
  return problems;
}

async function waitAllHealthy(compose, env, envFile, timeoutMs = 10 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    // --env-file: the compose file requires its secrets (${VAR:?}), even for `ps`
    const ids = spawnSync(
      compose[0],
      [...compose.slice(1), '-f', composeFile, '-p', PROJECT, '--env-file', envFile, 'ps', '-q'],
      {
        env,
        encoding: 'utf8',
      },
    )
      .stdout.trim()
      .split('\n')
      .filter(Boolean);
    const states = ids.length
      ? execFileSync(
          'docker',
          [
            'inspect',
            '-f',
            '{{.Name}} {{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}',
            ...ids,
          ],
          { encoding: 'utf8' },
        )
          .trim()
          .split('\n')
      : [];
    const waiting = states.filter((s) => !s.endsWith(' healthy'));
    last = waiting.join(', ');
    if (states.length === composition().length + 2 && waiting.length === 0) return;
    // `unhealthy` can still turn healthy (a slow probe on a busy host); only a dead container is final
    if (waiting.some((s) => / (exited|dead)$/.test(s))) throw new Error(`not healthy: ${last}`);
    if (Date.now() > deadline) throw new Error(`not healthy after ${timeoutMs / 1000} s: ${last || 'no containers'}`);
    await sleep(2000);
  }
}

/**
 * Run the suite. `chromium`: the browser path for Playwright (Debian's), if any.
 * @returns {Promise<{ passed: number, failed: number, skipped: number }>}
 */
export async function composeSuite({ chromium, prewarm } = {}) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const pass = (what) => {
    totals.passed++;
    console.log(`  ✓ ${what}`);
  };
  const fail = (what, error) => {
    totals.failed++;
    console.log(`  ✖ ${what}: ${error?.message ?? error}`);
  };

  // Docker, base images and the install layer: started by `npm test` at its beginning, or here
  // when the suite runs on its own
  if (!prewarm) {
    prewarm = startComposePrewarm();
    log(`preparing Docker, base images and the install layer (log ${prewarm.logFile})…`);
  }
  prewarm.claimed = true;
  let workDir;
  let upStarted = false;
  let teardown = async () => {};
  const onSignal = async (signal) => {
    console.log(`\n› compose: ${signal}: tearing down…`);
    await teardown();
    await prewarm.abort();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const docker = await prewarm.docker;
  if (!docker.ok) {
    await prewarm.done;
    await stopDaemon(docker.startedPid);
    console.log(`› compose: SKIPPED: ${docker.why}. The composition was not built or run.`);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    totals.skipped = 1;
    return totals;
  }
  const compose = composeCommand();

  workDir = mkdtempSync(path.join(os.tmpdir(), 'academy-compose-'));
  const envFile = path.join(workDir, 'compose.env');
  // the env file decides these; an outer env of the same names must not override it
  const cleanEnv = (extra = {}) => {
    const env = { ...process.env, COMPOSE_DOCKER_CLI_BUILD: '0', DOCKER_BUILDKIT: '0', ...extra };
    for (const name of Object.keys(envFileFor(0, {}))) delete env[name];
    for (const name of Object.keys(baseImages)) delete env[name];
    return env;
  };
  const dc = (args, options = {}) =>
    run(compose[0], [...compose.slice(1), '-f', composeFile, '-p', PROJECT, '--env-file', envFile, ...args], {
      env: cleanEnv(),
      ...options,
    });

  teardown = async () => {
    if (upStarted) {
      log('docker-compose down -v…');
      await dc(['down', '-v', '--remove-orphans', '-t', '10'], { quiet: true });
      upStarted = false;
    }
  };

  const timings = {};
  const timed = async (name, fn) => {
    const started = Date.now();
    try {
      return await fn();
    } finally {
      timings[name] = Math.round((Date.now() - started) / 1000);
    }
  };

  try {
    const frontend = process.env.COMPOSE_FRONTEND === 'source' ? 'source' : 'prebuilt';
    // the host's webpack build needs no Docker: it runs while the preparation may still go on
    if (frontend === 'prebuilt') {
      try {
        await timed('host build', () => buildAll());
        pass('shell and remotes built on the host (the images copy their dist/: FRONTEND=prebuilt)');
      } catch (error) {
        fail('host build (scripts/build.mjs)', error);
        return totals;
      }
    }

    const prepared = await timed('waiting for the preparation', () => prewarm.done);
    const t = prepared.timings ?? {};
    log(
      `background preparation: ${prepared.seconds} s in all (docker ${t.docker ?? '-'} s, base images ${t['base images'] ?? '-'} s, install layer ${t['install layer'] ?? '-'} s), the suite waited ${timings['waiting for the preparation']} s for it; log ${prewarm.logFile}`,
    );
    if (prepared.error) {
      console.log(`› compose: the last lines of ${prewarm.logFile}:\n${prewarm.tail().replace(/^/gm, '    ')}`);
    }
    const images = prepared.images;
    if (!images) {
      fail('base images', prepared.error?.message ?? 'the background preparation named none');
      return totals;
    }
    pass(`base images (${Object.values(images).join(', ')})`);
    // a failed install layer counts; the build below tries it again (its own three attempts)
    if (prepared.installLayer) pass('install layer built (Dockerfile stages up to `services`, in the background)');
    else fail('install layer (background preparation)', prepared.error?.message ?? 'not built');

    const offset = await chooseOffset();
    const env = envFileFor(offset, images);
    writeFileSync(
      envFile,
      Object.entries(env)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n') + '\n',
      { mode: 0o600 },
    );
    log(`project ${PROJECT}, site on http://localhost:${ports.shell + offset} (port offset ${offset})`);

    // a crashed earlier run may have left its containers
    await dc(['down', '-v', '--remove-orphans', '-t', '5'], { quiet: true });

    let built = false;
    await timed('build', async () => {
      for (let attempt = 1; attempt <= 3 && !built; attempt++) {
        if (attempt > 1) log(`build failed, retrying (${attempt}/3)…`);
        built = (await dc(['build'])).code === 0;
      }
    });
    if (!built) {
      fail('docker-compose build', 'failed three times');
      return totals;
    }
    pass('docker-compose build: every image from the real Dockerfile');

    try {
      const problems = checkImages(['api', 'exchange-sandbox', 'shell', ...remotes.map((r) => `mf-${r}`)]);
      if (problems.length) throw new Error(problems.join('; '));
      pass('runtime images run as non-root with healthchecks and carry no tests or dev tooling');
    } catch (error) {
      fail('runtime images', error);
    }

    upStarted = true;
    try {
      await timed('up + healthy', async () => {
        const up = await dc(['up', '-d']);
        if (up.code !== 0) throw new Error('docker-compose up -d failed');
        await waitAllHealthy(compose, cleanEnv(), envFile);
      });
      pass('docker-compose up -d: every service healthy');
    } catch (error) {
      fail('docker-compose up', error);
      await dc(['ps']);
      await dc(['logs', '--tail', '40']);
      return totals;
    }

    await timed('e2e', async () => {
      const report = path.join(workDir, 'playwright.json');
      const { code } = await run(
        path.join(root, 'node_modules/.bin/playwright'),
        ['test', '-c', 'e2e/playwright.compose.config.ts'],
        {
          env: cleanEnv({
            E2E_PORT_OFFSET: String(offset),
            PLAYWRIGHT_JSON_OUTPUT_NAME: report,
            PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
            COMPOSE_COMMAND: JSON.stringify(compose),
            COMPOSE_PROJECT: PROJECT,
            COMPOSE_ENV_FILE: envFile,
            COMPOSE_FILE_PATH: composeFile,
            ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
          }),
        },
      );
      if (!existsSync(report)) return fail('e2e against the composition', 'Playwright wrote no report');
      const { stats } = JSON.parse(readFileSync(report, 'utf8'));
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected + (code && !stats.unexpected ? 1 : 0);
      if (stats.expected + stats.flaky + stats.unexpected === 0) fail('e2e against the composition', 'no test ran');
    });
    if (totals.failed) await dc(['logs', '--tail', '30']);
  } catch (error) {
    fail('compose suite', error);
  } finally {
    await timed('down', teardown);
    const left = spawnSync('docker', ['ps', '-aq', '--filter', `label=com.docker.compose.project=${PROJECT}`], {
      encoding: 'utf8',
    }).stdout?.trim();
    const volumes = spawnSync(
      'docker',
      ['volume', 'ls', '-q', '--filter', `label=com.docker.compose.project=${PROJECT}`],
      { encoding: 'utf8' },
    ).stdout?.trim();
    const networks = spawnSync(
      'docker',
      ['network', 'ls', '-q', '--filter', `label=com.docker.compose.project=${PROJECT}`],
      { encoding: 'utf8' },
    ).stdout?.trim();
    if (left || volumes || networks)
      fail('down -v', `left containers [${left}] volumes [${volumes}] networks [${networks}]`);
    else pass('docker-compose down -v leaves no container, volume or network');
    const sizes = spawnSync(
      'docker',
      ['image', 'ls', '--format', '{{.Repository}}:{{.Tag}} {{.Size}}', '--filter', 'reference=academy/*'],
      { encoding: 'utf8' },
    ).stdout?.trim();
    if (sizes) console.log(`› compose: image sizes\n${sizes.replace(/^/gm, '    ')}`);
    console.log(
      `› compose: timings ${Object.entries(timings)
        .map(([k, v]) => `${k} ${v} s`)
        .join(', ')}`,
    );
    // ends the background preparation too, should it still run (the suite stopped early)
    const stopped = await prewarm.abort();
    if (docker.startedPid) {
      if (stopped) pass(`the dockerd this suite started (pid ${docker.startedPid}) is stopped`);
      else fail('stopping dockerd', `pid ${docker.startedPid} still runs`);
    }
    rmSync(workDir, { recursive: true, force: true });
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    console.log(`compose: ${totals.passed} passed, ${totals.failed} failed`);
  }
  return totals;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) &&
  process.argv[2] === '--prewarm'
) {
  process.exit(await prewarmMain(process.argv[3]));
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const { failed } = await composeSuite({ chromium });
  process.exit(failed ? 1 : 0);
}
