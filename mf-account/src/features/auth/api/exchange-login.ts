import {
  authResponseSchema,
  exchangeLinkPendingSchema,
  isErrorCode,
  type AuthResponse,
  type ExchangeLinkPending,
  type ExchangeLoginRequest,
} from '@academy/contracts';
import { http, RequestError } from '@academy/platform';

export type ExchangeLoginOutcome =
  | { signedIn: AuthResponse }
  /** An existing account has the exchange's email: a one-time link went to it (no session yet). */
  | { linkPending: ExchangeLinkPending };

/**
 * POST /client/user-clients/login-exchange (failures shown inline by the page). Its 409
 * EXCHANGE_LINK_CONFIRM_EMAIL_SENT is an outcome, not a failure: the page says where the link went.
 */
export async function exchangeLogin(body: ExchangeLoginRequest): Promise<ExchangeLoginOutcome> {
  const { data, status } = await http.post('/client/user-clients/login-exchange', body, {
    silent: true,
    validateStatus: (code) => code === 200 || code === 409,
  });
  if (status === 200) return { signedIn: authResponseSchema.parse(data) };
  const pending = exchangeLinkPendingSchema.safeParse(data);
  if (pending.success) return { linkPending: pending.data };
  const code = (data as { code?: unknown } | null)?.code;
  throw new RequestError('api', isErrorCode(code) ? `errors.${code}` : 'errors.unknown', status, code as string);
}
