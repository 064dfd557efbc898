import { AppError } from '../../lib/app-error.ts';

/** The main quiz's errors, with the catalogue's codes and messages. */
export const quizErrors = {
  notFound: () => new AppError(404, 'NOT_FOUND', 'Quiz not found'),
  kyc: () => new AppError(403, 'KYC_REQUIRED_QUIZ', 'Please complete your KYC verification before doing a quiz'),
  subscription: () => new AppError(403, 'QUIZ_SUBSCRIPTION_REQUIRED', 'This quiz needs an active subscription'),
  allowance: () => new AppError(409, 'QUIZ_ALLOWANCE_EXHAUSTED', 'You have no main quizzes left in your subscription'),
  hintSubscription: () => new AppError(403, 'QUIZ_HINT_SUBSCRIPTION_REQUIRED', 'Hints are for subscribers'),
  noHints: () => new AppError(409, 'QUIZ_NO_HINTS_LEFT', 'You have no hints left'),
  notStarted: () => new AppError(409, 'QUIZ_NOT_STARTED', 'Start the quiz first'),
  saved: () => new AppError(409, 'QUIZ_ATTEMPT_SAVED', 'The attempt is saved for later; start the quiz to resume it'),
  finished: () => new AppError(409, 'QUIZ_ALREADY_FINISHED', 'This attempt is already finished'),
  dataChanged: () => new AppError(409, 'QUIZ_DATA_CHANGED', 'Data has been changed'),
  question: () => new AppError(404, 'QUIZ_QUESTION_NOT_FOUND', 'No such question in this quiz'),
  answer: (why: string) => new AppError(400, 'QUIZ_ANSWER_INVALID', `Invalid answer: ${why}`),
  submit: () => new AppError(409, 'QUIZ_SUBMIT_FAILED', 'Submit Fail!'),
  incomplete: () => new AppError(409, 'QUIZ_INCOMPLETE', 'Answer every question before finishing'),
  cooldown: (availableAt: Date) =>
    new AppError(409, 'QUIZ_RETAKE_COOLDOWN', `You can retake this quiz from ${availableAt.toISOString()}`),
  noResult: () => new AppError(404, 'QUIZ_RESULT_NOT_FOUND', 'No finished attempt of this quiz'),
  noCertificate: () => new AppError(404, 'CERTIFICATE_NOT_FOUND', 'Certificate not found'),
  name: () => new AppError(409, 'PROFILE_NAME_REQUIRED', 'Please enter a profile name'),
};
