import { expectSignOutDropsUserQueries } from '@academy/testing';
import { subscriptionKeys } from './query-keys';

it("sign-out drops the user's orders and keeps the packages on offer", () =>
  expectSignOutDropsUserQueries([subscriptionKeys.order('order-key')], [subscriptionKeys.packages()]));
