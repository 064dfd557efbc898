import { appError } from '../../../../lib/app-error.ts';

/** The pop quiz play errors, with the catalogue's codes and messages. */
export const popQuizErrors = {
  expired: () => appError('POP_QUIZ_EXPIRED'),
  outOfReward: () => appError('POP_QUIZ_OUT_OF_REWARD'),
  notAvailable: () => appError('POP_QUIZ_NOT_AVAILABLE'),
  notStarted: () => appError('QUIZ_NOT_STARTED'),
  timeOver: () => appError('QUIZ_TIME_OVER'),
  submitFailed: () => appError('QUIZ_SUBMIT_FAILED'),
  hintSubscription: () => appError('QUIZ_HINT_SUBSCRIPTION_REQUIRED'),
  noHints: () => appError('QUIZ_NO_HINTS_LEFT'),
};
