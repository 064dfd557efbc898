import { expect, test } from '@playwright/test';
import { containerIds, serviceUrl, waitHealthy } from '../support/composition';
import { verifiedAccount } from '../support/accounts';
import { gotoHydrated } from '../support/hydration';
import { XSRF_COOKIE } from '../support/session';
import { killContainer, logsSince, requestId, servedBy, startContainer } from '../support/replicas';

const api = () => serviceUrl('api');

test('behind the front door: an API replica killed mid-journey loses no acknowledged write, and the journey goes on', async ({
  page,
}) => {
  test.setTimeout(8 * 60_000);
  const email = `killed-${Date.now()}@example.com`;
  await verifiedAccount(email, 'Killed-pass1!');
  const login = await page.request.post(`${api()}/client/user-clients/login`, {
    data: { email, password: 'Killed-pass1!' },
  });
  expect(login.status()).toBe(200);
  const xsrf = (await page.context().cookies(api())).find((c) => c.name === XSRF_COOKIE)?.value ?? '';
  const cards = (await (await fetch(`${api()}/client/blogs?_limit=30`)).json()) as { id: number; title: string }[];
  const articles = cards.map((a) => a.id);
  expect(articles.length).toBeGreaterThanOrEqual(22);

  // saving an article: a write the learner sees acknowledged (200) or not
  const acknowledged = new Set<number>();
  const save = async (article: number, id = requestId('save')) => {
    const res = await page.request
      .put(`${api()}/client/favorites/${article}`, {
        data: { type: 'blog', status: 'SAVED' },
        headers: { 'X-XSRF-TOKEN': xsrf, 'X-Request-Id': id },
        timeout: 60_000,
      })
      .catch(() => null);
    if (res?.status() === 200) acknowledged.add(article);
    return res?.status() ?? 0;
  };

  const [victim, survivor] = containerIds('api');
  expect(survivor).toBeTruthy();
  try {
    for (const article of articles.slice(0, 6)) expect(await save(article)).toBe(200);

    // eight saves at once, and one replica killed (no drain) while they are in flight
    const during = Promise.all(articles.slice(6, 14).map((article) => save(article)));
    await new Promise((r) => setTimeout(r, 30));
    killContainer(victim!);
    await during;

    // the journey goes on: every next save is answered, by the replica left
    const since = logsSince();
    const afterIds = articles.slice(14, 22).map(() => requestId('after'));
    for (const [i, article] of articles.slice(14, 22).entries()) expect(await save(article, afterIds[i])).toBe(200);
    const servedAfter = await servedBy('api', afterIds, since);
    expect(new Set(servedAfter.values())).toEqual(new Set([survivor]));

    // every acknowledged save is there
    const list = await page.request.get(`${api()}/client/favorites?_limit=100`);
    expect(list.status()).toBe(200);
    const saved = ((await list.json()) as { id: number }[]).map((f) => f.id);
    expect([...acknowledged].filter((article) => !saved.includes(article))).toEqual([]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(14);

    // and the browser, on the same session, sees the newest
    await gotoHydrated(page, '/en/profile/favourites');
    await expect(page.getByRole('link', { name: cards[21]!.title })).toBeVisible();
  } finally {
    startContainer(victim!);
    await waitHealthy('api');
  }
});
