/**
 * Seeded data for the GET walk (test/get-routes-change-nothing.test.ts): content, an
 * exchange-linked learner with a subscription, an order, main quizzes (one passed with its
 * certificate, one running), a favourite, a learning path and an article read, a redeem, pop quizzes (one answered, one left past its
 * deadline), a newcomer with nothing yet, and a learner whose pass waited for a profile name that
 * is now set (a read must not issue its certificate); the ids the walk fills path parameters with.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { coverVariantUrl } from '@academy/contracts';
import { importContent } from '../../src/content/importer.ts';
import { glossaries } from '../../src/db/schema/index.ts';
import { ContentFixture } from './content-fixture.ts';
import { createSession, createUser } from './factories.ts';
import { quizPlayer } from './quizzes.ts';
import { createReward } from './redeem.ts';
import { RICH, setup } from './subscriptions.ts';

const minutes = (n: number) => n * 60_000;

export async function seedForGetWalk() {
  const { app, clock, starter, signOn, buy } = await setup();
  const t0 = new Date('2026-06-01T00:01:00Z'); // inside the rolling slot 00:00-00:30
  clock.at = t0;
  const at = (ms: number) => new Date(t0.getTime() + ms);
  const fixture = new ContentFixture();
  fixture.standard();
  fixture.write(
    'paths/start.yaml',
    'ranking: 1\ntitle: { en: Start, th: เริ่ม }\nsummary: { en: First., th: ก่อน }\nsteps: [what-is-bitcoin, wallet-security]\n',
  );
  fixture.popQuizzes({
    count: 6,
    pinned: [
      '  - { key: walk, start: 2026-06-01T00:00:00Z, end: 2026-06-01T00:05:00Z, timeLimitSeconds: 30, rewardPoints: 20, rewardQuota: 5 }',
    ],
  });
  await importContent(app.db, fixture.dir);

  const { token, user } = await signOn(RICH.id);
  const headers = { token };
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    assert.ok(response.statusCode < 300, `${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };

  // Pop quizzes: the pinned window answered; the rolling one opened after the cool-down and left.
  const cards = await call('GET', '/client/pop-quizs-available');
  const pinned = cards.items.find((c: { kind: string }) => c.kind === 'pinned');
  const rolling = cards.items.find(
    (c: { kind: string; status: string }) => c.kind === 'rolling' && c.status === 'active',
  );
  const answered = await call('POST', `/client/pop-quizs/${pinned.id}/open`);
  await call('POST', `/client/pop-quizs/${pinned.id}/questions/${answered.questionId}/submit`, {
    selectedAnswers: [0],
  });

  // A subscription bought with the wallet (its order), a favourite, a redeem (a reward tracking).
  const orderKey = randomUUID();
  const bought = await buy(token, starter, RICH.pin, orderKey);
  assert.equal(bought.statusCode, 201, bought.body);
  const detail = await call('GET', '/client/user-subscription-infos/detail-all-subscription');
  const blog = await call('GET', '/client/blogs/slug/what-is-bitcoin');
  await call('PUT', `/client/favorites/${blog.id}`, { type: 'blog', status: 'SAVED' });
  await call('PUT', '/client/v2/reading/what-is-bitcoin/position', { position: 30 });
  await call('POST', '/client/v2/reading/what-is-bitcoin/read');
  await app.repositories.points.credit(user.id, 200, 'test grant');
  const reward = await createReward(app);
  const redeem = await call('POST', `/client/redeems/${reward.id}/submit`);

  // Main quizzes: one passed (result, certificate), one started and left running.
  const player = quizPlayer(() => app);
  const quizzes = await call('GET', '/client/v2/article-quiz-list');
  const [passed, running] = quizzes as Array<{ id: number; slug: string; blogId: number }>;
  const finished = await player.play(passed!.id, token, 5);
  assert.equal(finished.passed, true, JSON.stringify(finished));
  await call('POST', `/client/v2/quiz_v2/${running!.id}/start`);
  const certificate = await call('POST', `/client/v2/quiz_v2/${passed!.id}/certificate`);

  clock.at = at(minutes(11));
  await call('POST', `/client/pop-quizs/${rolling.id}/open`); // deadline 30 s later: over when the walk runs

  const newcomer = await createUser(app, { kycStatus: 'verified' });
  const nameless = await createUser(app, { kycStatus: 'verified', name: null, surname: null });
  const namelessToken = (await createSession(app, nameless)).token;
  const namelessPass = await player.play(passed!.id, namelessToken, 5);
  assert.equal(namelessPass.certificateNeedsName, true, JSON.stringify(namelessPass));
  await app.inject({
    method: 'PATCH',
    url: '/client/user-clients/me',
    headers: { token: namelessToken },
    payload: { name: 'Malee' },
  });
  const [glossary] = await app.db.select().from(glossaries).limit(1);
  return {
    app,
    clock,
    sessions: { learner: token, newcomer: (await createSession(app, newcomer)).token, nameless: namelessToken },
    ids: {
      glossary: glossary!.id,
      blogSlug: blog.slug as string,
      blogId: blog.id as number,
      // The article's social card and a cover variant (its stem + width and format).
      cards: [...JSON.stringify(blog).matchAll(/\/client\/blogs\/cards\/([^"?]+)/g)].map((m) => m[1]!),
      covers: [...JSON.stringify(blog).matchAll(/\/client\/blogs\/covers\/([^"?]+)/g)].map((m) =>
        coverVariantUrl(m[1]!, 640, 'webp'),
      ),
      subscription: detail[0].id as number,
      orderKey,
      trackingId: redeem.tracking.id as number,
      passedQuiz: passed!,
      runningQuiz: running!,
      certificate: certificate.publicId as string,
      popQuizzes: { pinned: pinned.id as number, rolling: rolling.id as number },
    },
  };
}
