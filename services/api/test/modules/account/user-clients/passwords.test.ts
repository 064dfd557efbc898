import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import { createSession, createUser, DEFAULT_PASSWORD } from '../../../support/factories.ts';
import { startSmtpCapture } from '../../../support/smtp.ts';
import { accountConfig, decodeMail, fakeClock, linkToken } from '../../../support/accounts.ts';

const smtp = await startSmtpCapture();
after(() => smtp.close());

const NEW = 'N3w!password';
const forgot = (app: FastifyInstance, email: string, language?: string) =>
  app.inject({
    method: 'POST',
    url: '/client/user-clients/forgot-password',
    payload: { email, ...(language ? { language } : {}) },
  });
const reset = (app: FastifyInstance, token: string, password = NEW, confirmPassword = password) =>
  app.inject({
    method: 'POST',
    url: '/client/user-clients/reset-password',
    payload: { token, password, confirmPassword },
  });
const login = (app: FastifyInstance, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/client/user-clients/login', payload: { email, password } });
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email)).map(decodeMail);

describe('forgot and reset password', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ config: accountConfig({ SMTP_URL: smtp.url }) });
  });

  test('forgot -> email in the user language with phishing words and a /th/reset-password link; reset works once', async () => {
    fakeClock(app);
    const user = await createUser(app, { email: 'reset@example.test', language: 'th', phishingWords: 'แมวส้ม' });
    const { token: session } = await createSession(app, user);
    const response = await forgot(app, 'Reset@Example.test');
    assert.equal(response.statusCode, 200, response.body);
    const [mail] = mailsTo('reset@example.test');
    assert.ok(mail);
    assert.equal(mail.subject, 'ตั้งรหัสผ่านใหม่ - Academy');
    assert.match(mail.text, /รหัสป้องกันฟิชชิงของคุณ: แมวส้ม/);
    assert.match(mail.html, /<strong>แมวส้ม<\/strong>/);
    assert.match(mail.text, /ลิงก์นี้ใช้ได้ 30 นาที/);
    const token = linkToken(mail, 'reset-password');
    assert.match(mail.text, /https:\/\/academy\.test\/th\/reset-password\?token=/);

    const mismatch = await reset(app, token, NEW, 'Other!pass1');
    assert.equal(mismatch.statusCode, 400);
    assert.equal(mismatch.json().details[0].message, 'The passwords do not match');
    const weak = await reset(app, token, 'weakpass');
    assert.equal(weak.json().code, 'VALIDATION_FAILED');

    const ok = await reset(app, token);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal((await login(app, 'reset@example.test', DEFAULT_PASSWORD)).json().code, 'LOGIN_INVALID_CREDENTIALS');
    assert.equal((await login(app, 'reset@example.test', NEW)).statusCode, 200);
    // Single use; and the sessions from before the reset are revoked.
    const second = await reset(app, token, 'An0ther!pass');
    assert.equal(second.statusCode, 400);
    assert.deepEqual(second.json(), {
      statusCode: 400,
      code: 'RESET_LINK_EXPIRED',
      message: 'This link has expired. Please ask for a new one.',
    });
    assert.equal(
      (await app.inject({ method: 'POST', url: '/client/user-clients/me', headers: { token: session } })).statusCode,
      401,
    );
  });

  test('a password change expires pending reset links; a reset expires the other pending links too', async () => {
    fakeClock(app);
    const user = await createUser(app, { email: 'pending@example.test' });
    const { token: session } = await createSession(app, user);
    assert.equal((await forgot(app, 'pending@example.test')).statusCode, 200);
    const token = linkToken(mailsTo('pending@example.test').at(-1)!, 'reset-password');
    const changed = await app.inject({
      method: 'POST',
      url: '/client/user-clients/change-password',
      headers: { authorization: `Bearer ${session}` },
      payload: { oldPassword: DEFAULT_PASSWORD, newPassword: NEW, confirmPassword: NEW },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const stale = await reset(app, token, 'Other!pass9');
    assert.equal(stale.statusCode, 400);
    assert.equal(stale.json().code, 'RESET_LINK_EXPIRED');
    assert.equal((await login(app, 'pending@example.test', NEW)).statusCode, 200);
  });

  test('an English request for an English user; the request language wins when given', async () => {
    await createUser(app, { email: 'en@example.test', phishingWords: 'sunny day' });
    assert.equal((await forgot(app, 'en@example.test')).statusCode, 200);
    const [en] = mailsTo('en@example.test');
    assert.equal(en?.subject, 'Reset your password - Academy');
    assert.match(en?.text ?? '', /Your anti-phishing words: sunny day/);
    assert.match(en?.text ?? '', /https:\/\/academy\.test\/en\/reset-password\?token=/);
    assert.equal((await forgot(app, 'en@example.test', 'th')).statusCode, 200);
    assert.match(mailsTo('en@example.test')[1]?.text ?? '', /\/th\/reset-password/);
  });

  test('the link expires after 30 minutes -> RESET_LINK_EXPIRED', async () => {
    const clock = fakeClock(app);
    await createUser(app, { email: 'expire@example.test' });
    await forgot(app, 'expire@example.test');
    const token = linkToken(mailsTo('expire@example.test')[0]!, 'reset-password');
    clock.advanceMinutes(30);
    const response = await reset(app, token);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'RESET_LINK_EXPIRED');
    assert.equal((await reset(app, 'made-up-token')).json().code, 'RESET_LINK_EXPIRED');
  });

  test('a new link replaces the previous one', async () => {
    fakeClock(app);
    await createUser(app, { email: 'twice@example.test' });
    await forgot(app, 'twice@example.test');
    await forgot(app, 'twice@example.test');
    const [first, second] = mailsTo('twice@example.test');
    assert.equal((await reset(app, linkToken(first!, 'reset-password'))).json().code, 'RESET_LINK_EXPIRED');
    assert.equal((await reset(app, linkToken(second!, 'reset-password'))).statusCode, 200);
  });

  test('unknown email -> 404 RESET_EMAIL_NOT_FOUND; the 4th request of a day -> RESET_TOO_MANY_TODAY, fine the next day', async () => {
    const unknown = await forgot(app, 'nobody@example.test');
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), {
      statusCode: 404,
      code: 'RESET_EMAIL_NOT_FOUND',
      message: 'There is no account with this email address.',
    });

    // 10:00 Bangkok time (03:00 UTC).
    const clock = fakeClock(app, new Date('2026-03-10T03:00:00Z'));
    await createUser(app, { email: 'many@example.test' });
    for (let i = 0; i < 3; i += 1) {
      assert.equal((await forgot(app, 'many@example.test')).statusCode, 200);
      clock.advanceMinutes(60);
    }
    const fourth = await forgot(app, 'many@example.test');
    assert.equal(fourth.statusCode, 429);
    assert.deepEqual(fourth.json(), {
      statusCode: 429,
      code: 'RESET_TOO_MANY_TODAY',
      message: 'You can reset your password again tomorrow.',
    });
    assert.equal(mailsTo('many@example.test').length, 3);
    clock.at = new Date('2026-03-10T17:01:00Z'); // 00:01 the next day in Bangkok
    assert.equal((await forgot(app, 'many@example.test')).statusCode, 200);
  });

  test('a reset lifts a lock-out', async () => {
    fakeClock(app);
    await createUser(app, { email: 'locked@example.test' });
    for (let i = 0; i < 5; i += 1) await login(app, 'locked@example.test', 'Wrong1!pass');
    assert.equal((await login(app, 'locked@example.test', DEFAULT_PASSWORD)).json().code, 'LOGIN_ACCOUNT_LOCKED');
    await forgot(app, 'locked@example.test');
    assert.equal((await reset(app, linkToken(mailsTo('locked@example.test')[0]!, 'reset-password'))).statusCode, 200);
    assert.equal((await login(app, 'locked@example.test', NEW)).statusCode, 200);
  });

  test('a failing SMTP server -> RESET_REQUEST_FAILED', async () => {
    const broken = await buildTestApp({ config: accountConfig({ SMTP_URL: 'smtp://127.0.0.1:9' }) });
    await createUser(broken, { email: 'nomail@example.test' });
    const response = await forgot(broken, 'nomail@example.test');
    assert.equal(response.statusCode, 424);
    assert.equal(response.json().code, 'RESET_REQUEST_FAILED');
  });
});

describe('change password', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ config: accountConfig() });
  });
  const change = (token: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/client/user-clients/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });

  test('old incorrect -> PASSWORD_OLD_INCORRECT; same as old -> PASSWORD_SAME_AS_OLD; rules and confirm apply', async () => {
    await createUser(app, { email: 'change@example.test' });
    const { token } = (await login(app, 'change@example.test', DEFAULT_PASSWORD)).json();
    const wrong = await change(token, { oldPassword: 'Wrong1!pass', newPassword: NEW, confirmPassword: NEW });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json(), {
      statusCode: 400,
      code: 'PASSWORD_OLD_INCORRECT',
      message: 'The old password is incorrect.',
    });
    const same = await change(token, {
      oldPassword: DEFAULT_PASSWORD,
      newPassword: DEFAULT_PASSWORD,
      confirmPassword: DEFAULT_PASSWORD,
    });
    assert.deepEqual(same.json(), {
      statusCode: 400,
      code: 'PASSWORD_SAME_AS_OLD',
      message: 'The new password must be different from the old one.',
    });
    const weak = await change(token, {
      oldPassword: DEFAULT_PASSWORD,
      newPassword: 'password',
      confirmPassword: 'password',
    });
    assert.equal(weak.json().code, 'VALIDATION_FAILED');
    const mismatch = await change(token, { oldPassword: DEFAULT_PASSWORD, newPassword: NEW, confirmPassword: 'x' });
    assert.equal(mismatch.json().details[0].path, 'confirmPassword');
    assert.equal(
      (await app.inject({ method: 'POST', url: '/client/user-clients/change-password', payload: {} })).statusCode,
      401,
    );
  });

  test('wrong old passwords count like wrong logins: the 5th locks the account (423), also for login', async () => {
    await createUser(app, { email: 'guess@example.test' });
    const { token } = (await login(app, 'guess@example.test', DEFAULT_PASSWORD)).json();
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        (await change(token, { oldPassword: `Wrong${i}!pass`, newPassword: NEW, confirmPassword: NEW })).json().code,
      );
    }
    assert.deepEqual(codes, [
      'PASSWORD_OLD_INCORRECT',
      'PASSWORD_OLD_INCORRECT',
      'PASSWORD_OLD_INCORRECT',
      'PASSWORD_OLD_INCORRECT',
      'LOGIN_ACCOUNT_LOCKED',
    ]);
    const right = await change(token, { oldPassword: DEFAULT_PASSWORD, newPassword: NEW, confirmPassword: NEW });
    assert.equal(right.statusCode, 423);
    assert.equal((await login(app, 'guess@example.test', DEFAULT_PASSWORD)).statusCode, 423);
  });

  test('change-password is rate-limited per account', async () => {
    const limited = await buildTestApp({ config: accountConfig({ AUTH_RATE_LIMIT_EMAIL_MAX: 2 }) });
    const user = await createUser(limited, { email: 'limited@example.test' });
    const { token } = await createSession(limited, user);
    const post = () =>
      limited.inject({
        method: 'POST',
        url: '/client/user-clients/change-password',
        headers: { token },
        payload: { oldPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD, confirmPassword: DEFAULT_PASSWORD },
      });
    assert.equal((await post()).statusCode, 400);
    assert.equal((await post()).statusCode, 400);
    const third = await post();
    assert.equal(third.statusCode, 429);
    assert.equal(third.json().code, 'RATE_LIMITED');
  });

  test('success: the new password works, other sessions are revoked, this one stays', async () => {
    await createUser(app, { email: 'rotate@example.test' });
    const first = (await login(app, 'rotate@example.test', DEFAULT_PASSWORD)).json().token;
    const second = (await login(app, 'rotate@example.test', DEFAULT_PASSWORD)).json().token;
    const response = await change(first, { oldPassword: DEFAULT_PASSWORD, newPassword: NEW, confirmPassword: NEW });
    assert.equal(response.statusCode, 200, response.body);
    const me = (token: string) => app.inject({ method: 'POST', url: '/client/user-clients/me', headers: { token } });
    assert.equal((await me(first)).statusCode, 200);
    assert.equal((await me(second)).statusCode, 401);
    assert.equal((await login(app, 'rotate@example.test', DEFAULT_PASSWORD)).statusCode, 401);
    assert.equal((await login(app, 'rotate@example.test', NEW)).statusCode, 200);
  });
});
