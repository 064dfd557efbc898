import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { isLanguage, type Language } from '@academy/contracts';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import { hackathonDocuments, hackathonMembers, hackathonTeams, users } from '../../../db/schema/index.ts';

export type HackathonTeamRow = typeof hackathonTeams.$inferSelect;
export type NewHackathonMember = Omit<typeof hackathonMembers.$inferInsert, 'id' | 'teamId'>;
export type NewHackathonDocument = Omit<typeof hackathonDocuments.$inferInsert, 'id' | 'teamId'>;

/** A member's address that belongs to a verified account: what a mail to it may show. */
export interface VerifiedAccount {
  phishingWords: string | null;
  language: Language | null;
}

/** The advisory lock every registration takes before it counts the stored bytes against the quota. */
const STORAGE_QUOTA_LOCK = 7_243_020;

/** A team whose files are still stored, with their storage keys (resumes and documents). */
export interface TeamFiles {
  id: number;
  teamName: string;
  fileBytes: number;
  keys: string[];
}

export function hackathonRepository(db: Db) {
  return {
    async teamNameTaken(teamName: string): Promise<boolean> {
      const rows = await db
        .select({ id: hackathonTeams.id })
        .from(hackathonTeams)
        .where(sql`lower(${hackathonTeams.teamName}) = lower(${teamName})`)
        .limit(1);
      return rows.length > 0;
    },

    /** Team, members and documents in the caller's transaction (its files move in the same one). */
    async insertTeam(
      tx: Tx,
      team: Omit<typeof hackathonTeams.$inferInsert, 'id'>,
      members: NewHackathonMember[],
      documents: NewHackathonDocument[],
    ): Promise<HackathonTeamRow> {
      const [row] = await tx.insert(hackathonTeams).values(team).returning();
      const created = row as HackathonTeamRow;
      await tx.insert(hackathonMembers).values(members.map((member) => ({ ...member, teamId: created.id })));
      if (documents.length > 0) {
        await tx.insert(hackathonDocuments).values(documents.map((document) => ({ ...document, teamId: created.id })));
      }
      return created;
    },

    /**
     * Bytes of the stored hackathon files (teams whose files were not deleted). Inside a
     * registration's transaction, call `lockStorageQuota` first: the sum then includes every
     * committed registration and no other can commit until this one ends.
     */
    async storedFileBytes(dbOrTx: DbOrTx = db): Promise<number> {
      const [row] = await dbOrTx
        .select({ bytes: sql<string>`coalesce(sum(${hackathonTeams.fileBytes}), 0)` })
        .from(hackathonTeams)
        .where(isNull(hackathonTeams.filesDeletedAt));
      return Number(row?.bytes ?? 0);
    },

    /** Serialises the quota check of concurrent registrations (held until the transaction ends). */
    async lockStorageQuota(tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${STORAGE_QUOTA_LOCK})`);
    },

    /** Teams registered before `before` whose files are still stored, oldest first. */
    async teamsWithStoredFiles(before: Date): Promise<TeamFiles[]> {
      const teams = await db
        .select({ id: hackathonTeams.id, teamName: hackathonTeams.teamName, fileBytes: hackathonTeams.fileBytes })
        .from(hackathonTeams)
        .where(and(isNull(hackathonTeams.filesDeletedAt), lt(hackathonTeams.createdAt, before)))
        .orderBy(asc(hackathonTeams.id));
      if (teams.length === 0) return [];
      const ids = teams.map((team) => team.id);
      const [resumes, documents] = await Promise.all([
        db
          .select({ teamId: hackathonMembers.teamId, key: hackathonMembers.resumeKey })
          .from(hackathonMembers)
          .where(inArray(hackathonMembers.teamId, ids)),
        db
          .select({ teamId: hackathonDocuments.teamId, key: hackathonDocuments.storageKey })
          .from(hackathonDocuments)
          .where(inArray(hackathonDocuments.teamId, ids)),
      ]);
      return teams.map((team) => ({
        ...team,
        keys: [...resumes, ...documents].filter((file) => file.teamId === team.id).map((file) => file.key),
      }));
    },

    /** Marks a team's files deleted (they stop counting toward the quota); false if already marked. */
    async markFilesDeleted(teamId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(hackathonTeams)
        .set({ filesDeletedAt: now })
        .where(and(eq(hackathonTeams.id, teamId), isNull(hackathonTeams.filesDeletedAt)))
        .returning({ id: hackathonTeams.id });
      return rows.length > 0;
    },

    /**
     * The accounts with a verified email among `emails` (lower-cased), with their anti-phishing
     * words (null if none) and mail language. An unverified account's words may have been set by
     * someone who does not own the address: they never go into a mail to it.
     */
    async verifiedAccountsByEmail(emails: string[]): Promise<Map<string, VerifiedAccount>> {
      if (emails.length === 0) return new Map();
      const rows = await db
        .select({ email: users.email, phishingWords: users.phishingWords, language: users.language })
        .from(users)
        .where(and(inArray(users.email, emails), isNotNull(users.emailVerifiedAt)));
      return new Map(
        rows.map((row) => [
          row.email,
          { phishingWords: row.phishingWords || null, language: isLanguage(row.language) ? row.language : null },
        ]),
      );
    },
  };
}
