import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  createHackathonTeamSchema,
  hackathonMessages,
  hackathonRegistrationSchema,
  hackathonWindowSchema,
} from '@academy/contracts';
import { AppError } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/language.ts';
import type { StagedUpload } from '../../lib/storage.ts';
import { sendHackathonConfirmations, storeHackathonRegistration } from '../../services/hackathon-registration.ts';
import { checkUpload, FileTooLargeError, receiveUpload, type FieldProblem } from './upload.ts';

const tags = ['events'];
const FILE_TOO_LARGE =
  'The file is too large. The allowed maximum size is 20 MB. Please reduce the size of the file and try again.';

const validationFailed = (problems: FieldProblem[]) => ({
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: problems.map((p) => `${p.path}: ${p.message}`).join('; '),
  details: problems,
});

/**
 * POST /team-hackathons (spec section 7): the team registration, multipart and streamed
 * (layout in @academy/contracts `hackathon.ts`). Files are staged first (upload.ts); the rows and
 * the move of the files into storage commit together (services/hackathon-registration.ts); the
 * staging directory goes in every outcome.
 */
const teamHackathonRoutes: FastifyPluginAsyncZod = async (app) => {
  const teamSchema = createHackathonTeamSchema(() => app.clock.now());
  const opensAt = app.config.HACKATHON_OPENS_AT;
  const closesAt = app.config.HACKATHON_CLOSES_AT;
  const isOpen = (now: Date) => now >= opensAt && now < closesAt;

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
      schema: {
        tags,
        summary: 'Register a hackathon team (multipart: field `team` = JSON, files `resume.<i>` and `documents`)',
        description:
          'The `team` field is the JSON of `hackathonTeamSchema` (@academy/contracts): teamName, category ' +
          '(general | university-student), members (1-5: name, surname, nickname, email, phone, birthDate ' +
          'YYYY-MM-DD; students: university, faculty, year, club; general: occupation, company), ' +
          'bosComponentUrl (one http/https URL), consent and seminarAttendance (true). Each member i sends ' +
          'one resume as the file field `resume.i`; up to 5 supplemental documents as `documents`. Files: ' +
          '.pdf .doc .docx .txt .jpeg .gif .png by content, 20 MB each (413 over it). The confirmation ' +
          'email goes to every member in the `lang` header language.',
        consumes: ['multipart/form-data'],
        response: {
          201: hackathonRegistrationSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
          500: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!isOpen(app.clock.now())) {
        throw new AppError(403, 'HACKATHON_REGISTRATION_CLOSED', 'Hackathon registration is not open.');
      }
      if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data');
      const language = requestLanguage(request);
      const staged = await app.uploadStaging.create();
      // The staging directory is gone before any answer leaves (the reply is sent after `finally`).
      let answer: { status: 201 | 400 | 409 | 413; body: unknown };
      try {
        answer = await register(staged);
      } finally {
        await staged.discard();
      }
      return reply.code(answer.status).send(answer.body as never);

      async function register(staged: StagedUpload): Promise<typeof answer> {
        let received;
        try {
          received = await receiveUpload(request, staged);
        } catch (error) {
          if (error instanceof FileTooLargeError) {
            return {
              status: 413,
              body: {
                statusCode: 413,
                code: 'HACKATHON_FILE_TOO_LARGE',
                message: FILE_TOO_LARGE,
                details: [{ path: error.path, message: hackathonMessages.fileTooLarge }],
              },
            };
          }
          if (request.raw.destroyed || request.raw.aborted || !request.raw.readableEnded) {
            request.log.info({ code: 'UPLOAD_ABORTED', route: request.routeOptions.url }, 'upload aborted');
            throw new AppError(400, 'BAD_REQUEST', 'The upload did not complete');
          }
          throw error;
        }

        const checked = checkUpload(received, teamSchema);
        if (!('team' in checked)) return { status: 400, body: validationFailed(checked.problems) };
        const { team } = checked;

        const nameTaken = {
          status: 409 as const,
          body: {
            statusCode: 409,
            code: 'HACKATHON_TEAM_NAME_TAKEN',
            message: 'This team name is already taken.',
            details: [{ path: 'teamName', message: hackathonMessages.teamNameTaken }],
          },
        };
        if (await app.repositories.hackathon.teamNameTaken(team.teamName)) return nameTaken;

        const registered = await storeHackathonRegistration(app, team, received.resumes, received.documents, language);
        if (!registered) return nameTaken;
        await sendHackathonConfirmations(app, team, received.documents.length, language);
        return { status: 201, body: registered };
      }
    },
  );
};

export default teamHackathonRoutes;
