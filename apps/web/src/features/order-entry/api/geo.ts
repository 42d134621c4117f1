import {
  isInDeliveryRange,
  deliveryRangeMessage,
  DELIVERY_UNKNOWN_MESSAGE,
  type AddressSuggestion,
  type ApiRestaurant,
  type DirectionResponse,
  type PlaceDetails,
} from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/* The maps service behind /api/eater/map (ordering-core §5 "Delivery address", §7). */

/** Suggestions are asked for only after more than 3 characters (spec §5). */
export const MIN_AUTOCOMPLETE_LENGTH = 4;

export const addressSuggestionsQuery = (input: string, restaurantId: string) =>
  queryOptions({
    queryKey: ['map', 'autocomplete', restaurantId, input],
    queryFn: () =>
      apiGet<AddressSuggestion[]>(
        `/map/autocomplete?${new URLSearchParams({ input, restaurantId }).toString()}`,
      ),
    enabled: input.length >= MIN_AUTOCOMPLETE_LENGTH,
    staleTime: 5 * 60_000,
    retry: false,
  });

export type DeliveryCheck =
  | { status: 'complete'; place: PlaceDetails; distanceInMeter: number }
  | { status: 'failure'; message: string };

/**
 * The delivery address check (spec §4): the place's postal code and position, the road distance from
 * the restaurant, then the delivery area. Any lookup that fails leaves the postal code or the distance
 * unknown, which is the catalogue's "could not be determined" failure.
 */
export async function checkDeliveryAddress(
  placeId: string,
  restaurant: ApiRestaurant,
): Promise<DeliveryCheck> {
  const unknown: DeliveryCheck = { status: 'failure', message: DELIVERY_UNKNOWN_MESSAGE };
  if (restaurant.latitude === null || restaurant.longitude === null) return unknown;
  try {
    const place = await apiGet<PlaceDetails>(`/map/place/${encodeURIComponent(placeId)}`);
    const query = new URLSearchParams({
      origin: `${restaurant.latitude},${restaurant.longitude}`,
      destination: `place_id:${placeId}`,
    });
    const direction = await apiGet<DirectionResponse>(`/map/direction?${query.toString()}`);
    const distance = direction.direction?.routes?.[0]?.legs?.[0]?.distance?.value;
    const result = isInDeliveryRange(
      { postalCode: place.postalCode, distanceInMeter: distance },
      restaurant.delivery_options,
    );
    if (!result.ok || typeof distance !== 'number') {
      return { status: 'failure', message: deliveryRangeMessage(result) ?? DELIVERY_UNKNOWN_MESSAGE };
    }
    return { status: 'complete', place, distanceInMeter: distance };
  } catch {
    return unknown;
  }
}
