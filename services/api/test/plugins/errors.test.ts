import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../support/app.ts';

describe('one validation-error shape on every route', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });

  const expectShape = (body: Record<string, unknown>, path: string) => {
    assert.deepEqual(Object.keys(body).sort(), ['code', 'details', 'message', 'statusCode']);
    assert.equal(body.statusCode, 400);
    assert.equal(body.code, 'VALIDATION_FAILED');
    const details = body.details as Array<{ path: string; message: string }>;
    const detail = details.find((d) => d.path === path);
    assert.ok(detail, `a detail for ${path} in ${JSON.stringify(details)}`);
    assert.equal(typeof detail.message, 'string');
    assert.equal(body.message, 'Some fields are not valid. Please check them and try again.');
  };

  test('a content route (params) answers like an account route (body)', async () => {
    const content = await app.inject({ method: 'GET', url: '/client/glossaries/Not_an_id' });
    assert.equal(content.statusCode, 400);
    expectShape(content.json(), 'id');

    const account = await app.inject({
      method: 'POST',
      url: '/client/user-clients/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    assert.equal(account.statusCode, 400);
    expectShape(account.json(), 'email');
    assert.equal(
      account.json().details.find((d: { path: string }) => d.path === 'email').message,
      'Please enter a valid email address',
    );
  });

  test('a business error keeps the plain shape (no details)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/client/user-clients/login',
      payload: { email: 'nobody@example.test', password: 'Passw0rd!' },
    });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), {
      statusCode: 401,
      code: 'LOGIN_INVALID_CREDENTIALS',
      message: 'Email or password is incorrect.',
    });
  });
});
