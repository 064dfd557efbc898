import type { RewardTrackingStatus } from '@academy/contracts';

/** The chip colour of a tracking status: done green, failed red, on its way neutral. */
export const statusColor = (status: RewardTrackingStatus): 'error' | 'success' | 'default' =>
  status === 'failed' ? 'error' : status === 'completed' || status === 'delivered' ? 'success' : 'default';
