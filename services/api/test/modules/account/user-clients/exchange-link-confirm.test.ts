/**
 * The mailed link of a pending exchange link (issue 30 item 1): it works only in the browser that
 * signed on, once, for 30 minutes; a newer sign-on replaces it; concurrent confirms: one wins.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { sessions } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { testDbKind } from '../../../support/database.ts';
import { createUser, DEFAULT_PASSWORD } from '../../../support/factories.ts';
import { startSmtpCapture } from '../../../support/smtp.ts';
import { accountConfig, fakeClock, startExchangeSandbox } from '../../../support/accounts.ts';
import { exchangeLinkFlow } from '../../../support/exchange-link.ts';

const exchange = await startExchangeSandbox();
const smtp = await startSmtpCapture();
after(() => smtp.close());

const SUDA = 'suda.lowbalance@sandbox.test';

let app: FastifyInstance;
/** A fresh database with Suda's academy account (exchange exu_1002 has her verified email). */
const withAccount = async () => {
  app = await buildTestApp({ config: accountConfig({ ...exchange.config, SMTP_URL: smtp.url }) });
  return createUser(app, { email: SUDA });
};
const { post, signOnToMail, confirm } = exchangeLinkFlow(() => app, exchange, smtp);
const expectCode = (
  response: { statusCode: number; body: string; json(): { code: string } },
  status: number,
  code: string,
) => {
  assert.equal(response.statusCode, status, response.body);
  assert.equal(response.json().code, code);
};
/** Nothing was linked: the account keeps its password and has no exchange. */
const assertUnlinked = async (userId: number) => {
  const user = await app.repositories.users.findById(userId);
  assert.equal(user?.exchangeUserId, null);
  assert.equal((await post('login', { email: SUDA, password: DEFAULT_PASSWORD })).statusCode, 200);
};

describe('the mailed exchange link', () => {
  test('needs the binding cookie of the browser that signed on: missing or another -> 403, the link still works after', async () => {
    const owner = await withAccount();
    const { binding, token } = await signOnToMail('exu_1002', SUDA);
    const missing = await confirm(token);
    expectCode(missing, 403, 'EXCHANGE_LINK_OTHER_BROWSER');
    assert.equal(missing.json().message, 'Open this link in the browser where you signed in with the exchange.');
    expectCode(await confirm(token, 'another-browsers-cookie'), 403, 'EXCHANGE_LINK_OTHER_BROWSER');
    await assertUnlinked(owner.id);
    const confirmed = await confirm(token, binding);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(confirmed.json().user.bkNext.exchangeUserId, 'exu_1002');
  });

  test('works once: a second confirm, an unknown token or a malformed body are refused', async () => {
    await withAccount();
    const { binding, token } = await signOnToMail('exu_1002', SUDA);
    assert.equal((await confirm(token, binding)).statusCode, 200);
    const again = await confirm(token, binding);
    assert.deepEqual(again.json(), {
      statusCode: 400,
      code: 'EXCHANGE_LINK_EXPIRED',
      message: 'This link has expired.',
    });
    expectCode(await confirm('not-a-token', binding), 400, 'EXCHANGE_LINK_EXPIRED');
    expectCode(await post('confirm-exchange-link', {}), 400, 'VALIDATION_FAILED');
    expectCode(await post('confirm-exchange-link', { token: 'x'.repeat(201) }), 400, 'VALIDATION_FAILED');
  });

  test('expires after 30 minutes', async () => {
    const owner = await withAccount();
    const clock = fakeClock(app);
    const { binding, token } = await signOnToMail('exu_1002', SUDA);
    clock.advanceMinutes(30);
    expectCode(await confirm(token, binding), 400, 'EXCHANGE_LINK_EXPIRED');
    await assertUnlinked(owner.id);
  });

  test('a newer sign-on replaces the link: the older mail no longer works, the newer only in its own browser', async () => {
    const owner = await withAccount();
    const first = await signOnToMail('exu_1002', SUDA);
    const second = await signOnToMail('exu_1002', SUDA);
    expectCode(await confirm(first.token, first.binding), 400, 'EXCHANGE_LINK_EXPIRED');
    expectCode(await confirm(second.token, first.binding), 403, 'EXCHANGE_LINK_OTHER_BROWSER');
    await assertUnlinked(owner.id);
    assert.equal((await confirm(second.token, second.binding)).statusCode, 200);
  });

  test(
    'concurrent confirms of one link: exactly one signs in',
    { skip: testDbKind() !== 'postgres' && 'PGlite runs transactions one at a time; this needs TEST_DB=postgres' },
    async () => {
      const owner = await withAccount();
      const { binding, token } = await signOnToMail('exu_1002', SUDA);
      const answers = await Promise.all(Array.from({ length: 8 }, () => confirm(token, binding)));
      const statuses = answers.map((a) => a.statusCode).sort();
      assert.deepEqual(statuses, [200, 400, 400, 400, 400, 400, 400, 400], answers.map((a) => a.body).join('\n'));
      for (const refused of answers.filter((a) => a.statusCode !== 200)) {
        assert.equal(refused.json().code, 'EXCHANGE_LINK_EXPIRED');
      }
      const live = await app.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, owner.id), isNull(sessions.revokedAt)));
      assert.equal(live.length, 1, 'one live session');
    },
  );
});
