import { AppError } from '../../lib/app-error.ts';

/** The refusals of the hackathon routes that are thrown (the registration's own are in answers.ts). */
export const emailNotVerified = () =>
  new AppError(
    403,
    'HACKATHON_EMAIL_NOT_VERIFIED',
    "Please verify your account's email address first: hackathon teams and invitations need a verified address.",
  );

/** Unknown, or addressed to another email: the same answer, so nothing about another's invitation shows. */
export const invitationNotFound = () =>
  new AppError(404, 'HACKATHON_INVITATION_NOT_FOUND', 'There is no such invitation for your account.');

export const invitationAnswered = () =>
  new AppError(409, 'HACKATHON_INVITATION_ANSWERED', 'This invitation has already been answered.');

export const invitationExpired = () =>
  new AppError(409, 'HACKATHON_INVITATION_EXPIRED', 'This invitation has expired.');
