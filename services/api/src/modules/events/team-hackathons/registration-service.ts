import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { HackathonRegistration, HackathonTeam, Language } from '@academy/contracts';
import { HACKATHON_INVITATION_VALID_DAYS } from '@academy/contracts';
import { isUniqueViolation } from '../../../lib/database-errors.ts';
import type { DocumentType } from '../../../lib/document-type.ts';

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

export type StoreResult =
  { registered: HackathonRegistration; invitationsExpireAt: Date } | { refused: 'team-name-taken' | 'storage-full' };

const DAY_MS = 24 * 60 * 60_000;

/** Invited members answer within HACKATHON_INVITATION_VALID_DAYS, and never after registration closes. */
const invitationExpiry = (now: Date, closesAt: Date) =>
  new Date(Math.min(now.getTime() + HACKATHON_INVITATION_VALID_DAYS * DAY_MS, closesAt.getTime()));

/**
 * Stores a valid team registration sent by `submitter` (one of its members): the submitter's
 * place is accepted at once, every other member's is a pending invitation until
 * `invitationExpiry`. The rows and the moves of its staged files into storage commit together
 * (the moves last inside the transaction, so only the commit itself can fail after them); on
 * any failure the moved files are deleted again. The quota is checked in the same transaction,
 * under a lock that serialises the check of every registration: two cannot both take the last
 * free bytes.
 * Refused when the team name was taken meanwhile (the unique index) or the quota is used up.
 */
export async function storeHackathonRegistration(
  app: FastifyInstance,
  submitter: { id: number; email: string },
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
  const invitationsExpireAt = invitationExpiry(now, app.config.HACKATHON_CLOSES_AT);
  const submitterEmail = submitter.email.toLowerCase();
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
          const isSubmitter = member.email === submitterEmail;
          return {
            position,
            status: isSubmitter ? ('accepted' as const) : ('pending' as const),
            userId: isSubmitter ? submitter.id : null,
            invitationExpiresAt: isSubmitter ? null : invitationsExpireAt,
            answeredAt: isSubmitter ? now : null,
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
    return { registered, invitationsExpireAt };
  } catch (error) {
    await Promise.all(moved.map((key) => app.storage.delete(key).catch(() => undefined)));
    if (error instanceof StorageQuotaExceeded) return { refused: 'storage-full' };
    // The one unique index these rows can break: the team name (taken since the check).
    if (isUniqueViolation(error)) return { refused: 'team-name-taken' };
    throw error;
  }
}
