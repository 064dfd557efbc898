import { mutationOptions, useMutation } from '@tanstack/react-query';
import { authResponseSchema, type ExchangeLinkConfirmRequest } from '@academy/contracts';
import { http } from '@academy/platform';

/**
 * POST /client/user-clients/confirm-exchange-link: the mailed link's token, from the browser that
 * signed on (its binding cookie rides along); links and signs in (failures shown inline by the page).
 */
export async function confirmExchangeLink(body: ExchangeLinkConfirmRequest) {
  const { data } = await http.post('/client/user-clients/confirm-exchange-link', body, { silent: true });
  return authResponseSchema.parse(data);
}

export const confirmExchangeLinkMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'confirm-exchange-link'], mutationFn: confirmExchangeLink });

export function useConfirmExchangeLinkMutation() {
  return useMutation(confirmExchangeLinkMutationOptions());
}
