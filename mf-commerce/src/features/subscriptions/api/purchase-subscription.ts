import { useMutation } from '@tanstack/react-query';
import { endpoints, type SubscriptionPurchaseRequest, type SubscriptionPurchaseResponse } from '@academy/contracts';
import { refreshAfterBalanceChange } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';

/**
 * Buy a package with the wallet PIN. The same
 * `idempotencyKey` on a retry (double click, lost answer, wrong PIN first) charges once.
 */
export async function purchaseSubscription(
  body: Required<SubscriptionPurchaseRequest>,
): Promise<SubscriptionPurchaseResponse> {
  return callEndpoint(endpoints.commerce.purchaseSubscription, {
    body,
    silent: true,
    headers: { 'Idempotency-Key': body.idempotencyKey },
  });
}

export function usePurchaseSubscription() {
  return useMutation({
    mutationFn: purchaseSubscription,
    // a purchase changes what the whole site shows (exclusive articles, hints, the profile): refetch it all
    onSuccess: () => refreshAfterBalanceChange(),
  });
}
