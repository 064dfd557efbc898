import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { HackathonRegistration, HackathonTeam, Language } from '@academy/contracts';
import { paths } from '@academy/contracts';
import { hackathonConfirmationEmail } from '../mail/hackathon.ts';
import { isUniqueViolation } from '../lib/database-errors.ts';
import type { DocumentType } from '../lib/document-type.ts';

/** A received file, waiting in the upload staging area. */
export interface StagedFile {
  originalName: string;
  stagedPath: string;
  size: number;
  type: DocumentType;
}

const fileSummary = (file: StagedFile) => ({ name: file.originalName, size: file.size, type: file.type.mime });

/**
 * Stores a valid team registration: the rows and the moves of its staged files into storage
 * commit together (the moves last inside the transaction, so only the commit itself can fail
 * after them); on any failure the moved files are deleted again. Null when the team name was
 * taken meanwhile (the unique index).
 */
export async function storeHackathonRegistration(
  app: FastifyInstance,
  team: HackathonTeam,
  resumes: Map<number, StagedFile>,
  documents: StagedFile[],
  language: Language,
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
    // The one unique index these rows can break: the team name (taken since the check).
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** One email per member; a failed send is logged and does not undo the registration. */
export async function sendHackathonConfirmations(
  app: FastifyInstance,
  team: HackathonTeam,
  documentCount: number,
  language: Language,
): Promise<void> {
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
