import type { Db } from '../db/client.ts';
import type { FileStorage } from '../lib/storage.ts';
import { hackathonRepository } from '../modules/events/index.ts';

export interface DeletedTeamFiles {
  id: number;
  teamName: string;
  files: number;
  bytes: number;
}

/**
 * Deletes the stored files (resumes and documents) of every team registered before `closesAt`,
 * the end of the registration window; the caller checks that it has passed. The rows stay,
 * marked `files_deleted_at`, and stop counting toward the storage quota. Files go first and the
 * mark after, so a run that stops half-way is finished by the next one.
 */
export async function deleteHackathonFiles(db: Db, storage: FileStorage, closesAt: Date, now: Date) {
  const hackathon = hackathonRepository(db);
  const deleted: DeletedTeamFiles[] = [];
  for (const team of await hackathon.teamsWithStoredFiles(closesAt)) {
    await Promise.all(team.keys.map((key) => storage.delete(key)));
    if (await hackathon.markFilesDeleted(team.id, now)) {
      deleted.push({ id: team.id, teamName: team.teamName, files: team.keys.length, bytes: team.fileBytes });
    }
  }
  return deleted;
}
