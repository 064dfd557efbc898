import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { runOperatorCommand } from '../../src/operator/cli.ts';
import { smtpMailer } from '../../src/mail/smtp-mailer.ts';
import { buildTestApp } from '../support/app.ts';
import { importRealContent } from '../support/learning.ts';
import { startSmtpCapture } from '../support/smtp.ts';
import { consentingLearner } from '../support/weekly-digest.ts';

const smtp = await startSmtpCapture();
after(() => smtp.close());

test(
  'operator weekly-digest:send runs the weekly mail once; again the same week sends nothing',
  { timeout: 120_000 },
  async () => {
    const app = await buildTestApp();
    await importRealContent(app);
    const learner = await consentingLearner(app, { language: 'th' });
    const mailer = smtpMailer(smtp.url, 'Academy <no-reply@academy.test>');
    after(() => mailer.close());
    const mail = {
      mailer,
      siteUrl: 'https://academy.test',
      apiUrl: 'https://academy.test/api',
      secret: 'x'.repeat(32),
    };
    const now = new Date('2026-11-25T03:00:00Z');
    const run = () => runOperatorCommand(app.db, ['weekly-digest:send'], now, undefined, mail);

    assert.equal(await run(), 'week 2026-W48: 1 sent, 0 with nothing to say, 0 refused by the mail server');
    assert.deepEqual(
      smtp.messages.map((m) => m.to),
      [[learner.email]],
    );
    assert.match(await run(), /: 0 sent/);
    assert.equal(smtp.messages.length, 1);
    await assert.rejects(runOperatorCommand(app.db, ['weekly-digest:send'], now), /needs the mail settings/);
  },
);
