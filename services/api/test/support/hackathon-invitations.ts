import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { HackathonInvitation, HackathonMyTeam } from '@academy/contracts';
import { createSession, createUser } from './factories.ts';
import { member, post, signedIn, team, teamParts } from './hackathon.ts';

/** A signed-in account (verified unless `emailVerifiedAt: null`); its auth header. */
export async function account(
  app: FastifyInstance,
  email: string,
  user: { phishingWords?: string; language?: string; emailVerifiedAt?: Date | null } = {},
): Promise<Record<string, string>> {
  const created = await createUser(app, { email, ...user });
  const { token } = await createSession(app, created);
  return { authorization: `Bearer ${token}` };
}

/** Registers a team whose first member is `submitter` (signed in with `signedIn`) and the others `invited`; its id and name. */
export async function registerTeam(
  app: FastifyInstance,
  submitter: string,
  invited: string[],
): Promise<{ id: number; teamName: string }> {
  const emails = [submitter, ...invited];
  const value = team({ members: emails.map((email, i) => member(i + 1, { email })) }, emails.length);
  const response = await post(app, teamParts(value, emails.length), await signedIn(app, submitter));
  assert.equal(response.statusCode, 201, response.body);
  return { id: response.json().id, teamName: value.teamName };
}

export async function invitationsOf(app: FastifyInstance, auth: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/team-hackathons/invitations', headers: auth });
}

/** The one invitation `auth` has to team `teamName`. */
export async function invitationTo(
  app: FastifyInstance,
  auth: Record<string, string>,
  teamName: string,
): Promise<HackathonInvitation> {
  const response = await invitationsOf(app, auth);
  assert.equal(response.statusCode, 200, response.body);
  const found = (response.json() as HackathonInvitation[]).filter((invitation) => invitation.teamName === teamName);
  assert.equal(found.length, 1, `one invitation to ${teamName}`);
  return found[0] as HackathonInvitation;
}

export function answer(
  app: FastifyInstance,
  auth: Record<string, string>,
  id: number | string,
  action: 'accept' | 'decline',
) {
  return app.inject({ method: 'POST', url: `/team-hackathons/invitations/${id}/${action}`, headers: auth });
}

/** GET /team-hackathons/mine as `auth`: the team with this id. */
export async function myTeam(
  app: FastifyInstance,
  auth: Record<string, string>,
  id: number,
): Promise<HackathonMyTeam | undefined> {
  const response = await app.inject({ method: 'GET', url: '/team-hackathons/mine', headers: auth });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as HackathonMyTeam[]).find((found) => found.id === id);
}

/** Every member row of the hackathon, as stored (to show a request changed nothing). */
export async function storedPlaces(app: FastifyInstance): Promise<unknown[]> {
  const result = await app.db.execute(sql`select * from hackathon_members order by id`);
  return (result as unknown as { rows: unknown[] }).rows;
}
