// `pnpm bench:bundle`: builds the site federated and as one bundle (the shell's monolith mode),
// both rendered on the server by the shell's server, serves both, and prints for each page: JS
// bytes (raw and gzip), request count, total bytes transferred on first load (every response,
// images included), Lighthouse mobile performance (score, LCP, TBT, CLS: the median run of
// BENCH_LH_RUNS, default 3) and the federated/monolith ratios, against the issue's budgets.
// Figures, not pass/fail.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildAll } from './build.mjs';
import { composition, root } from './composition.mjs';
import { startServices } from './lib/processes.mjs';
import { chromiumFlags as chromeFlags, ensureChromium, ensureTool, tools } from './lib/setup.mjs';

const OFFSET = 200;
const pages = [
  { label: 'home', path: '/en', minScore: 95 },
  { label: 'article', path: '/en/articles/what-is-bitcoin', minScore: 95 },
  { label: 'glossary', path: '/en/glossary', minScore: 95 },
  { label: 'quiz list', path: '/en/quizzes', minScore: 90 },
];
const budget = { lcpMs: 2000, tbtMs: 150, cls: 0.02, gzipRatio: 1.2 };
const lighthouseRuns = Number(process.env.BENCH_LH_RUNS ?? 3);

const executablePath = ensureChromium();
// Lighthouse is not a dependency of the project (npm start and npm test never need it).
const lighthouseCli = path.join(ensureTool('lighthouse', tools.lighthouse), 'cli/index.js');
await buildAll();
await buildAll({ monolith: true, force: true });

const services = composition({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'academy-bench-')), portOffset: OFFSET });
const shell = services.find((s) => s.name === 'shell');
const monolith = {
  ...shell,
  name: 'shell-monolith',
  port: shell.port + 50,
  env: { ...shell.env, PORT: String(shell.port + 50), SHELL_DIST: path.join(root, 'shell/dist-monolith') },
};
const running = await startServices([...services.filter((s) => s.name !== 'mail'), monolith], { quiet: true });

async function measureNetwork(browser, url) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const scripts = [];
  let requests = 0;
  // every response's bytes on the wire (headers and encoded body): the page's weight on first load
  let transferred = 0;
  page.on('requestfinished', async (request) => {
    requests += 1;
    const sizes = await request.sizes();
    transferred += sizes.responseHeadersSize + sizes.responseBodySize;
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ raw: body.length, transferred: sizes.responseBodySize });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('main h1').waitFor();
  await page.close();
  return {
    jsRaw: scripts.reduce((n, s) => n + s.raw, 0),
    jsGzip: scripts.reduce((n, s) => n + s.transferred, 0),
    jsFiles: scripts.length,
    requests,
    total: transferred,
  };
}

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
    const f = { ...(await measureNetwork(browser, federated)), ...(await lighthouse(federated)) };
    const m = { ...(await measureNetwork(browser, single)), ...(await lighthouse(single)) };
    rows.push({ label, minScore, f, m });
  }
} finally {
  await browser.close();
  await running.stop();
}

const cell = (value, width) => String(value).padStart(width);
const verdict = (ok) => (ok ? 'met' : 'NOT met');
console.log(
  `\nbench:bundle: both builds rendered on the server; Chromium at a mobile viewport; gzip = bytes on the wire;` +
    ` Lighthouse mobile (simulated throttling), median of ${lighthouseRuns} run(s); load average ${loadAtStart.toFixed(1)}\n`,
);
console.log(
  'page          build        JS raw    JS gzip  JS files  requests      total  score    LCP ms   TBT ms    CLS',
);
for (const { label, f, m } of rows) {
  for (const [name, r] of [
    ['federated', f],
    ['monolith', m],
  ]) {
    console.log(
      `${label.padEnd(14)}${name.padEnd(11)}${cell(kb(r.jsRaw), 10)}${cell(kb(r.jsGzip), 11)}${cell(r.jsFiles, 10)}${cell(r.requests, 10)}${cell(kb(r.total), 11)}${cell(r.score, 7)}${cell(r.lcpMs, 10)}${cell(r.tbtMs, 9)}${cell(Number.isNaN(r.cls) ? 'NaN' : r.cls.toFixed(3), 7)}`,
    );
  }
  console.log(
    `${''.padEnd(14)}${'ratio f/m'.padEnd(11)}${cell(ratio(f.jsRaw, m.jsRaw), 10)}${cell(ratio(f.jsGzip, m.jsGzip), 11)}${cell(ratio(f.jsFiles, m.jsFiles), 10)}${cell(ratio(f.requests, m.requests), 10)}${cell(ratio(f.total, m.total), 11)}`,
  );
}
console.log('\nbudgets (federated build):');
for (const { label, minScore, f, m } of rows) {
  const checks = [
    [`score >= ${minScore}`, f.score >= minScore, f.score],
    [`LCP <= ${budget.lcpMs} ms`, f.lcpMs <= budget.lcpMs, f.lcpMs],
    [`TBT <= ${budget.tbtMs} ms`, f.tbtMs <= budget.tbtMs, f.tbtMs],
    [`CLS <= ${budget.cls}`, f.cls <= budget.cls, Number.isNaN(f.cls) ? 'NaN' : f.cls.toFixed(3)],
    [`gzip JS <= ${budget.gzipRatio}x monolith`, f.jsGzip / m.jsGzip <= budget.gzipRatio, ratio(f.jsGzip, m.jsGzip)],
  ];
  console.log(`  ${label}: ${checks.map(([what, ok, value]) => `${what}: ${value} ${verdict(ok)}`).join('; ')}`);
}
console.log(`load average at the end: ${os.loadavg()[0].toFixed(1)}`);
