import { AxiosError, AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { http, queryClient } from '@academy/platform';

/** A request the mocked client saw. */
export interface SeenRequest {
  method: string;
  path: string;
  /** The query: the URL's search parameters and axios' `params`, as given. */
  params: Record<string, unknown>;
  /** The same query with every value as a string. */
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}
/** What a mocked endpoint answers: `{ status?, data? }` (200 and null by default). */
export interface Reply {
  status?: number;
  data?: unknown;
}
/** A dropped connection (no response at all). */
export const networkError = { __network: true as const };
type Answer = Reply | typeof networkError;
export type Handler = Answer | ((request: SeenRequest) => Answer | Promise<Answer>);

/** An API error in the one error shape `{ statusCode, code, message }`. */
export const apiError = (status: number, code: string, message: string = code): Reply => ({
  status,
  data: { statusCode: status, code, message },
});

const notMocked = apiError(404, 'NOT_FOUND', 'not mocked');

const parseBody = (data: unknown) => {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
};

/**
 * Answers an axios client's requests from a table (`'POST /client/user-clients/login'`) through its
 * adapter, so the platform's interceptors (headers, error mapping, toasts) run as in the browser.
 * Anything not in the table is a 404. `calls` records every request; `called(route)` those of one.
 */
export function mockHttp(client: AxiosInstance, routes: Record<string, Handler>, calls: SeenRequest[] = []) {
  client.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '', 'http://mock.test');
    const params = { ...Object.fromEntries(url.searchParams), ...((config.params ?? {}) as Record<string, unknown>) };
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      params,
      query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
      body: parseBody(config.data),
      headers: Object.fromEntries(
        Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([k, v]) => [k, String(v)]),
      ),
    };
    calls.push(request);
    const handler = routes[`${request.method} ${request.path}`] ?? notMocked;
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    if ('__network' in answer) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const status = answer.status ?? 200;
    const response = { data: answer.data ?? null, status, statusText: String(status), headers: {}, config };
    // as axios settles: the request's own validateStatus (a page that reads a 409's body), else 2xx
    if (config.validateStatus ? config.validateStatus(status) : status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
      config,
      null,
      response,
    );
  };
  return { calls, routes, called: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route) };
}

/** `mockHttp` on the platform's shared client, with an empty query cache. */
export function mockApi(routes: Record<string, Handler>) {
  queryClient.clear();
  return mockHttp(http, routes);
}

/** A body answer in `setupMockApi`'s tables: `reply(status, body)`; a plain value is a 200 body. */
export const reply = (
  status: number,
  body: unknown = apiError(status, status === 404 ? 'NOT_FOUND' : 'INTERNAL', 'x').data,
) => ({
  __reply: true as const,
  status,
  body,
});
type BodyHandler = (request: SeenRequest) => unknown;

const toAnswer = (value: unknown): Answer => {
  if (value && typeof value === 'object' && '__network' in value) return networkError;
  if (value && typeof value === 'object' && '__reply' in value) {
    const { status, body } = value as ReturnType<typeof reply>;
    return { status, data: body };
  }
  return { data: value };
};

/**
 * The per-test form: call once in a test file; every test starts with no endpoints mocked, an
 * empty query cache and no retries, and `mockApi({ 'GET /client/x': body })` adds answers (a plain
 * value is a 200 body, `reply(status, body)` another status, `networkError` a dropped connection).
 */
export function setupMockApi() {
  const original = http.defaults.adapter;
  const routes: Record<string, Handler> = {};
  const calls: SeenRequest[] = [];

  beforeEach(() => {
    for (const key of Object.keys(routes)) delete routes[key];
    calls.length = 0;
    queryClient.clear();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    mockHttp(http, routes, calls);
  });
  afterEach(() => {
    http.defaults.adapter = original;
    queryClient.clear();
  });

  return {
    calls,
    /** Adds (or replaces) the answers of some endpoints for the current test. */
    mockApi(next: Record<string, BodyHandler | unknown>) {
      for (const [key, entry] of Object.entries(next)) {
        routes[key] = async (request: SeenRequest) =>
          toAnswer(typeof entry === 'function' ? await (entry as BodyHandler)(request) : entry);
      }
    },
    callsTo(route: string) {
      return calls.filter((call) => `${call.method} ${call.path}` === route);
    },
  };
}
