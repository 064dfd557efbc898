// Builds the shell and the five remotes, skipping any whose inputs did not change since its
// last build (a hash of its sources, the shared packages and the lockfile, kept in dist/).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remotes, root } from './composition.mjs';

export const apps = ['shell', ...remotes.map((r) => `mf-${r}`)];
const sharedInputs = ['packages', 'pnpm-lock.yaml'];

function filesUnder(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    ['node_modules', 'dist', 'dist-monolith', '.data'].includes(entry.name) ||
    entry.name.endsWith('.test.tsx') ||
    entry.name.endsWith('.test.ts')
      ? []
      : filesUnder(path.join(target, entry.name)),
  );
}

export function inputHash(app, extra = '') {
  const hash = createHash('sha256').update(extra);
  for (const file of [...filesUnder(app), ...sharedInputs.flatMap(filesUnder)].sort()) {
    hash.update(path.relative(root, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

const stampOf = (app, outDir) => path.join(root, app, outDir, '.build-hash');

function runWebpack(app, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', ...args],
      {
        cwd: path.join(root, app),
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NODE_NO_WARNINGS: '1' },
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0 && !/ERROR in|Error:/.test(output) ? resolve() : reject(new Error(`${app} build failed:\n${output}`)),
    );
  });
}

/**
 * Which jobs to build: those whose inputs changed (all with `force`). With `only` (a team's own
 * check), the named apps if they changed and any other app only when it has no build at all: the
 * others stay the builds the composition runs now, even when the shared packages moved on.
 */
export function jobsToBuild(jobs, { force = false, only } = {}, state = buildState) {
  return jobs.filter(({ app, outDir }) => {
    const { built, current } = state(app, outDir);
    if (only && !only.includes(app)) return !built;
    return force || !current;
  });
}

function buildState(app, outDir) {
  const stamp = stampOf(app, outDir);
  const built = existsSync(stamp);
  return { built, current: built && readFileSync(stamp, 'utf8') === inputHash(app, outDir) };
}

/**
 * Build what changed; `monolith` builds the shell as one bundle instead (bench only); `only` (apps,
 * or the env `BUILD_ONLY`, comma-separated) rebuilds just those (`jobsToBuild`).
 */
export async function buildAll({ force = false, monolith = false, concurrency = 2, only = onlyFromEnv() } = {}) {
  const jobs = monolith
    ? [{ app: 'shell', args: ['--env', 'monolith'], outDir: 'dist-monolith' }]
    : apps.map((app) => ({ app, args: [], outDir: 'dist' }));
  const queue = jobsToBuild(jobs, { force, only });
  if (queue.length === 0) return console.log('› builds are up to date');
  console.log(`› building ${queue.map((j) => j.app).join(', ')}…`);
  const workers = Array.from({ length: concurrency }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const started = Date.now();
      await runWebpack(job.app, job.args);
      writeFileSync(stampOf(job.app, job.outDir), inputHash(job.app, job.outDir));
      console.log(
        `  ✓ ${job.app}${job.outDir === 'dist' ? '' : ' (monolith)'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  });
  await Promise.all(workers);
}

/** `BUILD_ONLY=mf-quiz,mf-content`: the apps a team's check rebuilds; unknown names are an error. */
export function onlyFromEnv(value = process.env.BUILD_ONLY) {
  if (!value) return undefined;
  const only = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !apps.includes(name));
  if (unknown.length > 0) throw new Error(`BUILD_ONLY names no app: ${unknown.join(', ')} (apps: ${apps.join(', ')})`);
  return only;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  buildAll({ force: args.includes('--force'), monolith: args.includes('--monolith') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
