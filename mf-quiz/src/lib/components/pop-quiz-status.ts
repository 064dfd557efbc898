import type { PopQuizHistoryStatus } from '@academy/contracts';

/** The chip colour of a pop quiz try's status, the same on the cards and in the history. */
export const popQuizStatusColor: Record<PopQuizHistoryStatus, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  completed: 'success',
  failed: 'error',
  outofreward: 'warning',
  inprogress: 'info',
  pending: 'default',
};
