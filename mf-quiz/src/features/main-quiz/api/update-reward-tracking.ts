import { endpoints, type DeliveryAddressInput } from '@academy/contracts';
import { callEndpoint } from '@academy/platform/kit';

/** The delivery address of a physical reward (waiting-address -> preparing). */
export async function updateRewardTracking(id: number, address: DeliveryAddressInput): Promise<void> {
  await callEndpoint(endpoints.commerce.updateDeliveryAddress, { params: { id }, body: address, silent: true });
}
