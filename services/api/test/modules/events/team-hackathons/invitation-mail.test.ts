/**
 * Issue 30 item 2: no academy mail to an address whose owner did not ask for it carries text
 * someone else chose. A registration mails its submitter a confirmation (their own text) and
 * every other member an invitation in the academy's words only.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { decodeMail, type DecodedMail } from '../../../support/accounts.ts';
import { hackathonApp, member, post, signedIn, team, teamParts } from '../../../support/hackathon.ts';
import { account } from '../../../support/hackathon-invitations.ts';

describe('POST /team-hackathons: the mails', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof hackathonApp>>['smtp'];
  before(async () => {
    ({ app, smtp } = await hackathonApp());
  });

  const submitter = 'alicia.captain@example.test';
  // Everything the submitter typed, each distinctive enough to find in a mail.
  const value = team(
    {
      teamName: 'Zebra Moonshot',
      members: [
        member(1, { email: submitter, name: 'Alicia', surname: 'Smithers', nickname: 'Captain' }),
        member(2, { email: 'stranger@example.test', name: 'Bobbington', surname: 'Quayle', nickname: 'Bobster' }),
        member(3, { email: 'known.guest@example.test', name: 'Carmody', surname: 'Vexley', nickname: 'Cazza' }),
        member(4, { email: 'squatted@example.test', name: 'Dorwin', surname: 'Plimsoll', nickname: 'Dozer' }),
      ],
    },
    4,
  );
  const typed = [
    'Zebra Moonshot',
    ...value.members.flatMap((m) => [m.name, m.surname, m.nickname]),
    submitter,
    'Chulalongkorn',
    'Engineering',
    'Blockchain club',
    'near.social',
  ];
  let mails: Map<string, DecodedMail>;

  before(async () => {
    await signedIn(app, submitter, { phishingWords: 'blue mango' });
    // known.guest has a verified account in Thai with its own words; squatted@ was taken by an
    // account that never proved the address, whose words are whoever made it's choice.
    await account(app, 'known.guest@example.test', { phishingWords: 'green kiwi', language: 'th' });
    await account(app, 'squatted@example.test', { phishingWords: 'trust me', emailVerifiedAt: null });
    const response = await post(app, teamParts(value, 4), await signedIn(app, submitter));
    assert.equal(response.statusCode, 201, response.body);
    mails = new Map(smtp.messages.map(decodeMail).map((mail) => [mail.to[0] as string, mail]));
  });

  const whole = (mail: DecodedMail | undefined) => `${mail?.subject}\n${mail?.text}\n${mail?.html}`;

  test('one mail per member: the confirmation to the submitter, an invitation to each other member', () => {
    assert.deepEqual([...mails.keys()].sort(), [
      'alicia.captain@example.test',
      'known.guest@example.test',
      'squatted@example.test',
      'stranger@example.test',
    ]);
  });

  test("an invitation holds none of the team name, names, nicknames, the submitter's address or what they typed", () => {
    for (const to of ['stranger@example.test', 'known.guest@example.test', 'squatted@example.test']) {
      const text = whole(mails.get(to));
      for (const word of typed) assert.ok(!text.includes(word), `${to}: "${word}" in ${text}`);
    }
  });

  test("an invitation is the academy's text and a link to the invitations page, in the registration's language", () => {
    const mail = mails.get('stranger@example.test');
    assert.equal(mail?.subject, 'You are invited to join a hackathon team - Academy');
    assert.match(mail?.text ?? '', /^You have been invited to join a team for the Academy hackathon\.\n/);
    assert.match(mail?.text ?? '', /Sign in to the Academy with this email address/);
    assert.match(mail?.text ?? '', /See the invitation: https:\/\/academy\.test\/en\/hackathon-invitations\n/);
    assert.match(mail?.text ?? '', /The invitation is open until \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(Bangkok time\)\./);
    assert.doesNotMatch(whole(mail), /anti-phishing/, 'no account: no words');
  });

  test('an address of an unverified account gets no words: whoever made the account chose them', () => {
    const mail = whole(mails.get('squatted@example.test'));
    assert.doesNotMatch(mail, /trust me/);
    assert.doesNotMatch(mail, /anti-phishing/);
  });

  test("a verified account's address gets its own words beside the academy's text, in its language", () => {
    const mail = mails.get('known.guest@example.test');
    assert.equal(mail?.subject, 'คุณได้รับคำเชิญเข้าร่วมทีมแฮกกาธอน - Academy');
    assert.match(mail?.text ?? '', /^รหัสป้องกันฟิชชิงของคุณ: green kiwi\n/);
    assert.match(mail?.html ?? '', /<strong>green kiwi<\/strong>/);
    assert.match(mail?.text ?? '', /\/th\/hackathon-invitations\n/);
  });

  test("the submitter's confirmation summarises the team, beside the submitter's own words", () => {
    const mail = mails.get(submitter);
    assert.equal(mail?.subject, 'Hackathon registration received: Zebra Moonshot - Academy');
    assert.match(mail?.text ?? '', /^Your anti-phishing words: blue mango\n/);
    assert.match(mail?.text ?? '', /Hello Captain,/);
    assert.match(mail?.text ?? '', /We invited the other 3 members by email\./);
    assert.match(mail?.text ?? '', /Alicia Smithers, Bobbington Quayle, Carmody Vexley, Dorwin Plimsoll/);
    assert.match(mail?.text ?? '', /Hackathon page: https:\/\/academy\.test\/en\/hackathon\n/);
  });
});
