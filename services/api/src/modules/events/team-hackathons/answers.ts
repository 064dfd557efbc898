import { errorCatalogue, type ErrorCode, hackathonMessages, type Language } from '@academy/contracts';
import { errorBody } from '../../../lib/app-error.ts';
import type { FieldProblem } from './upload.ts';

/**
 * The answers of POST /team-hackathons that are returned rather than thrown: the route sends
 * them once the upload's staging directory is gone. 507 is sent as it is because the error
 * handler turns every thrown 5xx into INTERNAL_ERROR.
 */
export interface Answer {
  status: 201 | 400 | 409 | 413 | 507;
  body: unknown;
}

const refusal = (code: ErrorCode, language: Language, details?: FieldProblem[]): Answer => ({
  status: errorCatalogue[code].status as Answer['status'],
  body: errorBody(code, language, { details }),
});

export const validationFailed = (problems: FieldProblem[], language: Language) =>
  refusal('VALIDATION_FAILED', language, problems);

export const fileTooLarge = (path: string, language: Language) =>
  refusal('HACKATHON_FILE_TOO_LARGE', language, [{ path, message: hackathonMessages.fileTooLarge }]);

// The site puts the signed-in user in as the first member.
export const submitterNotMember = (language: Language) =>
  refusal('HACKATHON_SUBMITTER_NOT_MEMBER', language, [
    { path: 'members.0.email', message: hackathonMessages.submitterNotMember },
  ]);

export const teamNameTaken = (language: Language) =>
  refusal('HACKATHON_TEAM_NAME_TAKEN', language, [{ path: 'teamName', message: hackathonMessages.teamNameTaken }]);

export const storageFull = (language: Language) => refusal('HACKATHON_STORAGE_FULL', language);
