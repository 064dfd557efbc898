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

/** The registration went over HACKATHON_STORAGE_QUOTA_BYTES: rolled back before any file moved. */
class StorageQuotaExceeded extends Error {}

export type StoreResult = { registered: HackathonRegistration } | { refused: 'team-name-taken' | 'storage-full' };

/**
 * Stores a valid team registration sent by `submitter` (one of its members): the rows and the
 * moves of its staged files into storage commit together (the moves last inside the
 * transaction, so only the commit itself can fail after them); on any failure the moved files
 * are deleted again. The quota is checked in the same transaction, under a lock that
 * serialises the check of every registration: two cannot both take the last free bytes.
 * Refused when the team name was taken meanwhile (the unique index) or the quota is used up.
 */
export async function storeHackathonRegistration(
  app: FastifyInstance,
  submitter: { id: number },
  team: HackathonTeam,
  { resumes, documents }: { resumes: Map<number, StagedFile>; documents: StagedFile[] },
  language: Language,
): Promise<StoreResult> {
  const keyOf = (file: StagedFile) => `hackathon-files/${randomUUID()}.${file.type.ext}`;
  const memberFiles = team.members.map((_, index) => {
    const file = resumes.get(index) as StagedFile;
    return { file, key: keyOf(file) };
  });
  const documentFiles = documents.map((file) => ({ file, key: keyOf(file) }));
  const fileBytes = [...memberFiles, ...documentFiles].reduce((sum, { file }) => sum + file.size, 0);
  const { hackathon } = app.repositories;
  const moved: string[] = [];
  const now = app.clock.now();
  try {
    const row = await app.db.transaction(async (tx) => {
      const created = await hackathon.insertTeam(
        tx,
        {
          teamName: team.teamName,
          category: team.category,
          bosComponentUrl: team.bosComponentUrl,
          language,
          consentAt: now,
          seminarAttendanceAgreedAt: now,
          submittedByUserId: submitter.id,
          fileBytes,
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
      // After the inserts (a taken name fails without waiting for the lock); the sum includes this team.
      await hackathon.lockStorageQuota(tx);
      if ((await hackathon.storedFileBytes(tx)) > app.config.HACKATHON_STORAGE_QUOTA_BYTES) {
        throw new StorageQuotaExceeded();
      }
      // Last inside the transaction: only the commit itself can fail after the files moved.
      for (const { file, key } of [...memberFiles, ...documentFiles]) {
        await app.storage.putFile(key, file.stagedPath);
        moved.push(key);
      }
      return created;
    });
    const registered: HackathonRegistration = {
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
    return { registered };
  } catch (error) {
    await Promise.all(moved.map((key) => app.storage.delete(key).catch(() => undefined)));
    if (error instanceof StorageQuotaExceeded) return { refused: 'storage-full' };
    // The one unique index these rows can break: the team name (taken since the check).
    if (isUniqueViolation(error)) return { refused: 'team-name-taken' };
    throw error;
  }
}

/**
 * One email per member, each naming the member who sent the registration (the signed-in
 * submitter, `submitterEmail`); a failed send is logged and does not undo the registration.
 */
export async function sendHackathonConfirmations(
  app: FastifyInstance,
  team: HackathonTeam,
  submitterEmail: string,
  documentCount: number,
  language: Language,
): Promise<void> {
  const phishingWords = await app.repositories.hackathon.phishingWordsByEmail(team.members.map((m) => m.email));
  const submitter = team.members.find((member) => member.email === submitterEmail.toLowerCase());
  const submittedBy = submitter ? `${submitter.name} ${submitter.surname} (${submitter.email})` : submitterEmail;
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
          submittedBy,
          link,
        }),
      ),
    ),
  );
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) app.log.warn({ code: 'HACKATHON_MAIL_FAILED', failed }, 'hackathon confirmation mail failed');
}
