import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@academy/contracts';
import { contracts } from '../lib/contracts.ts';

const { isErrorCode } = contracts;

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

/**
 * One error shape for everything: `{ statusCode, code, message }`, `code` from
 * @academy/contracts `errorCodes`. 5xx responses never carry the real message or stack.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      let statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      let body: ApiError;
      if (hasZodFastifySchemaValidationErrors(error)) {
        statusCode = 400;
        const issues = error.validation.map((issue) =>
          `${issue.instancePath || error.validationContext || ''} ${issue.message}`.trim(),
        );
        body = { statusCode, code: 'VALIDATION_FAILED', message: issues.join('; ') || 'Invalid request' };
      } else if (error.validation) {
        statusCode = 400;
        body = { statusCode, code: 'VALIDATION_FAILED', message: error.message };
      } else if (statusCode >= 500 || isResponseSerializationError(error)) {
        statusCode = statusCode === 503 ? 503 : 500;
        request.log.error({ err: error }, 'request failed');
        body =
          statusCode === 503
            ? { statusCode, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }
            : { statusCode, code: 'INTERNAL_ERROR', message: 'Internal server error' };
      } else {
        const code = isErrorCode(error.code) ? error.code : (codeByStatus[statusCode] ?? 'BAD_REQUEST');
        request.log.info({ err: error, code }, 'request rejected');
        body = { statusCode, code, message: error.message };
      }
      return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const body: ApiError = {
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      };
      return reply.code(404).send(body);
    });
  },
  { name: 'errors' },
);
