// One cold page load in Chromium at a phone's viewport with the CPU slowed (CDP
// Emulation.setCPUThrottlingRate, as Lighthouse's mobile simulation), without input: what it
// downloads (scripts, all bytes) and the main thread's long tasks (PerformanceObserver
// 'longtask') from navigation until `settleMs` after the load event. Then, with `intent`, the
// reader's first input (a pointer move): a server-rendered page starts its app then
// (shell/server/boot-on-intent.ts), so what it costs is measured apart: the scripts it loads,
// its long tasks and the time from the input until the page is hydrated. bench:bundle and
// bench-hydration print these figures.

/** Long tasks and bytes of one load of `url` in a fresh context of `browser`. */
/** The reader's first input (a pointer move starts a server-rendered page's app), until hydrated. */
export async function firstInputUntilHydrated(page) {
  await page.mouse.move(206, 400);
  await page.mouse.move(210, 420);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 120_000 });
}

/**
 * From the page's first script: its main thread's long tasks (`window.__longTasks`, start and
 * duration) and when `<html data-hydrated>` appeared (`window.__hydratedAt`, ms from navigation).
 */
export async function watchTasksAndHydration(page) {
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
}

export async function measurePageLoad(browser, url, { cpuThrottle = 4, settleMs = 5000, intent = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const responses = [];
  let phase = 'load';
  const onFinished = (request) => {
    const when = phase; // the phase the request finished in, not the one its sizes arrive in
    responses.push(
      (async () => {
        const sizes = await request.sizes();
        const script = request.resourceType() === 'script';
        const raw = script ? ((await (await request.response())?.body())?.length ?? 0) : 0;
        // total: headers and encoded body, the page's weight on the wire; JS: the encoded bodies
        return {
          when,
          script,
          transferred: sizes.responseBodySize,
          total: sizes.responseHeadersSize + sizes.responseBodySize,
          raw,
        };
      })().catch(() => ({ when, script: false, transferred: 0, total: 0, raw: 0 })),
    );
  };
  page.on('requestfinished', onFinished);
  await watchTasksAndHydration(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(settleMs);
  const { tasks, hydratedAt, loadAt, now } = await page.evaluate(() => ({
    tasks: window.__longTasks.slice(),
    hydratedAt: window.__hydratedAt ?? null,
    loadAt: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? null,
    now: performance.now(),
  }));
  let afterIntent = null;
  if (intent) {
    phase = 'intent';
    await firstInputUntilHydrated(page);
    await page.waitForTimeout(1000);
    const after = await page.evaluate(
      (since) => ({
        tasks: window.__longTasks.filter((t) => t.start >= since),
        hydratedAt: window.__hydratedAt ?? null,
      }),
      now,
    );
    afterIntent = {
      tasks: after.tasks,
      readyMs: after.hydratedAt === null ? null : Math.max(0, after.hydratedAt - now),
    };
  }
  page.off('requestfinished', onFinished);
  const loaded = await Promise.all(responses);
  await context.close();
  const atLoad = loaded.filter((r) => r.when === 'load');
  const scripts = atLoad.filter((r) => r.script);
  const intentScripts = loaded.filter((r) => r.when === 'intent' && r.script);
  return {
    longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
    blockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    longTasks: tasks,
    hydratedAt,
    loadAt,
    jsRaw: scripts.reduce((n, s) => n + s.raw, 0),
    jsGzip: scripts.reduce((n, s) => n + s.transferred, 0),
    scriptRequests: scripts.length,
    totalBytes: atLoad.reduce((n, r) => n + r.total, 0),
    requests: atLoad.length,
    ...(afterIntent && {
      intentJsGzip: intentScripts.reduce((n, s) => n + s.transferred, 0),
      intentScriptRequests: intentScripts.length,
      intentLongestTaskMs: Math.max(0, ...afterIntent.tasks.map((t) => t.duration)),
      intentReadyMs: afterIntent.readyMs,
    }),
  };
}

/** The median of each figure over `runs` loads (one warm-up load first: server caches, remote). */
export async function medianPageLoad(browser, url, { runs = 3, ...options } = {}) {
  await measurePageLoad(browser, url, { ...options, settleMs: 0 });
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await measurePageLoad(browser, url, options));
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const keys = ['longestTaskMs', 'blockingMs', 'jsRaw', 'jsGzip', 'scriptRequests', 'totalBytes', 'requests'];
  if (options.intent) keys.push('intentJsGzip', 'intentScriptRequests', 'intentLongestTaskMs', 'intentReadyMs');
  return {
    ...Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key] ?? Infinity))])),
    longTaskCount: median(results.map((r) => r.longTasks.length)),
    hydratedAt: median(results.map((r) => r.hydratedAt ?? Infinity)),
    runs: results,
  };
}
