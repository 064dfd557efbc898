import { authResponseSchema, type ExchangeLoginRequest } from '@academy/contracts';
import { http } from '@academy/platform';

/** POST /client/user-clients/login-exchange (failures shown inline by the page). */
export async function exchangeLogin(body: ExchangeLoginRequest) {
  const { data } = await http.post('/client/user-clients/login-exchange', body, { silent: true });
  return authResponseSchema.parse(data);
}
