import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HackathonRegistration, HackathonTeam } from '@academy/contracts';
import { contracts } from '../../lib/contracts.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/language.ts';
import { hackathonConfirmationEmail } from '../../mail/hackathon.ts';
import { isTeamNameConflict } from '../../repositories/hackathon.ts';
import type { StagedUpload } from '../../lib/storage.ts';
import { FileTooLargeError, receiveUpload, type FieldProblem, type StagedFile } from './upload.ts';

const {
  apiErrorSchema,
  createHackathonTeamSchema,
  hackathonMessages,
  hackathonRegistrationSchema,
  hackathonWindowSchema,
  paths,
} = contracts;

const tags = ['events'];
const FILE_TOO_LARGE =
  'The file is too large. The allowed maximum size is 20 MB. Please reduce the size of the file and try again.';

const validationFailed = (problems: FieldProblem[]) => ({
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: problems.map((p) => `${p.path}: ${p.message}`).join('; '),
  details: problems,
});

/** How many members the `team` JSON lists, even when it fails its schema (to match resumes). */
function rawMemberCount(team: unknown): number | null {
  const members = (team as { members?: unknown } | null)?.members;
  return Array.isArray(members) ? members.length : null;
}

const fileSummary = (file: StagedFile) => ({ name: file.originalName, size: file.size, type: file.type.mime });

/**
 * POST /team-hackathons (spec section 7): the team registration, multipart and streamed
 * (layout in @academy/contracts `hackathon.ts`). Files are staged first; the rows and the move
 * of the files into storage commit together; the staging directory goes in every outcome.
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

        const problems = [...received.problems];
        let rawTeam: unknown;
        if (received.teamJson === undefined) {
          problems.push({ path: 'team', message: hackathonMessages.teamMissing });
        } else {
          try {
            rawTeam = JSON.parse(received.teamJson);
          } catch {
            problems.push({ path: 'team', message: hackathonMessages.teamMissing });
          }
        }
        let team: HackathonTeam | undefined;
        if (rawTeam !== undefined) {
          const parsed = teamSchema.safeParse(rawTeam);
          if (parsed.success) team = parsed.data;
          else
            for (const issue of parsed.error.issues)
              problems.push({ path: issue.path.join('.'), message: issue.message });
        }
        const memberCount = team ? team.members.length : rawMemberCount(rawTeam);
        if (memberCount !== null) {
          for (let index = 0; index < Math.min(memberCount, contracts.HACKATHON_TEAM_MAX); index += 1) {
            if (!received.resumes.has(index) && !problems.some((p) => p.path === `members.${index}.resume`)) {
              problems.push({ path: `members.${index}.resume`, message: hackathonMessages.resumeRequired });
            }
          }
          for (const index of received.resumes.keys()) {
            if (index >= memberCount)
              problems.push({ path: `members.${index}.resume`, message: hackathonMessages.unknownField });
          }
        }
        if (problems.length > 0 || !team) return { status: 400, body: validationFailed(problems) };

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

        const registered = await commit(team, received.resumes, received.documents, language);
        if (!registered) return nameTaken;
        await sendConfirmations(team, received.documents.length, language);
        return { status: 201, body: registered };
      }
    },
  );

  /** Rows and file moves in one transaction; on any failure the moved files are deleted again. */
  async function commit(
    team: HackathonTeam,
    resumes: Map<number, StagedFile>,
    documents: StagedFile[],
    language: 'en' | 'th',
  ): Promise<HackathonRegistration | null> {
    const keyOf = (file: StagedFile) => `hackathon-files/${randomUUID()}.${file.type.ext}`;
    const memberFiles = team.members.map((_, index) => {
      const file = resumes.get(index) as StagedFile;
      return { file, key: keyOf(file) };
    });
    const documentFiles = documents.map((file) => ({ file, key: keyOf(file) }));
    const moved: string[] = [];
    const now = app.clock.now();
    try {
      const row = await app.db.transaction(async (tx) => {
        const created = await app.repositories.hackathon.insertTeam(
          tx,
          {
            teamName: team.teamName,
            category: team.category,
            bosComponentUrl: team.bosComponentUrl,
            language,
            consentAt: now,
            seminarAttendanceAgreedAt: now,
            createdAt: now,
          },
          team.members.map((member, position) => {
            const student = team.category === 'university-student';
            const { file, key } = memberFiles[position] as (typeof memberFiles)[number];
            return {
              position,
              name: member.name,
              surname: member.surname,
              nickname: member.nickname,
              email: member.email,
              phone: member.phone,
              birthDate: member.birthDate,
              university: student ? (member.university ?? null) : null,
              faculty: student ? (member.faculty ?? null) : null,
              year: student ? (member.year ?? null) : null,
              club: student ? (member.club ?? null) : null,
              occupation: student ? null : (member.occupation ?? null),
              company: student ? null : (member.company ?? null),
              resumeKey: key,
              resumeName: file.originalName,
              resumeType: file.type.mime,
              resumeSize: file.size,
            };
          }),
          documentFiles.map(({ file, key }, position) => ({
            position,
            storageKey: key,
            name: file.originalName,
            type: file.type.mime,
            size: file.size,
          })),
        );
        // Last inside the transaction: only the commit itself can fail after the files moved.
        for (const { file, key } of [...memberFiles, ...documentFiles]) {
          await app.storage.putFile(key, file.stagedPath);
          moved.push(key);
        }
        return created;
      });
      return {
        id: row.id,
        teamName: row.teamName,
        category: row.category,
        language,
        bosComponentUrl: row.bosComponentUrl,
        members: team.members.map((member, index) => ({
          name: member.name,
          surname: member.surname,
          nickname: member.nickname,
          email: member.email,
          resume: fileSummary((memberFiles[index] as (typeof memberFiles)[number]).file),
        })),
        documents: documents.map(fileSummary),
        createdAt: row.createdAt.toISOString(),
      };
    } catch (error) {
      await Promise.all(moved.map((key) => app.storage.delete(key).catch(() => undefined)));
      if (isTeamNameConflict(error)) return null;
      throw error;
    }
  }

  /** One email per member; a failed send is logged and does not undo the registration. */
  async function sendConfirmations(team: HackathonTeam, documentCount: number, language: 'en' | 'th') {
    const phishingWords = await app.repositories.hackathon.phishingWordsByEmail(team.members.map((m) => m.email));
    const link = `${app.config.PUBLIC_SITE_URL.replace(/\/$/, '')}${paths.hackathon(language)}`;
    const results = await Promise.allSettled(
      team.members.map((member) =>
        app.mailer.send(
          hackathonConfirmationEmail({
            to: member.email,
            language,
            phishingWords: phishingWords.get(member.email) ?? null,
            memberName: member.nickname || member.name,
            teamName: team.teamName,
            category: team.category,
            members: team.members,
            documentCount,
            link,
          }),
        ),
      ),
    );
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0) app.log.warn({ code: 'HACKATHON_MAIL_FAILED', failed }, 'hackathon confirmation mail failed');
  }
};

export default teamHackathonRoutes;
