import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { decodeMail } from '../../../support/accounts.ts';
import {
  DOC,
  PDF,
  PNG,
  filesUnder,
  hackathonApp,
  member,
  post,
  signedIn,
  team,
  teamCount,
  teamParts,
} from '../../../support/hackathon.ts';

const rows = async (app: FastifyInstance, query: ReturnType<typeof sql>) =>
  (await app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

describe('POST /team-hackathons registers a team', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let smtp: Awaited<ReturnType<typeof hackathonApp>>['smtp'];
  before(async () => {
    ({ app, dataDir, smtp } = await hackathonApp());
  });

  test('a team of two with resumes and two documents: rows, files in storage, staging empty, one email each in Thai', async () => {
    // The first member is the signed-in submitter, with anti-phishing words; the second is not a user.
    const submitter = await signedIn(app, 'known.member@example.test', { phishingWords: 'blue mango' });
    const value = team({
      teamName: 'Block Builders',
      members: [member(1, { email: 'Known.Member@example.test', nickname: 'Known' }), member(2, { nickname: 'Guest' })],
    });
    const text = Buffer.from('สวัสดี hackathon notes\n');
    const response = await post(
      app,
      [
        { name: 'team', value: JSON.stringify(value) },
        { name: 'resume.0', filename: 'known-cv.pdf', data: PDF },
        { name: 'resume.1', filename: 'guest-cv.doc', data: DOC },
        { name: 'documents', filename: 'diagram.png', data: PNG },
        { name: 'documents', filename: 'notes.txt', data: text },
      ],
      { lang: 'th', ...submitter },
    );
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json();
    assert.equal(body.teamName, 'Block Builders');
    assert.equal(body.category, 'university-student');
    assert.equal(body.language, 'th');
    assert.deepEqual(
      body.members.map((m: { email: string; resume: unknown }) => [m.email, m.resume]),
      [
        ['known.member@example.test', { name: 'known-cv.pdf', size: PDF.length, type: 'application/pdf' }],
        ['member2@example.test', { name: 'guest-cv.doc', size: DOC.length, type: 'application/msword' }],
      ],
    );
    assert.deepEqual(body.documents, [
      { name: 'diagram.png', size: PNG.length, type: 'image/png' },
      { name: 'notes.txt', size: text.length, type: 'text/plain' },
    ]);

    const [teamRow] = (
      await rows(
        app,
        sql`select t.file_bytes, u.email from hackathon_teams t join users u on u.id = t.submitted_by_user_id where t.id = ${body.id}`,
      )
    ).rows;
    assert.deepEqual(
      [Number(teamRow?.file_bytes), teamRow?.email],
      [PDF.length + DOC.length + PNG.length + text.length, 'known.member@example.test'],
      'the submitter and the bytes counted toward the quota',
    );
    const members = await rows(app, sql`select * from hackathon_members where team_id = ${body.id} order by position`);
    assert.equal(members.rows.length, 2);
    assert.equal(members.rows[0]?.university, 'Chulalongkorn University');
    assert.equal(members.rows[0]?.occupation, null);
    const documents = await rows(
      app,
      sql`select * from hackathon_documents where team_id = ${body.id} order by position`,
    );
    assert.equal(documents.rows.length, 2);
    const stored = filesUnder(path.join(dataDir, 'uploads'));
    assert.equal(stored.length, 4);
    for (const row of [...members.rows.map((r) => r.resume_key), ...documents.rows.map((r) => r.storage_key)]) {
      assert.ok(stored.includes(String(row)), `${String(row)} stored`);
    }
    const notes = documents.rows[1]?.storage_key as string;
    assert.deepEqual(fs.readFileSync(path.join(dataDir, 'uploads', notes)), text);
    assert.deepEqual(filesUnder(path.join(dataDir, 'upload-staging')), []);

    const places = await rows(
      app,
      sql`select m.status, u.email as holder, m.invitation_expires_at from hackathon_members m
          left join users u on u.id = m.user_id where m.team_id = ${body.id} order by m.position`,
    );
    assert.deepEqual(
      places.rows.map((r) => [r.status, r.holder, r.invitation_expires_at === null]),
      [
        ['accepted', 'known.member@example.test', true],
        ['pending', null, false],
      ],
      "the submitter's place is accepted at once, the other member is invited",
    );

    // The submitter's confirmation (their own text, their words); the other member's invitation: see invitation-mail.test.ts.
    const mails = smtp.messages.map(decodeMail);
    assert.deepEqual(mails.map((m) => m.to).sort(), [['known.member@example.test'], ['member2@example.test']]);
    const known = mails.find((m) => m.to[0] === 'known.member@example.test');
    const guest = mails.find((m) => m.to[0] === 'member2@example.test');
    assert.match(known?.subject ?? '', /ได้รับการสมัครแฮกกาธอนแล้ว: Block Builders/);
    assert.match(known?.text ?? '', /Name1 Surname1, Name2 Surname2/);
    assert.match(known?.text ?? '', /\/th\/hackathon\n/);
    assert.match(known?.text ?? '', /blue mango/);
    assert.match(known?.text ?? '', /สวัสดี Known/);
    assert.match(known?.text ?? '', /สมาชิกอีก 1 คน/);
    assert.equal(guest?.subject, 'คุณได้รับคำเชิญเข้าร่วมทีมแฮกกาธอน - Academy');
    assert.match(guest?.text ?? '', /\/th\/hackathon-invitations/);
  });

  test('general category keeps occupation and company; English email by default', async () => {
    smtp.messages.length = 0;
    const response = await post(
      app,
      teamParts(team({ category: 'general', members: [member(1, { occupation: 'Developer', company: 'Acme' })] }), 1),
    );
    assert.equal(response.statusCode, 201, response.body);
    const [row] = (await rows(app, sql`select * from hackathon_members where team_id = ${response.json().id}`)).rows;
    assert.equal(row?.company, 'Acme');
    assert.equal(row?.university, null);
    assert.equal(smtp.messages.length, 1);
    assert.match(decodeMail(smtp.messages[0]!).subject, /^Hackathon registration received/);
  });

  test('a team name already taken, whatever its case -> 409 HACKATHON_TEAM_NAME_TAKEN on teamName; nothing stored', async () => {
    const first = await post(app, teamParts(team({ teamName: 'Satoshi Squad' }), 2));
    assert.equal(first.statusCode, 201, first.body);
    const storedBefore = filesUnder(path.join(dataDir, 'uploads')).length;
    const again = await post(app, teamParts(team({ teamName: '  satoshi SQUAD ' }), 2));
    assert.equal(again.statusCode, 409, again.body);
    assert.deepEqual(again.json(), {
      statusCode: 409,
      code: 'HACKATHON_TEAM_NAME_TAKEN',
      message: 'This team name is already taken.',
      details: [{ path: 'teamName', message: 'This team name is already taken' }],
    });
    assert.equal(filesUnder(path.join(dataDir, 'uploads')).length, storedBefore);
    assert.deepEqual(filesUnder(path.join(dataDir, 'upload-staging')), []);
  });

  test('storage failing mid-commit: no rows, the files already moved are removed, staging empty', async () => {
    const teamsBefore = await teamCount(app);
    const storedBefore = filesUnder(path.join(dataDir, 'uploads')).length;
    const original = app.storage.putFile;
    let calls = 0;
    app.storage.putFile = async (key, staged) => {
      calls += 1;
      if (calls === 3) throw new Error('disk full');
      return original(key, staged);
    };
    try {
      const response = await post(app, teamParts(team(), 2, [{ name: 'documents', filename: 'a.pdf', data: PDF }]));
      assert.equal(response.statusCode, 500, response.body);
    } finally {
      app.storage.putFile = original;
    }
    assert.equal(calls, 3);
    assert.equal(await teamCount(app), teamsBefore);
    assert.equal(filesUnder(path.join(dataDir, 'uploads')).length, storedBefore);
    assert.deepEqual(filesUnder(path.join(dataDir, 'upload-staging')), []);
  });

  test(
    'two teams racing for one name: exactly one is registered (unique index), the other gets 409',
    { skip: !process.env.TEST_DB?.startsWith('postgres') && 'PGlite runs one transaction at a time' },
    async () => {
      const name = `Race ${Date.now()}`;
      const results = await Promise.all(
        Array.from({ length: 6 }, () => post(app, teamParts(team({ teamName: name }, 1), 1))),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      assert.deepEqual(statuses, [201, 409, 409, 409, 409, 409]);
      const count = await rows(
        app,
        sql`select count(*)::int as n from hackathon_teams where lower(team_name) = lower(${name})`,
      );
      assert.equal(Number(count.rows[0]?.n), 1);
      assert.deepEqual(filesUnder(path.join(dataDir, 'upload-staging')), []);
    },
  );
});
