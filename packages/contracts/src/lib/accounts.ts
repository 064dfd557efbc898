import { z } from 'zod';
import { userIdSchema } from './user-id';
import { PASSWORD_MIN_LENGTH, PROFILE_IMAGE_MAX_BYTES } from './constants';
import { languages } from './routes';
import { validationKey } from './validation-messages';

/**
 * Account API contracts (services/api, "Accounts end to end"): request bodies, responses and the
 * spec's validation rules as shared zod schemas, so the site validates exactly like the API.
 *
 * Messages in the schemas are i18n keys (`validation.*`, see validation-messages.ts); the API
 * answers a failed body with 400 `VALIDATION_FAILED` and `details: [{ path, message }]` (path like
 * `phoneNumber`, message the key's English text), and business failures with the `code`s of
 * `errorCodes` (LOGIN_*, REGISTER_*, RESET_*, ...).
 */

export const accountLanguageSchema = z.enum(languages);

/** The answer to a resend of the verification email (POST /client/user-clients/resend-verification). */
export const RESEND_VERIFICATION_MESSAGE = 'Resend email successful. Please check email for verify account.';

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?_#&]).{8,128}$/;
export const PHONE_PATTERN = /^\+?[0-9]{9,15}$/;
export const POSTCODE_PATTERN = /^[0-9]{5}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: validationKey('emailRequired') })
  .trim()
  .min(1, validationKey('emailRequired'))
  .max(EMAIL_MAX_LENGTH, validationKey('emailInvalid'))
  .regex(EMAIL_PATTERN, validationKey('emailInvalid'))
  .toLowerCase();

/** Min 8 (max 128), at least one lower, upper, digit and one of @$!%*?_#&. */
export const passwordSchema = z
  .string({ error: validationKey('passwordRequired') })
  .min(1, validationKey('passwordRequired'))
  .min(PASSWORD_MIN_LENGTH, validationKey('passwordRules'))
  .max(PASSWORD_MAX_LENGTH, validationKey('passwordRules'))
  .regex(PASSWORD_PATTERN, validationKey('passwordRules'));

/** Phone: digits with an optional leading +, spaces and dashes ignored (stored without them). */
export const phoneNumberSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(PHONE_PATTERN, validationKey('phoneInvalid')));

// ---------------------------------------------------------------- requests

/** POST /client/user-clients/register */
export const registerRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z
      .string({ error: validationKey('confirmPasswordRequired') })
      .min(1, validationKey('confirmPasswordRequired')),
    acceptTerms: z.boolean().refine((value) => value === true, validationKey('acceptTerms')),
    agreeToUpdate: z.boolean().optional(),
    // No anti-phishing words here: whoever registers an address need not own it, so the words are
    // set in the profile once the address is verified (PHISHING_WORDS_EMAIL_NOT_VERIFIED before).
    language: accountLanguageSchema.default('en'),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: validationKey('confirmPasswordNotMatching'),
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** POST /client/user-clients/login */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: validationKey('passwordRequired') })
    .min(1, validationKey('passwordRequired'))
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /client/user-clients/verify-email (the token of the link /{lang}/verify-email?token=) */
export const verifyEmailRequestSchema = z.object({ token: z.string().min(1).max(200) });
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;
/**
 * POST verify-email's answer: `alreadyVerified` when the link was used before (or replaced) but its
 * account's address is verified: the page says "already verified, log in", not "expired".
 */
export const verifyEmailResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  alreadyVerified: z.boolean(),
});

/** POST /client/user-clients/resend-verification */
export const resendVerificationRequestSchema = z.object({
  email: emailSchema,
  language: accountLanguageSchema.optional(),
});
export type ResendVerificationRequest = z.input<typeof resendVerificationRequestSchema>;

/** POST /client/user-clients/forgot-password */
export const forgotPasswordRequestSchema = z.object({
  email: emailSchema,
  language: accountLanguageSchema.optional(),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** POST /client/user-clients/reset-password (the token of the link /{lang}/reset-password?token=) */
export const resetPasswordRequestSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: passwordSchema,
    confirmPassword: z.string().min(1, validationKey('confirmPasswordRequired')),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: validationKey('confirmPasswordNotMatching'),
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** POST /client/user-clients/change-password (logged in) */
export const changePasswordRequestSchema = z
  .object({
    oldPassword: z.string().min(1, validationKey('passwordRequired')).max(PASSWORD_MAX_LENGTH),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, validationKey('confirmPasswordRequired')),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: validationKey('confirmPasswordNotMatching'),
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, validationKey('tooLong'))
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** PATCH /client/user-clients/me: any subset; '' or null clears a field. `lastName`/`tel` are accepted aliases. */
export const updateProfileRequestSchema = z
  .object({
    name: optionalText(100),
    surname: optionalText(100),
    lastName: optionalText(100),
    phoneNumber: z.union([z.literal(''), z.null(), phoneNumberSchema]).optional(),
    tel: z.union([z.literal(''), z.null(), phoneNumberSchema]).optional(),
    address: optionalText(500),
    province: optionalText(100),
    postcode: z
      .union([z.literal(''), z.null(), z.string().trim().regex(POSTCODE_PATTERN, validationKey('postcodeInvalid'))])
      .optional(),
    remark: optionalText(500),
    phishingWords: optionalText(50),
    walletAddress: z
      .union([
        z.literal(''),
        z.null(),
        z
          .string()
          .trim()
          .regex(/^0x[0-9a-fA-F]{40}$/, validationKey('walletInvalid')),
      ])
      .optional(),
    agreeToUpdate: z.boolean().optional(),
    language: accountLanguageSchema.optional(),
  })
  .strict();
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** POST /client/user-clients/me/profile-image: multipart, one file field `file` (PROFILE_IMAGE_MAX_BYTES). */
export const PROFILE_IMAGE_FIELD = 'file';
export const PROFILE_IMAGE_LIMIT_BYTES = PROFILE_IMAGE_MAX_BYTES;

// ---------------------------------------------------------------- responses

export const kycStatuses = ['unverified', 'pending', 'verified', 'rejected'] as const;
export const kycStatusSchema = z.enum(kycStatuses);
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** The exchange-linked data (`bkNext`). */
export const bkNextSchema = z.object({
  exchangeUserId: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  kycStatus: z.string(),
  walletAddress: z.string().nullable(),
  linkedAt: z.string(),
});
export type BkNext = z.infer<typeof bkNextSchema>;

/** The user's current subscription (null: none). */
export const userSubscriptionSummarySchema = z.object({
  active: z.boolean(),
  packageName: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type UserSubscriptionSummary = z.infer<typeof userSubscriptionSummarySchema>;

/** The user as the site keeps it (spec section 3 "User"). `kub` = point / 100 (KKUB equivalent). */
export const accountUserSchema = z.object({
  id: userIdSchema,
  email: z.string(),
  emailVerified: z.boolean(),
  language: accountLanguageSchema,
  point: z.number().int(),
  kub: z.number(),
  subscription: userSubscriptionSummarySchema.nullable(),
  bkNext: bkNextSchema.nullable(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  tel: z.string().nullable(),
  address: z.string().nullable(),
  province: z.string().nullable(),
  postcode: z.string().nullable(),
  remark: z.string().nullable(),
  phishingWords: z.string().nullable(),
  walletAddress: z.string().nullable(),
  walletAddressBitkubNext: z.string().nullable(),
  agreeToUpdate: z.boolean(),
  kycStatus: kycStatusSchema,
  profileImage: z.string().nullable(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/**
 * login, login-exchange: the session starts. The API sets the HttpOnly session cookie and the
 * XSRF-TOKEN cookie; `token` (send it as `Authorization: Bearer <token>`) is only in the answer
 * to an API client, never to a browser (a request with an `Origin` header).
 */
export const authResponseSchema = z.object({
  token: z.string().optional(),
  expiresAt: z.string(),
  user: accountUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /client/user-clients/session: the user of the request's session, `null` for nobody (never a 401). */
export const sessionAnswerSchema = z.object({ user: accountUserSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** register, resend, forgot: `{ ok: true, message }` */
export const okResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** GET /client/v2/profile/kub-balance */
export const kubBalanceSchema = z.object({
  point: z.number().int(),
  pointKkubEquivalent: z.number(),
  linked: z.boolean(),
  walletAddress: z.string().nullable(),
  kkub: z.number().nullable(),
  usdCents: z.number().int().nullable(),
  available: z.boolean(),
});
export type KubBalance = z.infer<typeof kubBalanceSchema>;

/** GET /client/user-clients/active-users */
export const activeUsersSchema = z.object({ count: z.number().int().nonnegative(), days: z.number().int() });
export type ActiveUsers = z.infer<typeof activeUsersSchema>;

/** The spec's "User subscription info" (GET /client/user-subscription-infos/detail adds the NFT card). */
export const userSubscriptionInfoSchema = z.object({
  user: z.number().int(),
  active: z.boolean(),
  packageName: z.string().nullable(),
  startDay: z.string().nullable(),
  endDay: z.string().nullable(),
  expiryDate: z.string().nullable(),
  totalMainQuiz: z.number().int(),
  usedMainQuiz: z.number().int(),
  remainingMainQuiz: z.number().int(),
  totalHint: z.number().int(),
  usedHint: z.number().int(),
  remainingHint: z.number().int(),
  unlimitedExclusive: z.boolean(),
  earnPoints: z.boolean(),
  nftMembershipCard: z.boolean(),
});
export type UserSubscriptionInfo = z.infer<typeof userSubscriptionInfoSchema>;

/** POST /client/user-clients/me/profile-image -> 200 */
export const profileImageSchema = z.object({ profileImage: z.string() });
export type ProfileImage = z.infer<typeof profileImageSchema>;
