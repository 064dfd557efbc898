/**
 * The wallet KKUB payouts and member cards go to: the one the exchange linked to the account
 * (set by the exchange sign-on only), never the profile's free-typed `walletAddress`.
 */
export const payoutWallet = (user: { walletAddressBitkubNext: string | null }) => user.walletAddressBitkubNext ?? null;
