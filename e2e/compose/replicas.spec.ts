import { expect, test, type Page } from '@playwright/test';
// @ts-expect-error plain ESM scripts without types
import { remotes } from '../../scripts/composition.mjs';
import { containerIds, serviceUrl } from '../support/composition';
import { verifiedAccount } from '../support/accounts';
import { gotoHydrated } from '../support/hydration';
import { XSRF_COOKIE } from '../support/session';
import { frontDoorStatus, logsSince, metricsOf, requestId, servedBy, spreadOver } from '../support/replicas';

// The compose suite runs two replicas of the API, the shell and mf-quiz behind the front door
// (scripts/compose/env-file.mjs): a request may land on either, and each test proves that it did.

const site = () => serviceUrl('shell');
const api = () => serviceUrl('api');
const withId = (id: string) => ({ headers: { 'X-Request-Id': id } });
// a 1 x 1 PNG
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function xsrfOf(page: Page) {
  return (await page.context().cookies(api())).find((c) => c.name === XSRF_COOKIE)?.value ?? '';
}

test('behind the front door: pages, a remote’s files and API calls spread over the replicas', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  const since = logsSince();
  for (const service of ['shell', 'api', 'mf-quiz']) expect(containerIds(service), service).toHaveLength(2);

  // `?cb=` keeps each page out of the shell's micro-cache: each one is rendered where it lands
  const pages = await spreadOver('shell', 'page', async (id) => {
    const res = await fetch(`${site()}/en/articles?cb=${id}`, withId(id));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe(id);
  });
  expect(pages.containers.size, 'pages served by both shell replicas').toBe(2);
  // the shell's server passed each page's request id on to the API calls of its render
  const rendered = await servedBy('api', pages.ids, since);
  expect(rendered.size, 'server renders that called the API with the page’s request id').toBeGreaterThan(0);

  const files = await spreadOver('mf-quiz', 'manifest', async (id) => {
    const res = await fetch(`${serviceUrl('mf-quiz')}/mf-manifest.json`, withId(id));
    expect(res.status).toBe(200);
  });
  expect(files.containers.size, 'the remote’s files served by both mf-quiz replicas').toBe(2);

  const calls = await spreadOver('api', 'call', async (id) => {
    const res = await fetch(`${api()}/client/blogs?_limit=1`, withId(id));
    expect(res.status).toBe(200);
  });
  expect(calls.containers.size, 'API calls answered by both API replicas').toBe(2);

  // and the site, whichever replicas it meets, works in the browser
  await gotoHydrated(page, '/en/quizzes');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
});

test('behind the front door: a session made on one API replica works on the other, a profile image uploaded through one is served by the other', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  const since = logsSince();
  const email = `replicas-${Date.now()}@example.com`;
  await verifiedAccount(email, 'Replicas-pass1!');
  const loginId = requestId('login');
  const login = await page.request.post(`${api()}/client/user-clients/login`, {
    data: { email, password: 'Replicas-pass1!' },
    ...withId(loginId),
  });
  expect(login.status()).toBe(200);
  const madeOn = (await servedBy('api', [loginId], since)).get(loginId);
  expect(madeOn).toBeTruthy();

  const elsewhere = await spreadOver('api', 'session', async (id) => {
    const res = await page.request.get(`${api()}/client/user-clients/session`, withId(id));
    expect(res.status()).toBe(200);
    expect((await res.json()).user?.email).toBe(email);
  });
  expect(
    [...elsewhere.containers].filter((c) => c !== madeOn),
    'the session answered by the other replica',
  ).not.toEqual([]);

  const uploadId = requestId('upload');
  const upload = await page.request.post(`${api()}/client/user-clients/me/profile-image`, {
    multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: png } },
    headers: { 'X-Request-Id': uploadId, 'X-XSRF-TOKEN': await xsrfOf(page) },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { profileImage } = (await upload.json()) as { profileImage: string };
  const storedBy = (await servedBy('api', [uploadId], since)).get(uploadId);
  expect(storedBy).toBeTruthy();
  let bytes: Buffer | undefined;
  const reads = await spreadOver('api', 'image', async (id) => {
    const res = await fetch(`${api()}${profileImage}`, withId(id));
    expect(res.status).toBe(200);
    const body = Buffer.from(await res.arrayBuffer());
    bytes ??= body;
    expect(body.equals(bytes)).toBe(true);
  });
  expect(
    [...reads.containers].filter((c) => c !== storedBy),
    'the image served by the other replica',
  ).not.toEqual([]);

  // the browser, signed in by the same cookies, sees its account whichever replicas it meets
  await gotoHydrated(page, '/en/profile');
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
});

test('behind the front door: /metrics of every unit answers inside the network and never through the front door', async () => {
  for (const service of ['api', 'shell', ...(remotes as string[]).map((r) => `mf-${r}`)])
    for (const container of containerIds(service)) {
      const { status, body } = metricsOf(container);
      expect(status, `${service} ${container}`).toBe(200);
      expect(body, `${service} ${container}`).toContain('http_requests_total');
    }
  const [door] = containerIds('front-door');
  expect(frontDoorStatus(door!)).toContain('Active connections');
  for (const path of ['/metrics', '/api/metrics', '/remotes/quiz/metrics'])
    expect((await fetch(`${site()}${path}`)).status, path).toBe(404);
});
