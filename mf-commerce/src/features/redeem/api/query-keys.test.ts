import { expectSignOutDropsUserQueries } from '@academy/testing';
import { redeemKeys } from './query-keys';

it("sign-out drops the user's rewards, redeem history and trackings, and keeps the visitors' catalogue", () =>
  expectSignOutDropsUserQueries(
    [redeemKeys.available(7), redeemKeys.histories(7), redeemKeys.trackings(7)],
    [redeemKeys.available(null)],
  ));
