// `node scripts/bench-scripts.mjs [port offset] [out.json]` (default 200): where the script bytes of
// each bench:bundle page go. Serves the built site federated and as one bundle (build both first:
// `node scripts/build.mjs && node scripts/build.mjs --monolith`), loads each page in Chromium,
// makes the first input (a pointer move starts a server-rendered page's app) and lists every
// script requested until it is hydrated, with its raw and gzip (on the wire) size. Bytes do not
// depend on the machine's load, so this is the quick check of a bundling change; out.json keeps
// the lists.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BENCH_PAGES, startBothBuilds } from './lib/both-builds.mjs';
import { firstInputUntilHydrated } from './lib/page-load.mjs';
import { chromiumFlags, ensureChromium } from './lib/setup.mjs';

const OFFSET = Number(process.argv[2] ?? 200);
const out = process.argv[3] ?? path.join(os.tmpdir(), 'bench-scripts.json');

// a loaded machine starts the API slowly
const { shell, monolith, running } = await startBothBuilds(OFFSET, { timeoutMs: 300_000 });

/** Every script one load of `url` and its first input requested: url, raw and gzip bytes. */
async function scriptsOf(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => ({
        url: request.url(),
        gzip: (await request.sizes()).responseBodySize,
        raw: ((await (await request.response())?.body()) ?? Buffer.alloc(0)).length,
      }))(),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await firstInputUntilHydrated(page);
  await page.waitForTimeout(1500);
  const scripts = await Promise.all(pending);
  await context.close();
  return scripts;
}

const result = {};
const executablePath = ensureChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumFlags });
try {
  for (const { label, path: pagePath } of BENCH_PAGES) {
    for (const [build, port] of [
      ['federated', shell.port],
      ['monolith', monolith.port],
    ]) {
      result[`${label} / ${build}`] = await scriptsOf(browser, `http://localhost:${port}${pagePath}`);
    }
  }
} finally {
  await browser.close();
  await running.stop();
}
writeFileSync(out, JSON.stringify(result, null, 1));

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const sum = (list, key) => list.reduce((n, s) => n + s[key], 0);
for (const [key, scripts] of Object.entries(result)) {
  console.log(
    `\n${key}: ${scripts.length} scripts, gzip ${kb(sum(scripts, 'gzip'))} KB, raw ${kb(sum(scripts, 'raw'))} KB`,
  );
  for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(s.gzip)} ${kb(s.raw)}  ${s.url}`);
}
console.log(`\nlists in ${out}`);
