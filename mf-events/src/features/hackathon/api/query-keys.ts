import { userKey } from '@academy/platform';
import type { UserId } from '@academy/contracts';

/**
 * The hackathon's query keys. The registration window is the same for everyone; the signed-in
 * user's invitations and teams are under the platform's user root, so signing out drops them.
 */
export const hackathonKeys = {
  all: ['events', 'hackathon'] as const,
  registrationWindow: () => [...hackathonKeys.all, 'registration-window'] as const,
  mine: userKey('events', 'hackathon'),
  invitations: (userId: UserId | null) => [...hackathonKeys.mine, 'invitations', userId] as const,
  myTeams: (userId: UserId | null) => [...hackathonKeys.mine, 'teams', userId] as const,
};
