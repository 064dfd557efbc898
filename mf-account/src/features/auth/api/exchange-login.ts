import {
  endpoints,
  exchangeLinkPendingSchema,
  type AuthResponse,
  type ExchangeLinkPending,
  type ExchangeLoginRequest,
} from '@academy/contracts';
import { RequestError } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';

export type ExchangeLoginOutcome =
  | { signedIn: AuthResponse }
  /** An existing account has the exchange's email: a one-time link went to it (no session yet). */
  | { linkPending: ExchangeLinkPending };

/**
 * Signs on with the exchange (failures shown inline by the page). Its 409
 * EXCHANGE_LINK_CONFIRM_EMAIL_SENT is an outcome, not a failure: the page says where the link went.
 */
export async function exchangeLogin(body: ExchangeLoginRequest): Promise<ExchangeLoginOutcome> {
  try {
    return { signedIn: await callEndpoint(endpoints.account.exchangeLogin, { body, silent: true }) };
  } catch (error) {
    const pending =
      error instanceof RequestError && error.status === 409 && exchangeLinkPendingSchema.safeParse(error.body);
    if (pending && pending.success) return { linkPending: pending.data };
    throw error;
  }
}
