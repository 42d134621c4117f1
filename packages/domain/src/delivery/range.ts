/*
 * Whether an address is inside the delivery area (spec §5 "Delivery address", §8 messages): the
 * postal code's first three characters must be one of delivery_area_postal_codes AND the distance
 * must be within delivery_area_radius km. Whether the restaurant delivers at all
 * (support_delivery) is asked elsewhere (`isDeliveryOfferedAt`).
 */
import type { DeliveryOptions } from '../contract/settings';

export const DELIVERY_UNKNOWN_MESSAGE =
  'Something went wrong - postal code or delivery distance could not be determined. Please re-enter your address.';
export const DELIVERY_OUT_OF_RANGE_MESSAGE =
  'Sorry, the address you entered is not in our delivery range. Please change to pickup order.';
export const DELIVERY_ADDRESS_MISSING_MESSAGE =
  'Missing delivery address. Please add your delivery address to continue.';

export const POSTAL_PREFIX_LENGTH = 3;

/**
 * 'S7H, s7j\n S7K' -> ['S7H', 'S7J', 'S7K']: split on commas and whitespace, upper-cased, first
 * three characters of each entry, without duplicates, in the order written. Entries shorter than
 * three characters can never match a postal code's prefix and are dropped.
 */
export function postalPrefixes(text: string | null | undefined): string[] {
  if (typeof text !== 'string') return [];
  const prefixes: string[] = [];
  for (const entry of text.split(/[\s,]+/)) {
    const prefix = entry.trim().toUpperCase().slice(0, POSTAL_PREFIX_LENGTH);
    if (prefix.length === POSTAL_PREFIX_LENGTH && !prefixes.includes(prefix)) prefixes.push(prefix);
  }
  return prefixes;
}

/** 's7h 1a1' -> 'S7H'; null when fewer than three characters remain once spaces are removed. */
export function postalPrefixOf(postalCode: string | null | undefined): string | null {
  if (typeof postalCode !== 'string') return null;
  const compact = postalCode.replace(/\s+/g, '').toUpperCase();
  return compact.length >= POSTAL_PREFIX_LENGTH ? compact.slice(0, POSTAL_PREFIX_LENGTH) : null;
}

export interface DeliveryAddressCheck {
  postalCode: string | null | undefined;
  distanceInMeter: number | null | undefined;
}

export type DeliveryRangeResult = { ok: true } | { ok: false; reason: 'unknown' | 'out-of-range' };

/** The delivery radius (km in settings) in whole metres; missing or negative reads as 0. */
export function deliveryRadiusInMeters(options: Pick<DeliveryOptions, 'delivery_area_radius'>): number {
  const km = options.delivery_area_radius;
  return typeof km === 'number' && Number.isFinite(km) && km > 0 ? Math.round(km * 1000) : 0;
}

/**
 * 'unknown' when the postal code (fewer than three characters) or the distance (missing, not
 * finite or negative) could not be determined; 'out-of-range' unless both the postal prefix and
 * the distance (at most the radius, inclusive) are inside the area.
 */
export function isInDeliveryRange(
  address: DeliveryAddressCheck,
  options: Pick<DeliveryOptions, 'delivery_area_postal_codes' | 'delivery_area_radius'>,
): DeliveryRangeResult {
  const prefix = postalPrefixOf(address.postalCode);
  const distance = address.distanceInMeter;
  if (prefix === null || typeof distance !== 'number' || !Number.isFinite(distance) || distance < 0) {
    return { ok: false, reason: 'unknown' };
  }
  const inArea = postalPrefixes(options.delivery_area_postal_codes).includes(prefix);
  const inRadius = distance <= deliveryRadiusInMeters(options);
  return inArea && inRadius ? { ok: true } : { ok: false, reason: 'out-of-range' };
}

/** The §8 message for a failed range check, or null when it passed. */
export function deliveryRangeMessage(result: DeliveryRangeResult): string | null {
  if (result.ok) return null;
  return result.reason === 'unknown' ? DELIVERY_UNKNOWN_MESSAGE : DELIVERY_OUT_OF_RANGE_MESSAGE;
}
