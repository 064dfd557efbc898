import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  createHackathonTeamSchema,
  hackathonRegistrationSchema,
  hackathonWindowSchema,
  isHackathonMember,
} from '@academy/contracts';
import { appError } from '../../../lib/app-error.ts';
import { requestLanguage } from '../../../lib/language.ts';
import type { StagedUpload } from '../../../lib/storage.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { sendHackathonMails } from './mails.ts';
import { storeHackathonRegistration } from './registration-service.ts';
import {
  fileTooLarge,
  storageFull,
  submitterNotMember,
  teamNameTaken,
  validationFailed,
  type Answer,
} from './answers.ts';
import { emailNotVerified } from './errors.ts';
import invitationRoutes from './invitation-routes.ts';
import myTeamRoutes from './my-teams-routes.ts';
import { checkUpload, FileTooLargeError, receiveUpload, StorageBudgetExceededError } from './upload.ts';

const tags = ['events'];
const security: Array<Record<string, string[]>> = [{ bearer: [] }, { token: [] }];
const DAY_MS = 24 * 60 * 60_000;

/**
 * POST /team-hackathons (spec section 7): the team registration, multipart and streamed
 * (layout in @academy/contracts `hackathon.ts`), by a signed-in user who is one of the members,
 * limited per user and per IP. Files are staged first (upload.ts); the rows, the storage quota
 * check and the move of the files into storage commit together
 * (registration-service.ts); the staging directory goes in every outcome. The other
 * members are invited (mails.ts) and answer through invitation-routes.ts.
 */
const teamHackathonRoutes: FastifyPluginAsyncZod = async (app) => {
  const teamSchema = createHackathonTeamSchema(() => app.clock.now());
  const {
    HACKATHON_OPENS_AT: opensAt,
    HACKATHON_CLOSES_AT: closesAt,
    HACKATHON_REGISTRATIONS_PER_IP_PER_DAY,
    HACKATHON_REGISTRATIONS_PER_USER_PER_DAY,
    HACKATHON_STORAGE_QUOTA_BYTES,
  } = app.config;
  const isOpen = (now: Date) => now >= opensAt && now < closesAt;

  await app.register(invitationRoutes);
  await app.register(myTeamRoutes);

  app.get(
    '/registration-window',
    {
      schema: {
        tags,
        summary: 'When hackathon registration opens and closes, and whether it is open now',
        response: { 200: hackathonWindowSchema },
      },
    },
    async () => ({ opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString(), open: isOpen(app.clock.now()) }),
  );

  app.post(
    '/',
    {
      // Every attempt counts: anonymous ones (401) per IP, signed-in ones per IP and per user.
      config: {
        rateLimit: {
          max: HACKATHON_REGISTRATIONS_PER_IP_PER_DAY,
          timeWindow: DAY_MS,
          keyGenerator: (request: FastifyRequest) => `hackathon:ip:${request.ip}`,
        },
      },
      preValidation: app.requireUser,
      preHandler: app.keyedLimit({
        name: 'hackathon:user',
        max: HACKATHON_REGISTRATIONS_PER_USER_PER_DAY,
        windowMs: DAY_MS,
        key: (request) => (request.user ? String(request.user.id) : undefined),
      }),
      schema: {
        tags,
        security,
        summary: 'Register a hackathon team (multipart: field `team` = JSON, files `resume.<i>` and `documents`)',
        description:
          'Signed in only (401). The `team` field is the JSON of `hackathonTeamSchema` (@academy/contracts): ' +
          'teamName, category (general | university-student), members (1-5: name, surname, nickname, email, ' +
          'phone, birthDate YYYY-MM-DD; students: university, faculty, year, club; general: occupation, ' +
          "company), bosComponentUrl (one http/https URL), consent and seminarAttendance (true). The account's " +
          'email must be one of the members (400 HACKATHON_SUBMITTER_NOT_MEMBER). Each member i sends one ' +
          'resume as the file field `resume.i`; up to 5 supplemental documents as `documents`. Files: .pdf ' +
          '.doc .docx .txt .jpeg .gif .png by content, 20 MB each (413 over it); 507 HACKATHON_STORAGE_FULL ' +
          'when they would pass the storage quota. Attempts are limited per user and per IP per day (429). ' +
          'The submitter gets a confirmation email in the `lang` header language; every other member an ' +
          "invitation in the academy's words only (accepted while signed in: /team-hackathons/invitations).",
        consumes: ['multipart/form-data'],
        response: {
          201: hackathonRegistrationSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
          500: apiErrorSchema,
          507: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const submitter = currentUser(request);
      if (!isOpen(app.clock.now())) {
        throw appError('HACKATHON_REGISTRATION_CLOSED');
      }
      // The submitter's place is accepted at once: like an invited member's, only for a verified address.
      if (!submitter.emailVerifiedAt) throw emailNotVerified();
      if (!request.isMultipart()) throw appError('UNSUPPORTED_MEDIA_TYPE');
      const language = requestLanguage(request);
      const refuseFull = () => {
        request.log.warn({ code: 'HACKATHON_STORAGE_FULL', route: request.routeOptions.url }, 'storage quota reached');
        return storageFull(language);
      };
      // What the quota has left now: an upload that cannot fit is not read on (checked again at commit).
      const byteBudget = HACKATHON_STORAGE_QUOTA_BYTES - (await app.repositories.hackathon.storedFileBytes());
      if (byteBudget <= 0) {
        const full = refuseFull();
        return reply.code(full.status).send(full.body as never);
      }
      const staged = await app.uploadStaging.create();
      // The staging directory is gone before any answer leaves (the reply is sent after `finally`).
      let answer: Answer;
      try {
        answer = await register(staged);
      } finally {
        await staged.discard();
      }
      return reply.code(answer.status).send(answer.body as never);

      async function register(staged: StagedUpload): Promise<Answer> {
        let received;
        try {
          received = await receiveUpload(request, staged, byteBudget);
        } catch (error) {
          if (error instanceof StorageBudgetExceededError) return refuseFull();
          if (error instanceof FileTooLargeError) return fileTooLarge(error.path, language);
          if (request.raw.destroyed || request.raw.aborted || !request.raw.readableEnded) {
            request.log.info({ code: 'UPLOAD_ABORTED', route: request.routeOptions.url }, 'upload aborted');
            throw appError('BAD_REQUEST');
          }
          throw error;
        }

        const checked = checkUpload(received, teamSchema);
        if (!('team' in checked)) return validationFailed(checked.problems, language);
        const { team } = checked;
        if (!isHackathonMember(team.members, submitter.email)) return submitterNotMember(language);
        if (await app.repositories.hackathon.teamNameTaken(team.teamName)) return teamNameTaken(language);

        const stored = await storeHackathonRegistration(app, submitter, team, received, language);
        if ('refused' in stored) return stored.refused === 'storage-full' ? refuseFull() : teamNameTaken(language);
        await sendHackathonMails(app, {
          team,
          submitterEmail: submitter.email,
          documentCount: received.documents.length,
          language,
          invitationsExpireAt: stored.invitationsExpireAt,
        });
        return { status: 201, body: stored.registered };
      }
    },
  );
};

export default teamHackathonRoutes;
