import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { act } from '@testing-library/react';
import { createHttpClient, RequestError } from './http';
import { createPlatformScope } from './providers';
import { setPlatformScopeResolver } from './scope';
import { i18n } from './i18n';
import { initialSettings, useSessionStore } from './session-store';
import { toast as toastMock } from './toast';

jest.mock('./toast', () => ({ toast: jest.fn() }));

const user = { id: 1, point: 10, kub: 0, subscription: null, bkNext: null };

function clientAnswering(answer: (config: InternalAxiosRequestConfig) => Promise<unknown>) {
  const seen: InternalAxiosRequestConfig[] = [];
  const client = createHttpClient('http://api.test');
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return answer(config) as never;
  };
  client.defaults.adapter = adapter;
  return { client, seen };
}

const ok = (config: InternalAxiosRequestConfig) =>
  Promise.resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config });
const failWith = (status: number, data: unknown) => (config: InternalAxiosRequestConfig) =>
  Promise.reject(
    new AxiosError('failed', undefined, config, {}, { data, status, statusText: '', headers: {}, config }),
  );

const toast = toastMock as jest.Mock;
beforeEach(async () => {
  useSessionStore.setState({ user: null, checked: true, settings: initialSettings, kycPrompt: null });
  await i18n.changeLanguage('en');
  toast.mockClear();
});

describe('http client', () => {
  it('has the configured base URL, no timeout, credentials (the session cookie) and the XSRF names of the spec', () => {
    const client = createHttpClient('http://api.test');
    expect(client.defaults.baseURL).toBe('http://api.test');
    expect(client.defaults.timeout).toBe(0);
    expect(client.defaults.withCredentials).toBe(true);
    expect(client.defaults.withXSRFToken).toBe(true);
    expect(client.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(client.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
  });

  it('sends the lang header and no session headers for a visitor', async () => {
    const { client, seen } = clientAnswering(ok);
    await i18n.changeLanguage('th');
    await client.get('/client/categories');
    const headers = seen[0]!.headers;
    expect(headers.get('lang')).toBe('th');
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('type')).toBe(false);
    expect(headers.has('token')).toBe(false);
  });

  it('a signed-in user: type=user and no token header of any kind (the session is the HttpOnly cookie)', async () => {
    const { client, seen } = clientAnswering(ok);
    act(() => useSessionStore.getState().login(user));
    await client.get('/client/v2/profile');
    expect(seen[0]!.headers.get('type')).toBe('user');
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
    expect(seen[0]!.headers.has('token')).toBe(false);
    expect(seen[0]!.withCredentials).toBe(true);
    act(() => useSessionStore.getState().logout());
    await client.get('/client/categories');
    expect(seen[1]!.headers.has('type')).toBe(false);
  });

  it("on the server, passes the learner's request on: its id, its address and a timeout", async () => {
    const { client, seen } = clientAnswering(ok);
    const scope = createPlatformScope({
      language: 'en',
      apiUrl: 'http://api.internal:1337',
      serverRequest: { requestId: 'req-42', forwardedFor: '203.0.113.9', timeoutMs: 2500 },
    });
    setPlatformScopeResolver(() => scope);
    try {
      await client.get('/client/categories');
    } finally {
      setPlatformScopeResolver(undefined);
    }
    expect(seen[0]!.baseURL).toBe('http://api.internal:1337');
    expect(seen[0]!.headers.get('X-Request-Id')).toBe('req-42');
    expect(seen[0]!.headers.get('X-Forwarded-For')).toBe('203.0.113.9');
    expect(seen[0]!.timeout).toBe(2500);
    // in the browser: none of it
    await client.get('/client/categories');
    expect(seen[1]!.headers.has('X-Request-Id')).toBe(false);
    expect(seen[1]!.headers.has('X-Forwarded-For')).toBe(false);
    expect(seen[1]!.timeout).toBe(0);
  });

  it('treats any status outside 200-299 as a failure', () => {
    const client = createHttpClient('http://api.test');
    const validate = client.defaults.validateStatus!;
    expect([200, 204, 299].map(validate)).toEqual([true, true, true]);
    expect([199, 300, 304, 404, 500].map(validate)).toEqual([false, false, false, false, false]);
  });

  it('maps an API error code to its localized catalogue message and toasts it', async () => {
    const { client } = clientAnswering(failWith(400, { statusCode: 400, code: 'COUPON_INVALID', message: 'x' }));
    await expect(client.get('/client/coupon-codes/check')).rejects.toMatchObject({
      code: 'COUPON_INVALID',
      message: 'This coupon is invalid.',
      status: 400,
    });
    expect(toast).toHaveBeenCalledWith('This coupon is invalid.', 'error');
    await i18n.changeLanguage('th');
    await expect(client.get('/x')).rejects.toMatchObject({ message: 'คูปองนี้ไม่ถูกต้อง' });
  });

  it('a CSRF refusal (403 CSRF_REJECTED) reads as its own message, in English and Thai', async () => {
    const { client } = clientAnswering(failWith(403, { statusCode: 403, code: 'CSRF_REJECTED', message: 'x' }));
    await expect(client.patch('/client/user-clients/me', {})).rejects.toMatchObject({
      code: 'CSRF_REJECTED',
      message: 'This request was refused for your safety. Please reload the page and try again.',
    });
    await i18n.changeLanguage('th');
    await expect(client.patch('/client/user-clients/me', {})).rejects.toMatchObject({
      message: 'คำขอนี้ถูกปฏิเสธเพื่อความปลอดภัยของคุณ กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
    });
  });

  it('keeps the per-field details of a validation error', async () => {
    const details = [{ path: 'members.0.email', message: 'Please enter a valid email address' }];
    const { client } = clientAnswering(
      failWith(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'x', details }),
    );
    await expect(client.post('/team-hackathons', {}, { silent: true })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details,
    });
  });

  it('an unknown error body becomes the generic message', async () => {
    const { client } = clientAnswering(failWith(500, '<html>oops</html>'));
    await expect(client.get('/x')).rejects.toMatchObject({
      kind: 'api',
      message: 'Something went wrong. Please try again.',
    });
  });

  it.each([
    [
      'network',
      new AxiosError('Network Error', AxiosError.ERR_NETWORK),
      'Cannot reach the server. Check your connection and try again.',
    ],
    [
      'timeout',
      new AxiosError('timeout', AxiosError.ECONNABORTED),
      'The server took too long to answer. Please try again.',
    ],
  ])('a %s failure becomes a localized generic toast', async (_kind, error, message) => {
    const { client } = clientAnswering(() => Promise.reject(error));
    await expect(client.get('/x')).rejects.toBeInstanceOf(RequestError);
    expect(toast).toHaveBeenCalledWith(message, 'error');
  });

  it('an aborted request rejects with the aborted message and shows no toast', async () => {
    const { client } = clientAnswering(() => Promise.reject(new AxiosError('canceled', AxiosError.ERR_CANCELED)));
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'aborted', message: 'The request was cancelled.' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('silent requests do not toast', async () => {
    const { client } = clientAnswering(failWith(404, { statusCode: 404, code: 'NOT_FOUND', message: 'x' }));
    await expect(client.get('/x', { silent: true })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('a 401 for a logged-in user logs out and opens the login dialog', async () => {
    const { client } = clientAnswering(failWith(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'x' }));
    act(() => useSessionStore.getState().login(user));
    await expect(client.get('/client/v2/profile')).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().user).toBeNull();
    expect(useSessionStore.getState().settings.isOpenModelLogin).toBe(true);
  });
});
