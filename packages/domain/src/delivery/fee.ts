/*
 * The delivery fee (spec §9): flat, or tiered by distance in km (over min_radius and up to
 * max_radius). Settings are in dollars; the answer is in cents.
 */
import type { DeliveryFeeTier, DeliveryOptions } from '../contract/settings';
import { toCents, type Cents } from '../money';

interface TierInMeters {
  min: number;
  max: number;
  fee: Cents;
}

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** A non-negative dollar setting in cents; missing, negative or non-numeric reads as 0. */
function nonNegativeCents(dollars: number | null | undefined): Cents {
  return isNumber(dollars) && dollars > 0 ? toCents(dollars) : 0;
}

/** Usable tiers in metres, ordered by min then max radius; unreadable or inverted tiers are skipped. */
function tiersInMeters(tiers: readonly DeliveryFeeTier[] | null | undefined): TierInMeters[] {
  if (!Array.isArray(tiers)) return [];
  return tiers
    .filter((t) => isNumber(t.min_radius) && isNumber(t.max_radius) && isNumber(t.fee))
    .map((t) => ({
      min: Math.round(t.min_radius * 1000),
      max: Math.round(t.max_radius * 1000),
      fee: nonNegativeCents(t.fee),
    }))
    .filter((t) => t.max >= t.min)
    .sort((a, b) => a.min - b.min || a.max - b.max);
}

/**
 * The fee in cents for a delivery of `distanceInMeter`.
 * - With tiers: the fee of the first tier (by min_radius) whose (min_radius, max_radius] in km
 *   holds the distance; a distance of exactly 0 also falls in a tier starting at 0. A distance
 *   outside every tier (beyond the last, or in a gap between two), or a missing one, gives null:
 *   not deliverable at a known price.
 * - Without tiers: the flat delivery_fee, whatever the distance.
 * Negative fees read as 0.
 */
export function deliveryFeeCents(
  options: Pick<DeliveryOptions, 'delivery_fee' | 'delivery_fees'>,
  distanceInMeter: number | null | undefined,
): Cents | null {
  const tiers = tiersInMeters(options.delivery_fees);
  if (tiers.length === 0) return nonNegativeCents(options.delivery_fee);
  if (!isNumber(distanceInMeter) || distanceInMeter < 0) return null;
  const d = distanceInMeter;
  const tier = tiers.find((t) => (d > t.min && d <= t.max) || (d === 0 && t.min === 0));
  return tier ? tier.fee : null;
}
