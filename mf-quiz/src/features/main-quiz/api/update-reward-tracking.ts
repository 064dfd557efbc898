import type { DeliveryAddressInput } from '@academy/contracts';
import { http } from '@academy/platform';

/** PUT /client/reward-trackings/{id}: the delivery address of a physical reward (waiting-address -> preparing). */
export async function updateRewardTracking(id: number, address: DeliveryAddressInput): Promise<void> {
  await http.put(`/client/reward-trackings/${id}`, address, { silent: true });
}
