import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { requestLogSerializers } from '../../../../src/app.ts';
import { unsubscribeTokens } from '../../../../src/lib/unsubscribe-token.ts';
import { buildTestApp } from '../../../support/app.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { importRealContent } from '../../../support/learning.ts';
import { expectError } from '../../../support/quizzes.ts';
import { startSmtpCapture } from '../../../support/smtp.ts';
import { consentOf, consentingLearner, unsubscribeUrlOf } from '../../../support/weekly-digest.ts';

const smtp = await startSmtpCapture();
after(() => smtp.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const oneClick = 'List-Unsubscribe=One-Click';

/** Issue 34 item 6: the weekly mail's one-click unsubscribe (RFC 8058), no session. */
describe('unsubscribe from the weekly mail', { timeout: 180_000 }, () => {
  let app: FastifyInstance;
  const logLines: string[] = [];

  before(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await buildTestApp({
      config: { SMTP_URL: smtp.url, PUBLIC_API_URL: 'https://api.academy.test' },
      logger: { level: 'info', stream, serializers: requestLogSerializers },
    });
    await importRealContent(app);
    fakeClock(app, new Date('2026-11-25T03:00:00Z'));
  });

  /** A consenting learner and the path + query of the unsubscribe URL their weekly mail carries. */
  const mailedLearner = async (language = 'en') => {
    const learner = await consentingLearner(app, { language });
    await app.weeklyDigest.runOnce();
    const mail = smtp.messages.find((m) => m.to.includes(learner.email));
    assert.ok(mail, 'mailed');
    const url = unsubscribeUrlOf(mail);
    return { learner, url: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! };
  };

  test('GET of the link asks to confirm, in the learner language, and changes nothing', async () => {
    const { learner, url, token } = await mailedLearner('th');
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /text\/html/);
    assert.doesNotMatch(String(res.headers['content-security-policy']), /upgrade-insecure-requests/);
    assert.match(String(res.headers['content-security-policy']), /form-action 'self'/);
    assert.match(res.body, /หยุดรับอีเมลรายสัปดาห์จาก Academy หรือไม่\?/);
    assert.match(res.body, new RegExp(`<form method="post" action="\\?token=${token.replace('.', '\\.')}">`));
    assert.equal(await consentOf(app, learner.id), true);
  });

  test('one-click POST (as a mail client sends it) turns the consent off without a session; next week no mail', async () => {
    const { learner, url } = await mailedLearner();
    const res = await app.inject({ method: 'POST', url, headers: form, payload: oneClick });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.body, /You are unsubscribed/);
    assert.equal(await consentOf(app, learner.id), false);
    const again = await app.inject({ method: 'POST', url, headers: form, payload: oneClick });
    assert.equal(again.statusCode, 200, 'a second click is no error');

    const clock = fakeClock(app, new Date('2026-12-02T03:00:00Z'));
    await app.weeklyDigest.runOnce();
    assert.equal(smtp.messages.filter((m) => m.to.includes(learner.email)).length, 1, 'only the first week');
    clock.at = new Date('2026-11-25T03:00:00Z');
  });

  test('a forged, altered or foreign token: 400 UNSUBSCRIBE_LINK_INVALID, nobody unsubscribed', async () => {
    const { learner, token } = await mailedLearner();
    const other = await consentingLearner(app);
    const [, signature] = token.split('.');
    const forged = [
      `${other.id}.${signature}`, // another learner's id with this learner's signature
      `${learner.id}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
      unsubscribeTokens('another-secret-of-at-least-32-characters!').tokenFor(learner.id),
      `${learner.id}`,
      'x'.repeat(60),
    ];
    for (const bad of forged) {
      const url = `/client/unsubscribe?token=${encodeURIComponent(bad)}`;
      expectError(
        await app.inject({ method: 'POST', url, headers: form, payload: oneClick }),
        400,
        'UNSUBSCRIBE_LINK_INVALID',
      );
      const page = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'th' } });
      assert.equal(page.statusCode, 400);
      assert.match(page.body, /ลิงก์ยกเลิกการรับอีเมลนี้ไม่ถูกต้อง/);
    }
    expectError(
      await app.inject({ method: 'POST', url: '/client/unsubscribe', headers: form, payload: oneClick }),
      400,
      'VALIDATION_FAILED',
    );
    assert.equal(await consentOf(app, learner.id), true);
    assert.equal(await consentOf(app, other.id), true);
  });

  test('the token never reaches the log', async () => {
    const { url, token } = await mailedLearner();
    await app.inject({ method: 'GET', url });
    await app.inject({ method: 'POST', url, headers: form, payload: oneClick });
    const log = logLines.join('');
    assert.match(log, /\/client\/unsubscribe/, 'the requests were logged');
    assert.ok(!log.includes(token.split('.')[1]!), 'no token in the log');
  });
});
