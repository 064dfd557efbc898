import { and, asc, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HackathonCategory, HackathonPlaceStatus } from '@academy/contracts';
import type { Db } from '../../../db/client.ts';
import { hackathonMembers, hackathonTeams } from '../../../db/schema/index.ts';

/** An invitation (a place given by invitation) as its invited member sees it. */
export interface InvitationRow {
  id: number;
  status: HackathonPlaceStatus;
  teamName: string;
  category: HackathonCategory;
  invitedBy: { name: string; surname: string; email: string } | null;
  expiresAt: Date;
  answeredAt: Date | null;
}

/** A team and every member's place. */
export interface TeamPlacesRow {
  id: number;
  teamName: string;
  category: HackathonCategory;
  submittedByUserId: number | null;
  createdAt: Date;
  members: {
    name: string;
    surname: string;
    nickname: string;
    email: string;
    userId: number | null;
    status: HackathonPlaceStatus;
  }[];
}

export type AnswerOutcome = { answered: InvitationRow } | { refused: 'not-found' | 'answered' | 'expired' };

const members = hackathonMembers;
const submitterPlace = alias(hackathonMembers, 'submitter_place');

/** A pending place past its expiry is expired: computed on read, so no job has to write it. */
function placeStatus(row: { status: 'accepted' | 'pending' | 'declined'; expiresAt: Date | null }, now: Date) {
  return row.status === 'pending' && row.expiresAt !== null && row.expiresAt <= now ? 'expired' : row.status;
}

/**
 * Invitations to hackathon teams: the places of `hackathon_members` given by invitation
 * (`invitation_expires_at` set), addressed to an email. Only the account whose verified email it
 * is may see or answer one (the routes check the verification); answering is one conditional
 * UPDATE, so two answers racing cannot both pass.
 */
export function hackathonInvitationsRepository(db: Db) {
  async function find(email: string, now: Date, id?: number): Promise<InvitationRow[]> {
    const rows = await db
      .select({
        id: members.id,
        status: members.status,
        expiresAt: members.invitationExpiresAt,
        answeredAt: members.answeredAt,
        teamName: hackathonTeams.teamName,
        category: hackathonTeams.category,
        submitterName: submitterPlace.name,
        submitterSurname: submitterPlace.surname,
        submitterEmail: submitterPlace.email,
      })
      .from(members)
      .innerJoin(hackathonTeams, eq(hackathonTeams.id, members.teamId))
      .leftJoin(
        submitterPlace,
        and(eq(submitterPlace.teamId, members.teamId), eq(submitterPlace.userId, hackathonTeams.submittedByUserId)),
      )
      .where(
        and(
          eq(members.email, email),
          isNotNull(members.invitationExpiresAt),
          id === undefined ? undefined : eq(members.id, id),
        ),
      )
      .orderBy(desc(members.id));
    return rows.map((row) => ({
      id: row.id,
      status: placeStatus(row, now),
      teamName: row.teamName,
      category: row.category,
      invitedBy:
        row.submitterEmail === null
          ? null
          : { name: row.submitterName ?? '', surname: row.submitterSurname ?? '', email: row.submitterEmail },
      expiresAt: row.expiresAt as Date,
      answeredAt: row.answeredAt,
    }));
  }

  return {
    /** The invitations addressed to `email`, newest first. */
    forEmail: (email: string, now: Date) => find(email, now),

    /**
     * Accepts or declines invitation `id` for the account `userId` whose verified email is
     * `email`: only a pending, unexpired invitation to that email changes. Otherwise why not:
     * unknown or addressed to another email, already answered, or expired.
     */
    async answer(input: {
      id: number;
      email: string;
      userId: number;
      answer: 'accepted' | 'declined';
      now: Date;
    }): Promise<AnswerOutcome> {
      const { id, email, userId, answer, now } = input;
      const updated = await db
        .update(members)
        .set({ status: answer, userId: answer === 'accepted' ? userId : null, answeredAt: now })
        .where(
          and(
            eq(members.id, id),
            eq(members.email, email),
            eq(members.status, 'pending'),
            gt(members.invitationExpiresAt, now),
          ),
        )
        .returning({ id: members.id });
      const [row] = await find(email, now, id);
      if (!row) return { refused: 'not-found' };
      if (updated.length === 1) return { answered: row };
      return { refused: row.status === 'expired' ? 'expired' : 'answered' };
    },

    /** The teams on which `userId` holds an accepted place, newest first, with every member's place. */
    async teamsOf(userId: number, now: Date): Promise<TeamPlacesRow[]> {
      const teams = await db
        .select({
          id: hackathonTeams.id,
          teamName: hackathonTeams.teamName,
          category: hackathonTeams.category,
          submittedByUserId: hackathonTeams.submittedByUserId,
          createdAt: hackathonTeams.createdAt,
        })
        .from(hackathonTeams)
        .where(
          inArray(
            hackathonTeams.id,
            db
              .select({ id: members.teamId })
              .from(members)
              .where(and(eq(members.userId, userId), eq(members.status, 'accepted'))),
          ),
        )
        .orderBy(desc(hackathonTeams.id));
      if (teams.length === 0) return [];
      const places = await db
        .select({
          teamId: members.teamId,
          name: members.name,
          surname: members.surname,
          nickname: members.nickname,
          email: members.email,
          userId: members.userId,
          status: members.status,
          expiresAt: members.invitationExpiresAt,
        })
        .from(members)
        .where(
          inArray(
            members.teamId,
            teams.map((team) => team.id),
          ),
        )
        .orderBy(asc(members.teamId), asc(members.position));
      return teams.map((team) => ({
        ...team,
        members: places
          .filter((place) => place.teamId === team.id)
          .map((place) => ({
            name: place.name,
            surname: place.surname,
            nickname: place.nickname,
            email: place.email,
            userId: place.userId,
            status: placeStatus(place, now),
          })),
      }));
    },
  };
}
