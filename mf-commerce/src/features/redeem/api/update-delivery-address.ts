import { useMutation } from '@tanstack/react-query';
import { endpoints, type DeliveryAddressInput, type RewardTracking } from '@academy/contracts';
import { queryClient } from '@academy/platform';
import { callEndpoint } from '@academy/platform/kit';
import { redeemKeys } from './query-keys';

/** The delivery address of a physical reward. */
export async function updateDeliveryAddress(input: {
  id: number;
  address: DeliveryAddressInput;
}): Promise<RewardTracking> {
  return callEndpoint(endpoints.commerce.updateDeliveryAddress, {
    params: { id: input.id },
    body: input.address,
    silent: true,
  });
}

export function useUpdateDeliveryAddress() {
  return useMutation({
    mutationFn: updateDeliveryAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redeemKeys.all }),
  });
}
