import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildTestApp } from '../../../support/app.ts';
import { createSession, createUser } from '../../../support/factories.ts';
import { accountConfig, startExchangeSandbox } from '../../../support/accounts.ts';

const exchange = await startExchangeSandbox();

// Each test builds its own app on the real exchange sandbox.
describe('link-exchange: a signed-in email account links the exchange', () => {
  test('link-exchange (signed in): an email account links the exchange and becomes KYC verified', async () => {
    const app2 = await buildTestApp({ config: accountConfig(exchange.config) });
    const user = await createUser(app2, { email: 'learner@example.test' });
    const { token } = await createSession(app2, user);
    const before = await app2.inject({ method: 'POST', url: '/client/user-clients/me', headers: { token } });
    assert.equal(before.json().kycStatus, 'unverified');
    const kubBefore = await app2.inject({ method: 'GET', url: '/client/v2/profile/kub-balance', headers: { token } });
    assert.equal(kubBefore.json().linked, false);
    assert.equal(kubBefore.json().kkub, null);

    const linked = await app2.inject({
      method: 'POST',
      url: '/client/user-clients/link-exchange',
      headers: { authorization: `Bearer ${token}` },
      payload: await exchange.signOnBody('exu_1001'),
    });
    assert.equal(linked.statusCode, 200, linked.body);
    assert.equal(linked.json().id, user.id);
    assert.equal(linked.json().email, 'learner@example.test');
    assert.equal(linked.json().kycStatus, 'verified');
    assert.equal(linked.json().bkNext.exchangeUserId, 'exu_1001');
    // Signing on with the exchange now lands in this account.
    const signOn = await app2.inject({
      method: 'POST',
      url: '/client/user-clients/login-exchange',
      payload: await exchange.signOnBody('exu_1001'),
    });
    assert.equal(signOn.json().user.id, user.id);

    // Another account cannot link the same exchange user.
    const other = await createUser(app2);
    const otherSession = await createSession(app2, other);
    const conflict = await app2.inject({
      method: 'POST',
      url: '/client/user-clients/link-exchange',
      headers: { token: otherSession.token },
      payload: await exchange.signOnBody('exu_1001'),
    });
    assert.equal(conflict.statusCode, 409);
    assert.equal(conflict.json().code, 'EXCHANGE_ALREADY_LINKED');
    assert.equal(
      (
        await app2.inject({
          method: 'POST',
          url: '/client/user-clients/link-exchange',
          payload: await exchange.signOnBody('exu_1001'),
        })
      ).statusCode,
      401,
    );
  });

  test("link-exchange signs out the account's other sessions; the one that linked stays", async () => {
    const app5 = await buildTestApp({ config: accountConfig(exchange.config) });
    const user = await createUser(app5);
    const linking = await createSession(app5, user);
    const elsewhere = await createSession(app5, user);
    const me = (token: string) => app5.inject({ method: 'GET', url: '/client/user-clients/me', headers: { token } });
    const linked = await app5.inject({
      method: 'POST',
      url: '/client/user-clients/link-exchange',
      headers: { token: linking.token },
      payload: await exchange.signOnBody('exu_1003'),
    });
    assert.equal(linked.statusCode, 200, linked.body);
    assert.equal((await me(elsewhere.token)).statusCode, 401);
    assert.equal((await me(linking.token)).statusCode, 200);
    // A session of another exchange account cannot link a second one (EXCHANGE_ALREADY_LINKED).
    const second = await app5.inject({
      method: 'POST',
      url: '/client/user-clients/link-exchange',
      headers: { token: linking.token },
      payload: await exchange.signOnBody('exu_1004'),
    });
    assert.equal(second.statusCode, 409);
    assert.equal(second.json().code, 'EXCHANGE_ALREADY_LINKED');
  });
});
