import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { buildTestApp } from '../support/app.ts';
import { startSmtpCapture } from '../support/smtp.ts';

const smtp = await startSmtpCapture();
after(() => smtp.close());

test('app.mailer.send delivers over SMTP_URL from MAIL_FROM', async () => {
  const app = await buildTestApp({ config: { SMTP_URL: smtp.url, MAIL_FROM: 'Academy <no-reply@academy.test>' } });
  const result = await app.mailer.send({
    to: 'learner@example.test',
    subject: 'Verify your email / ยืนยันอีเมล',
    text: 'Your anti-phishing words: blue otter',
    html: '<p>Your anti-phishing words: <b>blue otter</b></p>',
  });
  assert.ok(result.messageId);
  assert.equal(smtp.messages.length, 1);
  const [mail] = smtp.messages;
  assert.equal(mail?.from, 'no-reply@academy.test');
  assert.deepEqual(mail?.to, ['learner@example.test']);
  assert.match(mail?.raw ?? '', /Subject: =\?UTF-8\?/);
  assert.match(mail?.raw ?? '', /blue otter/);
  assert.match(mail?.raw ?? '', /text\/html/);
});

test('an unreachable SMTP server makes send reject', async () => {
  const app = await buildTestApp({ config: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  await assert.rejects(app.mailer.send({ to: 'x@example.test', subject: 's', text: 't' }));
});
