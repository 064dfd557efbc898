import { endpoints, type ExchangeLoginRequest } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** Links the exchange account to the signed-in one; answers the user. */
export async function linkExchange(body: ExchangeLoginRequest) {
  return callEndpoint(endpoints.account.linkExchange, { body, silent: true });
}
