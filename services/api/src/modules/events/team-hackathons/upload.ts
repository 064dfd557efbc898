import fs from 'node:fs';
import { finished, pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  type createHackathonTeamSchema,
  HACKATHON_DOCUMENT_MAX_BYTES,
  HACKATHON_DOCUMENTS_MAX,
  HACKATHON_TEAM_MAX,
  hackathonMessages,
  type HackathonTeam,
  validationText,
} from '@academy/contracts';
import { DocumentInspector } from '../../../lib/document-type.ts';
import type { StagedUpload } from '../../../lib/storage.ts';
import type { StagedFile as StagedDocument } from './registration-service.ts';

export interface FieldProblem {
  path: string;
  message: string;
}

export interface StagedFile extends StagedDocument {
  /** `documents` or `resume.<index>` */
  field: string;
  /** Where the error of this file is reported (`documents.2`, `members.0.resume`). */
  path: string;
}

export interface ReceivedUpload {
  /** The `team` field's raw text, when sent once. */
  teamJson: string | undefined;
  resumes: Map<number, StagedFile>;
  documents: StagedFile[];
  problems: FieldProblem[];
}

/** A file over 20 MB: the route answers 413 at once (the rest of the body is not read). */
export class FileTooLargeError extends Error {
  constructor(readonly path: string) {
    super('file too large');
  }
}

/** The files received so far passed what the storage quota has left: the route answers 507 at once. */
export class StorageBudgetExceededError extends Error {
  constructor() {
    super('storage quota exceeded');
  }
}

const RESUME_FIELD = /^resume\.(\d{1,2})$/;
const TEAM_JSON_MAX = 64 * 1024;

/** A name safe to store and show: no path, no control characters, bounded. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).at(-1) ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(0, 200);
}

/**
 * Reads the multipart body of POST /team-hackathons as it streams in: every accepted file goes
 * straight to the upload's staging directory (counted and type-sniffed on the way, never held in
 * memory), the `team` field is kept as text. Field problems are collected, not thrown, so the
 * client gets all of them at once; a file over the limit throws FileTooLargeError, files that
 * together pass `byteBudget` (what the storage quota had left when the request began) throw
 * StorageBudgetExceededError, a broken or aborted body throws what the parser threw. The caller
 * discards `staged` in every outcome.
 */
export async function receiveUpload(
  request: FastifyRequest,
  staged: StagedUpload,
  byteBudget: number,
): Promise<ReceivedUpload> {
  const received: ReceivedUpload = { teamJson: undefined, resumes: new Map(), documents: [], problems: [] };
  let stagedBytes = 0;
  let documentCount = 0;
  let teamFields = 0;
  const parts = request.parts({
    limits: {
      fileSize: HACKATHON_DOCUMENT_MAX_BYTES,
      // Every member's resume and every document, plus one more of each kind to report.
      files: HACKATHON_TEAM_MAX + HACKATHON_DOCUMENTS_MAX + 2,
      fields: 10,
      fieldSize: TEAM_JSON_MAX,
      parts: 40,
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname !== 'team') {
        received.problems.push({ path: part.fieldname.slice(0, 50), message: hackathonMessages.unknownField });
        continue;
      }
      teamFields += 1;
      if (part.valueTruncated) received.problems.push({ path: 'team', message: hackathonMessages.tooLong });
      else if (teamFields === 1) received.teamJson = String(part.value);
      continue;
    }

    const resumeMatch = RESUME_FIELD.exec(part.fieldname);
    let path: string;
    let problem: string | null = null;
    if (part.fieldname === 'documents') {
      path = `documents.${documentCount}`;
      documentCount += 1;
      if (documentCount > HACKATHON_DOCUMENTS_MAX) problem = hackathonMessages.documentsMax;
    } else if (resumeMatch && Number(resumeMatch[1]) < HACKATHON_TEAM_MAX) {
      const index = Number(resumeMatch[1]);
      path = `members.${index}.resume`;
      if (received.resumes.has(index)) problem = hackathonMessages.resumeSingle;
    } else {
      path = part.fieldname.slice(0, 50);
      problem = hackathonMessages.unknownField;
    }
    if (problem) {
      received.problems.push({ path, message: problem });
      // Read past it (bounded by the file size and file count limits) to reach later parts.
      // `finished` also settles on 'close', which is all a body cut off inside the part emits.
      part.file.resume();
      await finished(part.file);
      if (part.file.truncated) throw new FileTooLargeError(path);
      continue;
    }

    const inspector = new DocumentInspector();
    const stagedPath = staged.newPath();
    await pipeline(part.file, inspector, fs.createWriteStream(stagedPath, { flags: 'wx' }));
    if (part.file.truncated) throw new FileTooLargeError(path);
    stagedBytes += inspector.bytes;
    // Stop reading at once: this upload cannot fit (the registration's transaction checks again, under a lock).
    if (stagedBytes > byteBudget) throw new StorageBudgetExceededError();
    const type = await inspector.detect();
    if (inspector.bytes === 0) {
      received.problems.push({ path, message: hackathonMessages.fileEmpty });
      continue;
    }
    if (!type) {
      received.problems.push({ path, message: hackathonMessages.fileType });
      continue;
    }
    const file: StagedFile = {
      field: part.fieldname,
      path,
      originalName: cleanFileName(part.filename),
      stagedPath,
      size: inspector.bytes,
      type,
    };
    if (resumeMatch) received.resumes.set(Number(resumeMatch[1]), file);
    else received.documents.push(file);
  }
  if (teamFields > 1) received.problems.push({ path: 'team', message: hackathonMessages.unknownField });
  return received;
}

/** How many members the `team` JSON lists, even when it fails its schema (to match resumes). */
function rawMemberCount(team: unknown): number | null {
  const members = (team as { members?: unknown } | null)?.members;
  return Array.isArray(members) ? members.length : null;
}

/**
 * Checks what was received: the `team` JSON against its schema, and one resume per member (no
 * more). The team, or every problem found (with the upload's own).
 */
export function checkUpload(
  received: ReceivedUpload,
  teamSchema: ReturnType<typeof createHackathonTeamSchema>,
): { team: HackathonTeam } | { problems: FieldProblem[] } {
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
        problems.push({ path: issue.path.join('.'), message: validationText(issue.message) });
  }
  const memberCount = team ? team.members.length : rawMemberCount(rawTeam);
  if (memberCount !== null) {
    for (let index = 0; index < Math.min(memberCount, HACKATHON_TEAM_MAX); index += 1) {
      if (!received.resumes.has(index) && !problems.some((p) => p.path === `members.${index}.resume`)) {
        problems.push({ path: `members.${index}.resume`, message: hackathonMessages.resumeRequired });
      }
    }
    for (const index of received.resumes.keys()) {
      if (index >= memberCount)
        problems.push({ path: `members.${index}.resume`, message: hackathonMessages.unknownField });
    }
  }
  return problems.length > 0 || !team ? { problems } : { team };
}
