import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { certificates, users } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { createQuiz, expectError, quizPlayer } from '../../../support/quizzes.ts';

describe('main quiz certificates', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  const { call, learner, play } = quizPlayer(() => app);

  test('certificates: issued with the pass, waits for a profile name, public check shows nothing private', async () => {
    const { quiz, title } = await createQuiz(app);
    const named = await learner({ name: 'Somchai', surname: 'Jaidee' });
    const result = await play(quiz.id, named.token, 5);
    assert.equal(result.certificateNeedsName, false);
    const publicId = result.certificate.publicId as string;
    assert.match(publicId, /^[A-Za-z0-9_-]{20,}$/);
    const mine = await call('GET', `/client/v2/quiz_v2/${quiz.id}/certificate`, { token: named.token });
    assert.equal(mine.statusCode, 200, mine.body);
    assert.equal(mine.json().publicId, publicId);
    const open = await call('GET', `/client/certificates/${publicId}`);
    assert.equal(open.statusCode, 200, open.body);
    assert.deepEqual(open.json(), {
      kind: 'quiz',
      publicId,
      holderName: 'Somchai Jaidee',
      // A verified learner without the exchange's KYC name: the profile name, marked as typed.
      holderNameSource: 'learner',
      quizSlug: quiz.slug,
      title: { en: title, th: `${title} (th)` },
      grade: 'A+',
      score: 100,
      issuedAt: result.finishedAt,
    });
    assert.doesNotMatch(open.body, /@example|userId|email/);
    expectError(await call('GET', '/client/certificates/abcdefghijklmnopqrstuvwx'), 404, 'CERTIFICATE_NOT_FOUND');
    expectError(await call('GET', '/client/certificates/bad%20id%21'), 400, 'VALIDATION_FAILED');

    const nameless = await learner({ name: null, surname: null });
    const pass = await play(quiz.id, nameless.token, 4);
    assert.equal(pass.certificate, null);
    assert.equal(pass.certificateNeedsName, true);
    const asked = await call('POST', `/client/v2/quiz_v2/${quiz.id}/certificate`, { token: nameless.token });
    expectError(asked, 409, 'PROFILE_NAME_REQUIRED');
    assert.equal(asked.json().message, 'Please enter your name in your profile first.');
    await app.db.update(users).set({ name: 'Malee' }).where(eq(users.id, nameless.user.id));
    const issued = await call('POST', `/client/v2/quiz_v2/${quiz.id}/certificate`, { token: nameless.token });
    assert.equal(issued.statusCode, 200, issued.body);
    assert.equal(issued.json().holderName, 'Malee');
    assert.equal(issued.json().grade, 'B');
    // asking again returns the same certificate
    const same = await call('GET', `/client/v2/quiz_v2/${quiz.id}/certificate`, { token: nameless.token });
    assert.equal(same.json().publicId, issued.json().publicId);
    assert.equal(
      (await call('GET', `/client/v2/quiz_v2/${quiz.id}/result`, { token: nameless.token })).json().certificate
        .publicId,
      issued.json().publicId,
    );

    const failer = await learner();
    await play(quiz.id, failer.token, 1);
    expectError(
      await call('GET', `/client/v2/quiz_v2/${quiz.id}/certificate`, { token: failer.token }),
      404,
      'CERTIFICATE_NOT_FOUND',
    );
  });

  test("an identity-verified learner's certificate carries the exchange's KYC name, fixed when issued", async () => {
    const { quiz } = await createQuiz(app);
    // The profile name says anything; the exchange's KYC says who the learner is.
    const verified = await learner({
      name: 'Satoshi',
      surname: 'Nakamoto',
      bkNext: {
        exchangeUserId: 'exu_1001',
        firstName: 'Somchai',
        lastName: 'Jaidee',
        kycStatus: 'verified',
        prefill: { firstName: 'Somchai', lastName: 'Jaidee', kycStatus: 'verified' },
      },
    });
    const result = await play(quiz.id, verified.token, 5);
    const publicId = result.certificate.publicId as string;
    const open = await call('GET', `/client/certificates/${publicId}`);
    assert.equal(open.statusCode, 200, open.body);
    assert.equal(open.json().holderName, 'Somchai Jaidee');
    assert.equal(open.json().holderNameSource, 'kyc');
    // A later profile edit changes nothing on the issued certificate.
    await app.db.update(users).set({ name: 'Vitalik', surname: 'B' }).where(eq(users.id, verified.user.id));
    const mine = await call('GET', `/client/v2/quiz_v2/${quiz.id}/certificate`, { token: verified.token });
    assert.equal(mine.json().holderName, 'Somchai Jaidee');
    assert.equal(mine.json().holderNameSource, 'kyc');

    // Only the exchange profile's name (no prefill kept): that one; no profile name is needed.
    const { quiz: second } = await createQuiz(app);
    const nameless = await learner({
      name: null,
      surname: null,
      bkNext: { exchangeUserId: 'exu_1002', firstName: 'Suda', lastName: 'Rattanakul', kycStatus: 'verified' },
    });
    const pass = await play(second.id, nameless.token, 5);
    assert.equal(pass.certificateNeedsName, false);
    const issued = await call('GET', `/client/certificates/${pass.certificate.publicId as string}`);
    assert.deepEqual([issued.json().holderName, issued.json().holderNameSource], ['Suda Rattanakul', 'kyc']);

    // KYC not verified (any more) when issued: the exchange's name does not count; the profile name, marked.
    const unverified = await learner({ name: 'Malee', surname: null, bkNext: { firstName: 'Somchai' } });
    const { quiz: third } = await createQuiz(app);
    const started = await play(third.id, unverified.token, 5);
    await app.db.update(users).set({ kycStatus: 'unverified' }).where(eq(users.id, unverified.user.id));
    await app.db.delete(certificates).where(eq(certificates.publicId, started.certificate.publicId as string));
    const reissued = await call('POST', `/client/v2/quiz_v2/${third.id}/certificate`, { token: unverified.token });
    assert.equal(reissued.statusCode, 200, reissued.body);
    assert.deepEqual([reissued.json().holderName, reissued.json().holderNameSource], ['Malee', 'learner']);
  });
});
