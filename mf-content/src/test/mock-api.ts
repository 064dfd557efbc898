import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { BlogCard, BlogDetail, Category, GlossaryTerm } from '@academy/contracts';
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

export const categories: Category[] = [
  { id: 1, slug: 'blockchain-basics', name_en: 'Blockchain basics', name_th: 'พื้นฐานบล็อกเชน', ranking: 1 },
  { id: 2, slug: 'defi', name_en: 'DeFi', name_th: 'DeFi', ranking: 2 },
  { id: 3, slug: 'nft', name_en: 'NFTs', name_th: 'NFT', ranking: 3 },
  { id: 4, slug: 'market-updates', name_en: 'Market updates', name_th: 'อัปเดตตลาด', ranking: 4 },
];

export function blogCard(overrides: Partial<BlogCard> = {}): BlogCard {
  return {
    id: 1,
    slug: 'what-is-bitcoin',
    title: 'What is Bitcoin?',
    summary: 'The first cryptocurrency explained.',
    category: { id: 1, slug: 'blockchain-basics', name: 'Blockchain basics' },
    difficulty: 'BEGINNER',
    readingTime: 6,
    exclusive: false,
    highlight: false,
    viewCount: 1234,
    tags: ['bitcoin'],
    publishedAt: '2026-01-01',
    language: 'en',
    fallback: false,
    ...overrides,
  };
}

export function blogDetail(overrides: Partial<BlogDetail> = {}): BlogDetail {
  return {
    ...blogCard(),
    body: 'Bitcoin is money.\n\n## How it works\n\nBlocks.\n\n### Mining\n\nHashes.\n\n## Why it matters\n\nFreedom.',
    teaser: null,
    locked: false,
    quizSlug: 'what-is-bitcoin',
    related: [blogCard({ id: 2, slug: 'what-is-a-wallet', title: 'What is a wallet?' })],
    alternates: { en: true, th: true },
    ...overrides,
  };
}

export function glossaryTerm(overrides: Partial<GlossaryTerm> = {}): GlossaryTerm {
  return {
    id: 42,
    slug: 'blockchain',
    tag: 'blockchain',
    term: 'Blockchain',
    definition: 'A shared ledger kept by many computers.',
    bucket: 'B',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
