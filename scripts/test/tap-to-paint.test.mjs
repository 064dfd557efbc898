// bench-tap's measure: from the tap to the first frame showing what it opens, in a real Chromium,
// on a page whose button reveals its panel only after a known wait.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { chromium } from '@playwright/test';
import { chromiumFlags, ensureChromium } from '../lib/setup.mjs';
import { measureTap, medianTap } from '../lib/tap-to-paint.mjs';

const REVEAL_AFTER_MS = 400;
const page = `<!doctype html><html><body>
<button id="open" style="width:120px;height:48px">Open</button>
<button id="dead" style="width:120px;height:48px">Nothing</button>
<div id="panel" hidden><a href="#x">inside</a></div>
<script>
  document.getElementById('open').addEventListener('click', () =>
    setTimeout(() => { document.getElementById('panel').hidden = false; document.documentElement.dataset.hydrated = 'true'; }, ${REVEAL_AFTER_MS}));
</script></body></html>`;

let server;
let browser;
let url;
before(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}/`;
  const executablePath = ensureChromium();
  browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: chromiumFlags });
});
after(async () => {
  await browser?.close();
  server?.close();
});

const options = { cpuThrottle: 1, delayMs: 0, timeoutMs: 3000 };

test('a tap is timed until what it opens is painted, not until the tap is handled', async () => {
  const result = await measureTap(browser, url, { tap: '#open', shown: '#panel a' }, options);
  assert.ok(result.tapMs >= REVEAL_AFTER_MS, `tap -> paint ${result.tapMs} ms`);
  assert.ok(result.hydratedMs > 0);
});

test('a tap that opens nothing reads "never"; a control the page lacks is skipped', async () => {
  const dead = await measureTap(browser, url, { tap: '#dead', shown: '#panel a' }, options);
  assert.equal(dead.tapMs, null);
  assert.equal(await medianTap(browser, url, { tap: '#missing', shown: '#panel a' }, { ...options, runs: 2 }), null);
});
