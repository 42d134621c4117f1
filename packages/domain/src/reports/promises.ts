import { localSlotOf } from './buckets';
import type { DateRange } from './ranges';

/*
 * Promises kept (issue 32): how the time an accepted order was marked Ready compares with the ready
 * time the kitchen promised (the diner's time, or the one the kitchen set when it accepted or
 * delayed it, as the board's dueAt says). Filed by the local hour the order was due, to show at
 * which hours the kitchen quotes too short.
 */

export const PROMISE_BANDS = ['onTime', 'upTo5', 'upTo15', 'later'] as const;
export type PromiseBand = (typeof PROMISE_BANDS)[number];

/** The band of an order ready at `readyAt` that was due at `dueAt` (ISO instants). */
export function promiseBand(dueAt: string, readyAt: string): PromiseBand {
  const lateMs = Date.parse(readyAt) - Date.parse(dueAt);
  if (lateMs <= 0) return 'onTime';
  if (lateMs <= 5 * 60_000) return 'upTo5';
  if (lateMs <= 15 * 60_000) return 'upTo15';
  return 'later';
}

export type PromiseCounts = Record<PromiseBand, number> & { orders: number };

const noPromises = (): PromiseCounts => ({ orders: 0, onTime: 0, upTo5: 0, upTo15: 0, later: 0 });

export interface PromisesReport {
  totals: PromiseCounts;
  /** The local hours at which orders were due, in order; hours with none are left out. */
  byHour: (PromiseCounts & { hour: number })[];
}

export function promisesReport(
  orders: readonly { restaurantId: string; dueAt: string; readyAt: string }[],
  zoneOf: (restaurantId: string) => string,
  range: DateRange,
): PromisesReport {
  const totals = noPromises();
  const hours = new Map<number, PromiseCounts>();
  for (const order of orders) {
    const slot = localSlotOf(order.dueAt, zoneOf(order.restaurantId));
    if (slot.date < range.from || slot.date > range.to) continue;
    const band = promiseBand(order.dueAt, order.readyAt);
    const hour = hours.get(slot.hour) ?? noPromises();
    hours.set(slot.hour, hour);
    for (const counts of [totals, hour]) {
      counts.orders += 1;
      counts[band] += 1;
    }
  }
  return {
    totals,
    byHour: [...hours].sort(([a], [b]) => a - b).map(([hour, counts]) => ({ hour, ...counts })),
  };
}
