import { applicationStatus, pitchSchedule, pitchStepStatus } from './pitch-schedule';

describe('pitch schedule', () => {
  it('opens applications on 16 September and closes them after 6 October 2024, Thai time', () => {
    expect(applicationStatus(new Date('2024-09-15T16:59:59Z'))).toBe('upcoming');
    expect(applicationStatus(new Date('2024-09-15T17:00:00Z'))).toBe('open');
    expect(applicationStatus(new Date('2024-10-06T16:59:59Z'))).toBe('open');
    expect(applicationStatus(new Date('2024-10-06T17:00:00Z'))).toBe('closed');
    expect(applicationStatus(new Date('2026-01-01T00:00:00Z'))).toBe('closed');
  });

  it('marks the online pitch as running on both of its days', () => {
    const onlinePitch = pitchSchedule.find((step) => step.key === 'onlinePitch')!;
    expect(pitchStepStatus(onlinePitch, new Date('2024-10-15T12:00:00+07:00'))).toBe('now');
    expect(pitchStepStatus(onlinePitch, new Date('2024-10-16T00:00:00+07:00'))).toBe('done');
  });
});
