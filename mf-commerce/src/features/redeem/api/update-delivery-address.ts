import { useMutation } from '@tanstack/react-query';
import { rewardTrackingSchema, type DeliveryAddressInput, type RewardTracking } from '@academy/contracts';
import { http, queryClient } from '@academy/platform';
import { redeemKeys } from './query-keys';

/** PUT /client/reward-trackings/{id}: the delivery address of a physical reward. */
export async function updateDeliveryAddress(input: {
  id: number;
  address: DeliveryAddressInput;
}): Promise<RewardTracking> {
  const { data } = await http.put(`/client/reward-trackings/${input.id}`, input.address, { silent: true });
  return rewardTrackingSchema.parse(data);
}

export function useUpdateDeliveryAddress() {
  return useMutation({
    mutationFn: updateDeliveryAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redeemKeys.all }),
  });
}
