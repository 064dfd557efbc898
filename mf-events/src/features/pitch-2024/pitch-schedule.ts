/**
 * The Next-generation business pitch 2024 (spec section 9, business-rules "Events"). Dates are
 * days in Thailand (UTC+7), where the event ran: a step covers its days from 00:00 to 24:00.
 */
export const PITCH_TEAM_MIN = 1;
export const PITCH_TEAM_MAX = 5;
export const PITCH_TIME_ZONE = 'Asia/Bangkok';

export type PitchStepKey = 'application' | 'judges' | 'onlinePitch' | 'finalists' | 'final' | 'awards';

export interface PitchStep {
  key: PitchStepKey;
  /** First day, `YYYY-MM-DD` in Thailand. */
  first: string;
  /** Last day when the step spans several days. */
  last?: string;
}

export const pitchSchedule: readonly PitchStep[] = [
  { key: 'application', first: '2024-09-16', last: '2024-10-06' },
  { key: 'judges', first: '2024-09-23' },
  { key: 'onlinePitch', first: '2024-10-14', last: '2024-10-15' },
  { key: 'finalists', first: '2024-10-16' },
  { key: 'final', first: '2024-10-19' },
  { key: 'awards', first: '2024-10-20' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight at the start of a day in Thailand. */
export function startOfPitchDay(day: string): Date {
  return new Date(`${day}T00:00:00+07:00`);
}

/** When a step begins and when it is over (the midnight after its last day). */
export function pitchStepWindow(step: PitchStep): { start: Date; end: Date } {
  return {
    start: startOfPitchDay(step.first),
    end: new Date(startOfPitchDay(step.last ?? step.first).getTime() + DAY_MS),
  };
}

export type PitchStepStatus = 'upcoming' | 'now' | 'done';

export function pitchStepStatus(step: PitchStep, now: Date): PitchStepStatus {
  const { start, end } = pitchStepWindow(step);
  if (now < start) return 'upcoming';
  return now < end ? 'now' : 'done';
}

export const applicationStep: PitchStep = pitchSchedule[0]!;

/** Whether applications are not open yet, open, or closed, at a given moment. */
export function applicationStatus(now: Date): 'upcoming' | 'open' | 'closed' {
  const status = pitchStepStatus(applicationStep, now);
  return status === 'now' ? 'open' : status === 'done' ? 'closed' : 'upcoming';
}
