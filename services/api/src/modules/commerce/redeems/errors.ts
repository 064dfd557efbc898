import { appError } from '../../../lib/app-error.ts';

/** The spec's Redeem catalogue (section 8), in business-rules.md's order. */
export const redeemErrors = {
  kyc: () => appError('REDEEM_KYC_NEEDED'),
  subscription: () => appError('REDEEM_SUBSCRIPTION_REQUIRED'),
  outOfRewards: () => appError('REDEEM_OUT_OF_REWARDS'),
  limit: () => appError('REDEEM_LIMIT_EXCEEDED'),
  points: () => appError('REDEEM_INSUFFICIENT_POINTS'),
  failed: () => appError('REDEEM_FAILED'),
  wallet: () => appError('REDEEM_WALLET_NOT_LINKED'),
};
