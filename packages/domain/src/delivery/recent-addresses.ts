import type { WireDeliveryAddress } from '../contract/orders';

/** How many of a member's past delivery addresses the address step offers. */
export const RECENT_ADDRESS_LIMIT = 3;

/**
 * A member's delivery addresses from their orders (issue 18, decision 0050), newest order first:
 * one per place and unit, and only those the geo provider can find again by their place id (the
 * address step checks the range again for the restaurant of this order). `orders` are newest first.
 */
export function recentDeliveryAddresses(
  orders: readonly { deliveryMethod: string; deliveryAddress: WireDeliveryAddress | null }[],
  limit = RECENT_ADDRESS_LIMIT,
): WireDeliveryAddress[] {
  const seen = new Set<string>();
  const found: WireDeliveryAddress[] = [];
  for (const { deliveryMethod, deliveryAddress: address } of orders) {
    if (found.length >= limit) break;
    if (deliveryMethod !== 'Delivery' || !address?.placeId) continue;
    const key = `${address.placeId}|${(address.suiteApartmentNumber ?? '').trim().toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(address);
  }
  return found;
}
