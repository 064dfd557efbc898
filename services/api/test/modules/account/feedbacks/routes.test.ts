import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { feedbacks } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { createSession, createUser } from '../../../support/factories.ts';
import { accountConfig } from '../../../support/accounts.ts';

describe('POST /client/feedbacks', () => {
  let app: FastifyInstance;
  let token: string;
  before(async () => {
    app = await buildTestApp({ config: accountConfig() });
    token = (await createSession(app, await createUser(app))).token;
  });
  const send = (payload: unknown, headers: Record<string, string> = { token }) =>
    app.inject({ method: 'POST', url: '/client/feedbacks', headers, payload: payload as object });
  const detail = async (payload: unknown) => {
    const response = await send(payload);
    assert.equal(response.statusCode, 400, response.body);
    assert.equal(response.json().code, 'VALIDATION_FAILED');
    return response.json().details[0] as { path: string; message: string };
  };

  test('both topics are stored (1 and 1000 characters, Thai too)', async () => {
    const ok1 = await send({ topic: 'feedback', message: 'a' });
    assert.equal(ok1.statusCode, 201, ok1.body);
    assert.equal(ok1.json().topic, 'feedback');
    const ok2 = await send({ topic: 'content-request', message: 'ก'.repeat(1000) });
    assert.equal(ok2.statusCode, 201);
    assert.equal((await send({ topic: 'feedback', message: 'Please write about L2s! :)' })).statusCode, 201);
    const rows = await app.db.select().from(feedbacks);
    assert.equal(rows.length, 3);
  });

  test("the spec's messages", async () => {
    assert.deepEqual(await detail({ message: 'hi' }), { path: 'topic', message: 'Please choose a topic' });
    assert.deepEqual(await detail({ topic: 'other', message: 'hi' }), {
      path: 'topic',
      message: 'Please choose a topic',
    });
    assert.equal((await detail({ topic: 'feedback' })).path, 'message');
    assert.equal((await detail({ topic: 'feedback', message: '' })).path, 'message');
    assert.deepEqual(await detail({ topic: 'feedback', message: 'x'.repeat(1001) }), {
      path: 'message',
      message: 'The message can be at most 1000 characters long',
    });
    for (const message of ['   ', '!!!???', '\u0000\u0007\n\t', '<>{}[]', '😀😀']) {
      assert.deepEqual(
        await detail({ topic: 'feedback', message }),
        { path: 'message', message: 'The message is not valid' },
        JSON.stringify(message),
      );
    }
  });

  test('needs a logged-in user', async () => {
    const response = await send({ topic: 'feedback', message: 'hello' }, {});
    assert.equal(response.statusCode, 401);
  });
});
