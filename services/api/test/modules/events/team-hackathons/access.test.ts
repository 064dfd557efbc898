import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { decodeMail } from '../../../support/accounts.ts';
import { buildTestApp } from '../../../support/app.ts';
import { createSession, createUser } from '../../../support/factories.ts';
import {
  filesUnder,
  hackathonApp,
  hackathonConfig,
  member,
  multipartBody,
  multipartHeaders,
  post,
  signedIn,
  team,
  teamCount,
  teamParts,
} from '../../../support/hackathon.ts';

describe('POST /team-hackathons: who may register', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let smtp: Awaited<ReturnType<typeof hackathonApp>>['smtp'];
  before(async () => {
    ({ app, dataDir, smtp } = await hackathonApp());
  });

  const nothingKept = async () => {
    assert.equal(await teamCount(app), 0);
    assert.deepEqual(filesUnder(path.join(dataDir, 'uploads')), []);
    assert.deepEqual(filesUnder(path.join(dataDir, 'upload-staging')), []);
    assert.equal(smtp.messages.length, 0, 'no mail sent');
  };

  test('no session, or a revoked or expired one -> 401 UNAUTHORIZED; nothing stored, no mail', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/team-hackathons',
      headers: multipartHeaders,
      payload: multipartBody(teamParts(team(), 2)),
    });
    assert.equal(anonymous.statusCode, 401, anonymous.body);
    assert.deepEqual(anonymous.json(), {
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Please log in to continue.',
    });
    const user = await createUser(app, { email: 'revoked.member@example.test' });
    for (const options of [{ revoked: true }, { expiresAt: new Date(Date.now() - 1000) }]) {
      const { token } = await createSession(app, user, options);
      const response = await post(app, teamParts(team({}, 1), 1), { authorization: `Bearer ${token}` });
      assert.equal(response.statusCode, 401, response.body);
    }
    await nothingKept();
  });

  test("the submitter's email is not among the members -> 400 HACKATHON_SUBMITTER_NOT_MEMBER on the first member's email; nothing stored, no mail", async () => {
    const outsider = await signedIn(app, 'outsider@example.test');
    const response = await post(app, teamParts(team(), 2), outsider);
    assert.equal(response.statusCode, 400, response.body);
    assert.deepEqual(response.json(), {
      statusCode: 400,
      code: 'HACKATHON_SUBMITTER_NOT_MEMBER',
      message:
        "Your account's email address must be one of the members' addresses: you register as a member of the team.",
      details: [{ path: 'members.0.email', message: 'Your own email must be one of the members' }],
    });
    await nothingKept();
  });

  test('a submitter whose account email is not verified -> 403 HACKATHON_EMAIL_NOT_VERIFIED; nothing stored, no mail', async () => {
    const unverified = await createUser(app, { email: 'unverified.member@example.test', emailVerifiedAt: null });
    const { token } = await createSession(app, unverified);
    const value = team({ members: [member(1, { email: unverified.email }), member(2)] });
    const response = await post(app, teamParts(value, 2), { authorization: `Bearer ${token}` });
    assert.equal(response.statusCode, 403, response.body);
    assert.equal(response.json().code, 'HACKATHON_EMAIL_NOT_VERIFIED');
    await nothingKept();
  });

  test('a submitter who is any member, whatever the case of the email, registers; the submitter is confirmed, the other member invited', async () => {
    const second = await signedIn(app, 'second.member@example.test');
    const value = team({ members: [member(1), member(2, { email: 'Second.Member@Example.TEST' })] });
    const response = await post(app, teamParts(value, 2), second);
    assert.equal(response.statusCode, 201, response.body);
    const subjects = Object.fromEntries(smtp.messages.map(decodeMail).map((m) => [m.to[0], m.subject]));
    assert.deepEqual(subjects, {
      'member1@example.test': 'You are invited to join a hackathon team - Academy',
      'second.member@example.test': `Hackathon registration received: ${value.teamName} - Academy`,
    });
  });
});

describe('POST /team-hackathons limits', () => {
  const attempt = (app: FastifyInstance, auth: Record<string, string>, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/team-hackathons',
      headers: { ...multipartHeaders, ...auth },
      payload: multipartBody(teamParts(team({}, 1), 1)),
      remoteAddress,
    });

  test('attempts per user per day: 429 RATE_LIMITED beyond, from any address; other users go on', async () => {
    const app = await buildTestApp({
      config: hackathonConfig({
        HACKATHON_REGISTRATIONS_PER_USER_PER_DAY: 3,
        HACKATHON_REGISTRATIONS_PER_IP_PER_DAY: 100,
      }),
    });
    const submitter = await signedIn(app);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt(app, submitter, '198.51.100.1')).statusCode);
    assert.deepEqual(statuses, [201, 201, 201, 429]);
    const elsewhere = await attempt(app, submitter, '198.51.100.2');
    assert.equal(elsewhere.statusCode, 429, 'another address does not reset the user');
    assert.equal(elsewhere.json().code, 'RATE_LIMITED');
    assert.ok(Number(elsewhere.headers['retry-after']) > 3600, 'retry after most of a day');
    assert.equal(await teamCount(app), 3);
    const other = await signedIn(app, 'other.member@example.test');
    const response = await app.inject({
      method: 'POST',
      url: '/team-hackathons',
      headers: { ...multipartHeaders, ...other },
      payload: multipartBody(teamParts(team({ members: [member(1, { email: 'other.member@example.test' })] }), 1)),
      remoteAddress: '198.51.100.1',
    });
    assert.equal(response.statusCode, 201, response.body);
  });

  test('attempts per IP per day, signed in or not: 429 RATE_LIMITED beyond; other addresses go on', async () => {
    const app = await buildTestApp({
      config: hackathonConfig({
        HACKATHON_REGISTRATIONS_PER_USER_PER_DAY: 100,
        HACKATHON_REGISTRATIONS_PER_IP_PER_DAY: 3,
      }),
    });
    const users = await Promise.all(['a', 'b', 'c'].map((name) => signedIn(app, `${name}.member@example.test`)));
    const ip = '203.0.113.50';
    const statuses = [(await attempt(app, {}, ip)).statusCode];
    for (const user of users) statuses.push((await attempt(app, user, ip)).statusCode);
    assert.deepEqual(statuses, [401, 400, 400, 429], 'the anonymous attempt counted too');
    const limited = await attempt(app, users[2]!, ip);
    assert.equal(limited.json().code, 'RATE_LIMITED');
    assert.equal((await attempt(app, users[2]!, '203.0.113.51')).statusCode, 400, 'another address');
  });
});
