import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../support/app.ts';
import { fakeClock } from '../../../support/accounts.ts';
import {
  DOC,
  EXE,
  PDF,
  PNG,
  filesUnder,
  hackathonConfig,
  member,
  post,
  signedIn,
  sized,
  team,
  teamCount,
  teamParts,
} from '../../../support/hackathon.ts';

const MB = 1024 * 1024;

interface Detail {
  path: string;
  message: string;
}

describe('POST /team-hackathons validation', () => {
  let app: FastifyInstance;
  let dataDir: string;
  before(async () => {
    const config = hackathonConfig();
    dataDir = String(config.DATA_DIR);
    app = await buildTestApp({ config });
  });

  /** 400 VALIDATION_FAILED whose details include `expected` (path + message); nothing stored. */
  async function expectInvalid(parts: Parameters<typeof post>[1], expected: Detail[]) {
    const before = await teamCount(app);
    const response = await post(app, parts);
    assert.equal(response.statusCode, 400, response.body);
    const body = response.json() as { code: string; details: Detail[] };
    assert.equal(body.code, 'VALIDATION_FAILED');
    for (const detail of expected)
      assert.ok(
        body.details.some((d) => d.path === detail.path && d.message === detail.message),
        `${JSON.stringify(detail)} in ${response.body}`,
      );
    assert.equal(await teamCount(app), before);
    assert.deepEqual(filesUnder(path.join(dataDir, 'upload-staging')), []);
    assert.deepEqual(filesUnder(path.join(dataDir, 'uploads')), []);
    return body.details;
  }

  test('a team of 0 members', async () => {
    await expectInvalid(teamParts(team({ members: [] }), 0), [
      { path: 'members', message: 'A team needs at least 1 member' },
    ]);
  });

  test('a team of 6 members', async () => {
    await expectInvalid(teamParts(team({}, 6), 5), [{ path: 'members', message: 'A team has at most 5 members' }]);
  });

  test('a missing member field, per member and per category', async () => {
    const { surname: _surname, ...noSurname } = member(1);
    await expectInvalid(teamParts(team({ members: [member(0), noSurname as ReturnType<typeof member>] }), 2), [
      { path: 'members.1.surname', message: 'This field is required' },
    ]);
    // A student without a university; a general member without occupation or company.
    await expectInvalid(teamParts(team({ members: [member(1, { university: '' })] }), 1), [
      { path: 'members.0.university', message: 'This field is required' },
    ]);
    await expectInvalid(
      teamParts(team({ category: 'general', members: [member(1, { occupation: 'Developer' })] }), 1),
      [{ path: 'members.0.company', message: 'This field is required' }],
    );
  });

  test('bad member values: email, phone, birth date, NUL, duplicate email', async () => {
    await expectInvalid(
      teamParts(
        team({
          members: [
            member(1, { email: 'not-an-email', phone: '12', birthDate: '2003-02-30' }),
            member(2, { birthDate: '2024-01-01', nickname: 'a\u0000b' }),
            member(3, { email: 'MEMBER3@example.test' }),
            member(4, { email: 'member3@example.test' }),
          ],
        }),
        4,
      ),
      [
        { path: 'members.0.email', message: 'Please enter a valid email address' },
        { path: 'members.0.phone', message: 'Please enter a valid phone number' },
        { path: 'members.0.birthDate', message: 'Please enter a valid birth date' },
        { path: 'members.1.birthDate', message: 'Members must be between 12 and 100 years old' },
        { path: 'members.1.nickname', message: 'This field contains invalid characters' },
        { path: 'members.3.email', message: 'Each member needs a different email' },
      ],
    );
  });

  test('two BOS component URLs, a non-http one, consent and seminar attendance not given', async () => {
    await expectInvalid(
      teamParts(team({ bosComponentUrl: ['https://a.example/x', 'https://b.example/y'] as unknown as string }), 2),
      [{ path: 'bosComponentUrl', message: 'A team has exactly one BOS component URL' }],
    );
    await expectInvalid(
      teamParts(
        team({
          bosComponentUrl: 'javascript:alert(1)',
          consent: false as true,
          seminarAttendance: undefined as unknown as true,
        }),
        2,
      ),
      [
        { path: 'bosComponentUrl', message: 'The BOS component URL must be an http or https link' },
        { path: 'consent', message: 'Please accept the terms and the use of your data' },
        { path: 'seminarAttendance', message: 'Please agree to attend at least 80% of the seminars' },
      ],
    );
  });

  test('a 6th supplemental document', async () => {
    const documents = Array.from({ length: 6 }, (_, i) => ({ name: 'documents', filename: `d${i}.pdf`, data: PDF }));
    const details = await expectInvalid(teamParts(team(), 2, documents), [
      { path: 'documents.5', message: 'Attach at most 5 supplemental documents' },
    ]);
    assert.equal(details.length, 1);
  });

  test('type checked from content: an .exe renamed .pdf, a .txt with a NUL byte, invalid UTF-8, an empty file', async () => {
    await expectInvalid(
      teamParts(team(), 2, [
        { name: 'documents', filename: 'slides.pdf', contentType: 'application/pdf', data: EXE },
        { name: 'documents', filename: 'notes.txt', contentType: 'text/plain', data: Buffer.from('hello\u0000world') },
        {
          name: 'documents',
          filename: 'latin1.txt',
          contentType: 'text/plain',
          data: Buffer.from([0x63, 0x61, 0x66, 0xe9]),
        },
        { name: 'documents', filename: 'empty.pdf', data: Buffer.alloc(0) },
      ]),
      [
        { path: 'documents.0', message: 'Allowed files: .pdf .doc .docx .txt .jpeg .gif .png' },
        { path: 'documents.1', message: 'Allowed files: .pdf .doc .docx .txt .jpeg .gif .png' },
        { path: 'documents.2', message: 'Allowed files: .pdf .doc .docx .txt .jpeg .gif .png' },
        { path: 'documents.3', message: 'The file is empty' },
      ],
    );
    // A resume too: a PNG is fine, an executable is not.
    await expectInvalid(
      [
        { name: 'team', value: JSON.stringify(team()) },
        { name: 'resume.0', filename: 'cv.png', data: PNG },
        { name: 'resume.1', filename: 'cv.doc', data: EXE },
      ],
      [{ path: 'members.1.resume', message: 'Allowed files: .pdf .doc .docx .txt .jpeg .gif .png' }],
    );
  });

  test('every member needs exactly one resume; no team field at all', async () => {
    await expectInvalid(teamParts(team(), 1), [
      { path: 'members.1.resume', message: 'Please attach a resume for this member' },
    ]);
    await expectInvalid(
      [...teamParts(team(), 2), { name: 'resume.0', filename: 'again.doc', data: DOC }],
      [{ path: 'members.0.resume', message: 'Attach one resume per member' }],
    );
    await expectInvalid(
      [{ name: 'documents', filename: 'd.pdf', data: PDF }],
      [{ path: 'team', message: 'Please fill in the team details' }],
    );
  });

  test('a 21 MB file -> 413 HACKATHON_FILE_TOO_LARGE naming the file; nothing stored', async () => {
    const response = await post(
      app,
      teamParts(team(), 2, [{ name: 'documents', filename: 'big.pdf', data: sized(PDF, 21 * MB) }]),
    );
    assert.equal(response.statusCode, 413, response.body);
    assert.deepEqual(response.json(), {
      statusCode: 413,
      code: 'HACKATHON_FILE_TOO_LARGE',
      message: 'The file is too large: the maximum size is 20 MB. Please choose a smaller file and try again.',
      details: [{ path: 'documents.0', message: 'The file is too large. The allowed maximum size is 20 MB.' }],
    });
    assert.equal(await teamCount(app), 0);
    assert.deepEqual(filesUnder(path.join(dataDir, 'upload-staging')), []);
    assert.deepEqual(filesUnder(path.join(dataDir, 'uploads')), []);
  });

  test('not multipart -> 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/team-hackathons',
      headers: await signedIn(app),
      payload: team(),
    });
    assert.equal(response.statusCode, 415, response.body);
    assert.equal(response.json().code, 'UNSUPPORTED_MEDIA_TYPE');
  });

  test('outside the registration window -> 403 HACKATHON_REGISTRATION_CLOSED, before and after', async () => {
    const windowed = await buildTestApp({
      config: hackathonConfig({
        HACKATHON_OPENS_AT: new Date('2026-03-01T00:00:00Z'),
        HACKATHON_CLOSES_AT: new Date('2026-04-01T00:00:00Z'),
      }),
    });
    const clock = fakeClock(windowed, new Date('2026-02-28T23:59:00Z'));
    const attempt = () => post(windowed, teamParts(team(), 2));
    const early = await attempt();
    assert.equal(early.statusCode, 403, early.body);
    assert.deepEqual(early.json(), {
      statusCode: 403,
      code: 'HACKATHON_REGISTRATION_CLOSED',
      message: 'Hackathon registration is not open.',
    });
    const window = await windowed.inject({ method: 'GET', url: '/team-hackathons/registration-window' });
    assert.deepEqual(window.json(), {
      opensAt: '2026-03-01T00:00:00.000Z',
      closesAt: '2026-04-01T00:00:00.000Z',
      open: false,
    });
    clock.advanceMinutes(2);
    assert.equal((await attempt()).statusCode, 201);
    assert.equal(
      (await windowed.inject({ method: 'GET', url: '/team-hackathons/registration-window' })).json().open,
      true,
    );
    clock.at = new Date('2026-04-01T00:00:00Z');
    assert.equal((await attempt()).json().code, 'HACKATHON_REGISTRATION_CLOSED');
  });
});
