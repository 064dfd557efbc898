import type { HackathonPlaceStatus, HackathonTeamStatus } from '@academy/contracts';

type ChipColor = 'success' | 'warning' | 'error' | 'default';

const placeColors: Record<HackathonPlaceStatus, ChipColor> = {
  accepted: 'success',
  pending: 'warning',
  declined: 'error',
  expired: 'default',
};

/** The chip colour of a member's place: accepted green, declined red, expired grey, pending amber. */
export const placeColor = (status: HackathonPlaceStatus): ChipColor => placeColors[status];

/** The chip colour of a team: complete green, incomplete red, pending amber. */
export const teamColor = (status: HackathonTeamStatus): ChipColor =>
  status === 'complete' ? 'success' : status === 'incomplete' ? 'error' : 'warning';
