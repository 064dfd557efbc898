import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { LearningPath, PathProgress } from '@academy/contracts';
import { buildTestApp } from '../../../support/app.ts';
import { finishedQuiz, importRealContent, learner } from '../../../support/learning.ts';
import { expectError } from '../../../support/quizzes.ts';

/** Issue 34: learning paths from content/paths/, and a signed-in learner's progress on them. */
describe('learning paths', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  before(async () => {
    app = await buildTestApp();
    await importRealContent(app);
  });

  test('GET /client/paths: the real paths in order, steps in reading order, in the request language', async () => {
    const res = await get('/client/paths', { lang: 'en' });
    assert.equal(res.statusCode, 200, res.body);
    const paths = res.json() as LearningPath[];
    assert.deepEqual(
      paths.map((p) => p.slug),
      ['crypto-basics', 'staying-safe', 'trading', 'ethereum-and-defi', 'bitcoin-in-depth'],
    );
    const [basics] = paths;
    assert.equal(basics!.title, 'Crypto basics');
    assert.deepEqual(
      basics!.steps.slice(0, 2).map((s) => s.slug),
      ['what-is-blockchain', 'what-is-bitcoin'],
    );
    assert.equal(basics!.steps[1]!.title, 'What is Bitcoin?');
    assert.ok(basics!.steps.every((s) => s.quizSlug && s.readingTime > 0));
    const thai = (await get('/client/paths', { lang: 'th' })).json() as LearningPath[];
    assert.equal(thai[0]!.title, 'พื้นฐานคริปโต');
    assert.equal(thai[0]!.steps[1]!.title, 'บิตคอยน์คืออะไร?');
  });

  test('GET /client/paths/:slug: one path; an unknown slug is 404, a malformed one 400', async () => {
    const res = await get('/client/paths/staying-safe');
    assert.equal(res.statusCode, 200, res.body);
    const safe = res.json() as LearningPath;
    assert.equal(safe.steps.length, 4);
    assert.equal(safe.steps.find((s) => s.slug === 'hardware-wallets-and-cold-storage')?.exclusive, true);
    expectError(await get('/client/paths/no-such-path'), 404, 'NOT_FOUND');
    expectError(await get('/client/paths/Not_A_Slug'), 400, 'VALIDATION_FAILED');
    expectError(await get(`/client/paths/${'a'.repeat(81)}`), 400, 'VALIDATION_FAILED');
  });

  test('GET /client/sitemap lists every path (the shell puts them in /sitemap.xml)', async () => {
    const sitemap = (await get('/client/sitemap')).json() as { paths: Array<{ slug: string; updated_at: string }> };
    assert.equal(sitemap.paths.length, 5);
    assert.equal(sitemap.paths[0]!.slug, 'crypto-basics');
    assert.ok(!Number.isNaN(Date.parse(sitemap.paths[0]!.updated_at)));
  });

  test('GET /client/v2/paths/progress: 401 for a visitor', async () => {
    expectError(await get('/client/v2/paths/progress'), 401, 'UNAUTHORIZED');
  });

  test('progress: a step is done once read and its graded quiz passed; practice and failed passes do not count', async () => {
    const { user, headers } = await learner(app);
    const progress = async () =>
      ((await get('/client/v2/paths/progress', headers)).json() as PathProgress[]).find(
        (p) => p.slug === 'crypto-basics',
      )!;
    const fresh = await progress();
    assert.deepEqual([fresh.done, fresh.total, fresh.next], [0, 6, 'what-is-blockchain']);

    const read = await app.inject({ method: 'POST', url: '/client/v2/reading/what-is-blockchain/read', headers });
    assert.equal(read.statusCode, 200, read.body);
    const afterRead = await progress();
    assert.deepEqual(afterRead.steps[0], { slug: 'what-is-blockchain', read: true, quizPassed: false });
    assert.equal(afterRead.done, 0, 'read but the quiz not passed yet');

    await finishedQuiz(app, user.id, 'what-is-blockchain', { practice: true });
    await finishedQuiz(app, user.id, 'what-is-blockchain', { passed: false });
    assert.equal((await progress()).steps[0]!.quizPassed, false);

    await finishedQuiz(app, user.id, 'what-is-blockchain');
    const done = await progress();
    assert.deepEqual([done.done, done.next], [1, 'what-is-bitcoin']);
    // the same article in another path counts there too; another learner sees none of it
    const { headers: other } = await learner(app);
    const theirs = (await get('/client/v2/paths/progress', other)).json() as PathProgress[];
    assert.ok(theirs.every((p) => p.done === 0 && p.steps.every((s) => !s.read && !s.quizPassed)));
  });
});
