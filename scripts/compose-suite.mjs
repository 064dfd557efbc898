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
//     `up -d` under its own project name with an env file of test secrets, published ports moved
//     out of the way, two replicas of the API, the shell and mf-quiz behind the front door and
//     the API's files in an S3-compatible store (docker/s3-stand-in/compose.yml, s3rver),
//     wait for every healthcheck, check the runtime images (non-root, healthcheck, no tests/dev
//     deps).
//  4. Playwright (e2e/playwright.compose.config.ts), every request through the front door: Thai
//     content journey, register -> mail -> verify -> login, exchange sign-on, a free quiz passed
//     to a verified certificate, the NFT package bought with the wallet PIN, one remote stopped
//     while the rest works, one remote rebuilt and redeployed alone (`up -d --no-deps --build
//     mf-quiz`) picked up live; and the replicas (e2e/compose/): requests spread, a session and a
//     profile image across API replicas, a rate limit and views per learner, /metrics of every
//     unit, an API replica killed mid-journey; the remotes' registry moving mf-quiz on both shell
//     replicas (set, rollback, a 50% canary). COMPOSE_E2E_GREP: only the journeys it matches.
//  5. `down -v`, always (also on failure or Ctrl-C), and a check that nothing is left (containers,
//     volumes, networks of the project; the dockerd it started).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build.mjs';
import { composition, ports, root } from './composition.mjs';
import { baseImages } from './docker-base-images.mjs';
import { imageSizes, projectLeftovers, waitAllHealthy } from './compose/checks.mjs';
import { runComposeE2e } from './compose/compose-e2e.mjs';
import { checkBuiltImages } from './compose/image-checks.mjs';
import { log, run } from './compose/commands.mjs';
import { composeCommand, stopDaemon } from './compose/docker-daemon.mjs';
import {
  chooseOffset,
  envFileFor,
  envFileNames,
  s3ComposeFile,
  suiteReplicas,
  writeEnvFile,
} from './compose/env-file.mjs';
import { startComposePrewarm } from './compose/prewarm.mjs';

const PROJECT = 'academy-compose-test';
// the real composition, and the S3-compatible store its API replicas share in the suite
const composeFiles = [path.join(root, 'docker-compose.yml'), s3ComposeFile];

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
    for (const name of envFileNames()) delete env[name];
    for (const name of Object.keys(baseImages)) delete env[name];
    return env;
  };
  // --env-file: the compose file requires its secrets (${VAR:?}), even for `ps`
  const project = [
    ...compose.slice(1),
    ...composeFiles.flatMap((f) => ['-f', f]),
    '-p',
    PROJECT,
    '--env-file',
    envFile,
  ];
  const dc = (args, options = {}) => run(compose[0], [...project, ...args], { env: cleanEnv(), ...options });
  const containerIds = (services = []) =>
    spawnSync(compose[0], [...project, 'ps', '-q', ...services], { env: cleanEnv(), encoding: 'utf8' })
      .stdout.trim()
      .split('\n')
      .filter(Boolean);
  // every service but the one-shot release step, which exits once done; some of them twice
  const servingServices = [...composition().map((unit) => unit.name), 'postgres', 'redis', 's3', 'front-door'];
  const servingContainers = servingServices.length + Object.values(suiteReplicas).reduce((n, r) => n + r - 1, 0);
  const servingContainerIds = () => containerIds(servingServices);
  const releaseContainerIds = () => containerIds(['release']);

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
    writeEnvFile(envFile, envFileFor(offset, images));
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

    checkBuiltImages({ pass, fail });

    upStarted = true;
    try {
      await timed('up + healthy', async () => {
        const up = await dc(['up', '-d']);
        if (up.code !== 0) throw new Error('docker-compose up -d failed');
        await waitAllHealthy(servingContainerIds, servingContainers);
      });
      pass(`docker-compose up -d: every service healthy (${servingContainers} containers, replicas included)`);
      const [release] = releaseContainerIds();
      const exit = release
        ? execFileSync('docker', ['inspect', '-f', '{{.State.Status}} {{.State.ExitCode}}', release], {
            encoding: 'utf8',
          }).trim()
        : 'no container';
      if (exit !== 'exited 0') throw new Error(`the release step is ${exit}, not exited 0`);
      pass('release step: ran once before the API (migrations, content, cards, covers) and exited 0');
    } catch (error) {
      fail('docker-compose up', error);
      await dc(['ps']);
      await dc(['logs', '--tail', '40']);
      return totals;
    }

    await timed('e2e', async () => {
      const outcome = await runComposeE2e({
        workDir,
        offset,
        chromium,
        compose,
        project: PROJECT,
        envFile,
        composeFiles,
        env: cleanEnv,
      });
      totals.passed += outcome.passed;
      totals.failed += outcome.failed;
      if (outcome.error) fail('e2e against the composition', outcome.error);
    });
    if (totals.failed) await dc(['logs', '--tail', '30']);
  } catch (error) {
    fail('compose suite', error);
  } finally {
    await timed('down', teardown);
    const left = projectLeftovers(PROJECT);
    if (left) fail('down -v', left);
    else pass('docker-compose down -v leaves no container, volume or network');
    const sizes = imageSizes();
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const { failed } = await composeSuite({ chromium });
  process.exit(failed ? 1 : 0);
}
