import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { createUser } from '../../../support/factories.ts';
import { startSmtpCapture } from '../../../support/smtp.ts';
import { accountConfig, decodeMail, fakeClock, linkToken } from '../../../support/accounts.ts';
import { GOOD, login, register } from './auth-requests.ts';

const smtp = await startSmtpCapture();
after(() => smtp.close());

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email)).map(decodeMail);

describe('register, verify, resend', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ config: accountConfig({ SMTP_URL: smtp.url }) });
  });

  test('register -> 201, user unverified, English verification email with the link; verify signs in', async () => {
    const response = await register(app, {
      email: ' New.User@Example.test ',
      password: GOOD,
      confirmPassword: GOOD,
      acceptTerms: true,
      language: 'en',
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().ok, true);
    const [row] = await app.db.select().from(users).where(eq(users.email, 'new.user@example.test'));
    assert.ok(row);
    assert.equal(row.emailVerifiedAt, null);
    assert.match(String(row.passwordHash), /^\$argon2id\$/);
    const [mail] = mailsTo('new.user@example.test');
    assert.ok(mail);
    assert.equal(mail.subject, 'Verify your email - Academy');
    assert.match(mail.html, /href="https:\/\/academy\.test\/en\/verify-email\?token=/);
    const token = linkToken(mail, 'verify-email');

    // Before verification: the catalogued message.
    const early = await login(app, 'new.user@example.test', GOOD);
    assert.equal(early.statusCode, 403);
    assert.deepEqual(early.json(), {
      statusCode: 403,
      code: 'LOGIN_EMAIL_NOT_VERIFIED',
      message: 'Your email address is not verified yet. Check your inbox for the link.',
    });

    const verified = await app.inject({ method: 'POST', url: '/client/user-clients/verify-email', payload: { token } });
    assert.equal(verified.statusCode, 200, verified.body);
    // a link from a mailbox proves the address, not the person: it verifies, it does not sign in
    assert.deepEqual(verified.json(), {
      ok: true,
      message: 'Your email is verified. Please log in.',
      alreadyVerified: false,
    });
    // the same link opened again: the address is verified, nothing "expired" for the learner
    const again = await app.inject({ method: 'POST', url: '/client/user-clients/verify-email', payload: { token } });
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual(again.json(), {
      ok: true,
      message: 'Your email address is already verified. Please log in.',
      alreadyVerified: true,
    });
    assert.equal((await login(app, 'new.user@example.test', GOOD)).statusCode, 200);
    const unknown = await app.inject({
      method: 'POST',
      url: '/client/user-clients/verify-email',
      payload: { token: 'x' },
    });
    assert.equal(unknown.json().message, 'This request is not valid.');
  });

  test('Thai registration -> Thai email with a /th/ link', async () => {
    const response = await register(app, {
      email: 'thai@example.test',
      password: GOOD,
      confirmPassword: GOOD,
      acceptTerms: true,
      language: 'th',
    });
    assert.equal(response.statusCode, 201);
    const [mail] = mailsTo('thai@example.test');
    assert.ok(mail);
    assert.equal(mail.subject, 'ยืนยันอีเมลของคุณ - Academy');
    assert.match(mail.text, /https:\/\/academy\.test\/th\/verify-email\?token=/);
    assert.match(mail.html, /lang="th"/);
  });

  test('duplicate email (any case) -> 409 REGISTER_EMAIL_DUPLICATE "An account with this email address already exists."', async () => {
    await createUser(app, { email: 'taken@example.test' });
    const response = await register(app, {
      email: 'TAKEN@example.test',
      password: GOOD,
      confirmPassword: GOOD,
      acceptTerms: true,
    });
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), {
      statusCode: 409,
      code: 'REGISTER_EMAIL_DUPLICATE',
      message: 'An account with this email address already exists.',
    });
  });

  test('validation: email, password rules, confirm, terms -> 400 VALIDATION_FAILED with details', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { email: '', password: GOOD, confirmPassword: GOOD, acceptTerms: true },
        'email',
        'Please enter your email address',
      ],
      [
        { email: 'not-an-email', password: GOOD, confirmPassword: GOOD, acceptTerms: true },
        'email',
        'Please enter a valid email address',
      ],
      [{ email: 'a@b.test', password: 'Sh0rt!', confirmPassword: 'Sh0rt!', acceptTerms: true }, 'password', ''],
      [
        { email: 'a@b.test', password: 'nouppercase1!', confirmPassword: 'nouppercase1!', acceptTerms: true },
        'password',
        '',
      ],
      [{ email: 'a@b.test', password: 'NOLOWER1!', confirmPassword: 'NOLOWER1!', acceptTerms: true }, 'password', ''],
      [{ email: 'a@b.test', password: 'NoDigits!!', confirmPassword: 'NoDigits!!', acceptTerms: true }, 'password', ''],
      [
        { email: 'a@b.test', password: 'NoSpecial12', confirmPassword: 'NoSpecial12', acceptTerms: true },
        'password',
        '',
      ],
      [
        { email: 'a@b.test', password: GOOD, confirmPassword: 'Other1!xyz', acceptTerms: true },
        'confirmPassword',
        'The passwords do not match',
      ],
      [
        { email: 'a@b.test', password: GOOD, confirmPassword: GOOD, acceptTerms: false },
        'acceptTerms',
        'Please agree to the terms and conditions',
      ],
      [{ email: 'a@b.test', password: GOOD, confirmPassword: GOOD }, 'acceptTerms', ''],
    ];
    for (const [body, path, message] of cases) {
      const response = await register(app, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      const json = response.json();
      assert.equal(json.code, 'VALIDATION_FAILED');
      const detail = json.details.find((d: { path: string }) => d.path === path);
      assert.ok(detail, `${JSON.stringify(body)} -> ${response.body}`);
      if (message) assert.equal(detail.message, message);
    }
    // Every special character of the spec is accepted.
    for (const special of '@$!%*?_#&') {
      const password = `Abcdefg1${special}`;
      const response = await register(app, {
        email: `sp${special.charCodeAt(0)}@example.test`,
        password,
        confirmPassword: password,
        acceptTerms: true,
      });
      assert.equal(response.statusCode, 201, `${special}: ${response.body}`);
    }
  });

  test('resend: success message; RESEND_FAILED for unknown, verified, and too frequent', async () => {
    const clock = fakeClock(app);
    await register(app, {
      email: 'resend@example.test',
      password: GOOD,
      confirmPassword: GOOD,
      acceptTerms: true,
      language: 'th',
    });
    const before = mailsTo('resend@example.test').length;
    const resend = (email: string) =>
      app.inject({ method: 'POST', url: '/client/user-clients/resend-verification', payload: { email } });

    const tooSoon = await resend('resend@example.test');
    assert.equal(tooSoon.statusCode, 400);
    assert.deepEqual(tooSoon.json(), {
      statusCode: 400,
      code: 'RESEND_FAILED',
      message: 'We could not send the email again. Please try again.',
    });

    clock.advanceMinutes(2);
    const ok = await resend('resend@example.test');
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(ok.json(), {
      ok: true,
      message: 'Resend email successful. Please check email for verify account.',
    });
    const mails = mailsTo('resend@example.test');
    assert.equal(mails.length, before + 1);
    assert.equal(mails.at(-1)?.subject, 'ยืนยันอีเมลของคุณ - Academy');
    // The older link no longer works, the new one does.
    const oldToken = linkToken(mails[0]!, 'verify-email');
    const newToken = linkToken(mails.at(-1)!, 'verify-email');
    assert.equal(
      (await app.inject({ method: 'POST', url: '/client/user-clients/verify-email', payload: { token: oldToken } }))
        .statusCode,
      400,
    );
    assert.equal(
      (await app.inject({ method: 'POST', url: '/client/user-clients/verify-email', payload: { token: newToken } }))
        .statusCode,
      200,
    );
    // once verified by the new link, the replaced one says so too
    assert.equal(
      (
        await app.inject({ method: 'POST', url: '/client/user-clients/verify-email', payload: { token: oldToken } })
      ).json().alreadyVerified,
      true,
    );

    clock.advanceMinutes(2);
    assert.equal((await resend('resend@example.test')).json().code, 'RESEND_FAILED'); // already verified
    assert.equal((await resend('nobody@example.test')).json().code, 'RESEND_FAILED');
  });

  test('a verification link expires after 24 hours', async () => {
    const clock = fakeClock(app);
    await register(app, { email: 'late@example.test', password: GOOD, confirmPassword: GOOD, acceptTerms: true });
    const token = linkToken(mailsTo('late@example.test')[0]!, 'verify-email');
    clock.advanceMinutes(24 * 60 + 1);
    const response = await app.inject({ method: 'POST', url: '/client/user-clients/verify-email', payload: { token } });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'This request is not valid.');
  });
});
