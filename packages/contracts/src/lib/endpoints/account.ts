import type { z } from 'zod';
import type {
  AccountUser,
  AuthResponse,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  KubBalance,
  LoginRequest,
  OkResponse,
  ProfileImage,
  RegisterRequest,
  registerRequestSchema,
  ResendVerificationRequest,
  ResetPasswordRequest,
  UpdateProfileRequest,
  VerifyEmailRequest,
  verifyEmailResponseSchema,
} from '../accounts';
import type { KycPrefill } from '../exchange-sign-on';
import type { Province } from '../provinces';
import type { ExchangeLinkConfirmRequest, ExchangeLoginRequest } from '../exchange-sign-on';
import type { Feedback, FeedbackRequest } from '../feedback';
import type { ReadingStats } from '../learning-paths';
import type { PopQuizCompletedHistories, popQuizPageQuerySchema } from '../pop-quiz';
import type { pendingQuizListSchema, pendingQuizRequestSchema } from '../quiz-history';
import type { pageQuerySchema, PointsHistory } from '../redeem';
import type { UserSubscriptionDetail } from '../subscriptions';
import type { ErrorCode } from '../errors';
import type { Paging } from './common';
import { endpoint } from './endpoint';

const schemas = () => import('./account.schemas');
type NameFilter = { name?: string };

/** What each account endpoint takes and answers (its schemas: account.schemas.ts). */
export interface AccountShapes {
  register: { body: RegisterRequest; response: OkResponse; parsed: { body: z.output<typeof registerRequestSchema> } };
  verifyEmail: { body: VerifyEmailRequest; response: z.infer<typeof verifyEmailResponseSchema> };
  resendVerification: { body: ResendVerificationRequest; response: OkResponse };
  login: { body: LoginRequest; response: AuthResponse };
  forgotPassword: { body: ForgotPasswordRequest; response: OkResponse };
  resetPassword: { body: ResetPasswordRequest; response: OkResponse };
  changePassword: { body: ChangePasswordRequest; response: OkResponse };
  exchangeLogin: { body: ExchangeLoginRequest; response: AuthResponse };
  linkExchange: { body: ExchangeLoginRequest; response: AccountUser };
  confirmExchangeLink: { body: ExchangeLinkConfirmRequest; response: AuthResponse };
  updateMe: { body: UpdateProfileRequest; response: AccountUser };
  uploadProfileImage: { body: FormData; response: ProfileImage };
  kycPrefill: { response: KycPrefill };
  provinces: { response: Province[] };
  kubBalance: { response: KubBalance };
  pointsHistory: { query: Paging; response: PointsHistory; parsed: { query: z.output<typeof pageQuerySchema> } };
  subscriptionDetail: { response: UserSubscriptionDetail };
  readingStats: { response: ReadingStats };
  savedQuizzes: {
    body: Paging & NameFilter;
    response: z.infer<typeof pendingQuizListSchema>;
    parsed: { body: z.output<typeof pendingQuizRequestSchema> | null | undefined };
  };
  completedPopQuizzes: {
    query: { start?: number; limit?: number; q?: string };
    response: PopQuizCompletedHistories;
    parsed: { query: z.output<typeof popQuizPageQuerySchema> };
  };
  createFeedback: { body: FeedbackRequest; response: Feedback };
}

const signedIn: readonly ErrorCode[] = ['UNAUTHORIZED'];

/** The account domain: sign-up, sign-in (password and exchange), the profile and its lists. */
export const accountEndpoints = {
  register: endpoint<AccountShapes['register']>({
    method: 'POST',
    path: '/client/user-clients/register',
    errors: ['REGISTER_EMAIL_DUPLICATE'],
    schemas: () => schemas().then((s) => s.register),
  }),
  verifyEmail: endpoint<AccountShapes['verifyEmail']>({
    method: 'POST',
    path: '/client/user-clients/verify-email',
    errors: ['BAD_REQUEST'],
    schemas: () => schemas().then((s) => s.verifyEmail),
  }),
  resendVerification: endpoint<AccountShapes['resendVerification']>({
    method: 'POST',
    path: '/client/user-clients/resend-verification',
    errors: ['RESEND_FAILED'],
    schemas: () => schemas().then((s) => s.resendVerification),
  }),
  login: endpoint<AccountShapes['login']>({
    method: 'POST',
    path: '/client/user-clients/login',
    errors: ['LOGIN_INVALID_CREDENTIALS', 'LOGIN_EMAIL_NOT_VERIFIED', 'LOGIN_ACCOUNT_LOCKED'],
    schemas: () => schemas().then((s) => s.login),
  }),
  forgotPassword: endpoint<AccountShapes['forgotPassword']>({
    method: 'POST',
    path: '/client/user-clients/forgot-password',
    errors: ['RESET_EMAIL_NOT_FOUND', 'RESET_TOO_MANY_TODAY', 'RESET_REQUEST_FAILED'],
    schemas: () => schemas().then((s) => s.forgotPassword),
  }),
  resetPassword: endpoint<AccountShapes['resetPassword']>({
    method: 'POST',
    path: '/client/user-clients/reset-password',
    errors: ['RESET_LINK_EXPIRED'],
    schemas: () => schemas().then((s) => s.resetPassword),
  }),
  changePassword: endpoint<AccountShapes['changePassword']>({
    method: 'POST',
    path: '/client/user-clients/change-password',
    errors: [...signedIn, 'PASSWORD_OLD_INCORRECT', 'PASSWORD_SAME_AS_OLD'],
    schemas: () => schemas().then((s) => s.changePassword),
  }),
  // its 409 EXCHANGE_LINK_CONFIRM_EMAIL_SENT is an outcome: the body says where the link went
  exchangeLogin: endpoint<AccountShapes['exchangeLogin']>({
    method: 'POST',
    path: '/client/user-clients/login-exchange',
    errors: ['EXCHANGE_LINK_CONFIRM_EMAIL_SENT', 'EXCHANGE_ACCOUNT_EXISTS', 'BAD_REQUEST'],
    schemas: () => schemas().then((s) => s.exchangeLogin),
  }),
  linkExchange: endpoint<AccountShapes['linkExchange']>({
    method: 'POST',
    path: '/client/user-clients/link-exchange',
    errors: [...signedIn, 'EXCHANGE_ALREADY_LINKED'],
    schemas: () => schemas().then((s) => s.linkExchange),
  }),
  confirmExchangeLink: endpoint<AccountShapes['confirmExchangeLink']>({
    method: 'POST',
    path: '/client/user-clients/confirm-exchange-link',
    errors: ['EXCHANGE_LINK_EXPIRED', 'EXCHANGE_LINK_OTHER_BROWSER', 'EXCHANGE_ALREADY_LINKED'],
    schemas: () => schemas().then((s) => s.confirmExchangeLink),
  }),
  updateMe: endpoint<AccountShapes['updateMe']>({
    method: 'PATCH',
    path: '/client/user-clients/me',
    errors: [...signedIn, 'PROFILE_NAME_REQUIRED', 'PHISHING_WORDS_EMAIL_NOT_VERIFIED'],
    schemas: () => schemas().then((s) => s.updateMe),
  }),
  uploadProfileImage: endpoint<AccountShapes['uploadProfileImage']>({
    method: 'POST',
    path: '/client/user-clients/me/profile-image',
    errors: [...signedIn, 'PROFILE_IMAGE_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'],
    schemas: () => schemas().then((s) => s.uploadProfileImage),
  }),
  kycPrefill: endpoint<AccountShapes['kycPrefill']>({
    method: 'GET',
    path: '/client/user-clients/me/kyc-prefill',
    errors: [...signedIn, 'NOT_FOUND'],
    schemas: () => schemas().then((s) => s.kycPrefill),
  }),
  provinces: endpoint<AccountShapes['provinces']>({
    method: 'GET',
    path: '/client/provinces',
    errors: [],
    schemas: () => schemas().then((s) => s.provinces),
  }),
  kubBalance: endpoint<AccountShapes['kubBalance']>({
    method: 'GET',
    path: '/client/v2/profile/kub-balance',
    errors: [...signedIn],
    schemas: () => schemas().then((s) => s.kubBalance),
  }),
  pointsHistory: endpoint<AccountShapes['pointsHistory']>({
    method: 'GET',
    path: '/client/v2/profile/points-history',
    errors: [...signedIn],
    schemas: () => schemas().then((s) => s.pointsHistory),
  }),
  subscriptionDetail: endpoint<AccountShapes['subscriptionDetail']>({
    method: 'GET',
    path: '/client/user-subscription-infos/detail',
    errors: [...signedIn],
    schemas: () => schemas().then((s) => s.subscriptionDetail),
  }),
  readingStats: endpoint<AccountShapes['readingStats']>({
    method: 'GET',
    path: '/client/v2/reading',
    errors: [...signedIn],
    schemas: () => schemas().then((s) => s.readingStats),
  }),
  savedQuizzes: endpoint<AccountShapes['savedQuizzes']>({
    method: 'POST',
    path: '/client/v2/progress-pending-quiz',
    errors: [...signedIn],
    schemas: () => schemas().then((s) => s.savedQuizzes),
  }),
  completedPopQuizzes: endpoint<AccountShapes['completedPopQuizzes']>({
    method: 'GET',
    path: '/client/pop-quiz-completed-histories',
    errors: [...signedIn],
    schemas: () => schemas().then((s) => s.completedPopQuizzes),
  }),
  createFeedback: endpoint<AccountShapes['createFeedback']>({
    method: 'POST',
    path: '/client/feedbacks',
    errors: [...signedIn],
    schemas: () => schemas().then((s) => s.createFeedback),
  }),
};
