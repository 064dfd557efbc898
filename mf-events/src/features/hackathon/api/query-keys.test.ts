import { expectSignOutDropsUserQueries } from '@academy/testing';
import { hackathonKeys } from './query-keys';

it("sign-out drops the user's invitations and teams, and keeps the registration window", () =>
  expectSignOutDropsUserQueries(
    [hackathonKeys.invitations(7), hackathonKeys.myTeams(7)],
    [hackathonKeys.registrationWindow()],
  ));
