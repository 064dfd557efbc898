import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { hackathonDocuments, hackathonMembers, hackathonTeams, users } from '../db/schema/index.ts';

export type HackathonTeamRow = typeof hackathonTeams.$inferSelect;
export type NewHackathonMember = Omit<typeof hackathonMembers.$inferInsert, 'id' | 'teamId'>;
export type NewHackathonDocument = Omit<typeof hackathonDocuments.$inferInsert, 'id' | 'teamId'>;

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

    /** Anti-phishing words of the members who are known users (emails lower-cased). */
    async phishingWordsByEmail(emails: string[]): Promise<Map<string, string>> {
      if (emails.length === 0) return new Map();
      const rows = await db
        .select({ email: users.email, phishingWords: users.phishingWords })
        .from(users)
        .where(inArray(users.email, emails));
      return new Map(rows.filter((r) => r.phishingWords).map((r) => [r.email, r.phishingWords as string]));
    },
  };
}
