import { z } from 'zod';
import { errorCatalogue } from './error-catalogue';

export { errorCatalogue } from './error-catalogue';

/**
 * Stable machine codes the API returns in `{ statusCode, code, message }`: the error catalogue's
 * codes (./error-catalogue: each with its one status and its English and Thai text).
 */
export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes: readonly ErrorCode[] = /* @__PURE__ */ Object.keys(errorCatalogue) as ErrorCode[];

/**
 * The one error shape of every API route: `{ statusCode, code, message }`, `code` from
 * `errorCodes`. A request that fails its schema (400 VALIDATION_FAILED) also lists each failed
 * field in `details` (`path` like `phoneNumber` or `members.1.email`, `message` the schema's text).
 */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
