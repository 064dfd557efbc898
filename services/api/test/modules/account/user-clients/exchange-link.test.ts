/**
 * Account pre-hijacking (issue 30 item 1): an exchange sign-on never merges silently into an
 * existing academy account with the same email. Proof of control at link time is a one-time link
 * mailed to the account's address, opened in the browser that signed on.
 */
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { EXCHANGE_LINK_COOKIE } from '../../../../src/lib/exchange-link-cookie.ts';
import { SESSION_COOKIE } from '../../../../src/lib/session-cookie.ts';
import { buildTestApp } from '../../../support/app.ts';
import { createSession, createUser, DEFAULT_PASSWORD } from '../../../support/factories.ts';
import { startSmtpCapture } from '../../../support/smtp.ts';
import { accountConfig, decodeMail, linkToken, startExchangeSandbox } from '../../../support/accounts.ts';
import { cookieOf, exchangeLinkFlow, LINK_SUBJECT } from '../../../support/exchange-link.ts';

const exchange = await startExchangeSandbox();
const smtp = await startSmtpCapture();
after(() => smtp.close());

const ATTACKER_PASSWORD = 'Att4cker!pass';
const SOMCHAI = 'somchai.verified@sandbox.test';
const SUDA = 'suda.lowbalance@sandbox.test';

let app: FastifyInstance;
/** Every test on its own database: each sandbox user's email is one academy account. */
const freshApp = async () => {
  app = await buildTestApp({ config: accountConfig({ ...exchange.config, SMTP_URL: smtp.url }) });
  return app;
};
const { post, linkMails, signOn, signOnToMail, confirm } = exchangeLinkFlow(() => app, exchange, smtp);
const me = (token: string) => app.inject({ method: 'GET', url: '/client/user-clients/me', headers: { token } });
const login = (email: string, password: string) => post('login', { email, password });

describe('exchange sign-on into an existing account', () => {
  test('the pre-hijacking attack replayed: no session for the attacker-made account; confirming revokes the attacker', async () => {
    await freshApp();
    // The attacker registers the victim's address with the attacker's password.
    const registered = await post('register', {
      email: SOMCHAI,
      password: ATTACKER_PASSWORD,
      confirmPassword: ATTACKER_PASSWORD,
      acceptTerms: true,
    });
    assert.equal(registered.statusCode, 201, registered.body);
    // The victim follows the unsolicited verification mail.
    const verification = smtp.messages.filter((m) => m.to.includes(SOMCHAI)).map(decodeMail)[0];
    assert.ok(verification);
    const verified = await post('verify-email', { token: linkToken(verification, 'verify-email') });
    assert.equal(verified.statusCode, 200, verified.body);
    // The attacker signs in with the password and keeps that session.
    const attacker = await login(SOMCHAI, ATTACKER_PASSWORD);
    assert.equal(attacker.statusCode, 200, attacker.body);
    const attackerToken = attacker.json().token as string;

    // The victim signs on with the exchange: no session, a link to the account's mailbox instead.
    const { response, binding, mail, token } = await signOnToMail('exu_1001', SOMCHAI);
    assert.deepEqual(
      { ...(response.json() as Record<string, unknown>), expiresAt: undefined },
      {
        statusCode: 409,
        code: 'EXCHANGE_LINK_CONFIRM_EMAIL_SENT',
        message: 'We sent a link to your email address. Open it in this browser to link your exchange account.',
        email: SOMCHAI,
        expiresAt: undefined,
      },
    );
    assert.equal(cookieOf(response, SESSION_COOKIE), undefined, 'no session');
    const bindingCookie = cookieOf(response, EXCHANGE_LINK_COOKIE);
    assert.equal(bindingCookie?.httpOnly, true);
    assert.equal(bindingCookie?.sameSite, 'Lax');
    assert.equal(bindingCookie?.maxAge, 30 * 60);
    const unlinked = (await me(attackerToken)).json();
    assert.equal(unlinked.bkNext, null, 'nothing linked before the owner confirms');
    assert.equal(unlinked.kycStatus, 'unverified');
    // The mail: the academy's own words only (nothing the exchange or a person typed).
    assert.equal(mail.subject, LINK_SUBJECT);
    assert.doesNotMatch(`${mail.text}${mail.html}`, /Somchai|Jaidee|exu_1001|0x1001|anti-phishing/);
    assert.match(mail.text, /valid for 30 minutes/);

    // The victim opens the link in the same browser and confirms.
    const confirmed = await confirm(token, binding);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const { user, token: victimToken } = confirmed.json();
    assert.equal(user.id, unlinked.id);
    assert.equal(user.bkNext.exchangeUserId, 'exu_1001');
    assert.equal(user.kycStatus, 'verified');
    assert.equal(user.hasPassword, false);
    assert.equal(cookieOf(confirmed, EXCHANGE_LINK_COOKIE)?.value, '', 'the binding cookie is cleared');
    // The attacker's session is revoked and the attacker's password no longer works.
    assert.equal((await me(attackerToken)).statusCode, 401);
    const retry = await login(SOMCHAI, ATTACKER_PASSWORD);
    assert.equal(retry.statusCode, 401);
    assert.equal(retry.json().code, 'LOGIN_INVALID_CREDENTIALS');
    // The victim is signed in, with the exchange's tokens kept for the KYC prefill.
    const prefill = await app.inject({
      method: 'GET',
      url: '/client/user-clients/me/kyc-prefill',
      headers: { token: victimToken },
    });
    assert.equal(prefill.statusCode, 200, prefill.body);
    assert.equal(prefill.json().phoneNumber, '+66812345678');
    // From now on the exchange signs straight into this account.
    const again = await signOn('exu_1001');
    assert.equal(again.response.statusCode, 200, again.response.body);
    assert.equal(again.response.json().user.id, user.id);
  });

  test('an owner-made account: linking keeps its data, removes the password and the words, verifies the address', async () => {
    await freshApp();
    const owner = await createUser(app, {
      email: SUDA,
      point: 300,
      emailVerifiedAt: null,
      phishingWords: 'blue otter',
    });
    const { token: ownSession } = await createSession(app, owner);
    const { binding, mail, token } = await signOnToMail('exu_1002', SUDA, { language: 'th' });
    // An unverified address gets no anti-phishing words; the sign-on's language is the mail's.
    assert.equal(mail.subject, 'เชื่อมต่อบัญชีกระดานเทรดของคุณ - Academy');
    assert.match(mail.text, /https:\/\/academy\.test\/th\/auth\/link-exchange\?token=/);
    assert.doesNotMatch(mail.text, /blue otter|ฟิชชิง/);
    const confirmed = await confirm(token, binding);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const { user } = confirmed.json();
    assert.equal(user.id, owner.id);
    assert.equal(user.point, 300);
    assert.equal(user.emailVerified, true);
    assert.equal(user.phishingWords, null);
    assert.equal(user.hasPassword, false);
    assert.equal((await me(ownSession)).statusCode, 401, 'every other session is signed out');
    assert.equal((await login(SUDA, DEFAULT_PASSWORD)).statusCode, 401);
  });

  test("a verified address's own words are in the link mail", async () => {
    await freshApp();
    await createUser(app, { email: SUDA, phishingWords: 'blue otter' });
    const { mail } = await signOnToMail('exu_1002', SUDA);
    assert.match(mail.text, /Your anti-phishing words: blue otter/);
  });

  test('an exchange email the exchange did not verify: 409 EXCHANGE_ACCOUNT_EXISTS, no mail, no binding', async () => {
    await freshApp();
    const existing = await createUser(app, { email: 'nok.unverified@sandbox.test' });
    const { response, binding } = await signOn('exu_1003');
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(response.json().code, 'EXCHANGE_ACCOUNT_EXISTS');
    assert.equal(binding, undefined);
    assert.equal(linkMails(existing.email).length, 0);
    assert.equal((await app.repositories.users.findById(existing.id))?.exchangeUserId, null);
  });

  test('an account linked to another exchange account: 409 EXCHANGE_ALREADY_LINKED, no mail', async () => {
    await freshApp();
    await createUser(app, { email: SUDA, exchangeUserId: 'exu_other' });
    const mailsBefore = linkMails(SUDA).length;
    const { response, binding } = await signOn('exu_1002');
    assert.equal(response.statusCode, 409, response.body);
    assert.equal(response.json().code, 'EXCHANGE_ALREADY_LINKED');
    assert.equal(binding, undefined);
    assert.equal(linkMails(SUDA).length, mailsBefore);
  });

  test('the exchange account linked elsewhere before the confirm: 409 EXCHANGE_ALREADY_LINKED, nothing changes', async () => {
    await freshApp();
    const owner = await createUser(app, { email: SUDA });
    const { binding, token } = await signOnToMail('exu_1002', SUDA);
    const other = await createUser(app);
    const { token: otherSession } = await createSession(app, other);
    const linkedElsewhere = await app.inject({
      method: 'POST',
      url: '/client/user-clients/link-exchange',
      headers: { token: otherSession },
      payload: await exchange.signOnBody('exu_1002'),
    });
    assert.equal(linkedElsewhere.statusCode, 200, linkedElsewhere.body);
    const refused = await confirm(token, binding);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().code, 'EXCHANGE_ALREADY_LINKED');
    const after = await app.repositories.users.findById(owner.id);
    assert.equal(after?.exchangeUserId, null);
    assert.ok(after?.passwordHash, 'the password stays');
    assert.equal((await login(SUDA, DEFAULT_PASSWORD)).statusCode, 200);
  });

  test('the mail cannot be sent: 503, no binding cookie', async () => {
    app = await buildTestApp({ config: accountConfig(exchange.config) });
    await createUser(app, { email: SUDA });
    const { response, binding } = await signOn('exu_1002');
    assert.equal(response.statusCode, 503, response.body);
    assert.equal(response.json().code, 'SERVICE_UNAVAILABLE');
    assert.equal(binding, undefined);
  });
});
