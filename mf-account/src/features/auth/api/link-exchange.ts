import { endpoints, type ExchangeLoginRequest } from '@academy/contracts';
import { callEndpoint } from '@academy/platform';

/** (Logged in) Link the exchange account; answers the user. */
export async function linkExchange(body: ExchangeLoginRequest) {
  return callEndpoint(endpoints.account.linkExchange, { body, silent: true });
}
