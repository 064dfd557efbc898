import { AppError } from '../../lib/app-error.ts';

/** The pop quiz play errors, with the catalogue's codes and messages. */
export const popQuizErrors = {
  expired: () => new AppError(409, 'POP_QUIZ_EXPIRED', 'Pop Quiz is expired'),
  outOfReward: () => new AppError(409, 'POP_QUIZ_OUT_OF_REWARD', 'Pop Quiz out of reward'),
  notAvailable: () => new AppError(409, 'POP_QUIZ_NOT_AVAILABLE', 'The next pop quiz is not available yet.'),
  notStarted: () => new AppError(409, 'QUIZ_NOT_STARTED', 'Start the pop quiz first'),
  timeOver: () => new AppError(409, 'QUIZ_TIME_OVER', 'Time over.'),
  submitFailed: () => new AppError(409, 'QUIZ_SUBMIT_FAILED', 'Submit Fail!'),
  hintSubscription: () => new AppError(403, 'QUIZ_HINT_SUBSCRIPTION_REQUIRED', 'Hints are for subscribers'),
  noHints: () => new AppError(409, 'QUIZ_NO_HINTS_LEFT', 'You have no hints left'),
};
