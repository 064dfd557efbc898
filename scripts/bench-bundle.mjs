// `pnpm bench:bundle [port offset]` (default 200): builds the site federated and as one bundle (the shell's monolith mode),
// both rendered on the server by the shell's server, serves both, and prints for each page:
// Lighthouse mobile performance (score, LCP, TBT, CLS: the median run of BENCH_LH_RUNS, default
// 3), then from Chromium at a phone's viewport with the CPU slowed 4x, without input (median of
// BENCH_RUNS loads, default 3): all bytes downloaded, JS gzip (bytes on the wire), script requests
// and the longest main-thread task from navigation until 5 s after load; then what the reader's
// first input costs (a pointer move starts a server-rendered page's app: shell/server/
// boot-on-intent.ts): JS gzip and scripts it loads, its longest task, the time until hydrated;
// and the federated/monolith ratios, against the issue's budgets. Figures, not pass/fail.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildAll } from './build.mjs';
import { BENCH_PAGES, startBothBuilds } from './lib/both-builds.mjs';
import { medianPageLoad } from './lib/page-load.mjs';
import { chromiumFlags as chromeFlags, ensureChromium, ensureTool, tools } from './lib/setup.mjs';

// every port shifted (beside a developer's `npm start` or another run on a shared machine)
const OFFSET = Number(process.argv[2] ?? 200);
// BENCH_ONLY=article,article+diagram,path: those pages' labels only (a quicker before/after of one page)
const only = process.env.BENCH_ONLY?.split(',');
const pages = only ? BENCH_PAGES.filter((page) => only.includes(page.label)) : BENCH_PAGES;
const budget = {
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
  gzipRatio: 1.2,
  articleJsGzipKb: 200,
  scriptRequests: 15,
  taskMs: 50,
};
const lighthouseRuns = Number(process.env.BENCH_LH_RUNS ?? 3);
const loadRuns = Number(process.env.BENCH_RUNS ?? 3);

const executablePath = ensureChromium();
// Lighthouse is not a dependency of the project (npm start and npm test never need it).
const lighthouseCli = path.join(ensureTool('lighthouse', tools.lighthouse), 'cli/index.js');
await buildAll();
await buildAll({ monolith: true, force: true });

const { shell, monolith, running } = await startBothBuilds(OFFSET);

/** One Lighthouse run: performance score and the three vitals, or null when it failed. */
function lighthouseRun(url) {
  return new Promise((resolve) => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--chrome-flags=${chromeFlags.join(' ')}`,
      ],
      {
        env: { ...process.env, ...(executablePath ? { CHROME_PATH: executablePath } : {}) },
        stdio: 'ignore',
      },
    );
    child.on('exit', () => {
      try {
        const report = JSON.parse(readFileSync(out, 'utf8'));
        const audit = (id) => report.audits[id].numericValue;
        resolve({
          score: Math.round(report.categories.performance.score * 100),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: audit('cumulative-layout-shift'),
        });
      } catch {
        resolve(null);
      }
    });
  });
}

/** The median run by score (Lighthouse's own advice for variance), as one set of figures. */
async function lighthouse(url) {
  const runs = [];
  for (let i = 0; i < lighthouseRuns; i += 1) {
    const run = await lighthouseRun(url);
    if (run) runs.push(run);
  }
  if (runs.length === 0) return { score: NaN, lcpMs: NaN, tbtMs: NaN, cls: NaN, runs: 0 };
  runs.sort((a, b) => a.score - b.score);
  return { ...runs[Math.floor((runs.length - 1) / 2)], runs: runs.length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a, b) => (b ? (a / b).toFixed(2) : 'n/a');
const rows = [];
const loadAtStart = os.loadavg()[0];
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromeFlags });
try {
  for (const { label, path: pagePath, minScore } of pages) {
    const federated = `http://localhost:${shell.port}${pagePath}`;
    const single = `http://localhost:${monolith.port}${pagePath}`;
    const load = (url) => medianPageLoad(browser, url, { runs: loadRuns, intent: true });
    const f = { ...(await load(federated)), ...(await lighthouse(federated)) };
    const m = { ...(await load(single)), ...(await lighthouse(single)) };
    rows.push({ label, minScore, f, m });
  }
} finally {
  await browser.close();
  await running.stop();
}

const cell = (value, width) => String(value).padStart(width);
const verdict = (ok) => (ok ? 'met' : 'NOT met');
const fixed = (value, digits) => (Number.isNaN(value) ? 'NaN' : value.toFixed(digits));
console.log(
  `\nbench:bundle: both builds rendered on the server; Lighthouse mobile (simulated throttling), median of ${lighthouseRuns} run(s);` +
    ` bytes, requests and tasks from Chromium at 412x823, CPU 4x, no input, median of ${loadRuns} load(s), until 5 s after load;` +
    ` gzip = bytes on the wire; load average ${loadAtStart.toFixed(1)}\n`,
);
console.log(
  'page          build       score   LCP ms  TBT ms    CLS   total KB  JS gzip KB  scripts  longest task ms' +
    ' | after input: JS gzip KB  scripts  longest task ms  hydrated in ms',
);
const afterInput = (r) =>
  ` | ${''.padEnd(12)}${cell(kb(r.intentJsGzip), 10)}${cell(r.intentScriptRequests, 9)}` +
  `${cell(Math.round(r.intentLongestTaskMs), 17)}${cell(Math.round(r.intentReadyMs), 16)}`;
/** The page's script in all: at load and after the first input. */
const allJs = (r) => r.jsGzip + r.intentJsGzip;
for (const { label, f, m } of rows) {
  for (const [name, r] of [
    ['federated', f],
    ['monolith', m],
  ]) {
    console.log(
      `${label.padEnd(14)}${name.padEnd(10)}${cell(r.score, 7)}${cell(r.lcpMs, 9)}${cell(r.tbtMs, 8)}${cell(fixed(r.cls, 3), 7)}` +
        `${cell(kb(r.totalBytes), 11)}${cell(kb(r.jsGzip), 12)}${cell(r.scriptRequests, 9)}${cell(Math.round(r.longestTaskMs), 17)}` +
        afterInput(r),
    );
  }
  console.log(
    `${''.padEnd(14)}${'ratio f/m'.padEnd(10)}${''.padEnd(38)}${cell(ratio(f.totalBytes, m.totalBytes), 11)}${cell(ratio(f.jsGzip, m.jsGzip), 12)}${cell(ratio(f.scriptRequests, m.scriptRequests), 9)}` +
      `${''.padEnd(17)} | ${''.padEnd(12)}${cell(ratio(f.intentJsGzip, m.intentJsGzip), 10)}${cell(ratio(f.intentScriptRequests, m.intentScriptRequests), 9)}`,
  );
}
console.log('\nbudgets (federated build):');
for (const { label, minScore, f, m } of rows) {
  const checks = [
    [`score >= ${minScore}`, f.score >= minScore, f.score],
    [`LCP <= ${budget.lcpMs} ms`, f.lcpMs <= budget.lcpMs, f.lcpMs],
    [`TBT <= ${budget.tbtMs} ms`, f.tbtMs <= budget.tbtMs, f.tbtMs],
    [`CLS <= ${budget.cls}`, f.cls <= budget.cls, fixed(f.cls, 3)],
    // at load and after the first input together: the app's whole first-screen script
    [
      `gzip JS (load + first input) <= ${budget.gzipRatio}x monolith`,
      allJs(f) / allJs(m) <= budget.gzipRatio,
      ratio(allJs(f), allJs(m)),
    ],
    [`scripts <= ${budget.scriptRequests}`, f.scriptRequests <= budget.scriptRequests, f.scriptRequests],
    [`longest task <= ${budget.taskMs} ms`, f.longestTaskMs <= budget.taskMs, Math.round(f.longestTaskMs)],
    ...(label === 'article'
      ? [[`JS gzip <= ${budget.articleJsGzipKb} KB`, f.jsGzip <= budget.articleJsGzipKb * 1024, kb(f.jsGzip)]]
      : []),
  ];
  console.log(`  ${label}: ${checks.map(([what, ok, value]) => `${what}: ${value} ${verdict(ok)}`).join('; ')}`);
}
console.log(`load average at the end: ${os.loadavg()[0].toFixed(1)}`);
