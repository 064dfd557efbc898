import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { LearningPath, PathCertificate, PathProgress } from '@academy/contracts';
import { pathCertificates, users } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { finishedQuiz, importRealContent, learner } from '../../../support/learning.ts';
import { expectError } from '../../../support/quizzes.ts';

/** Issue 34: completing a learning path gives a certificate verifiable like the quiz certificates. */
describe('learning path certificates', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  let steps: string[];
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers });
  const claim = (headers: Record<string, string>, slug = 'crypto-basics') =>
    call('POST', `/client/v2/paths/${slug}/certificate`, headers);

  /** Every step of crypto-basics (no exclusive article) read to its end and its graded quiz passed, but the `skip` ones. */
  async function complete(user: { id: number }, headers: Record<string, string>, skip: string[] = []) {
    for (const slug of steps.filter((s) => !skip.includes(s))) {
      const read = await call('POST', `/client/v2/reading/${slug}/read`, headers);
      assert.equal(read.statusCode, 200, read.body);
      await finishedQuiz(app, user.id, slug);
    }
  }

  before(async () => {
    app = await buildTestApp();
    await importRealContent(app);
    const path = (await call('GET', '/client/paths/crypto-basics')).json() as LearningPath;
    steps = path.steps.map((s) => s.slug);
  });

  test('claim: 401 for a visitor, 404 for an unknown path, 400 for a malformed slug', async () => {
    expectError(await claim({}), 401, 'UNAUTHORIZED');
    const { headers } = await learner(app);
    expectError(await claim(headers, 'no-such-path'), 404, 'NOT_FOUND');
    expectError(await claim(headers, 'Not_A_Slug'), 400, 'VALIDATION_FAILED');
  });

  test('claim before every step is done: 409 PATH_NOT_COMPLETED, nothing issued', async () => {
    const { user, headers } = await learner(app);
    expectError(await claim(headers), 409, 'PATH_NOT_COMPLETED');
    await complete(user, headers, [steps.at(-1)!]);
    // the last article read to its end but its quiz only practised: still not done
    await call('POST', `/client/v2/reading/${steps.at(-1)!}/read`, headers);
    await finishedQuiz(app, user.id, steps.at(-1)!, { practice: true });
    expectError(await claim(headers), 409, 'PATH_NOT_COMPLETED');
    expectError(await call('GET', '/client/v2/paths/crypto-basics/certificate', headers), 404, 'CERTIFICATE_NOT_FOUND');
    const rows = await app.db.select().from(pathCertificates).where(eq(pathCertificates.userId, user.id));
    assert.equal(rows.length, 0);
  });

  test('a completed path: issued once, shown in progress, verifiable publicly with nothing private', async () => {
    const { user, headers } = await learner(app);
    await complete(user, headers);
    const res = await claim(headers);
    assert.equal(res.statusCode, 200, res.body);
    const certificate = res.json() as PathCertificate;
    assert.match(certificate.publicId, /^[A-Za-z0-9_-]{20,}$/);
    assert.deepEqual(
      { ...certificate, publicId: '', issuedAt: '' },
      {
        kind: 'path',
        publicId: '',
        holderName: `${user.name} User`,
        holderNameSource: 'learner',
        pathSlug: 'crypto-basics',
        title: { en: 'Crypto basics', th: certificate.title.th },
        steps: steps.length,
        issuedAt: '',
      },
    );
    assert.ok(certificate.title.th && certificate.title.th !== certificate.title.en);

    // a second claim (and a later name change) finds the first
    await app.db.update(users).set({ name: 'Vitalik' }).where(eq(users.id, user.id));
    assert.deepEqual((await claim(headers)).json(), certificate);
    assert.deepEqual((await call('GET', '/client/v2/paths/crypto-basics/certificate', headers)).json(), certificate);
    const progress = (await call('GET', '/client/v2/paths/progress', headers)).json() as PathProgress[];
    assert.equal(progress.find((p) => p.slug === 'crypto-basics')!.certificateId, certificate.publicId);
    assert.equal(progress.find((p) => p.slug === 'staying-safe')!.certificateId, null);

    const open = await call('GET', `/client/certificates/${certificate.publicId}`);
    assert.equal(open.statusCode, 200, open.body);
    assert.deepEqual(open.json(), certificate);
    assert.doesNotMatch(open.body, /@example|userId|email/);
    expectError(await call('GET', '/client/certificates/abcdefghijklmnopqrstuvwx'), 404, 'CERTIFICATE_NOT_FOUND');

    // another learner has none of it
    const { headers: other } = await learner(app);
    expectError(await call('GET', '/client/v2/paths/crypto-basics/certificate', other), 404, 'CERTIFICATE_NOT_FOUND');
  });

  test('a learner without a profile name: 409 PROFILE_NAME_REQUIRED, nothing issued', async () => {
    const { user, headers } = await learner(app);
    await app.db.update(users).set({ name: null, surname: null }).where(eq(users.id, user.id));
    await complete(user, headers);
    expectError(await claim(headers), 409, 'PROFILE_NAME_REQUIRED');
    const rows = await app.db.select().from(pathCertificates).where(eq(pathCertificates.userId, user.id));
    assert.equal(rows.length, 0);
  });

  test('concurrent claims issue one certificate', async () => {
    const { user, headers } = await learner(app);
    await complete(user, headers);
    const responses = await Promise.all(Array.from({ length: 6 }, () => claim(headers)));
    for (const res of responses) assert.equal(res.statusCode, 200, res.body);
    const ids = new Set(responses.map((res) => (res.json() as PathCertificate).publicId));
    assert.equal(ids.size, 1);
    const rows = await app.db.select().from(pathCertificates).where(eq(pathCertificates.userId, user.id));
    assert.equal(rows.length, 1);
  });
});
