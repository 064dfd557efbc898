import { z } from 'zod';
import { hackathonCategories } from './hackathon';

/**
 * Places on a hackathon team and the invitations to them (issue 30; services/api README
 * "Invitations"). The submitter's place is accepted at registration; every other member is
 * invited by email and accepts or declines while signed in with that (verified) address, on the
 * site's invitations page. The invitation mail carries only the academy's own text.
 *
 * - `GET /team-hackathons/invitations` -> `hackathonInvitationsSchema` (the signed-in account's)
 * - `POST /team-hackathons/invitations/{id}/accept` | `/decline` -> `hackathonInvitationSchema`
 * - `GET /team-hackathons/mine` -> `hackathonMyTeamsSchema` (teams the account holds a place on)
 */

/** A member's place: `expired` is a pending invitation past its `expiresAt` (computed, never stored). */
export const hackathonPlaceStatuses = ['accepted', 'pending', 'declined', 'expired'] as const;
export type HackathonPlaceStatus = (typeof hackathonPlaceStatuses)[number];

/** complete: every member accepted; incomplete: one declined or let the invitation expire; else pending. */
export const hackathonTeamStatuses = ['complete', 'pending', 'incomplete'] as const;
export type HackathonTeamStatus = (typeof hackathonTeamStatuses)[number];

export function hackathonTeamStatus(places: readonly HackathonPlaceStatus[]): HackathonTeamStatus {
  if (places.some((place) => place === 'declined' || place === 'expired')) return 'incomplete';
  return places.every((place) => place === 'accepted') ? 'complete' : 'pending';
}

const personSchema = z.object({ name: z.string(), surname: z.string(), email: z.string() });

/** An invitation addressed to the signed-in account's verified email. */
export const hackathonInvitationSchema = z.object({
  id: z.number().int(),
  status: z.enum(hackathonPlaceStatuses),
  teamName: z.string(),
  category: z.enum(hackathonCategories),
  /** The member who registered the team (as they typed their own details); null if their account is gone. */
  invitedBy: personSchema.nullable(),
  expiresAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type HackathonInvitation = z.infer<typeof hackathonInvitationSchema>;
export const hackathonInvitationsSchema = z.array(hackathonInvitationSchema);

/** A team the signed-in account holds an accepted place on, with every member's place. */
export const hackathonMyTeamSchema = z.object({
  id: z.number().int(),
  teamName: z.string(),
  category: z.enum(hackathonCategories),
  status: z.enum(hackathonTeamStatuses),
  submittedByYou: z.boolean(),
  createdAt: z.string(),
  members: z.array(
    z.object({
      name: z.string(),
      surname: z.string(),
      nickname: z.string(),
      /** Only for the submitter, who typed every address (to spot a wrong one); null for the others. */
      email: z.string().nullable(),
      status: z.enum(hackathonPlaceStatuses),
      you: z.boolean(),
    }),
  ),
});
export type HackathonMyTeam = z.infer<typeof hackathonMyTeamSchema>;
export const hackathonMyTeamsSchema = z.array(hackathonMyTeamSchema);
