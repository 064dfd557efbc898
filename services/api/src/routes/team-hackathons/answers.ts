import { hackathonMessages } from '@academy/contracts';
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

export const validationFailed = (problems: FieldProblem[]): Answer => ({
  status: 400,
  body: {
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: problems.map((p) => `${p.path}: ${p.message}`).join('; '),
    details: problems,
  },
});

export const fileTooLarge = (path: string): Answer => ({
  status: 413,
  body: {
    statusCode: 413,
    code: 'HACKATHON_FILE_TOO_LARGE',
    message:
      'The file is too large. The allowed maximum size is 20 MB. Please reduce the size of the file and try again.',
    details: [{ path, message: hackathonMessages.fileTooLarge }],
  },
});

export const submitterNotMember: Answer = {
  status: 400,
  body: {
    statusCode: 400,
    code: 'HACKATHON_SUBMITTER_NOT_MEMBER',
    message: "Your account's email must be the email of one of the members.",
    // The site puts the signed-in user in as the first member.
    details: [{ path: 'members.0.email', message: hackathonMessages.submitterNotMember }],
  },
};

export const teamNameTaken: Answer = {
  status: 409,
  body: {
    statusCode: 409,
    code: 'HACKATHON_TEAM_NAME_TAKEN',
    message: 'This team name is already taken.',
    details: [{ path: 'teamName', message: hackathonMessages.teamNameTaken }],
  },
};

export const storageFull: Answer = {
  status: 507,
  body: {
    statusCode: 507,
    code: 'HACKATHON_STORAGE_FULL',
    message: "Registration cannot be accepted right now: the hackathon's file storage is full. Please contact us.",
  },
};
