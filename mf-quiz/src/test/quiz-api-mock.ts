import {
  quizGradingOf,
  type QuizCard,
  type QuizCertificate,
  type QuizDetail,
  type QuizProgress,
  type QuizQuestion,
  type QuizResult,
} from '@academy/contracts';

/** The fixtures of this remote's tests; the mocked API is @academy/testing's. */
export { setupMockApi, reply } from '@academy/testing';

export function quizCard(overrides: Partial<QuizCard> = {}): QuizCard {
  return {
    id: 5,
    slug: 'what-is-bitcoin',
    blogId: 1,
    title: 'What is Bitcoin?',
    summary: 'The first cryptocurrency explained.',
    category: { id: 1, slug: 'blockchain-basics', name: 'Blockchain basics' },
    difficulty: 'BEGINNER',
    exclusive: false,
    rewardPoints: 50,
    questionCount: 3,
    physicalReward: null,
    myStatus: 'none',
    language: 'en',
    ...overrides,
  };
}

/** An attempt's questions as the player sees them (drawn from the pool, choices shuffled). */
export const attemptQuestions: QuizQuestion[] = [
  { id: 1, question: 'Who keeps the ledger?', choices: ['A bank', 'Every full node', 'Nobody'], selectCount: 1 },
  { id: 2, question: 'Pick the two true ones', choices: ['One', 'Two', 'Three', 'Four'], selectCount: 2 },
  { id: 3, question: 'How many bitcoin will exist?', choices: ['21 million', 'Unlimited'], selectCount: 1 },
];

export function quizDetail(overrides: Partial<QuizDetail> = {}): QuizDetail {
  return {
    ...quizCard(),
    version: 1,
    locked: false,
    retakeCooldownHours: 24,
    myAttempt: null,
    nextAttempt: { practice: false, unseenCount: 12, poolSize: 12, availableAt: null },
    myPoints: null,
    ...quizGradingOf(3),
    ...overrides,
  };
}

export function progress(overrides: Partial<QuizProgress> = {}): QuizProgress {
  return {
    quizId: 5,
    attemptId: 11,
    status: 'inprogress',
    version: 1,
    practice: false,
    questions: attemptQuestions,
    current: true,
    total: 3,
    answeredCount: 0,
    nextQuestionId: 1,
    answers: [],
    hints: [],
    remainingHints: 0,
    startedAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
    ...overrides,
  };
}

export function quizResult(overrides: Partial<QuizResult> = {}): QuizResult {
  return {
    quizId: 5,
    attemptId: 11,
    slug: 'what-is-bitcoin',
    title: 'What is Bitcoin?',
    correctCount: 2,
    total: 3,
    score: 66.6,
    grade: 'D',
    passed: false,
    practice: false,
    pointsEarned: 0,
    pointsIfSubscribed: 0,
    alreadyCredited: false,
    rewardPoints: 50,
    ...quizGradingOf(3),
    questions: [
      {
        id: 1,
        question: 'Who keeps the ledger?',
        choices: ['A bank', 'Every full node', 'Nobody'],
        selectedAnswers: [1],
        correctAnswers: [1],
        correct: true,
        explanation: 'Every full node keeps a copy.',
        section: 'a-shared-ledger',
      },
      {
        id: 2,
        question: 'Pick the two true ones',
        choices: ['One', 'Two', 'Three', 'Four'],
        selectedAnswers: [0, 1],
        correctAnswers: [0, 2],
        correct: false,
        explanation: 'One and three are true.',
        section: 'wallets-and-keys',
      },
      {
        id: 3,
        question: 'How many bitcoin will exist?',
        choices: ['21 million', 'Unlimited'],
        selectedAnswers: [0],
        correctAnswers: [0],
        correct: true,
        explanation: 'The supply is capped.',
        section: null,
      },
    ],
    rewardTracking: null,
    certificate: null,
    certificateNeedsName: false,
    startedAt: '2026-05-01T00:00:00.000Z',
    finishedAt: '2026-05-01T00:10:00.000Z',
    ...overrides,
  };
}

export function certificate(overrides: Partial<QuizCertificate> = {}): QuizCertificate {
  return {
    publicId: 'Zx9_publicCertificateId',
    holderName: 'Somchai Jaidee',
    holderNameSource: 'kyc',
    quizSlug: 'what-is-bitcoin',
    title: { en: 'What is Bitcoin?', th: 'บิตคอยน์คืออะไร' },
    grade: 'A+',
    score: 100,
    issuedAt: '2026-05-01T00:10:00.000Z',
    ...overrides,
  };
}
