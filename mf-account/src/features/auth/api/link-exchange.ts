import { accountUserSchema, type ExchangeLoginRequest } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/user-clients/link-exchange (logged in): link the exchange account; answers the user. */
export async function linkExchange(body: ExchangeLoginRequest) {
  const { data } = await http.post('/client/user-clients/link-exchange', body, { silent: true });
  return accountUserSchema.parse(data);
}
