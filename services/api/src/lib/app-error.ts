import type { ErrorCode } from '@academy/contracts';

/** An error the client may see: HTTP status + stable code from @academy/contracts + message. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;

  constructor(statusCode: number, code: ErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const validationFailed = (message: string) => new AppError(400, 'VALIDATION_FAILED', message);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Authentication required');
