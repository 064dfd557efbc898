/**
 * Anti-phishing words belong to a verified address (issue 30 item 2b): whoever registers an
 * address need not own it, so the verification mail carries the academy's own text only, and
 * words are set and shown once the address is verified.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { createSession, createUser } from '../../../support/factories.ts';
import { startSmtpCapture } from '../../../support/smtp.ts';
import { accountConfig, decodeMail, linkToken } from '../../../support/accounts.ts';

const smtp = await startSmtpCapture();
after(() => smtp.close());

const PASSWORD = 'Str0ng!pass';
const CHOSEN = 'Call +66 2 000 0000 to unlock your reward';
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email)).map(decodeMail);
const mailText = (mail: { subject: string; text: string; html: string }) =>
  `${mail.subject}\n${mail.text}\n${mail.html}`;

describe('anti-phishing words need a verified address', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp({ config: accountConfig({ SMTP_URL: smtp.url }) });
  });
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/client/user-clients/${url}`, payload });

  test('the verification mail to a registered address carries no anti-phishing block, in either language', async () => {
    for (const [email, language] of [
      ['stranger.en@example.test', 'en'],
      ['stranger.th@example.test', 'th'],
    ] as const) {
      // A registrant who sends words of their choosing: none are kept, none are mailed.
      const registered = await post('register', {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
        language,
        phishingWords: CHOSEN,
      });
      assert.equal(registered.statusCode, 201, registered.body);
      const [row] = await app.db.select().from(users).where(eq(users.email, email));
      assert.equal(row?.phishingWords, null);
      const [mail] = mailsTo(email);
      assert.ok(mail);
      assert.doesNotMatch(mailText(mail), /Call \+66|anti-phishing|ฟิชชิง/);
      linkToken(mail, 'verify-email');
    }
  });

  test('a resent verification mail shows no words either, even ones stored before this rule', async () => {
    const user = await createUser(app, {
      email: 'old.words@example.test',
      emailVerifiedAt: null,
      phishingWords: CHOSEN,
    });
    const resent = await post('resend-verification', { email: user.email });
    assert.equal(resent.statusCode, 200, resent.body);
    const [mail] = mailsTo(user.email);
    assert.ok(mail);
    assert.doesNotMatch(mailText(mail), /Call \+66|anti-phishing/);
  });

  test('PATCH /me sets words only for a verified address (409 PHISHING_WORDS_EMAIL_NOT_VERIFIED); clearing always works', async () => {
    const unverified = await createUser(app, { emailVerifiedAt: null });
    const { token } = await createSession(app, unverified);
    const patch = (sessionToken: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: '/client/user-clients/me', headers: { token: sessionToken }, payload });
    const refused = await patch(token, { phishingWords: 'blue otter', name: 'Nok' });
    assert.equal(refused.statusCode, 409, refused.body);
    assert.deepEqual(refused.json(), {
      statusCode: 409,
      code: 'PHISHING_WORDS_EMAIL_NOT_VERIFIED',
      message: 'Verify your email address before setting anti-phishing words.',
    });
    const [row] = await app.db.select().from(users).where(eq(users.id, unverified.id));
    assert.equal(row?.phishingWords, null);
    assert.notEqual(row?.name, 'Nok', 'nothing of the refused request is written');
    assert.equal((await patch(token, { phishingWords: null, name: 'Nok' })).statusCode, 200);
    assert.equal((await patch(token, { phishingWords: '' })).statusCode, 200);

    const verified = await createUser(app);
    const own = await createSession(app, verified);
    const saved = await patch(own.token, { phishingWords: 'blue otter' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().phishingWords, 'blue otter');
  });

  test('the words are shown (profile, reset mail) only once the address is verified', async () => {
    const unverified = await createUser(app, {
      email: 'not.yet@example.test',
      emailVerifiedAt: null,
      phishingWords: CHOSEN,
    });
    const { token } = await createSession(app, unverified);
    const me = await app.inject({ method: 'GET', url: '/client/user-clients/me', headers: { token } });
    assert.equal(me.json().phishingWords, null);
    assert.equal((await post('forgot-password', { email: unverified.email })).statusCode, 200);
    const [reset] = mailsTo(unverified.email);
    assert.ok(reset);
    assert.doesNotMatch(mailText(reset), /Call \+66|anti-phishing/);

    const owner = await createUser(app, { email: 'owner@example.test', phishingWords: 'blue otter' });
    assert.equal((await post('forgot-password', { email: owner.email })).statusCode, 200);
    const [ownReset] = mailsTo(owner.email);
    assert.match(ownReset?.text ?? '', /Your anti-phishing words: blue otter/);
  });
});
