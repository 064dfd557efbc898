import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hackathonMyTeamsSchema, hackathonTeamStatus } from '@academy/contracts';
import { currentUser } from '../../../plugins/auth.ts';
import { accountErrors } from '../../../lib/http-schemas.ts';

const tags = ['events'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];

/**
 * GET /team-hackathons/mine: the teams the signed-in account holds an accepted place on (its own
 * registrations, the invitations it accepted), each with its status and every member's place.
 * Only the submitter sees the members' addresses (they typed them).
 */
const myTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mine',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The signed-in account's hackathon teams: complete, pending or incomplete, and each member's place",
        response: { 200: hackathonMyTeamsSchema, ...accountErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      reply.header('cache-control', 'no-store');
      const teams = await app.repositories.hackathonInvitations.teamsOf(user.id, app.clock.now());
      return teams.map((team) => {
        const submittedByYou = team.submittedByUserId === user.id;
        return {
          id: team.id,
          teamName: team.teamName,
          category: team.category,
          status: hackathonTeamStatus(team.members.map((member) => member.status)),
          submittedByYou,
          createdAt: team.createdAt.toISOString(),
          members: team.members.map((member) => ({
            name: member.name,
            surname: member.surname,
            nickname: member.nickname,
            email: submittedByYou ? member.email : null,
            status: member.status,
            you: member.userId === user.id,
          })),
        };
      });
    },
  );
};

export default myTeamRoutes;
