import { mutationOptions, useMutation } from '@tanstack/react-query';
import { endpoints, type ExchangeLinkConfirmRequest } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/**
 * Confirms the mailed link's token from the browser that signed on (its binding cookie rides
 * along); links and signs in (failures shown inline by the page).
 */
export async function confirmExchangeLink(body: ExchangeLinkConfirmRequest) {
  return callEndpoint(endpoints.account.confirmExchangeLink, { body, silent: true });
}

export const confirmExchangeLinkMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'confirm-exchange-link'], mutationFn: confirmExchangeLink });

export function useConfirmExchangeLinkMutation() {
  return useMutation(confirmExchangeLinkMutationOptions());
}
