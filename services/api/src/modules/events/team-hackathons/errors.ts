import { appError } from '../../../lib/app-error.ts';

/** The refusals of the hackathon routes that are thrown (the registration's own are in answers.ts). */
export const emailNotVerified = () => appError('HACKATHON_EMAIL_NOT_VERIFIED');

/** Unknown, or addressed to another email: the same answer, so nothing about another's invitation shows. */
export const invitationNotFound = () => appError('HACKATHON_INVITATION_NOT_FOUND');

export const invitationAnswered = () => appError('HACKATHON_INVITATION_ANSWERED');

export const invitationExpired = () => appError('HACKATHON_INVITATION_EXPIRED');
