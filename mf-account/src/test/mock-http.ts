import { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { AccountUser, AuthResponse } from '@academy/contracts';
import { http, queryClient } from '@academy/platform';

export interface SeenRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string>;
}
export interface Reply {
  status?: number;
  data?: unknown;
}
type Handler = Reply | ((request: SeenRequest) => Reply | Promise<Reply>);

const parseBody = (data: unknown) => {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
};

/**
 * Answer an axios client's requests from a table (`'POST /client/user-clients/login'`), so the
 * platform's interceptors (headers, error mapping, toasts) run as in the browser. Anything else
 * is a 404. `calls` records every request.
 */
export function mockHttp(client: AxiosInstance, routes: Record<string, Handler>) {
  const calls: SeenRequest[] = [];
  client.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '', 'http://mock.test');
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      params: { ...Object.fromEntries(url.searchParams), ...(config.params ?? {}) },
      body: parseBody(config.data),
      headers: Object.fromEntries(Object.entries(config.headers.toJSON()).map(([k, v]) => [k, String(v)])),
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
  return { calls, routes, called: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route) };
}

export const mockApi = (routes: Record<string, Handler>) => mockHttp(http, routes);

export const apiError = (status: number, code: string): Reply => ({
  status,
  data: { statusCode: status, code, message: code },
});

export function accountUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 7,
    email: 'somchai@example.com',
    emailVerified: true,
    language: 'en',
    point: 120,
    kub: 1.2,
    subscription: null,
    bkNext: null,
    name: 'Somchai',
    surname: 'Jaidee',
    lastName: null,
    phoneNumber: null,
    tel: null,
    address: null,
    province: null,
    postcode: null,
    remark: null,
    phishingWords: null,
    walletAddress: null,
    walletAddressBitkubNext: null,
    agreeToUpdate: false,
    kycStatus: 'unverified',
    profileImage: null,
    hasPassword: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const authResponse = (overrides: Partial<AccountUser> = {}, token = 'session-token'): AuthResponse => ({
  token,
  expiresAt: '2099-01-01T00:00:00.000Z',
  user: accountUser(overrides),
});

/** The calls every sign-in makes afterwards (refresh of the stored user). */
export const refreshRoutes = (overrides: Partial<AccountUser> = {}, point = 150) => ({
  'POST /client/user-clients/me': { data: accountUser(overrides) },
  'GET /client/v2/profile': { data: { id: 7, email: 'somchai@example.com', point } },
});

beforeEach(() => {
  // nothing reaches the network: unmocked requests answer 404
  mockApi({});
  queryClient.clear();
  sessionStorage.clear();
  localStorage.clear();
});
