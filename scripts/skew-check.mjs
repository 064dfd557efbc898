// `npm run check:skew -- <app> [base]`: a unit as released beside everything else as it is now.
// The unit is checked out at `base` (a git ref; default: the newest `release-*` tag), installed and
// built there; the composition then runs that build (for the shell, its server too) with the other
// units, the API and the sandbox of this checkout (`ACADEMY_UNITS_FROM`), and the unit's e2e
// journeys as of `base` (its `academy.journeys` and spec files there, run with this checkout's
// e2e support) must pass. For a remote: the current shell with the released remote; for the shell:
// the released shell with the current remotes. Prints each step's time; exits 1 when a step
// fails, 2 on a wrong argument.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from './build.mjs';
import { root } from './composition.mjs';
import { ensureChromium, ensureDependencies } from './lib/setup.mjs';

const pnpmVersion = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('+')[0];
/** Where a released unit's specs are copied: beside e2e/tests, so their `../support/` imports resolve. */
export const skewTestsDir = path.join(root, 'e2e/skew-tests');

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The newest `release-*` tag, or undefined when the repository has none. */
export function latestRelease(tags = git('tag', '--list', 'release-*', '--sort=-creatordate')) {
  return tags.split('\n').find(Boolean);
}

/** The journeys an app listed at a checkout (`academy.journeys` of its package.json there). */
export function journeysAt(checkout, app) {
  const manifest = JSON.parse(readFileSync(path.join(checkout, app, 'package.json'), 'utf8'));
  return manifest.academy?.journeys ?? [];
}

/** The commands of a skew check, in order, once `checkout` holds `base`. */
export function skewSteps(app, checkout, journeys) {
  const bin = (name) => path.join(root, 'node_modules/.bin', name);
  return [
    {
      name: 'install at the release',
      command: 'npx',
      args: ['--yes', pnpmVersion, 'install', '--frozen-lockfile', '--prefer-offline'],
      cwd: checkout,
      env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    },
    {
      name: `build ${app} at the release`,
      command: 'npx',
      args: ['--yes', pnpmVersion, 'run', 'build'],
      cwd: path.join(checkout, app),
    },
    {
      name: `${app} as released: its journeys then (${journeys.length})`,
      command: bin('playwright'),
      args: ['test', '-c', 'e2e/playwright.config.ts', ...journeys],
      cwd: root,
      env: { ACADEMY_UNITS_FROM: `${app}=${checkout}`, E2E_TEST_DIR: './skew-tests' },
    },
  ];
}

function run({ command, args, cwd, env = {} }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** A detached worktree of `base` (kept between runs: the install and build are reused). */
function checkoutOf(base) {
  const commit = git('rev-parse', '--verify', `${base}^{commit}`);
  const checkout = path.join(os.tmpdir(), `academy-skew-${commit.slice(0, 12)}`);
  if (!existsSync(path.join(checkout, '.git'))) {
    rmSync(checkout, { recursive: true, force: true });
    git('worktree', 'add', '--detach', checkout, commit);
  }
  return { commit, checkout };
}

/** The released specs beside this checkout's e2e support (fresh each run). */
function copyReleasedSpecs(checkout, journeys) {
  rmSync(skewTestsDir, { recursive: true, force: true });
  mkdirSync(skewTestsDir, { recursive: true });
  for (const spec of journeys) cpSync(path.join(checkout, 'e2e/tests', spec), path.join(skewTestsDir, spec));
}

async function main(app, base = latestRelease()) {
  if (!apps.includes(app)) {
    console.error(`usage: npm run check:skew -- <app> [base]   (app: ${apps.join(', ')})`);
    return 2;
  }
  if (!base) {
    console.error('no release to check against: tag one (git tag release-<date> <commit>) or name a ref');
    return 2;
  }
  ensureDependencies();
  process.env.CHROMIUM_PATH ??= ensureChromium();
  const { commit, checkout } = checkoutOf(base);
  const journeys = journeysAt(checkout, app);
  copyReleasedSpecs(checkout, journeys);
  console.log(`› ${app} as of ${base} (${commit.slice(0, 12)}) in ${checkout}; journeys: ${journeys.join(', ')}`);
  const results = [];
  for (const step of skewSteps(app, checkout, journeys)) {
    console.log(`\n━━ ${app}: ${step.name} ━━`);
    const started = Date.now();
    const code = await run(step);
    results.push({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    if (code !== 0) break;
  }
  rmSync(skewTestsDir, { recursive: true, force: true });
  console.log(`\n━━ ${app} as of ${base}: skew check ━━`);
  for (const { name, ok, seconds } of results) console.log(`${ok ? '✓' : '✘'} ${name} in ${seconds.toFixed(0)} s`);
  const passed = results.length === 3 && results.every((r) => r.ok);
  const total = results.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(`${passed ? 'passed' : 'FAILED'} in ${(total / 60).toFixed(1)} min`);
  return passed ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv[2], process.argv[3]);
}
