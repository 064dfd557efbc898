// `pnpm bench:bundle`: builds the site federated and as one bundle (the shell's monolith mode),
// serves both, and prints for each page: JS bytes (raw and gzip), request count, Lighthouse
// mobile performance score, and the federated/monolith ratios. Figures, not pass/fail.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildAll } from './build.mjs';
import { composition, root } from './composition.mjs';
import { startServices } from './lib/processes.mjs';
import { chromiumFlags as chromeFlags, ensureChromium } from './lib/setup.mjs';

const OFFSET = 200;
const pages = [
  { label: 'home', path: '/en' },
  { label: 'quiz list (remote)', path: '/en/quizzes' },
  { label: 'article page', path: '/en/articles/what-is-bitcoin' },
];

const executablePath = ensureChromium();
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
  page.on('requestfinished', async (request) => {
    requests += 1;
    if (request.resourceType() !== 'script') return;
    const response = await request.response();
    const sizes = await request.sizes();
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
  };
}

function lighthouseScore(url) {
  return new Promise((resolve) => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/lighthouse/cli/index.js'),
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
        resolve(Math.round(JSON.parse(readFileSync(out, 'utf8')).categories.performance.score * 100));
      } catch {
        resolve(NaN);
      }
    });
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a, b) => (b ? (a / b).toFixed(2) : 'n/a');
const rows = [];
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromeFlags });
try {
  for (const { label, path: pagePath } of pages) {
    const federated = `http://localhost:${shell.port}${pagePath}`;
    const single = `http://localhost:${monolith.port}${pagePath}`;
    const f = { ...(await measureNetwork(browser, federated)), score: await lighthouseScore(federated) };
    const m = { ...(await measureNetwork(browser, single)), score: await lighthouseScore(single) };
    rows.push({ label, f, m });
  }
} finally {
  await browser.close();
  await running.stop();
}

console.log('\nbench:bundle (Chromium, mobile viewport; gzip = bytes on the wire from the static hosts)\n');
console.log('page                    build       JS raw     JS gzip   JS files  requests  Lighthouse');
for (const { label, f, m } of rows) {
  for (const [name, r] of [
    ['federated', f],
    ['monolith', m],
  ]) {
    console.log(
      `${label.padEnd(24)}${name.padEnd(12)}${kb(r.jsRaw).padStart(10)}${kb(r.jsGzip).padStart(11)}${String(r.jsFiles).padStart(10)}${String(r.requests).padStart(10)}${String(r.score).padStart(12)}`,
    );
  }
  console.log(
    `${''.padEnd(24)}${'ratio f/m'.padEnd(12)}${ratio(f.jsRaw, m.jsRaw).padStart(10)}${ratio(f.jsGzip, m.jsGzip).padStart(11)}${ratio(f.jsFiles, m.jsFiles).padStart(10)}${ratio(f.requests, m.requests).padStart(10)}`,
  );
}
console.log('\ntargets: Lighthouse >= 95; federated gzip JS within 1.3x of the monolith');
