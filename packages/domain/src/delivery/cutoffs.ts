/*
 * Delivery cut-offs (spec §4 "Open or closed": after these times on those dates the Delivery option
 * is hidden). The spec hard-codes them; here they are per-restaurant data,
 * settings.delivery_cutoffs: { date: 'YYYY-MM-DD', time: 'HH:mm' }[] in the restaurant's zone.
 */
import type { DeliveryCutoff, DeliveryOptions } from '../contract/settings';
import { parseClock } from '../time/clock';
import { datePartOf, localDateOf, minutesSinceMidnightOf, type EpochMs, type LocalDate } from '../time/zoned';

export interface DeliveryCutoffSettings {
  delivery_cutoffs?: readonly DeliveryCutoff[] | null;
}

type SupportOptions = Pick<DeliveryOptions, 'support_delivery'>;

/**
 * The cut-off on `localDate` in minutes since midnight, or null when there is none. Dates are read
 * by their date part; entries with an unreadable date or time are ignored; of several entries for
 * the same date the earliest wins.
 */
export function deliveryCutoffOn(localDate: LocalDate, settings: DeliveryCutoffSettings): number | null {
  const cutoffs = settings.delivery_cutoffs;
  if (!Array.isArray(cutoffs)) return null;
  let earliest: number | null = null;
  for (const cutoff of cutoffs as readonly DeliveryCutoff[]) {
    if (datePartOf(cutoff?.date) !== localDate) continue;
    const minutes = parseClock(cutoff.time);
    if (minutes !== null && (earliest === null || minutes < earliest)) earliest = minutes;
  }
  return earliest;
}

/** Whether `at` (an instant) is at or after the cut-off of its own local date. */
function isPastCutoff(at: EpochMs, timeZone: string, settings: DeliveryCutoffSettings): boolean {
  const cutoff = deliveryCutoffOn(localDateOf(at, timeZone), settings);
  return cutoff !== null && minutesSinceMidnightOf(at, timeZone) >= cutoff;
}

/**
 * Whether the Delivery option is shown at `now`: not when support_delivery is off, nor when today
 * (restaurant zone) has a cut-off and the local time is at or after it.
 */
export function isDeliveryOfferedAt(
  now: EpochMs,
  timeZone: string,
  settings: DeliveryCutoffSettings,
  options: SupportOptions,
): boolean {
  return options.support_delivery === true && !isPastCutoff(now, timeZone, settings);
}

/**
 * Whether a delivery may be scheduled for `pickupAt`: not when support_delivery is off, nor at or
 * after the cut-off of that instant's local date.
 */
export function isDeliveryAvailableFor(
  pickupAt: EpochMs,
  timeZone: string,
  settings: DeliveryCutoffSettings,
  options: SupportOptions,
): boolean {
  return options.support_delivery === true && !isPastCutoff(pickupAt, timeZone, settings);
}
