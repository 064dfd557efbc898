import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME, apiErrorSchema, isErrorCode } from '@academy/contracts';
import { HTTP_TIMEOUT_MS } from './constants';
import { currentI18n } from './i18n';
import { currentScope } from './scope';
import { runtimeConfig } from './runtime-config';
import { useSessionStore } from './session-store';
import { toast } from './toast';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not toast failures: the caller shows them inline. */
    silent?: boolean;
  }
}

/** Why a request failed, in a form a screen can show: `messageKey` is an i18n key. */
export class RequestError extends Error {
  constructor(
    readonly kind: 'network' | 'aborted' | 'timeout' | 'api' | 'unknown',
    readonly messageKey: string,
    readonly status?: number,
    readonly code?: string,
    /** Per-field problems of a 4xx that carries them (`[{ path, message }]`, e.g. VALIDATION_FAILED). */
    readonly details: readonly { path: string; message: string }[] = [],
    /** The failed answer's body as the API sent it (an outcome some pages read, e.g. where a link went). */
    readonly body?: unknown,
  ) {
    super(currentI18n().t(messageKey));
    this.name = 'RequestError';
  }
}

export function toRequestError(error: unknown): RequestError {
  if (error instanceof RequestError) return error;
  if (axios.isCancel(error)) return new RequestError('aborted', 'errors.aborted');
  if (error instanceof AxiosError) {
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      return new RequestError('timeout', 'errors.timeout');
    }
    if (error.code === AxiosError.ERR_CANCELED) return new RequestError('aborted', 'errors.aborted');
    if (!error.response) return new RequestError('network', 'errors.network');
    const parsed = apiErrorSchema.safeParse(error.response.data);
    const code = parsed.success ? parsed.data.code : undefined;
    const key = isErrorCode(code) ? `errors.${code}` : 'errors.unknown';
    const details = parsed.data?.details ?? [];
    return new RequestError('api', key, error.response.status, code, details, error.response.data);
  }
  return new RequestError('unknown', 'errors.unknown');
}

function withSiteHeaders(config: InternalAxiosRequestConfig) {
  config.headers.set('lang', currentI18n().language);
  // On the server, the API as the server reaches it (the request's scope). It sends no cookie:
  // a server render is anonymous.
  const scope = currentScope();
  if (scope?.apiUrl) config.baseURL = scope.apiUrl;
  const request = scope?.serverRequest;
  if (request?.requestId) config.headers.set('X-Request-Id', request.requestId);
  // the shell's server is a proxy the API trusts (TRUST_PROXY): it passes the learner's address on
  if (request?.forwardedFor) config.headers.set('X-Forwarded-For', request.forwardedFor);
  if (request?.timeoutMs) config.timeout = request.timeoutMs;
  // The spec's marker of a signed-in user's request (not a credential: the cookie is).
  if (useSessionStore.getState().user) config.headers.set('type', 'user');
  else config.headers.delete('type');
  return config;
}

/**
 * Build the site's HTTP client; one instance (`http`) is shared by the shell and every remote.
 * The session rides in the API's HttpOnly cookie (`withCredentials`): no token in the browser's
 * reach. Every request also echoes the readable XSRF-TOKEN cookie in X-XSRF-TOKEN (the API
 * refuses a state-changing request signed in by the cookie without it).
 */
export function createHttpClient(baseURL = runtimeConfig().apiUrl): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: HTTP_TIMEOUT_MS,
    withCredentials: true,
    xsrfCookieName: XSRF_COOKIE_NAME,
    xsrfHeaderName: XSRF_HEADER_NAME,
    withXSRFToken: true,
    validateStatus: (status) => status >= 200 && status < 300,
  });
  client.interceptors.request.use(withSiteHeaders);
  client.interceptors.response.use(undefined, (error: unknown) => {
    const failure = toRequestError(error);
    const session = useSessionStore.getState();
    if (failure.status === 401 && session.user && typeof window !== 'undefined') {
      session.logout();
      session.openLogin(window.location.pathname + window.location.search);
    }
    const silent = error instanceof AxiosError && error.config?.silent;
    if (!silent && failure.kind !== 'aborted') toast(failure.message, 'error');
    return Promise.reject(failure);
  });
  return client;
}

export const http = createHttpClient();
