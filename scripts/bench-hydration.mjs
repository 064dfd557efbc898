// `node scripts/bench-hydration.mjs [offset]`: how long the main thread is blocked while a
// server-rendered page loads and hydrates. Builds what changed, serves the composition on
// shifted ports (default offset 1400), opens each page in Chromium at a mobile viewport with the
// CPU throttled 4x (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile simulation) and
// prints, from PerformanceObserver('longtask'), the longest task and the total blocking time
// (sum of each long task's time over 50 ms) from navigation until the page is hydrated and
// quiet, the median of BENCH_RUNS (5) runs. Figures, not pass/fail.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildAll } from './build.mjs';
import { composition } from './composition.mjs';
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

/** One cold load: long tasks from navigation until hydrated and 2 s without a long task. */
async function measure(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated) window.__hydratedAt ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForSelector('html[data-hydrated]', { timeout: 120_000 });
  // Quiet: no new long task for 2 s (hydration of deferred boundaries, effects, prefetches).
  for (let seen = -1; ;) {
    const count = await page.evaluate(() => window.__longTasks.length);
    if (count === seen) break;
    seen = count;
    await page.waitForTimeout(2000);
  }
  const tasks = await page.evaluate(() => window.__longTasks);
  const hydratedAt = await page.evaluate(() => window.__hydratedAt);
  if (process.env.BENCH_DETAIL)
    console.log(
      `  ${url}: hydrated at ${Math.round(hydratedAt)} ms; long tasks (start+duration): ${tasks
        .map((t) => `${Math.round(t.start)}+${Math.round(t.duration)}`)
        .join(', ')}`,
    );
  await context.close();
  const longest = Math.max(0, ...tasks.map((t) => t.duration));
  const tbt = tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  return { longest, tbt, count: tasks.length, hydratedAt };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pad = (s, n) => String(s).padStart(n);
try {
  console.log(`CPU ${throttle}x, ${runs} runs per page (median), load average ${os.loadavg()[0].toFixed(1)}`);
  console.log(`${'page'.padEnd(34)} ${pad('longest task', 13)} ${pad('TBT', 9)} ${pad('long tasks', 10)}`);
  for (const p of pages) {
    await measure(`http://localhost:${shell.port}${p}`); // warm the server (remote, micro-cache)
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(`http://localhost:${shell.port}${p}`));
    console.log(
      `${p.padEnd(34)} ${pad(`${Math.round(median(results.map((r) => r.longest)))} ms`, 13)} ${pad(
        `${Math.round(median(results.map((r) => r.tbt)))} ms`,
        9,
      )} ${pad(median(results.map((r) => r.count)), 10)}`,
    );
  }
  console.log(`load average at the end ${os.loadavg()[0].toFixed(1)}`);
} finally {
  await browser.close();
  await running.stop?.();
}
process.exit(0);
