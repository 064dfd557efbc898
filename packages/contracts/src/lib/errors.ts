import { z } from 'zod';

/**
 * Stable machine codes the API returns in `{ statusCode, code, message }`.
 * The frontend maps each to a localized message (i18n key `errors.<code>`).
 */
export const errorCodes = [
  // generic
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  // a state-changing request from another site, or without the session's X-XSRF-TOKEN
  'CSRF_REJECTED',
  // login
  'LOGIN_INVALID_CREDENTIALS',
  'LOGIN_EMAIL_NOT_VERIFIED',
  'LOGIN_ACCOUNT_LOCKED',
  // register / verify / resend
  'REGISTER_EMAIL_DUPLICATE',
  'RESEND_FAILED',
  // reset
  'RESET_EMAIL_NOT_FOUND',
  'RESET_TOO_MANY_TODAY',
  'RESET_LINK_EXPIRED',
  'RESET_REQUEST_FAILED',
  // password
  'PASSWORD_OLD_INCORRECT',
  'PASSWORD_SAME_AS_OLD',
  // profile
  'PROFILE_IMAGE_TOO_LARGE',
  'PROFILE_NAME_REQUIRED',
  'PHISHING_WORDS_EMAIL_NOT_VERIFIED',
  // exchange sign-on and linking
  'EXCHANGE_ACCOUNT_EXISTS',
  'EXCHANGE_ALREADY_LINKED',
  'EXCHANGE_LINK_CONFIRM_EMAIL_SENT',
  'EXCHANGE_LINK_EXPIRED',
  // the weekly mail's one-click unsubscribe link: unknown, altered or not the API's
  'UNSUBSCRIBE_LINK_INVALID',
  'EXCHANGE_LINK_OTHER_BROWSER',
  // favourites
  'FAVORITE_NOT_AVAILABLE',
  // KYC
  'KYC_REQUIRED_QUIZ',
  'KYC_REQUIRED_REDEEM',
  // quiz
  'QUIZ_SUBMIT_FAILED',
  'QUIZ_DATA_CHANGED',
  'POP_QUIZ_EXPIRED',
  'POP_QUIZ_OUT_OF_REWARD',
  'QUIZ_OUT_OF_REWARD',
  'QUIZ_TIME_OVER',
  // main quiz attempts
  'QUIZ_SUBSCRIPTION_REQUIRED',
  // reading progress: an exclusive article counts as read only for a learner who can read it all
  'READING_SUBSCRIPTION_REQUIRED',
  'QUIZ_ALLOWANCE_EXHAUSTED',
  'QUIZ_HINT_SUBSCRIPTION_REQUIRED',
  'QUIZ_NO_HINTS_LEFT',
  'QUIZ_NOT_STARTED',
  'QUIZ_ATTEMPT_SAVED',
  'QUIZ_ALREADY_FINISHED',
  'QUIZ_QUESTION_NOT_FOUND',
  'QUIZ_ANSWER_INVALID',
  'QUIZ_INCOMPLETE',
  'QUIZ_RESULT_NOT_FOUND',
  'QUIZ_RETAKE_COOLDOWN',
  'CERTIFICATE_NOT_FOUND',
  // a learning path's certificate before every step is read with its quiz passed
  'PATH_NOT_COMPLETED',
  'POP_QUIZ_NOT_AVAILABLE',
  // redeem
  'REDEEM_FAILED',
  'REDEEM_INSUFFICIENT_POINTS',
  'REDEEM_SUBSCRIPTION_REQUIRED',
  'REDEEM_LIMIT_EXCEEDED',
  'REDEEM_OUT_OF_REWARDS',
  'REDEEM_KYC_NEEDED',
  'REDEEM_WALLET_NOT_LINKED',
  // coupon
  'COUPON_INVALID',
  // subscriptions and payment
  'SUBSCRIPTION_NOT_AVAILABLE',
  'PAYMENT_PIN_FORMAT',
  'PAYMENT_PIN_INVALID',
  'PAYMENT_PIN_LOCKED',
  'PAYMENT_INSUFFICIENT_FUNDS',
  'PAYMENT_WALLET_NOT_LINKED',
  'PAYMENT_IDEMPOTENCY_KEY_REQUIRED',
  'PAYMENT_IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_FAILED',
  'ORDER_EXPIRED',
  'ORDER_PRICE_CHANGED',
  // hackathon
  'HACKATHON_REGISTRATION_CLOSED',
  'HACKATHON_TEAM_NAME_TAKEN',
  'HACKATHON_FILE_TOO_LARGE',
  'HACKATHON_SUBMITTER_NOT_MEMBER',
  'HACKATHON_STORAGE_FULL',
  'HACKATHON_EMAIL_NOT_VERIFIED',
  'HACKATHON_INVITATION_NOT_FOUND',
  'HACKATHON_INVITATION_ANSWERED',
  'HACKATHON_INVITATION_EXPIRED',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

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
