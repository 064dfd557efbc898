// `npm run bench:tap [port offset]` (default 260): what a learner's first tap costs on a phone. Builds
// the site federated and as one bundle, serves both, and prints for each public page and control
// (menu, theme, the article's contents): tap -> next paint at 3 s and at 10 s after load, on slow
// 4G and without network throttling, CPU 4x, cache empty, median of BENCH_RUNS (3); with the time
// until the page is hydrated and the longest main-thread task of the run (scripts/lib/
// tap-to-paint.mjs), against the issue's budgets. Figures, not pass/fail.
// Narrow it with BENCH_BUILDS (federated,monolith), BENCH_NETWORKS ("slow 4G",none),
// BENCH_DELAYS (3000,10000), BENCH_CONTROLS (menu,theme,contents), BENCH_PAGES (paths).
import os from 'node:os';
import { chromium } from '@playwright/test';
import { buildAll } from './build.mjs';
import { BENCH_PAGES, startBothBuilds } from './lib/both-builds.mjs';
import { chromiumFlags, ensureChromium } from './lib/setup.mjs';
import { controls, medianTap, networks } from './lib/tap-to-paint.mjs';

const OFFSET = Number(process.argv[2] ?? 260);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const list = (name, all) => (process.env[name] ? process.env[name].split(',') : all);
const builds = list('BENCH_BUILDS', ['federated', 'monolith']);
const networkNames = list('BENCH_NETWORKS', Object.keys(networks));
const delays = list('BENCH_DELAYS', ['3000', '10000']).map(Number);
const controlNames = list('BENCH_CONTROLS', Object.keys(controls));
const pagePaths = list(
  'BENCH_PAGES',
  BENCH_PAGES.map((p) => p.path),
);
const budget = { tapMs: 200, hydratedMs: 5000, taskMs: 50 };

const executablePath = ensureChromium();
await buildAll();
if (builds.includes('monolith')) await buildAll({ monolith: true, force: true });
const { shell, monolith, running } = await startBothBuilds(OFFSET);
const port = { federated: shell.port, monolith: monolith.port };

const cell = (value, width) => String(value).padStart(width);
const ms = (value) => (value === null ? 'never' : `${Math.round(value)}`);
const loadAtStart = os.loadavg()[0];
const rows = [];
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumFlags });
try {
  for (const pagePath of pagePaths)
    for (const controlName of controlNames)
      for (const build of builds)
        for (const networkName of networkNames)
          for (const delayMs of delays) {
            const url = `http://localhost:${port[build]}${pagePath}`;
            const result = await medianTap(browser, url, controls[controlName], {
              runs,
              delayMs,
              network: networks[networkName],
            });
            if (result === null) continue; // the control is not on this page
            const row = { pagePath, controlName, build, networkName, delayMs, ...result };
            rows.push(row);
            console.log(
              `${pagePath.padEnd(32)}${controlName.padEnd(10)}${build.padEnd(11)}${networkName.padEnd(9)}` +
                `${cell(`${delayMs / 1000} s`, 6)}${cell(ms(row.tapMs), 9)}${cell(ms(row.hydratedMs), 13)}${cell(ms(row.longestTaskMs), 14)}`,
            );
          }
} finally {
  await browser.close();
  await running.stop();
}

console.log(
  `\nbench:tap: 412x823 touch, CPU 4x, cache empty, median of ${runs}; tap -> the first frame showing what it opens;` +
    ` hydrated = ms from navigation start; load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end`,
);
console.log(
  `${'page'.padEnd(32)}${'control'.padEnd(10)}${'build'.padEnd(11)}${'network'.padEnd(9)}${cell('after', 6)}${cell('tap ms', 9)}${cell('hydrated ms', 13)}${cell('longest task', 14)}`,
);
for (const r of rows)
  console.log(
    `${r.pagePath.padEnd(32)}${r.controlName.padEnd(10)}${r.build.padEnd(11)}${r.networkName.padEnd(9)}` +
      `${cell(`${r.delayMs / 1000} s`, 6)}${cell(ms(r.tapMs), 9)}${cell(ms(r.hydratedMs), 13)}${cell(ms(r.longestTaskMs), 14)}`,
  );
const federated = rows.filter((r) => r.build === 'federated');
const over = (key, limit) => federated.filter((r) => r[key] === null || r[key] > limit);
console.log('\nbudgets (federated build):');
for (const [what, key, limit] of [
  [`tap -> next paint <= ${budget.tapMs} ms`, 'tapMs', budget.tapMs],
  [`hydrated <= ${budget.hydratedMs} ms`, 'hydratedMs', budget.hydratedMs],
  [`longest task <= ${budget.taskMs} ms`, 'longestTaskMs', budget.taskMs],
]) {
  const misses = over(key, limit);
  console.log(
    `  ${what}: ${misses.length === 0 ? 'met' : `NOT met in ${misses.length} of ${federated.length}`}` +
      misses
        .slice(0, 6)
        .map((r) => `; ${r.pagePath} ${r.controlName} ${r.networkName} ${r.delayMs / 1000} s: ${ms(r[key])}`)
        .join(''),
  );
}
