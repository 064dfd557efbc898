import { appError } from '../../../lib/app-error.ts';

/** The main quiz's errors (contracts' error catalogue gives each its status and text). */
export const quizErrors = {
  notFound: () => appError('NOT_FOUND'),
  kyc: () => appError('KYC_REQUIRED_QUIZ'),
  subscription: () => appError('QUIZ_SUBSCRIPTION_REQUIRED'),
  allowance: () => appError('QUIZ_ALLOWANCE_EXHAUSTED'),
  hintSubscription: () => appError('QUIZ_HINT_SUBSCRIPTION_REQUIRED'),
  noHints: () => appError('QUIZ_NO_HINTS_LEFT'),
  notStarted: () => appError('QUIZ_NOT_STARTED'),
  saved: () => appError('QUIZ_ATTEMPT_SAVED'),
  finished: () => appError('QUIZ_ALREADY_FINISHED'),
  dataChanged: () => appError('QUIZ_DATA_CHANGED'),
  question: () => appError('QUIZ_QUESTION_NOT_FOUND'),
  answer: (why: string) => appError('QUIZ_ANSWER_INVALID', { details: [{ path: 'selectedAnswers', message: why }] }),
  submit: () => appError('QUIZ_SUBMIT_FAILED'),
  incomplete: () => appError('QUIZ_INCOMPLETE'),
  cooldown: () => appError('QUIZ_RETAKE_COOLDOWN'),
  noResult: () => appError('QUIZ_RESULT_NOT_FOUND'),
  noCertificate: () => appError('CERTIFICATE_NOT_FOUND'),
  name: () => appError('PROFILE_NAME_REQUIRED'),
};
