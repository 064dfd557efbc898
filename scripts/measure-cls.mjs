// Quick layout-shift probe (not part of the test suite): serves the built composition on
// shifted ports and prints the cumulative layout shift of pages at a 412x823 viewport, with
// the elements that moved. Usage: node scripts/measure-cls.mjs [offset]
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { composition } from './composition.mjs';
import { startServices } from './lib/processes.mjs';
import { ensureChromium } from './lib/setup.mjs';

const offset = Number(process.argv[2] ?? 650);
const pages = (
  process.env.CLS_PAGES ?? '/en/articles/what-is-bitcoin,/th/articles/what-is-bitcoin,/en,/th/glossary'
).split(',');
const services = composition({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'academy-cls-')), portOffset: offset });
const shell = services.find((s) => s.name === 'shell');
const running = await startServices(
  services.filter((s) => s.name !== 'mail'),
  { quiet: true },
);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const p of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          window.__shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            sources: entry.sources.map((s) => {
              const n = s.node;
              const desc = n
                ? `${n.nodeName}${n.id ? '#' + n.id : ''}${n.className && typeof n.className === 'string' ? '.' + n.className.split(' ').slice(0, 2).join('.') : ''} ${(n.textContent ?? '').slice(0, 40)}`
                : '?';
              return `${desc} ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`;
            }),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`http://localhost:${shell.port}${p}`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    const shifts = await page.evaluate(() => window.__shifts);
    const fonts = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family} ${f.weight}`),
    );
    const cls = shifts.reduce((n, s) => n + s.value, 0);
    console.log(`${p}: CLS ${cls.toFixed(3)} (${shifts.length} shifts); fonts loaded: ${fonts.join(', ') || 'none'}`);
    for (const s of shifts.filter((x) => x.value >= 0.001))
      console.log(`  ${s.value.toFixed(3)} at ${s.at} ms: ${s.sources.join(' | ')}`);
    await context.close();
  }
} finally {
  await browser.close();
  await running.stop?.();
}
process.exit(0);
