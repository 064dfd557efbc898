import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { articleReads, blogs, weeklyDigests } from '../../../../src/db/schema/index.ts';
import { buildTestApp } from '../../../support/app.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { importRealContent } from '../../../support/learning.ts';
import { createPopQuiz } from '../../../support/pop-quizzes.ts';
import { startSmtpCapture } from '../../../support/smtp.ts';
import { decodeMail } from '../../../support/accounts.ts';
import { consentingLearner, mailHeader, publishAt, unsubscribeUrlOf } from '../../../support/weekly-digest.ts';

const smtp = await startSmtpCapture();
after(() => smtp.close());

/** Wednesday 25 November 2026, 10:00 in Bangkok: ISO week 2026-W48. */
const WEDNESDAY = new Date('2026-11-25T03:00:00Z');
const DAY = 24 * 60 * 60_000;
const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

/** Issue 34 item 6: the weekly mail, on PostgreSQL (TEST_DB=postgres). */
describe('weekly mail job', { timeout: 180_000 }, () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof fakeClock>;

  before(async () => {
    app = await buildTestApp({
      config: {
        SMTP_URL: smtp.url,
        PUBLIC_SITE_URL: 'https://academy.test',
        PUBLIC_API_URL: 'https://api.academy.test',
      },
    });
    await importRealContent(app);
    clock = fakeClock(app, WEDNESDAY);
  });

  const read = async (userId: number, slug: string) => {
    const [blog] = await app.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, slug));
    await app.db.insert(articleReads).values({ userId, blogId: blog!.id, position: 100, readAt: clock.at });
  };

  test('no consent, or an unverified address: no mail, nothing claimed', async () => {
    const refused = await consentingLearner(app, { agree: false });
    const unverified = await consentingLearner(app, { verified: false });
    await app.weeklyDigest.runOnce();
    assert.equal(mailsTo(refused.email).length, 0);
    assert.equal(mailsTo(unverified.email).length, 0);
    const claims = await app.db.select().from(weeklyDigests).where(eq(weeklyDigests.userId, refused.id));
    assert.equal(claims.length, 0);
  });

  test('consent: one mail in the learner language with new articles of their path, the next step, reward windows and one-click unsubscribe', async () => {
    await publishAt(app, 'what-is-bitcoin', new Date(WEDNESDAY.getTime() - DAY));
    await createPopQuiz(app, null, {
      startsAt: new Date(WEDNESDAY.getTime() + DAY),
      endsAt: new Date(WEDNESDAY.getTime() + DAY + 60 * 60_000),
      rewardPoints: 50,
      rewardKkub: 2,
    });
    const thai = await consentingLearner(app, { language: 'th' });
    await read(thai.id, 'what-is-blockchain');
    const summary = await app.weeklyDigest.runOnce();
    assert.equal(summary.week, '2026-W48');

    const [raw, ...more] = mailsTo(thai.email);
    assert.ok(raw, 'the learner got a mail');
    assert.equal(more.length, 0);
    const mail = decodeMail(raw);
    assert.equal(mail.subject, 'สัปดาห์นี้ที่ Academy');
    for (const part of [mail.text, mail.html]) {
      assert.match(part, /บทความใหม่/);
      assert.match(part, /ขั้นต่อไปของคุณ/);
      assert.match(part, /ป๊อปควิซที่มีรางวัล/);
      assert.match(part, /บิตคอยน์คืออะไร\?/);
      assert.match(part, /50 คะแนน \+ 2 KKUB/);
    }
    assert.match(mail.text, /https:\/\/academy\.test\/th\/articles\/what-is-bitcoin/);
    assert.doesNotMatch(mail.text, new RegExp(thai.name!), 'no user-entered text');
    const unsubscribe = unsubscribeUrlOf(raw);
    assert.equal(`${unsubscribe.origin}${unsubscribe.pathname}`, 'https://api.academy.test/client/unsubscribe');
    assert.match(unsubscribe.searchParams.get('token') ?? '', new RegExp(`^${thai.id}\\.[\\w-]{43}$`));
    assert.equal(mailHeader(raw, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
    assert.match(mail.text, /ยกเลิกการรับอีเมล: https:\/\/api\.academy\.test\/client\/unsubscribe\?token=/);
  });

  test('no path started: an English mail that suggests the first path and lists any new article', async () => {
    const learner = await consentingLearner(app);
    await app.weeklyDigest.runOnce();
    const [raw] = mailsTo(learner.email);
    const mail = decodeMail(raw!);
    assert.equal(mail.subject, 'Your week at the Academy');
    assert.match(mail.text, /Start a learning path\n- Crypto basics: What is a blockchain\?/);
    assert.match(mail.text, /New articles\n- What is Bitcoin\?/);
    assert.doesNotMatch(mail.text, /Your next step/);
  });

  test('runs at once (two replicas): exactly one mail per learner; the same week again: none; the next week: again', async () => {
    const learners = await Promise.all([1, 2, 3].map(() => consentingLearner(app)));
    const runs = await Promise.all([
      app.weeklyDigest.runOnce(),
      app.weeklyDigest.runOnce(),
      app.weeklyDigest.runOnce(),
    ]);
    assert.equal(
      runs.reduce((sum, run) => sum + run.sent, 0),
      3,
      'three mails in all, whichever run sent them',
    );
    for (const learner of learners) assert.equal(mailsTo(learner.email).length, 1, learner.email);

    clock.at = new Date(WEDNESDAY.getTime() + 3 * DAY + 12 * 60 * 60_000); // Sunday 22:00 Bangkok, still W48
    assert.equal((await app.weeklyDigest.runOnce()).sent, 0);
    for (const learner of learners) assert.equal(mailsTo(learner.email).length, 1);

    clock.at = new Date(WEDNESDAY.getTime() + 7 * DAY);
    const [next] = await Promise.all([app.weeklyDigest.runOnce(), app.weeklyDigest.runOnce()]);
    assert.equal(next.week, '2026-W49');
    for (const learner of learners) assert.equal(mailsTo(learner.email).length, 2, learner.email);
    clock.at = WEDNESDAY;
  });

  test('a mail the server refused gives the claim back: the next run sends it, once', async () => {
    const learner = await consentingLearner(app);
    const send = app.mailer.send;
    app.mailer.send = () => Promise.reject(new Error('mail server down'));
    try {
      assert.equal((await app.weeklyDigest.runOnce()).failed, 1);
    } finally {
      app.mailer.send = send;
    }
    assert.equal(mailsTo(learner.email).length, 0);
    await app.weeklyDigest.runOnce();
    assert.equal(mailsTo(learner.email).length, 1);
    const [claim] = await app.db
      .select()
      .from(weeklyDigests)
      .where(and(eq(weeklyDigests.userId, learner.id), eq(weeklyDigests.week, '2026-W48')));
    assert.equal(claim?.outcome, 'sent');
  });
});

test('nothing to say (no paths, no new article, no reward window): no mail, the week counts as handled', async () => {
  const app = await buildTestApp({ config: { SMTP_URL: smtp.url } });
  fakeClock(app, WEDNESDAY);
  const learner = await consentingLearner(app);
  const summary = await app.weeklyDigest.runOnce();
  assert.deepEqual(summary, { week: '2026-W48', sent: 0, empty: 1, failed: 0 });
  assert.equal(mailsTo(learner.email).length, 0);
  assert.equal((await app.weeklyDigest.runOnce()).empty, 0, 'not looked at again this week');
});
