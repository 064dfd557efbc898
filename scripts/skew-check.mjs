// `npm run check:skew -- <app> [base]`: a unit as released beside everything else as it is now.
// The unit is checked out at `base` (a git ref; default: the release, lib/release-base.mjs),
// installed and built there; the composition then runs that build (for the shell, its server too)
// with the other units, the API and the sandbox of this checkout (`ACADEMY_UNITS_FROM`), and the
// unit's e2e journeys as of `base` (its `academy.journeys` and spec files there, run with this
// checkout's e2e support) must pass. For a remote: the current shell with the released remote; for
// the shell: the released shell with the current remotes.
// `npm run check:skew -- all [base]` (the `npm test` suite): every unit built at the release once,
// then two runs: the current shell with all five remotes as released (one journey each), and the
// released shell with the current remotes (its `skewJourneys`).
// Prints each step's time and ends `N passed, N failed` (the journeys' tests; a failed install or
// build, or no release to check against, counts as one failed). Exits 1 on a failure, 2 on a wrong
// argument.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps } from './build.mjs';
import { root } from './composition.mjs';
import { thisRelease } from './lib/release-base.mjs';
import { ensureChromium, ensureDependencies } from './lib/setup.mjs';

const pnpmVersion = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('+')[0];
/** Where a released unit's specs are copied: beside e2e/tests, so their `../support/` imports resolve. */
export const skewTestsDir = path.join(root, 'e2e/skew-tests');
/** Texts changed on purpose since the release that its specs assert (e2e/skew-text-changes.json). */
export const textChangesFile = path.join(root, 'e2e/skew-text-changes.json');
const remoteApps = apps.filter((app) => app !== 'shell');

/**
 * What `all` runs of each unit: a spec, or one test of it (a literal part of its title), the
 * shortest that still walks the unit's main path: the shell's routes of every remote and its shared
 * singletons (9 tests); a reader's article, search and glossary; a free quiz passed to its
 * certificate; a session; a package bought; an event registration.
 */
export const skewJourneys = {
  shell: [{ spec: 'routing.spec.ts' }, { spec: 'singletons.spec.ts' }],
  'mf-content': [{ spec: 'content.spec.ts', test: 'home -> filter -> article -> glossary' }],
  'mf-quiz': [{ spec: 'main-quiz.spec.ts', test: 'a KYC-verified learner passes a free quiz' }],
  'mf-account': [{ spec: 'session.spec.ts' }],
  'mf-commerce': [{ spec: 'subscriptions.spec.ts' }],
  'mf-events': [{ spec: 'events.spec.ts', test: 'a visitor pressing Register logs in' }],
};

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The journeys an app listed at a checkout (`academy.journeys` of its package.json there). */
export function journeysAt(checkout, app) {
  const manifest = JSON.parse(readFileSync(path.join(checkout, app, 'package.json'), 'utf8'));
  return manifest.academy?.journeys ?? [];
}

/** The line of the `test(` call whose title holds `title`, or undefined. */
export function lineOfTest(text, title) {
  const at = text.indexOf(title);
  if (at < 0) return undefined;
  const call = text.lastIndexOf('test(', at);
  return call < 0 ? undefined : text.slice(0, call).split('\n').length;
}

/**
 * Playwright's filters for an app's picks as of the release: `spec:line` for one test, `spec` for a
 * whole spec or a test whose title the release's spec lacks; picks it did not list are left out,
 * and with none left its first journey then runs whole.
 */
export function pickedJourneys(app, listed, readSpec) {
  const picked = skewJourneys[app]
    .filter(({ spec }) => listed.includes(spec))
    .map(({ spec, test }) => {
      const line = test && lineOfTest(readSpec(spec), test);
      return line ? `${spec}:${line}` : spec;
    });
  return picked.length ? picked : listed.slice(0, 1);
}

const installStep = (checkout) => ({
  name: 'install at the release',
  command: 'npx',
  args: ['--yes', pnpmVersion, 'install', '--frozen-lockfile', '--prefer-offline'],
  cwd: checkout,
  env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});

/** Playwright on the released specs, the units named in `from` run from the checkout. */
const journeysStep = (name, from, checkout, journeys, reportDir) => ({
  name,
  command: path.join(root, 'node_modules/.bin', 'playwright'),
  args: ['test', '-c', 'e2e/playwright.config.ts', ...journeys],
  cwd: root,
  env: {
    ACADEMY_UNITS_FROM: from.map((unit) => `${unit}=${checkout}`).join(','),
    E2E_TEST_DIR: './skew-tests',
    // measured: content.spec's reader journey took 46-66 s here with jest beside it (45 s is e2e's limit)
    E2E_TEST_TIMEOUT_MS: '90000',
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, `${from.length > 1 ? 'remotes' : from[0]}.json`),
  },
  journeys: true,
});

/** The commands of a one-unit skew check, in order, once `checkout` holds the release. */
export function skewSteps(app, checkout, journeys, reportDir = os.tmpdir()) {
  return [
    installStep(checkout),
    {
      name: `build ${app} at the release`,
      command: 'npx',
      args: ['--yes', pnpmVersion, 'run', 'build'],
      cwd: path.join(checkout, app),
    },
    journeysStep(`${app} as released: its journeys then (${journeys.length})`, [app], checkout, journeys, reportDir),
  ];
}

/** The commands of `all`: `journeys` maps each app to what it runs (`pickedJourneys`). */
export function allSkewSteps(checkout, journeys, reportDir = os.tmpdir()) {
  const remoteSpecs = [...new Set(remoteApps.flatMap((app) => journeys[app]))];
  return [
    installStep(checkout),
    // the release's own build script: every unit, skipping those built there before
    { name: 'build every unit at the release', command: process.execPath, args: ['scripts/build.mjs'], cwd: checkout },
    journeysStep(
      `current shell, remotes as released (${remoteSpecs.join(', ')})`,
      remoteApps,
      checkout,
      remoteSpecs,
      reportDir,
    ),
    journeysStep(
      `shell as released, current remotes (${journeys.shell.join(', ')})`,
      ['shell'],
      checkout,
      journeys.shell,
      reportDir,
    ),
  ];
}

/** A journeys step's tests from its Playwright JSON report; a run that failed with none counted: 1 failed. */
export function countJourneys(report, code) {
  const stats = report?.stats ?? { expected: 0, flaky: 0, unexpected: 0 };
  const failed = stats.unexpected + (code !== 0 && !stats.unexpected ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed };
}

/** The failed tests of a Playwright JSON report, as `file:line › title`. */
export function failedTests(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
    ...failedTests(suite.suites),
  ]);
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

const specOf = (filter) => filter.split(':')[0];

/**
 * A released spec with the texts changed since then: each `from` the spec asserts reads as its `to`.
 * Returns the spec and the changes applied. A change spanning lines would move the `spec:line` filters.
 */
export function withTextChanges(spec, changes) {
  const applied = changes.filter(({ from }) => spec.includes(from));
  for (const { from, to } of changes) {
    if (/\n/.test(from + to)) throw new Error(`${textChangesFile}: "${from}" -> "${to}" spans lines`);
  }
  return { spec: applied.reduce((text, { from, to }) => text.replaceAll(from, to), spec), applied };
}

/** The released specs beside this checkout's e2e support (fresh each run), with the texts changed since. */
function copyReleasedSpecs(checkout, specs) {
  const { changes } = JSON.parse(readFileSync(textChangesFile, 'utf8'));
  rmSync(skewTestsDir, { recursive: true, force: true });
  mkdirSync(skewTestsDir, { recursive: true });
  for (const name of specs) {
    const { spec, applied } = withTextChanges(readFileSync(path.join(checkout, 'e2e/tests', name), 'utf8'), changes);
    for (const { from, to } of applied)
      console.log(`› ${name}: "${from}" read as "${to}" (e2e/skew-text-changes.json)`);
    writeFileSync(path.join(skewTestsDir, name), spec);
  }
}

/** Runs the steps in order (after a failed install or build, none); returns the counted result. */
async function runSteps(steps) {
  const results = [];
  const failures = [];
  let passed = 0;
  let failed = 0;
  for (const step of steps) {
    console.log(`\n━━ skew: ${step.name} ━━`);
    const started = Date.now();
    const code = await run(step);
    results.push({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    if (step.journeys) {
      const report = existsSync(step.env.PLAYWRIGHT_JSON_OUTPUT_NAME)
        ? JSON.parse(readFileSync(step.env.PLAYWRIGHT_JSON_OUTPUT_NAME, 'utf8'))
        : undefined;
      const counted = countJourneys(report, code);
      failures.push(...failedTests(report?.suites));
      passed += counted.passed;
      failed += counted.failed;
    } else if (code !== 0) {
      failed += 1;
      break;
    }
  }
  return { results, failures, passed, failed };
}

async function main(unit, givenBase) {
  if (unit !== 'all' && !apps.includes(unit)) {
    console.error(`usage: npm run check:skew -- <all|app> [base]   (app: ${apps.join(', ')})`);
    return 2;
  }
  const release = givenBase ? { base: givenBase, label: givenBase } : thisRelease();
  if (release.problem) {
    console.log(`✘ ${release.problem}\n0 passed, 1 failed`);
    return 1;
  }
  ensureDependencies();
  process.env.CHROMIUM_PATH ??= ensureChromium();
  const { commit, checkout } = checkoutOf(release.base);
  const readReleasedSpec = (spec) => readFileSync(path.join(checkout, 'e2e/tests', spec), 'utf8');
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'academy-skew-report-'));
  const units = unit === 'all' ? apps : [unit];
  const journeys = Object.fromEntries(
    units.map((app) => [
      app,
      unit === 'all' ? pickedJourneys(app, journeysAt(checkout, app), readReleasedSpec) : journeysAt(checkout, app),
    ]),
  );
  copyReleasedSpecs(checkout, [...new Set(Object.values(journeys).flatMap((filters) => filters.map(specOf)))]);
  console.log(`› ${unit} as of ${release.label} (${commit.slice(0, 12)}) in ${checkout}`);
  for (const app of units) console.log(`  ${app}: ${journeys[app].join(', ')}`);
  const steps =
    unit === 'all' ? allSkewSteps(checkout, journeys, reportDir) : skewSteps(unit, checkout, journeys[unit], reportDir);
  const { results, failures, passed, failed } = await runSteps(steps);
  rmSync(skewTestsDir, { recursive: true, force: true });
  console.log(`\n━━ ${unit} as of ${release.label}: skew check ━━`);
  for (const { name, ok, seconds } of results) console.log(`${ok ? '✓' : '✘'} ${name} in ${seconds.toFixed(0)} s`);
  for (const name of failures) console.log(`✘ ${name}`);
  const total = results.reduce((sum, { seconds }) => sum + seconds, 0);
  const ok = failed === 0 && results.length === steps.length && results.every((r) => r.ok);
  console.log(`${ok ? 'passed' : 'FAILED'} in ${(total / 60).toFixed(1)} min`);
  console.log(`${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed`);
  return ok ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv[2], process.argv[3]);
}
