import { z } from 'zod';
import {
  accountUserSchema,
  authResponseSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  kubBalanceSchema,
  loginRequestSchema,
  okResponseSchema,
  profileImageSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  updateProfileRequestSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '../accounts';
import { kycPrefillSchema } from '../exchange-sign-on';
import { provinceSchema } from '../provinces';
import { exchangeLinkConfirmRequestSchema, exchangeLoginRequestSchema } from '../exchange-sign-on';
import { feedbackRequestSchema, feedbackSchema } from '../feedback';
import { readingStatsSchema } from '../learning-paths';
import { popQuizCompletedHistoriesSchema, popQuizPageQuerySchema } from '../pop-quiz';
import { pendingQuizListSchema, pendingQuizRequestSchema } from '../quiz-history';
import { pageQuerySchema, pointsHistorySchema } from '../redeem';
import { userSubscriptionDetailSchema } from '../subscriptions';
import type { AccountShapes } from './account';
import type { SchemasOf } from './endpoint';

// The schemas of `accountEndpoints`, loaded on first use (see endpoint.ts).
type Of<Name extends keyof AccountShapes> = SchemasOf<AccountShapes[Name]>;

export const register: Of<'register'> = { body: registerRequestSchema, response: okResponseSchema };
export const verifyEmail: Of<'verifyEmail'> = { body: verifyEmailRequestSchema, response: verifyEmailResponseSchema };
export const resendVerification: Of<'resendVerification'> = {
  body: resendVerificationRequestSchema,
  response: okResponseSchema,
};
export const login: Of<'login'> = { body: loginRequestSchema, response: authResponseSchema };
export const forgotPassword: Of<'forgotPassword'> = { body: forgotPasswordRequestSchema, response: okResponseSchema };
export const resetPassword: Of<'resetPassword'> = { body: resetPasswordRequestSchema, response: okResponseSchema };
export const changePassword: Of<'changePassword'> = { body: changePasswordRequestSchema, response: okResponseSchema };
export const exchangeLogin: Of<'exchangeLogin'> = { body: exchangeLoginRequestSchema, response: authResponseSchema };
export const linkExchange: Of<'linkExchange'> = { body: exchangeLoginRequestSchema, response: accountUserSchema };
export const confirmExchangeLink: Of<'confirmExchangeLink'> = {
  body: exchangeLinkConfirmRequestSchema,
  response: authResponseSchema,
};
export const updateMe: Of<'updateMe'> = { body: updateProfileRequestSchema, response: accountUserSchema };
export const uploadProfileImage: Of<'uploadProfileImage'> = {
  // multipart: the API checks the file itself (type, size)
  body: z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData),
  response: profileImageSchema,
};
export const kycPrefill: Of<'kycPrefill'> = { response: kycPrefillSchema };
export const provinces: Of<'provinces'> = { response: z.array(provinceSchema) };
export const kubBalance: Of<'kubBalance'> = { response: kubBalanceSchema };
export const pointsHistory: Of<'pointsHistory'> = { query: pageQuerySchema, response: pointsHistorySchema };
export const subscriptionDetail: Of<'subscriptionDetail'> = { response: userSubscriptionDetailSchema };
export const readingStats: Of<'readingStats'> = { response: readingStatsSchema };
export const savedQuizzes: Of<'savedQuizzes'> = {
  // the API also takes no body (the first page): wider than the browser's input type
  body: pendingQuizRequestSchema.nullish() as unknown as Of<'savedQuizzes'>['body'],
  response: pendingQuizListSchema,
};
export const completedPopQuizzes: Of<'completedPopQuizzes'> = {
  query: popQuizPageQuerySchema,
  response: popQuizCompletedHistoriesSchema,
};
export const createFeedback: Of<'createFeedback'> = { body: feedbackRequestSchema, response: feedbackSchema };
