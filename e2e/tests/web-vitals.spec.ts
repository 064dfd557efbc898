import { expect, test, type APIRequestContext } from '@playwright/test';
import { serviceUrl, startService, stopService } from '../support/composition';
import { gotoHydrated } from '../support/hydration';

// Issue 33 item 4: a sampled page view beacons its web vitals to the API, which counts them on
// /metrics by page type. The composition samples nothing (WEB_VITALS_SAMPLE_RATE=0): the shell is
// restarted here sampling every page view, and restarted as it was at the end.

test.setTimeout(120_000);

const count = async (request: APIRequestContext, metric: RegExp) => {
  const text = await (await request.get(`${serviceUrl('api')}/metrics`)).text();
  const line = text.split('\n').find((l) => metric.test(l));
  return line ? Number(line.split(' ').at(-1)) : 0;
};
const ARTICLE_LCP = /^web_vital_seconds_count\{metric="LCP",page_type="articles\/:id"\}/;
const ARTICLE_CLS = /^web_vital_cls_count\{page_type="articles\/:id"\}/;

test.afterAll(async () => {
  await stopService('shell');
  await startService('shell');
});

test("a sampled page view's LCP and CLS reach the API's metrics under its page type, with no URL sent", async ({
  page,
  request,
}) => {
  await stopService('shell');
  await startService('shell', { env: { WEB_VITALS_SAMPLE_RATE: '1' } });
  const before = { lcp: await count(request, ARTICLE_LCP), cls: await count(request, ARTICLE_CLS) };
  const bodies: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/client/web-vitals')) bodies.push(r.postData() ?? '');
  });

  // the library comes in its own chunk, loaded at idle (never in the startup chunk)
  const library = page.waitForResponse((r) => /\/_app\/web-vitals\.[0-9a-f]+\.js$/.test(r.url()), { timeout: 30_000 });
  await gotoHydrated(page, '/en/articles/what-is-bitcoin');
  expect((await library).status()).toBe(200);
  await page.getByRole('heading', { level: 1 }).click(); // an input: LCP is final from here
  // leaving the page hides it: web-vitals reports then
  await page.goto('/en/glossary');

  await expect.poll(() => count(request, ARTICLE_LCP), { timeout: 15_000 }).toBe(before.lcp + 1);
  await expect.poll(() => count(request, ARTICLE_CLS), { timeout: 15_000 }).toBe(before.cls + 1);
  expect(bodies.length).toBeGreaterThan(0); // a beacon sent as the page unloads is not always seen here
  for (const body of bodies) {
    expect(Object.keys(JSON.parse(body)).sort()).toEqual(['name', 'pageType', 'rating', 'value']);
    expect(body).not.toContain('what-is-bitcoin');
  }
});
