import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { PopQuizAvailable, PopQuizCard, PopQuizQuestion, PopQuizResult } from '@academy/contracts';
import { http, queryClient } from '@academy/platform';

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}
export interface Reply {
  status?: number;
  data?: unknown;
}
type Handler = Reply | ((request: SeenRequest) => Reply | Promise<Reply>);

/** Answers the shared `http` client from a table (`'GET /client/pop-quizs-available'`); anything else is a 404. */
export function mockApi(routes: Record<string, Handler>) {
  queryClient.clear();
  const calls: SeenRequest[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '', 'http://mock.test');
    const query = Object.fromEntries(
      Object.entries((config.params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
    );
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      query,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    const reply: Reply = handler
      ? typeof handler === 'function'
        ? await handler(request)
        : handler
      : { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'not mocked' } };
    const status = reply.status ?? 200;
    const response = { data: reply.data ?? null, status, statusText: '', headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError('failed', String(status), config, {}, response);
  };
  return { calls, called: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route) };
}

export const apiError = (status: number, code: string, message: string): Reply => ({
  status,
  data: { statusCode: status, code, message },
});

export const NOW = '2026-11-23T12:10:00.000Z';

export function card(overrides: Partial<PopQuizCard> = {}): PopQuizCard {
  return {
    id: 7,
    kind: 'rolling',
    topic: { slug: 'bitcoin', name: 'Bitcoin' },
    startsAt: '2026-11-23T12:00:00.000Z',
    endsAt: '2026-11-23T12:30:00.000Z',
    timeLimitSeconds: 30,
    rewardPoints: 25,
    rewardQuota: 20,
    rewardRemaining: 12,
    status: 'active',
    myStatus: null,
    canPlay: false,
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
    status: 'inprogress',
    serverNow: NOW,
    openedAt: NOW,
    deadline: '2026-11-23T12:10:30.000Z',
    secondsLeft: 30,
    hint: null,
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
    correctAnswers: [1],
    explanation: 'Bitcoin issuance converges to just under 21 million coins.',
    pointsEarned: 25,
    messageCode: null,
    point: 125,
    cooldownEndsAt: '2026-11-23T12:20:05.000Z',
    ...overrides,
  };
}
