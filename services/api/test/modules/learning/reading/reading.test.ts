import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ReadingState } from '@academy/contracts';
import { articleReads } from '../../../../src/db/schema/index.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { buildTestApp } from '../../../support/app.ts';
import { grantSubscription } from '../../../support/factories.ts';
import { importRealContent, learner } from '../../../support/learning.ts';
import { expectError } from '../../../support/quizzes.ts';

/** Issue 34: an article counts as read once its end was reached; where a learner stopped is kept server-side. */
describe('reading progress', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  before(async () => {
    app = await buildTestApp();
    clock = fakeClock(app, new Date('2026-05-01T10:00:00Z'));
    await importRealContent(app);
  });

  test('a visitor stores nothing: 401 on every reading route', async () => {
    expectError(await call('POST', '/client/v2/reading/what-is-bitcoin/read'), 401, 'UNAUTHORIZED');
    expectError(
      await call('PUT', '/client/v2/reading/what-is-bitcoin/position', {}, { position: 40 }),
      401,
      'UNAUTHORIZED',
    );
    expectError(await call('GET', '/client/v2/reading/what-is-bitcoin'), 401, 'UNAUTHORIZED');
    assert.equal((await app.db.select().from(articleReads)).length, 0);
  });

  test('opening is not reading: a fresh article is unread at 0; the position resumes on another device', async () => {
    const { headers } = await learner(app);
    const fresh = (await call('GET', '/client/v2/reading/what-is-bitcoin', headers)).json() as ReadingState;
    assert.deepEqual(fresh, { slug: 'what-is-bitcoin', position: 0, readAt: null });
    const saved = await call('PUT', '/client/v2/reading/what-is-bitcoin/position', headers, { position: 42.5 });
    assert.equal(saved.statusCode, 200, saved.body);
    const again = (await call('GET', '/client/v2/reading/what-is-bitcoin', headers)).json() as ReadingState;
    assert.deepEqual(again, { slug: 'what-is-bitcoin', position: 42.5, readAt: null }, 'a position is not a read');
  });

  test('reaching the end marks it read once: a second POST keeps the first time and the position', async () => {
    const { user, headers } = await learner(app);
    await call('PUT', '/client/v2/reading/what-is-defi/position', headers, { position: 97 });
    const first = await call('POST', '/client/v2/reading/what-is-defi/read', headers);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { slug: 'what-is-defi', position: 97, readAt: '2026-05-01T10:00:00.000Z' });
    clock.advanceMinutes(60);
    const second = (await call('POST', '/client/v2/reading/what-is-defi/read', headers)).json() as ReadingState;
    assert.equal(second.readAt, '2026-05-01T10:00:00.000Z');
    const rows = (await app.db.select().from(articleReads)).filter((r) => r.userId === user.id);
    assert.equal(rows.length, 1);
  });

  test('concurrent reads and positions from several devices: one row, read, never an error', async () => {
    const { user, headers } = await learner(app);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 === 0
          ? call('POST', '/client/v2/reading/stablecoins-explained/read', headers)
          : call('PUT', '/client/v2/reading/stablecoins-explained/position', headers, { position: i * 5 }),
      ),
    );
    assert.deepEqual(
      responses.map((r) => r.statusCode),
      Array(12).fill(200),
    );
    const rows = (await app.db.select().from(articleReads)).filter((r) => r.userId === user.id);
    assert.equal(rows.length, 1);
    assert.ok(rows[0]!.readAt);
  });

  test('bad input: unknown or malformed slug, position out of range, wrong type or extra fields', async () => {
    const { headers } = await learner(app);
    expectError(await call('POST', '/client/v2/reading/no-such-article/read', headers), 404, 'NOT_FOUND');
    expectError(await call('GET', '/client/v2/reading/no-such-article', headers), 404, 'NOT_FOUND');
    expectError(await call('POST', '/client/v2/reading/Bad_Slug/read', headers), 400, 'VALIDATION_FAILED');
    const put = (payload: unknown) => call('PUT', '/client/v2/reading/what-is-bitcoin/position', headers, payload);
    for (const payload of [{ position: 101 }, { position: -1 }, { position: '50' }, {}, { position: 5, read: true }])
      expectError(await put(payload), 400, 'VALIDATION_FAILED');
    expectError(
      await app.inject({
        method: 'PUT',
        url: '/client/v2/reading/what-is-bitcoin/position',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"position":',
      }),
      400,
      'BAD_REQUEST',
    );
    const state = (await call('GET', '/client/v2/reading/what-is-bitcoin', headers)).json() as ReadingState;
    assert.deepEqual(state, { slug: 'what-is-bitcoin', position: 0, readAt: null }, 'nothing half-written');
  });

  test('an exclusive article counts only for a learner with exclusive access', async () => {
    const { user, headers } = await learner(app);
    expectError(
      await call('POST', '/client/v2/reading/layer-2-rollups/read', headers),
      403,
      'READING_SUBSCRIPTION_REQUIRED',
    );
    expectError(
      await call('PUT', '/client/v2/reading/layer-2-rollups/position', headers, { position: 10 }),
      403,
      'READING_SUBSCRIPTION_REQUIRED',
    );
    await grantSubscription(app, user);
    const res = await call('POST', '/client/v2/reading/layer-2-rollups/read', headers);
    assert.equal(res.statusCode, 200, res.body);
  });
});
