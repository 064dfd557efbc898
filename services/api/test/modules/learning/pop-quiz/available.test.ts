import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { PopQuizAvailable } from '@academy/contracts';
import { buildTestApp } from '../../../support/app.ts';
import { ContentFixture } from '../../../support/content-fixture.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { createSession, createUser } from '../../../support/factories.ts';
import { importContent } from '../../../../src/content/importer.ts';

const SLOT_MS = 30 * 60_000;

describe('GET /client/pop-quizs-available: the rolling schedule and pinned windows', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;
  const fixture = new ContentFixture();
  before(async () => {
    fixture.standard();
    fixture.popQuizzes({
      count: 4,
      pinned: [
        '  - { key: new-year-2027, start: 2027-01-01T00:00:00Z, end: 2027-01-01T12:00:00Z, timeLimitSeconds: 45, rewardPoints: 50, rewardQuota: 100, rewardKkub: 1 }',
      ],
    });
    app = await buildTestApp({
      config: { POP_QUIZ_REWARD_POINTS: 15, POP_QUIZ_REWARD_QUOTA: 7, POP_QUIZ_TIME_LIMIT_SECONDS: 40 },
    });
    await importContent(app.db, fixture.dir);
    clock = fakeClock(app);
  });

  const available = async (headers: Record<string, string> = {}): Promise<PopQuizAvailable> => {
    const response = await app.inject({ method: 'GET', url: '/client/pop-quizs-available', headers });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  test('at any clock time one pop quiz is open and the next one is coming', async () => {
    const times = [
      new Date('2026-11-23T12:00:00.000Z'), // exactly on a slot boundary
      new Date('2026-11-23T12:29:59.999Z'), // the last moment of a slot
      new Date('2026-11-23T12:30:00.001Z'),
      new Date('2031-02-28T23:59:59.000Z'),
      new Date('2026-12-31T23:45:00.000Z'),
      ...Array.from({ length: 15 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * 7_919_000_123)),
    ];
    for (const now of times) {
      clock.at = now;
      const body = await available();
      const t = now.getTime();
      const open = body.items.filter((c) => c.kind === 'rolling' && c.status === 'active');
      assert.equal(open.length, 1, `one open at ${now.toISOString()}`);
      const current = open[0]!;
      assert.ok(
        Date.parse(current.startsAt) <= t && t < Date.parse(current.endsAt),
        `${now.toISOString()} ${JSON.stringify(current)}`,
      );
      assert.equal(Date.parse(current.endsAt) - Date.parse(current.startsAt), SLOT_MS);
      // a rolling window offers the configured reward; it names no question (each learner draws one)
      assert.deepEqual(
        [current.rewardPoints, current.rewardQuota, current.timeLimitSeconds, current.rewardKkub, current.topic],
        [15, 7, 40, null, null],
      );
      const next = body.items.filter((c) => c.status === 'upcoming');
      assert.ok(next.length >= 1, `a next one at ${now.toISOString()}`);
      assert.equal(body.nextPopQuizAt, current.endsAt);
      assert.ok(
        next.every((c) => c.startsAt === body.nextPopQuizAt),
        JSON.stringify(body),
      );
      assert.equal(body.serverNow, now.toISOString());
      // a visitor sees the cards but cannot play; nothing about a user
      assert.ok(body.items.every((c) => c.canPlay === false && c.myStatus === null));
      assert.equal(body.cooldownEndsAt, null);
    }
  });

  test('the schedule is deterministic: the same slot keeps its window', async () => {
    clock.at = new Date('2026-11-23T12:10:00Z');
    const a = await available();
    clock.at = new Date('2026-11-23T12:20:00Z');
    const b = await available();
    const currentA = a.items.find((c) => c.status === 'active')!;
    const currentB = b.items.find((c) => c.status === 'active')!;
    assert.equal(currentA.id, currentB.id);
    clock.at = new Date('2026-11-23T12:40:00Z');
    const c = await available();
    const previous = c.items.find((card) => card.id === currentA.id)!;
    assert.equal(previous.status, 'expired', 'the window that just ended shows as expired');
    assert.equal(c.items.find((card) => card.status === 'upcoming')?.id === currentA.id, false);
  });

  test('a pinned window opens beside the rolling one; a signed-in user can play each', async () => {
    const user = await createUser(app);
    const { token } = await createSession(app, user);
    clock.at = new Date('2026-12-31T23:59:00Z');
    const before = await available({ token });
    assert.ok(before.items.some((c) => c.kind === 'pinned' && c.status === 'upcoming'));
    clock.at = new Date('2027-01-01T03:00:00Z');
    const during = await available({ token, lang: 'th' });
    const pinned = during.items.find((c) => c.kind === 'pinned')!;
    assert.equal(pinned.status, 'active');
    assert.equal(pinned.rewardPoints, 50);
    assert.equal(pinned.rewardQuota, 100);
    assert.equal(pinned.rewardKkub, 1);
    assert.equal(pinned.timeLimitSeconds, 45);
    assert.equal(pinned.canPlay, true);
    assert.equal(pinned.topic, null, 'not opened yet');
    const opened = await app.inject({
      method: 'POST',
      url: `/client/pop-quizs/${pinned.id}/open`,
      headers: { token, lang: 'th' },
    });
    assert.equal(opened.statusCode, 200, opened.body);
    assert.match(opened.json().question, /^คำถามบิตคอยน์ \d\?$/);
    const after = await available({ token, lang: 'th' });
    assert.deepEqual(after.items.find((c) => c.id === pinned.id)!.topic, { slug: 'bitcoin', name: 'บิตคอยน์' });
    assert.ok(during.items.some((c) => c.kind === 'rolling' && c.status === 'active' && c.canPlay));
    assert.equal(during.nextAvailableAt, during.serverNow);
  });
});
