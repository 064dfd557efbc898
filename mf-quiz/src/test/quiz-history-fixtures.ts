// The quiz history page's tests share these: a signed-in learner, their learning progress (30 days
// of points) and a main quiz's history record.
import { act } from '@testing-library/react';
import type { LearningProgress, QuizHistoryRecord } from '@academy/contracts';
import { useSessionStore } from '@academy/platform';

export const signIn = () =>
  act(() =>
    useSessionStore.setState({
      user: { id: 5, point: 100, kub: 1, subscription: null, bkNext: null },
    }),
  );

export const days = (today: string, points: Record<string, number> = {}) =>
  Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) - (29 - i) * 86_400_000).toISOString().slice(0, 10);
    return { day, points: points[day] ?? 0 };
  });

export const progress = (overrides: Partial<LearningProgress> = {}): LearningProgress => ({
  today: '2026-11-23',
  streak: 1,
  best: 4,
  activeToday: true,
  pointsByDay: days('2026-11-23', { '2026-11-23': 40, '2026-11-20': 15 }),
  ...overrides,
});

export const record = (overrides: Partial<QuizHistoryRecord> = {}): QuizHistoryRecord => ({
  id: 11,
  quizId: 3,
  slug: 'what-is-bitcoin',
  questionTitle: 'What is Bitcoin?',
  completedDate: '2026-11-23T03:00:00.000Z',
  duration: 125,
  rewardPoint: 40,
  amount: 40,
  result: 'pass',
  grade: 'A',
  score: 90,
  pointsIfSubscribed: 0,
  alreadyCredited: false,
  practice: false,
  certificateId: 'cert-public-id-1',
  ...overrides,
});
