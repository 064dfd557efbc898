import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type ApiError, type ErrorCode, validationText } from '@academy/contracts';
import { AppError, errorBody, type FieldProblem } from '../lib/app-error.ts';
import { databaseErrorCode } from '../lib/database-errors.ts';
import { requestLanguage } from '../lib/language.ts';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Anywhere in the cause chain: a query drizzle wrapped (its message holds the SQL and parameters). */
const isDrizzleQueryError = (error: unknown): boolean => {
  let current = error as { cause?: unknown; name?: unknown; message?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (
      current instanceof DrizzleQueryError ||
      current.name === 'DrizzleQueryError' ||
      (typeof current.message === 'string' && current.message.startsWith('Failed query:'))
    )
      return true;
    current = current.cause as typeof current;
  }
  return false;
};

/**
 * The database cannot be reached (stopped, restarting, connection cut): class 08 (connection
 * exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now), or a socket
 * error from the driver; or it is too busy: no pooled connection within DB_CONNECT_TIMEOUT_MS, a
 * statement over DB_STATEMENT_TIMEOUT_MS (57014) or a transaction left idle too long (25P03).
 * The request may succeed a moment later: 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (
      code.startsWith('08') ||
      ['57P01', '57P02', '57P03', '57014', '25P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(code)
    )
      return true;
    if (
      typeof current.message === 'string' &&
      /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/.test(
        current.message,
      )
    )
      return true;
    current = current.cause as typeof current;
  }
  return false;
}

/**
 * SQLSTATEs caused by the request's data, not by the server: class 22 (data exception: invalid
 * byte sequence 22021, untranslatable character 22P05, datetime overflow 22008, numeric out of
 * range 22003, invalid text representation 22P02, ...) and 54000 (a value too large to index).
 */
const isBadInputSqlState = (code: string | undefined) =>
  code !== undefined && (code.startsWith('22') || code === '54000');

/** Malformed multipart bodies (no or bad boundary, truncated, bad part headers): busboy's errors. */
const isMalformedMultipart = (error: FastifyError) =>
  error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
  /^(Multipart: Boundary not found|Unexpected end of (form|file|multipart data)|Malformed part header|Malformed urlencoded form|Part terminated early)/.test(
    error.message,
  );

/**
 * What a failure is logged with: its name, codes and route, never its message when it came from
 * the database (drizzle puts the SQL and its parameters, e.g. emails and hashes, there).
 */
export function safeErrorLog(error: FastifyError, route: string | undefined, method: string) {
  const sqlState = databaseErrorCode(error);
  const fromDatabase = sqlState !== undefined || isDrizzleQueryError(error);
  return {
    route: route ?? 'unknown',
    method,
    errorName: error.name,
    ...(typeof error.code === 'string' && !fromDatabase ? { errorCode: error.code } : {}),
    ...(sqlState ? { sqlState } : {}),
    ...(fromDatabase ? {} : { stack: error.stack }),
  };
}

/**
 * One error shape for everything: `{ statusCode, code, message }`, `code` and `message` from
 * @academy/contracts' error catalogue, the message in the request's language (`lang` header, else
 * Accept-Language, else English). A body, query or params that fails its zod schema answers 400
 * VALIDATION_FAILED with `details: [{ path, message }]` as well (e.g. `{ path: 'phoneNumber',
 * message: 'Please enter a valid phone number' }`: a schema's `validation.*` key as its English text). 5xx
 * responses never carry the real message or stack. An error of Fastify's own keeps its 4xx status
 * with the code of that status.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const language = requestLanguage(request);
      const send = (code: ErrorCode, statusCode: number, details?: FieldProblem[]) =>
        reply
          .code(statusCode)
          .type('application/json; charset=utf-8')
          .send({ ...errorBody(code, language, { details }), statusCode } satisfies ApiError);
      const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      const sqlState = databaseErrorCode(error);
      if (isBadInputSqlState(sqlState) || (statusCode >= 500 && isMalformedMultipart(error))) {
        request.log.info(safeErrorLog(error, request.routeOptions.url, request.method), 'bad input');
        return send('VALIDATION_FAILED', 400);
      }
      if (isMalformedMultipart(error) && statusCode < 500) {
        return send(codeByStatus[statusCode] ?? 'BAD_REQUEST', statusCode);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: validationText(issue.message ?? 'Invalid value'),
        }));
        return send('VALIDATION_FAILED', 400, details);
      }
      if (error.validation) return send('VALIDATION_FAILED', 400, [{ path: '', message: error.message }]);
      if (statusCode >= 500 || isResponseSerializationError(error)) {
        request.log.error(safeErrorLog(error, request.routeOptions.url, request.method), 'request failed');
        return statusCode === 503 || isDatabaseUnavailable(error)
          ? send('SERVICE_UNAVAILABLE', 503)
          : send('INTERNAL_ERROR', 500);
      }
      const code = error instanceof AppError ? error.code : (codeByStatus[statusCode] ?? 'BAD_REQUEST');
      request.log.info({ code, route: request.routeOptions.url }, 'request rejected');
      return send(code, statusCode, error instanceof AppError ? error.details : undefined);
    });

    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send(errorBody('NOT_FOUND', requestLanguage(request)) satisfies ApiError),
    );
  },
  { name: 'errors' },
);
