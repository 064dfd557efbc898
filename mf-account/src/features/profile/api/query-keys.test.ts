import { favouriteKeys } from '@academy/platform';
import { expectSignOutDropsUserQueries } from '@academy/testing';
import { profileKeys, provinceKeys } from './query-keys';

it("sign-out drops the user's balance, points, subscription, KYC prefill, quizzes and favourites, not the provinces", () =>
  expectSignOutDropsUserQueries(
    [
      profileKeys.kubBalance(7),
      profileKeys.pointsHistory(7, 0),
      profileKeys.subscription(7),
      profileKeys.kycPrefill(),
      profileKeys.myQuizzes(7, 'saved', '', 0),
      favouriteKeys.list('en', 0),
    ],
    [provinceKeys.all],
  ));
