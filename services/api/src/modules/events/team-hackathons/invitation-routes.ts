import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hackathonInvitationSchema, hackathonInvitationsSchema, type HackathonInvitation } from '@academy/contracts';
import type { InvitationRow } from './invitations-repository.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { accountErrors, idParams } from '../../../lib/http-schemas.ts';
import { emailNotVerified, invitationAnswered, invitationExpired, invitationNotFound } from './errors.ts';

const tags = ['events'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];

const view = (row: InvitationRow): HackathonInvitation => ({
  id: row.id,
  status: row.status,
  teamName: row.teamName,
  category: row.category,
  invitedBy: row.invitedBy,
  expiresAt: row.expiresAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/**
 * The invited members' side of a registration: the signed-in account sees the invitations sent
 * to its verified email and accepts or declines each (one conditional UPDATE: a second answer,
 * an answer after expiry, or another account's answer changes nothing).
 */
const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { hackathonInvitations } = app.repositories;

  /** The signed-in account, whose email must be verified: it is what an invitation is addressed to. */
  const verifiedUser = (request: FastifyRequest) => {
    const user = currentUser(request);
    if (!user.emailVerifiedAt) throw emailNotVerified();
    return user;
  };

  app.get(
    '/invitations',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Hackathon invitations sent to the signed-in account's verified email, newest first",
        description: '403 HACKATHON_EMAIL_NOT_VERIFIED for an unverified email. `expired` is computed, never stored.',
        response: { 200: hackathonInvitationsSchema, ...accountErrors },
      },
    },
    async (request, reply) => {
      const user = verifiedUser(request);
      reply.header('cache-control', 'no-store');
      return (await hackathonInvitations.forEmail(user.email, app.clock.now())).map(view);
    },
  );

  for (const [action, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/invitations/:id/${action}`,
      {
        preValidation: app.requireUser,
        schema: {
          tags,
          security,
          summary: `${action === 'accept' ? 'Accept' : 'Decline'} a hackathon invitation sent to the signed-in account`,
          description:
            '404 HACKATHON_INVITATION_NOT_FOUND (unknown, or sent to another address); 409 ' +
            'HACKATHON_INVITATION_ANSWERED (accepted or declined already) or HACKATHON_INVITATION_EXPIRED; ' +
            '403 HACKATHON_EMAIL_NOT_VERIFIED.',
          params: idParams,
          response: { 200: hackathonInvitationSchema, ...accountErrors },
        },
      },
      async (request) => {
        const user = verifiedUser(request);
        const outcome = await hackathonInvitations.answer({
          id: request.params.id,
          email: user.email,
          userId: user.id,
          answer,
          now: app.clock.now(),
        });
        if ('answered' in outcome) return view(outcome.answered);
        if (outcome.refused === 'not-found') throw invitationNotFound();
        throw outcome.refused === 'expired' ? invitationExpired() : invitationAnswered();
      },
    );
  }
};

export default invitationRoutes;
