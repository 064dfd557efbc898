import { expect, test } from '@playwright/test';
import { serviceUrl } from '../support/composition';
import { logsSince, requestId, servedBy, startClient } from '../support/replicas';

// Two learners of their own addresses (containers on the front door's public network, where a
// browser's connection arrives) behind the same front door: the API sees each one's address, not
// the proxy's, so a per-IP limit and a visitor's view are each learner's, across both replicas.

// the API's per-IP budget of logins (AUTH_RATE_LIMIT_IP_MAX, its default in the composition)
const LOGINS_PER_IP = 30;

const login = (email: string, id: string, headers: Record<string, string> = {}) => ({
  path: '/api/client/user-clients/login',
  method: 'POST',
  headers: { 'content-type': 'application/json', 'X-Request-Id': id, ...headers },
  body: JSON.stringify({ email, password: 'not-the-password-1' }),
});

test('behind the front door: a rate limit counts across both API replicas and per learner, not per proxy', async () => {
  test.setTimeout(5 * 60_000);
  const since = logsSince();
  const first = startClient();
  const second = startClient();
  try {
    expect(first.address).not.toBe(second.address);
    // one address per attempt, so no email's own limit is what stops them
    const ids = Array.from({ length: LOGINS_PER_IP }, (_, i) => requestId(`limit-${i}`));
    const attempts = first.send(ids.map((id, i) => login(`nobody-${i}-${Date.now()}@example.com`, id)));
    expect(attempts.map((a) => a.status)).toEqual(Array(LOGINS_PER_IP).fill(401));
    const replicas = new Set((await servedBy('api', ids, since)).values());
    expect(replicas.size, 'the budget was spent on both replicas').toBe(2);

    // spent: the next attempt is refused, whichever replica it meets, and a forged
    // X-Forwarded-For (the front door sets its own) does not buy a new budget
    const spent = first.send([
      login('one-more@example.com', requestId('spent')),
      login('forged@example.com', requestId('forged'), { 'X-Forwarded-For': '203.0.113.9' }),
      login('forged@example.com', requestId('forged'), { 'X-Forwarded-For': '203.0.113.10' }),
    ]);
    expect(spent.map((a) => a.status)).toEqual([429, 429, 429]);

    // another learner behind the same front door still has the whole budget, and so has this
    // machine's browser (the journeys of the suite)
    expect(second.send([login('second@example.com', requestId('second'))])[0]!.status).toBe(401);
    const host = await fetch(`${serviceUrl('api')}/client/user-clients/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'host@example.com', password: 'not-the-password-1' }),
    });
    expect(host.status).toBe(401);
  } finally {
    first.remove();
    second.remove();
  }
});

test('behind the front door: an article view counts once per learner, each learner by its own address', async () => {
  const [article] = (await (await fetch(`${serviceUrl('api')}/client/blogs?_limit=1`)).json()) as { id: number }[];
  const view = { path: `/api/client/blogs/blogview/${article!.id}`, method: 'PUT' };
  const first = startClient();
  const second = startClient();
  try {
    const answered = [...first.send([view, view]), ...second.send([view])];
    expect(answered.map((r) => r.status)).toEqual([200, 200, 200]);
    const [a, again, b] = answered.map((r) => JSON.parse(r.body) as { viewCount: number; counted: boolean });
    expect([a!.counted, again!.counted, b!.counted]).toEqual([true, false, true]);
    expect(b!.viewCount).toBe(a!.viewCount + 1);
  } finally {
    first.remove();
    second.remove();
  }
});
