// What a learner's tap costs on a phone: one cold load (empty cache) of a page in Chromium at a
// phone's viewport with touch, the CPU slowed (CDP Emulation.setCPUThrottlingRate) and optionally
// the network (CDP Network.emulateNetworkConditions), `delayMs` of reading after the load event,
// then one tap on a control, timed from the tap's pointerdown (the event's own timestamp) to the
// first animation frame in which what the tap opens is visible. Also: when the page was hydrated
// (html[data-hydrated], from navigation start) and the longest main-thread task of the whole run.
// bench-tap prints these figures.
import { watchTasksAndHydration } from './page-load.mjs';

/** Lighthouse's mobile network (slow 4G): 150 ms round trip, 1.6 Mbps down, 750 Kbps up. */
export const networks = {
  'slow 4G': {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  none: null,
};

/**
 * The controls a first tap meets: `tap` is what the finger hits, `shown` what must be visible
 * then. A control missing from a page (the contents on a short article) is skipped there.
 */
export const controls = {
  menu: { tap: '[data-testid="open-menu"]', shown: '[data-testid="site-menu"] a' },
  theme: { tap: '[data-testid="theme-toggle"]', shown: '[data-testid^="theme-option-"]' },
  contents: { tap: '[data-testid="article-toc-toggle"]', shown: '[data-testid="article-toc-list"] a' },
};

/** Tap -> next paint of one control after `delayMs`; `tapMs` null when it never showed in `timeoutMs`. */
export async function measureTap(
  browser,
  url,
  control,
  { cpuThrottle = 4, network = null, delayMs = 3000, timeoutMs = 30_000 } = {},
) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await watchTasksAndHydration(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const target = page.locator(control.tap).first();
    if ((await target.count()) === 0) return null;
    await page.waitForTimeout(delayMs);
    await page.evaluate(() => {
      window.__tapAt = null;
      addEventListener('pointerdown', (event) => (window.__tapAt ??= event.timeStamp), { capture: true, once: true });
    });
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    const shownAt = page.evaluate(
      ({ shown, timeoutMs: limit }) =>
        new Promise((resolve) => {
          const started = performance.now();
          const visible = () =>
            [...document.querySelectorAll(shown)].some(
              (el) =>
                el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
                el.getBoundingClientRect().height > 0,
            );
          const frame = (now) => {
            if (window.__tapAt !== null && visible()) resolve(now);
            else if (performance.now() - started > limit) resolve(null);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
      { shown: control.shown, timeoutMs },
    );
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const paintedAt = await shownAt;
    await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: timeoutMs })
      .catch(() => {});
    const { tapAt, hydratedAt, longestTaskMs } = await page.evaluate(() => ({
      tapAt: window.__tapAt,
      hydratedAt: window.__hydratedAt ?? null,
      longestTaskMs: Math.max(0, ...window.__longTasks.map((task) => task.duration)),
    }));
    return {
      tapMs: paintedAt === null || tapAt === null ? null : Math.max(0, paintedAt - tapAt),
      hydratedMs: hydratedAt,
      longestTaskMs,
    };
  } finally {
    await context.close();
  }
}

/** The median of `runs` cold runs of `measureTap` (null figures sort last); null when the control is absent. */
export async function medianTap(browser, url, control, { runs = 3, ...options } = {}) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await measureTap(browser, url, control, options);
    if (result === null) return null;
    results.push(result);
  }
  const median = (values) =>
    [...values].sort((a, b) => (a ?? Infinity) - (b ?? Infinity))[Math.floor((values.length - 1) / 2)] ?? null;
  return {
    tapMs: median(results.map((r) => r.tapMs)),
    hydratedMs: median(results.map((r) => r.hydratedMs)),
    longestTaskMs: median(results.map((r) => r.longestTaskMs)),
  };
}
