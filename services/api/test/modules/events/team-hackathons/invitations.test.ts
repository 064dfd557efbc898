/**
 * Issue 30 item 2: members other than the submitter confirm their place while signed in with
 * the invited (verified) address; the team is complete when every member accepted.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '../../../../src/lib/session-cookie.ts';
import { fakeClock } from '../../../support/accounts.ts';
import { createSession, createUser } from '../../../support/factories.ts';
import { hackathonApp, signedIn } from '../../../support/hackathon.ts';
import {
  account,
  answer,
  invitationTo,
  invitationsOf,
  myTeam,
  registerTeam,
  storedPlaces,
} from '../../../support/hackathon-invitations.ts';

const START = new Date('2030-03-01T03:00:00.000Z');
const DAY_MINUTES = 24 * 60;

const placeId = async (app: FastifyInstance, email: string) => {
  const result = await app.db.execute(sql`select id from hackathon_members where email = ${email}`);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
};
const statusOf = async (app: FastifyInstance, id: number) => {
  const result = await app.db.execute(sql`select status from hackathon_members where id = ${id}`);
  return (result as unknown as { rows: { status: string }[] }).rows[0]?.status;
};

describe('hackathon invitations', () => {
  let app: FastifyInstance;
  before(async () => {
    ({ app } = await hackathonApp());
    fakeClock(app, START);
  });

  test('the invited account sees its invitation (team, category, who invited, until when); another account sees none and cannot answer it', async () => {
    const { teamName } = await registerTeam(app, 'lead1@example.test', ['guest1@example.test']);
    const guest = await account(app, 'guest1@example.test');
    const invitation = await invitationTo(app, guest, teamName);
    assert.deepEqual(invitation, {
      id: invitation.id,
      status: 'pending',
      teamName,
      category: 'university-student',
      invitedBy: { name: 'Name1', surname: 'Surname1', email: 'lead1@example.test' },
      expiresAt: '2030-03-08T03:00:00.000Z',
      answeredAt: null,
    });

    const other = await account(app, 'someone.else@example.test');
    assert.deepEqual((await invitationsOf(app, other)).json(), []);
    for (const action of ['accept', 'decline'] as const) {
      const response = await answer(app, other, invitation.id, action);
      assert.equal(response.statusCode, 404, response.body);
      assert.deepEqual(response.json(), {
        statusCode: 404,
        code: 'HACKATHON_INVITATION_NOT_FOUND',
        message:
          'There is no such invitation for your account. An invitation is for the account whose email address it was sent to.',
      });
    }
    assert.equal(await statusOf(app, invitation.id), 'pending');
  });

  test('the team is pending until every invited member accepted, then complete; an accepted member sees the team', async () => {
    const lead = 'lead2@example.test';
    const { id, teamName } = await registerTeam(app, lead, ['guest2a@example.test', 'guest2b@example.test']);
    const [a, b] = [await account(app, 'guest2a@example.test'), await account(app, 'guest2b@example.test')];
    const leadAuth = await signedIn(app, lead);

    const initial = await myTeam(app, leadAuth, id);
    assert.equal(initial?.status, 'pending');
    assert.deepEqual(
      initial?.members.map((m) => [m.email, m.status, m.you]),
      [
        ['lead2@example.test', 'accepted', true],
        ['guest2a@example.test', 'pending', false],
        ['guest2b@example.test', 'pending', false],
      ],
      'the submitter sees every address they typed',
    );
    assert.equal(await myTeam(app, a, id), undefined, 'a pending member does not see the team yet');

    const accepted = await answer(app, a, (await invitationTo(app, a, teamName)).id, 'accept');
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal(accepted.json().status, 'accepted');
    assert.equal(accepted.json().answeredAt, START.toISOString());
    assert.equal((await myTeam(app, leadAuth, id))?.status, 'pending', 'one member still pending');
    const seenByA = await myTeam(app, a, id);
    assert.equal(seenByA?.submittedByYou, false);
    assert.deepEqual(
      seenByA?.members.map((m) => [m.name, m.email, m.status, m.you]),
      [
        ['Name1', null, 'accepted', false],
        ['Name2', null, 'accepted', true],
        ['Name3', null, 'pending', false],
      ],
      "a member sees names and places, not the others' addresses",
    );

    assert.equal((await answer(app, b, (await invitationTo(app, b, teamName)).id, 'accept')).statusCode, 200);
    const complete = await myTeam(app, leadAuth, id);
    assert.equal(complete?.status, 'complete');
    assert.deepEqual(
      complete?.members.map((m) => m.status),
      ['accepted', 'accepted', 'accepted'],
    );
  });

  test('a decline leaves the team incomplete; answering again, either way, is 409 HACKATHON_INVITATION_ANSWERED', async () => {
    const lead = await signedIn(app, 'lead3@example.test');
    const { id, teamName } = await registerTeam(app, 'lead3@example.test', ['guest3@example.test']);
    const guest = await account(app, 'guest3@example.test');
    const invitation = await invitationTo(app, guest, teamName);
    const declined = await answer(app, guest, invitation.id, 'decline');
    assert.equal(declined.statusCode, 200, declined.body);
    assert.equal(declined.json().status, 'declined');
    const team = await myTeam(app, lead, id);
    assert.equal(team?.status, 'incomplete');
    assert.deepEqual(
      team?.members.map((m) => m.status),
      ['accepted', 'declined'],
    );
    assert.equal(await myTeam(app, guest, id), undefined, 'who declined holds no place');
    for (const action of ['accept', 'decline'] as const) {
      const again = await answer(app, guest, invitation.id, action);
      assert.equal(again.statusCode, 409, again.body);
      assert.deepEqual(again.json(), {
        statusCode: 409,
        code: 'HACKATHON_INVITATION_ANSWERED',
        message: 'This invitation has already been answered.',
      });
    }
    assert.equal(await statusOf(app, invitation.id), 'declined');
  });

  test('an account whose email is not verified can neither see nor answer an invitation to it: 403 HACKATHON_EMAIL_NOT_VERIFIED', async () => {
    await registerTeam(app, 'lead4@example.test', ['guest4@example.test']);
    const unverified = await account(app, 'guest4@example.test', { emailVerifiedAt: null });
    const id = await placeId(app, 'guest4@example.test');
    const list = await invitationsOf(app, unverified);
    assert.equal(list.statusCode, 403, list.body);
    assert.equal(list.json().code, 'HACKATHON_EMAIL_NOT_VERIFIED');
    for (const action of ['accept', 'decline'] as const) {
      const response = await answer(app, unverified, id, action);
      assert.equal(response.statusCode, 403, response.body);
      assert.equal(response.json().code, 'HACKATHON_EMAIL_NOT_VERIFIED');
    }
    assert.equal(await statusOf(app, id), 'pending');
  });

  test("an unknown id, the submitter's own place (no invitation) -> 404; a bad id -> 400; signed out -> 401", async () => {
    await registerTeam(app, 'lead5@example.test', ['guest5@example.test']);
    const lead = await signedIn(app, 'lead5@example.test');
    for (const id of [2_000_000, await placeId(app, 'lead5@example.test')]) {
      const response = await answer(app, lead, id, 'accept');
      assert.equal(response.statusCode, 404, response.body);
      assert.equal(response.json().code, 'HACKATHON_INVITATION_NOT_FOUND');
    }
    assert.equal((await answer(app, lead, 'abc', 'accept')).json().code, 'VALIDATION_FAILED');
    const id = await placeId(app, 'guest5@example.test');
    assert.equal((await answer(app, {}, id, 'accept')).statusCode, 401);
    assert.equal((await invitationsOf(app, {})).statusCode, 401);
    assert.equal((await app.inject({ method: 'GET', url: '/team-hackathons/mine' })).statusCode, 401);
    assert.equal(await statusOf(app, id), 'pending');
  });

  test('an answer signed in by the session cookie without its X-XSRF-TOKEN -> 403 CSRF_REJECTED; nothing changes', async () => {
    await registerTeam(app, 'lead6@example.test', ['guest6@example.test']);
    const guest = await createUser(app, { email: 'guest6@example.test' });
    const { token } = await createSession(app, guest);
    const id = await placeId(app, 'guest6@example.test');
    const response = await app.inject({
      method: 'POST',
      url: `/team-hackathons/invitations/${id}/accept`,
      headers: { origin: 'http://localhost:3000' },
      cookies: { [SESSION_COOKIE]: token },
    });
    assert.equal(response.statusCode, 403, response.body);
    assert.equal(response.json().code, 'CSRF_REJECTED');
    assert.equal(await statusOf(app, id), 'pending');
  });

  test(
    'answers racing for one invitation: exactly one passes, the others get 409 (PostgreSQL)',
    { skip: !process.env.TEST_DB?.startsWith('postgres') && 'PGlite runs one transaction at a time' },
    async () => {
      await registerTeam(app, 'lead7@example.test', ['guest7@example.test', 'guest8@example.test']);
      const [seven, eight] = [await account(app, 'guest7@example.test'), await account(app, 'guest8@example.test')];
      const accepts = await Promise.all(
        Array.from({ length: 8 }, async () => answer(app, seven, await placeId(app, 'guest7@example.test'), 'accept')),
      );
      assert.deepEqual(accepts.map((r) => r.statusCode).sort(), [200, 409, 409, 409, 409, 409, 409, 409]);
      assert.ok(
        accepts.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'HACKATHON_INVITATION_ANSWERED'),
      );

      const id = await placeId(app, 'guest8@example.test');
      const mixed = await Promise.all(
        Array.from({ length: 8 }, (_, i) => answer(app, eight, id, i % 2 ? 'accept' : 'decline')),
      );
      const passed = mixed.filter((r) => r.statusCode === 200);
      assert.equal(passed.length, 1, mixed.map((r) => r.statusCode).join());
      assert.equal(await statusOf(app, id), passed[0]?.json().status);
    },
  );
});

describe('hackathon invitations expire', () => {
  test('7 days after the registration an invitation is expired: 409 HACKATHON_INVITATION_EXPIRED, the team incomplete; a minute before, it can be accepted', async () => {
    const { app } = await hackathonApp();
    const clock = fakeClock(app, START);
    const lead = await signedIn(app, 'lead@example.test');
    const { id, teamName } = await registerTeam(app, 'lead@example.test', ['late@example.test', 'early@example.test']);
    const [late, early] = [await account(app, 'late@example.test'), await account(app, 'early@example.test')];
    clock.advanceMinutes(7 * DAY_MINUTES - 1);
    assert.equal((await answer(app, early, (await invitationTo(app, early, teamName)).id, 'accept')).statusCode, 200);
    clock.advanceMinutes(1);
    const invitation = await invitationTo(app, late, teamName);
    assert.equal(invitation.status, 'expired');
    for (const action of ['accept', 'decline'] as const) {
      const response = await answer(app, late, invitation.id, action);
      assert.equal(response.statusCode, 409, response.body);
      assert.deepEqual(response.json(), {
        statusCode: 409,
        code: 'HACKATHON_INVITATION_EXPIRED',
        message: 'This invitation has expired.',
      });
    }
    assert.equal(await statusOf(app, invitation.id), 'pending', 'expiry is computed, never written');
    const team = await myTeam(app, lead, id);
    assert.equal(team?.status, 'incomplete');
    assert.deepEqual(
      team?.members.map((m) => m.status),
      ['accepted', 'expired', 'accepted'],
    );
  });

  test('registration closing sooner than 7 days: invitations expire when it closes', async () => {
    const closes = new Date(START.getTime() + 2 * DAY_MINUTES * 60_000);
    const { app } = await hackathonApp({ HACKATHON_CLOSES_AT: closes });
    fakeClock(app, START);
    const { teamName } = await registerTeam(app, 'lead@example.test', ['guest@example.test']);
    const guest = await account(app, 'guest@example.test');
    assert.equal((await invitationTo(app, guest, teamName)).expiresAt, closes.toISOString());
  });
});

describe('hackathon GET routes change nothing', () => {
  test('GET /invitations, /mine and /registration-window leave every place as it was, an expired one included', async () => {
    const { app } = await hackathonApp();
    const clock = fakeClock(app, START);
    const lead = await signedIn(app, 'lead@example.test');
    const { teamName } = await registerTeam(app, 'lead@example.test', ['guest@example.test', 'other@example.test']);
    const guest = await account(app, 'guest@example.test');
    await answer(app, guest, await placeId(app, 'guest@example.test'), 'accept');
    clock.advanceMinutes(8 * DAY_MINUTES);
    const other = await account(app, 'other@example.test');
    const before = await storedPlaces(app);
    for (const auth of [lead, guest, other]) {
      for (const url of [
        '/team-hackathons/invitations',
        '/team-hackathons/mine',
        '/team-hackathons/registration-window',
      ]) {
        const response = await app.inject({ method: 'GET', url, headers: auth });
        assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
      }
    }
    assert.equal((await invitationTo(app, other, teamName)).status, 'expired');
    assert.deepEqual(await storedPlaces(app), before);
  });
});
