import { errorCatalogue, type ApiError, type ErrorCode, type Language } from '@academy/contracts';

/** One field's problem in a 400's `details` (`path` like `members.1.email`, '' for the request). */
export interface FieldProblem {
  path: string;
  message: string;
}

interface AppErrorOptions {
  /** Per-field problems (VALIDATION_FAILED and the codes of one field). */
  details?: FieldProblem[];
}

/**
 * An error the client may see: a code of contracts' error catalogue, which gives its HTTP status
 * and its text (the error handler answers in the request's language; `message` here is English,
 * for logs and tests).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details?: FieldProblem[];

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(errorCatalogue[code].en);
    this.name = 'AppError';
    this.statusCode = errorCatalogue[code].status;
    this.code = code;
    this.details = options.details;
  }
}

export const appError = (code: ErrorCode, options?: AppErrorOptions) => new AppError(code, options);

/**
 * The one error shape for `code` in `language`, with its field problems and what else the answer
 * carries (`remainingAttempts`, `lockedUntil`...).
 */
export const errorBody = (
  code: ErrorCode,
  language: Language,
  more: { details?: FieldProblem[]; extra?: Record<string, unknown> } = {},
): ApiError & Record<string, unknown> => ({
  ...more.extra,
  statusCode: errorCatalogue[code].status,
  code,
  message: errorCatalogue[code][language],
  ...(more.details ? { details: more.details } : {}),
});

export const notFound = () => appError('NOT_FOUND');
/** A request the schema could not refuse (a Strapi query, a rule across fields): its problem as a detail. */
export const validationFailed = (problem: string, path = '') =>
  appError('VALIDATION_FAILED', { details: [{ path, message: problem }] });
export const unauthorized = () => appError('UNAUTHORIZED');
