import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { http, queryClient } from '@academy/platform';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
export interface Reply {
  status?: number;
  data?: unknown;
}
type Handler = Reply | ((request: SeenRequest) => Reply | Promise<Reply>);

/** Answers the shared `http` client from a table (`'GET /client/subscriptions'`); anything else is a 404. */
export function mockApi(routes: Record<string, Handler>) {
  queryClient.clear();
  const calls: SeenRequest[] = [];
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const url = new URL(config.url ?? '', 'http://mock.test');
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
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
  return { calls, called: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route) };
}
