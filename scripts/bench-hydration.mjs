// `node scripts/bench-hydration.mjs [offset]`: how long the main thread is blocked while a
// server-rendered page loads and hydrates. Builds what changed, serves the composition on
// shifted ports (default offset 1400), opens each page in Chromium at a mobile viewport with the
// CPU throttled 4x (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile simulation) and
// prints, from PerformanceObserver('longtask'), the longest task and the total blocking time
// (sum of each long task's time over 50 ms) from navigation until 5 s after the load event,
// without input (scripts/lib/page-load.mjs); then, after the first input (a pointer move, which
// starts a server-rendered page's app), the longest task and the time until the page is
// hydrated. The median of BENCH_RUNS (5) runs. Figures, not pass/fail.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildAll } from './build.mjs';
import { composition } from './composition.mjs';
import { medianPageLoad } from './lib/page-load.mjs';
import { startServices } from './lib/processes.mjs';
import { chromiumFlags, ensureChromium } from './lib/setup.mjs';

const offset = Number(process.argv[2] ?? 1400);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const throttle = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
const pages = (process.env.BENCH_PAGES ?? '/en,/en/articles/what-is-bitcoin,/en/glossary,/en/quizzes').split(',');

await buildAll();
const services = composition({
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'academy-bench-hydration-')),
  portOffset: offset,
});
const shell = services.find((s) => s.name === 'shell');
const running = await startServices(
  services.filter((s) => s.name !== 'mail'),
  { quiet: true },
);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumFlags });

const pad = (s, n) => String(s).padStart(n);
try {
  console.log(`CPU ${throttle}x, ${runs} runs per page (median), load average ${os.loadavg()[0].toFixed(1)}`);
  console.log(
    `${'page'.padEnd(34)} ${pad('longest task', 13)} ${pad('TBT', 9)} ${pad('long tasks', 10)}` +
      ` | after input: ${pad('longest task', 13)} ${pad('hydrated in', 12)}`,
  );
  for (const p of pages) {
    const result = await medianPageLoad(browser, `http://localhost:${shell.port}${p}`, {
      runs,
      cpuThrottle: throttle,
      intent: true,
    });
    if (process.env.BENCH_DETAIL)
      for (const run of result.runs)
        console.log(
          `  ${p}: load at ${Math.round(run.loadAt)} ms, hydrated at ${Math.round(run.hydratedAt ?? NaN)} ms; long tasks (start+duration): ${run.longTasks
            .map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`)
            .join(', ')}`,
        );
    console.log(
      `${p.padEnd(34)} ${pad(`${Math.round(result.longestTaskMs)} ms`, 13)} ${pad(`${Math.round(result.blockingMs)} ms`, 9)} ${pad(result.longTaskCount, 10)}` +
        ` | after input: ${pad(`${Math.round(result.intentLongestTaskMs)} ms`, 13)} ${pad(`${Math.round(result.intentReadyMs)} ms`, 12)}`,
    );
  }
  console.log(`load average at the end ${os.loadavg()[0].toFixed(1)}`);
} finally {
  await browser.close();
  await running.stop?.();
}
process.exit(0);
