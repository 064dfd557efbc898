// `npm test`: lint, format check, unused code (knip), type-check, unit tests, service suites
// (real PostgreSQL, and the database-bound part on PGlite), the compose check, the skew check (every unit as
// released beside the others as they are now), Playwright e2e in Chromium and the docker
// composition (compose suite). Ends with one line `N passed, N failed` summing every suite.
// The suites before e2e need no server (the skew check starts its own on other ports) and mostly
// one core each: they run TEST_LANES (default 2) at a time, each one's output printed whole when it ends; e2e and compose then run alone.
// `npm test -- <words>` runs only the suites whose name holds a word (`npm test -- compose`: the
// compose suite alone). The compose suite (the real docker composition built, run and driven in
// Chromium) runs last, reusing the webpack output the e2e suite built; its Docker daemon, base images
// and install layer are prepared in the background from the start. Where no Docker daemon can be
// had it prints `SKIPPED: <reason>` and counts nothing. SKIP_COMPOSE=1 skips it the same way.
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composeSuite } from './compose-suite.mjs';
import { startComposePrewarm } from './compose/prewarm.mjs';
import { ensureChromium, ensureDependencies } from './lib/setup.mjs';
import { readJestReport, readPlaywrightReport } from './lib/test-reports.mjs';
import { root } from './composition.mjs';

ensureDependencies();
const chromium = ensureChromium();
const only = process.argv.slice(2);

/** Where a suite's output goes: straight to stdout, or (in a lane) kept until the suite ends. */
const suiteOutput = new AsyncLocalStorage();
const write = (text) => (suiteOutput.getStore() ?? process.stdout).write(text);

function run(command, args, { cwd = root, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (data) => {
      output += data;
      write(data);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'academy-test-'));

/** A check that counts as one test. */
const single = (command, args, options) => async () => {
  const { code } = await run(command, args, options);
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
};

/** One eslint run (JSON report), read as several suites: each passes when none of its messages is left. */
let eslintRun;
const lint = (mine) => async () => {
  eslintRun ??= (async () => {
    const report = path.join(tmp(), 'eslint.json');
    const { code } = await run(bin('eslint'), ['.', '--max-warnings=0', '-f', 'json', '-o', report]);
    return { code, results: existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null };
  })();
  const { code, results } = await eslintRun;
  if (!results) return { passed: 0, failed: code === 0 ? 0 : 1 };
  const found = results.flatMap((r) => r.messages.filter(mine).map((m) => `${r.filePath}:${m.line} ${m.ruleId}`));
  for (const line of found) write(`${line}\n`);
  return { passed: found.length ? 0 : 1, failed: found.length ? 1 : 0 };
};

/** node:test with the TAP reporter: read its `# pass` / `# fail` totals. */
const nodeTests =
  (args, options = {}) =>
  async () => {
    const { code, output } = await run(process.execPath, args, options);
    const count = (label) =>
      [...output.matchAll(new RegExp(`^# ${label} (\\d+)$`, 'gm'))].reduce((n, m) => n + Number(m[1]), 0);
    const passed = count('pass');
    const failed = count('fail');
    const failures = [...output.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((m) => m[1]);
    return { passed, failed: failed || (code !== 0 || passed === 0 ? Math.max(1, failed) : 0), failures };
  };

const jest = async () => {
  const report = path.join(tmp(), 'jest.json');
  const { code } = await run(bin('jest'), ['--ci', '--json', `--outputFile=${report}`]);
  return readJestReport(report, code);
};

const playwright = async () => {
  const report = path.join(tmp(), 'playwright.json');
  const env = {
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
  };
  const { code } = await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { env });
  return readPlaywrightReport(report, code);
};

// The skew check (README "A unit as released…"): every unit as of the release beside the others
// as they are now. Its composition has ports of its own (offset 200, e2e's is 100) and its copied
// specs (e2e/skew-tests) are ignored by lint, format and type checks: it runs in a lane.
const skew = async () => {
  const env = { E2E_PORT_OFFSET: '200', ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };
  const { code, output } = await run(process.execPath, ['scripts/skew-check.mjs', 'all'], { env });
  const [, passed = '0', failed = '1'] = output.match(/^(\d+) passed, (\d+) failed$/m) ?? [];
  const failures = [...output.matchAll(/^✘ (.+)$/gm)].map((m) => m[1]);
  return { passed: Number(passed), failed: Number(failed) || (code === 0 ? 0 : 1), failures };
};

let composePrewarm = null;
async function compose() {
  if (process.env.SKIP_COMPOSE === '1') {
    console.log('› compose: SKIPPED: SKIP_COMPOSE=1. The composition was not built or run.');
    return { passed: 0, failed: 0, skipped: 1 };
  }
  return composeSuite({ chromium, prewarm: composePrewarm });
}

const tap = ['--test-reporter=tap'];
// Node 20's --test takes no globs: list the files.
const testFilesIn = (dir) =>
  readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join(root, dir, f));
/** The API's test files under these paths (relative to services/api). */
const apiTestFiles = (paths) =>
  paths.flatMap((entry) => {
    const full = path.join(root, 'services/api', entry);
    if (entry.endsWith('.test.ts')) return [full];
    return readdirSync(full, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.test.ts'))
      .sort()
      .map((f) => path.join(full, f));
  });
// Every API test runs on PostgreSQL, what production runs. PGlite is the same engine built to
// WebAssembly: the zero-setup default of `npm start` and of the e2e composition, which drives the
// routes on it. Here it runs what is about the database itself (start, migrations, the content
// import, the repositories) and the SQL-heaviest routes (quizzes, article search), not the whole
// suite a second time (that was ~16 of the run's CPU minutes on 2 cores).
// `cd services/api && pnpm test` still runs everything on PGlite.
const pgliteSet = [
  'test/app.test.ts',
  'test/server.test.ts',
  'test/deploy-defaults.test.ts',
  'test/modules/operations/health',
  'test/content',
  // the repositories' own tests
  'test/modules/account/sessions',
  'test/modules/commerce/entitlements',
  'test/modules/commerce/points',
  'test/modules/commerce/reward-trackings',
  'test/modules/learning/quiz',
  'test/modules/content/blogs',
];

const suites = [
  ['lint', lint((message) => !message.ruleId?.startsWith('jsx-a11y/'))],
  ['accessibility lint (jsx-a11y)', lint((message) => message.ruleId?.startsWith('jsx-a11y/'))],
  ['format (prettier --check)', single(bin('prettier'), ['--check', '.'])],
  // Unused files, exports and dependencies (knip.config.js says what knip cannot see and why).
  ['unused code (knip)', single(bin('knip'), ['--no-progress'])],
  ['typecheck browser code', single(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'])],
  ['typecheck tests', single(bin('tsc'), ['-p', 'tsconfig.test.json', '--noEmit'])],
  ['typecheck shell server', single(bin('tsc'), ['-p', 'shell/tsconfig.server.json', '--noEmit'])],
  ['typecheck api', single(bin('tsc'), ['-p', 'services/api/tsconfig.json', '--noEmit'])],
  ['typecheck sandbox', single(bin('tsc'), ['-p', 'services/exchange-sandbox/tsconfig.json', '--noEmit'])],
  ['unit (jest)', jest],
  [
    'scripts, static host, shell server, telemetry',
    // tsx: the shell's server is TypeScript
    nodeTests([
      '--import',
      'tsx',
      '--test',
      ...tap,
      'scripts/test/',
      'packages/static-host/test/',
      'shell/test/',
      'packages/telemetry/test/',
    ]),
  ],
  [
    'api on PGlite',
    nodeTests(['--import', 'tsx', 'test/run.ts', ...tap, ...apiTestFiles(pgliteSet)], {
      cwd: path.join(root, 'services/api'),
      env: { TEST_DB: 'pglite' },
    }),
  ],
  [
    'api on PostgreSQL',
    nodeTests(['--import', 'tsx', 'test/run.ts', ...tap], {
      cwd: path.join(root, 'services/api'),
      env: { TEST_DB: 'postgres' },
    }),
  ],
  [
    'exchange sandbox',
    nodeTests(['--import', 'tsx', '--test', ...tap, ...testFilesIn('services/exchange-sandbox/test')], {
      cwd: path.join(root, 'services/exchange-sandbox'),
    }),
  ],
  ['skew (units as released)', skew],
  ['e2e (Playwright, Chromium)', playwright],
  ['compose (docker composition)', compose],
].filter(([name]) => only.length === 0 || only.some((o) => name.toLowerCase().includes(o.toLowerCase())));

// The compose suite's Docker daemon, base images and install layer need nothing from the other
// suites: when it is going to run, they are prepared in the background from the start (nice'd,
// output to a log file; the suite waits for them, prints a summary and counts a failure there).
if (process.env.SKIP_COMPOSE !== '1' && suites.some(([, runSuite]) => runSuite === compose)) {
  composePrewarm = startComposePrewarm();
  console.log(
    `› compose: preparing Docker, base images and the install layer in the background (nice 10; log ${composePrewarm.logFile})`,
  );
  // interrupted before the compose suite took it over: end it and stop a dockerd it started
  const onSignal = async (signal) => {
    // while the compose suite runs, its own handler tears down and exits
    if (composePrewarm.claimed && process.listenerCount(signal) > 1) return;
    await composePrewarm.abort();
    process.exit(130);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

const results = [];
async function runTimed(name, runSuite) {
  const started = Date.now();
  const result = await runSuite();
  results.push({ name, ...result, seconds: (Date.now() - started) / 1000 });
}

const alone = new Set([playwright, compose]);
const laned = suites.filter(([, runSuite]) => !alone.has(runSuite));
const lanes = Math.max(1, Number(process.env.TEST_LANES) || 2);
console.log(`\n━━ ${laned.length} suites, ${lanes} at a time ━━`);
// the longest first, so the short ones fill the gaps at the end
const longest = ['skew (units as released)', 'unit (jest)', 'api on PostgreSQL', 'api on PGlite'];
const weight = ([name]) => (longest.includes(name) ? longest.indexOf(name) : longest.length);
const queue = [...laned].sort((x, y) => weight(x) - weight(y));
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, runSuite] = next;
      const chunks = [];
      console.log(`› ${name}: started`);
      await suiteOutput.run({ write: (text) => chunks.push(text) }, () => runTimed(name, runSuite));
      process.stdout.write(`\n━━ ${name} ━━\n${chunks.join('')}`);
    }
  }),
);
for (const [name, runSuite] of suites.filter(([, runSuite]) => alone.has(runSuite))) {
  console.log(`\n━━ ${name} ━━`);
  await runTimed(name, runSuite);
}
results.sort((x, y) => suites.findIndex(([n]) => n === x.name) - suites.findIndex(([n]) => n === y.name));

console.log('\n━━ summary ━━');
for (const r of results) {
  const skipped = r.skipped ? '  (skipped: see its output)' : '';
  console.log(
    `${r.failed ? '✖' : r.skipped ? '–' : '✓'} ${r.name.padEnd(28)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(0)} s${skipped}`,
  );
}
// the failed tests' names last, where a CI log's tail shows them
for (const r of results.filter((r) => r.failures?.length)) {
  console.log(`\n✖ ${r.name}:`);
  for (const name of r.failures.slice(0, 20)) console.log(`  ${name}`);
  if (r.failures.length > 20) console.log(`  … and ${r.failures.length - 20} more`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
