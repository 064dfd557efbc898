import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../../support/app.ts';
import { createQuiz, expectError, quizPlayer } from '../../../../support/quizzes.ts';

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
      publicId,
      holderName: 'Somchai Jaidee',
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
    assert.equal(asked.json().message, 'Please enter a profile name');
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
});
