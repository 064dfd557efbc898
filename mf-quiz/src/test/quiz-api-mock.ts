import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { QuizCard, QuizDetail, QuizProgress, QuizResult, QuizCertificate } from '@academy/contracts';
import { http, queryClient } from '@academy/platform';

/** What a mocked endpoint answers: a body (200), `{ status, body }`, or `'network'` for a dropped connection. */
export type MockAnswer = unknown;
export interface MockRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
}
type Handler = (request: MockRequest) => MockAnswer | Promise<MockAnswer>;

export const reply = (
  status: number,
  body: unknown = { statusCode: status, code: status === 404 ? 'NOT_FOUND' : 'INTERNAL', message: 'x' },
) => ({
  __reply: true as const,
  status,
  body,
});
export const networkError = { __network: true as const };

/**
 * Mocks the platform's axios instance (its adapter) per test: `mockApi({ 'GET /client/x': body })`.
 * Unmocked calls answer 404. Every call is recorded in `calls`. The query cache is cleared
 * between tests and failed queries are not retried.
 */
export function setupMockApi() {
  const original = http.defaults.adapter;
  let handlers: Record<string, Handler | MockAnswer> = {};
  const calls: MockRequest[] = [];

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '', 'http://api.test');
    const params = { ...Object.fromEntries(url.searchParams), ...(config.params as Record<string, unknown>) };
    const method = (config.method ?? 'get').toUpperCase();
    const headers = AxiosHeaders.from(config.headers).toJSON();
    const request: MockRequest = {
      method,
      path: url.pathname,
      params,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers,
    };
    calls.push(request);
    const key = `${method} ${url.pathname}`;
    const entry = key in handlers ? handlers[key] : reply(404);
    const answer = typeof entry === 'function' ? await (entry as Handler)(request) : entry;
    if (answer && typeof answer === 'object' && '__network' in answer) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const isReply = answer && typeof answer === 'object' && '__reply' in answer;
    const status = isReply ? (answer as ReturnType<typeof reply>).status : 200;
    const data = isReply ? (answer as ReturnType<typeof reply>).body : answer;
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status < 200 || status >= 300) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };

  beforeEach(() => {
    handlers = {};
    calls.length = 0;
    queryClient.clear();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    http.defaults.adapter = adapter;
  });
  afterEach(() => {
    http.defaults.adapter = original;
    queryClient.clear();
  });

  return {
    calls,
    /** Adds (or replaces) the answers of some endpoints for the current test. */
    mockApi(next: Record<string, Handler | MockAnswer>) {
      handlers = { ...handlers, ...next };
    },
    callsTo(key: string) {
      return calls.filter((call) => `${call.method} ${call.path}` === key);
    },
  };
}

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

export function quizDetail(overrides: Partial<QuizDetail> = {}): QuizDetail {
  return {
    ...quizCard(),
    version: 1,
    locked: false,
    questions: [
      { id: 1, question: 'Who keeps the ledger?', choices: ['A bank', 'Every full node', 'Nobody'], selectCount: 1 },
      { id: 2, question: 'Pick the two true ones', choices: ['One', 'Two', 'Three', 'Four'], selectCount: 2 },
      { id: 3, question: 'How many bitcoin will exist?', choices: ['21 million', 'Unlimited'], selectCount: 1 },
    ],
    myAttempt: null,
    ...overrides,
  };
}

export function progress(overrides: Partial<QuizProgress> = {}): QuizProgress {
  return {
    quizId: 5,
    attemptId: 11,
    status: 'inprogress',
    version: 1,
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
    pointsEarned: 0,
    pointsIfSubscribed: 0,
    alreadyCredited: false,
    rewardPoints: 50,
    questions: [
      {
        id: 1,
        question: 'Who keeps the ledger?',
        choices: ['A bank', 'Every full node', 'Nobody'],
        selectedAnswers: [1],
        correctAnswers: [1],
        correct: true,
        explanation: 'Every full node keeps a copy.',
      },
      {
        id: 2,
        question: 'Pick the two true ones',
        choices: ['One', 'Two', 'Three', 'Four'],
        selectedAnswers: [0, 1],
        correctAnswers: [0, 2],
        correct: false,
        explanation: 'One and three are true.',
      },
      {
        id: 3,
        question: 'How many bitcoin will exist?',
        choices: ['21 million', 'Unlimited'],
        selectedAnswers: [0],
        correctAnswers: [0],
        correct: true,
        explanation: 'The supply is capped.',
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
    quizSlug: 'what-is-bitcoin',
    title: { en: 'What is Bitcoin?', th: 'บิตคอยน์คืออะไร' },
    grade: 'A+',
    score: 100,
    issuedAt: '2026-05-01T00:10:00.000Z',
    ...overrides,
  };
}
