import { act } from '@testing-library/react';
import type {
  PopQuizAvailable,
  PopQuizCard,
  PopQuizHistoryItem,
  PopQuizQuestion,
  PopQuizResult,
} from '@academy/contracts';
import { useSessionStore } from '@academy/platform';

export { mockApi, apiError } from '@academy/testing';

/** Signs a learner in (not identity-verified unless `patch` says so). */
export const signIn = (patch: Record<string, unknown> = {}) =>
  act(() =>
    useSessionStore.setState({
      user: { id: 5, point: 100, kub: 1, subscription: null, bkNext: null, ...patch },
    }),
  );

export const NOW = '2026-11-23T12:10:00.000Z';

export function card(overrides: Partial<PopQuizCard> = {}): PopQuizCard {
  return {
    id: 7,
    kind: 'rolling',
    topic: null,
    startsAt: '2026-11-23T12:00:00.000Z',
    endsAt: '2026-11-23T12:30:00.000Z',
    timeLimitSeconds: 30,
    rewardPoints: 25,
    rewardKkub: null,
    rewardQuota: 20,
    rewardRemaining: 12,
    status: 'active',
    myStatus: null,
    canPlay: false,
    revealAt: '2026-11-23T12:30:30.000Z',
    ...overrides,
  };
}

export function available(overrides: Partial<PopQuizAvailable> = {}): PopQuizAvailable {
  return {
    serverNow: NOW,
    cooldownEndsAt: null,
    nextPopQuizAt: '2026-11-23T12:30:00.000Z',
    nextAvailableAt: null,
    items: [
      card(),
      card({ id: 8, status: 'upcoming', startsAt: '2026-11-23T12:30:00.000Z', endsAt: '2026-11-23T13:00:00.000Z' }),
    ],
    ...overrides,
  };
}

export function question(overrides: Partial<PopQuizQuestion> = {}): PopQuizQuestion {
  return {
    popQuizId: 7,
    questionId: 3,
    topic: { slug: 'bitcoin', name: 'Bitcoin' },
    question: 'What is the maximum number of bitcoins that will ever exist?',
    choices: ['1 million', '21 million', '100 million', 'There is no limit'],
    multiple: false,
    timeLimitSeconds: 30,
    rewardPoints: 25,
    rewardKkub: null,
    status: 'inprogress',
    serverNow: NOW,
    openedAt: NOW,
    deadline: '2026-11-23T12:10:30.000Z',
    secondsLeft: 30,
    hint: null,
    revealAt: '2026-11-23T12:30:30.000Z',
    revealsAnswer: true,
    practice: false,
    result: null,
    ...overrides,
  };
}

export function result(overrides: Partial<PopQuizResult> = {}): PopQuizResult {
  return {
    popQuizId: 7,
    questionId: 3,
    status: 'completed',
    correct: true,
    timeOver: false,
    selectedAnswers: [1],
    // While anyone can still answer the window, the server says right or wrong only.
    answer: null,
    revealAt: '2026-11-23T12:30:30.000Z',
    revealsAnswer: true,
    practice: false,
    pointsEarned: 25,
    kkub: null,
    messageCode: null,
    point: 125,
    cooldownEndsAt: '2026-11-23T12:20:05.000Z',
    ...overrides,
  };
}

/** One try as the history lists show it (a completed one whose answer is not shown yet, unless overridden). */
export function historyItem(overrides: Partial<PopQuizHistoryItem> = {}): PopQuizHistoryItem {
  return {
    id: 40,
    popQuizId: 9,
    questionId: 3,
    questionTitle: 'Who published the Bitcoin white paper?',
    topic: { slug: 'bitcoin', name: 'Bitcoin' },
    status: 'completed',
    timeOver: false,
    openedAt: '2026-11-22T10:00:00.000Z',
    completedDate: '2026-11-22T10:00:12.000Z',
    duration: 12,
    rewardPoint: 10,
    amount: 0.1,
    result: 'pass',
    kkub: null,
    revealAt: '2026-11-22T10:30:30.000Z',
    revealsAnswer: true,
    practice: false,
    answer: null,
    ...overrides,
  };
}
