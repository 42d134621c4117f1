/*
 * Whether an item can be ordered for a pickup time (ordering-core §4, Item availability): not sold
 * out at that time, and the time inside its menu's availability window.
 */
import type { ApiMenu, ApiMenuItem } from '../contract/api';
import { parseClock } from '../time/clock';
import { minutesSinceMidnightOf, type EpochMs } from '../time/zoned';
import type { CartLine } from './types';

export interface MenuDuration {
  name: string;
  time_start: string | null;
  time_end: string | null;
}

/** True when the item is sold out at that instant: sold_out_until is later than it. */
export function isSoldOutAt(item: { sold_out_until: string | null }, at: EpochMs): boolean {
  if (!item.sold_out_until) return false;
  const until = Date.parse(item.sold_out_until);
  // An unreadable date does not hide an item (the menu card treats it the same way).
  return Number.isFinite(until) && until > at;
}

/**
 * True when the local time of `at` in the zone lies inside the menu's window, both ends included.
 * A duration named 'all' (any case), or one without a readable start and end, is always open. A
 * window whose end is before its start runs overnight ('22:00'-'02:00'); equal ends mean that one
 * minute only. Times are 'HH:mm' (or 'hh:mm A'), compared to the minute.
 */
export function isWithinMenuDuration(duration: MenuDuration, at: EpochMs, timeZone: string): boolean {
  if (duration.name.trim().toLowerCase() === 'all') return true;
  const start = parseClock(duration.time_start);
  const end = parseClock(duration.time_end);
  if (start === null || end === null) return true;
  const minute = minutesSinceMidnightOf(at, timeZone);
  return end >= start ? minute >= start && minute <= end : minute >= start || minute <= end;
}

/** Whether the item can be ordered for pickup (or delivery) at `pickupAt`, in the restaurant's zone. */
export function isItemAvailableAt(
  item: { sold_out_until: string | null },
  menu: { duration: MenuDuration },
  pickupAt: EpochMs,
  timeZone: string,
): boolean {
  return !isSoldOutAt(item, pickupAt) && isWithinMenuDuration(menu.duration, pickupAt, timeZone);
}

/** Whether one of the options chosen for a line of the item is sold out (86'd) at that instant. */
export function hasSoldOutOptionAt(
  item: Pick<ApiMenuItem, 'options'>,
  optionIds: readonly string[],
  at: EpochMs,
): boolean {
  if (optionIds.length === 0) return false;
  return item.options.some((group) =>
    group.items.some(
      (option) =>
        optionIds.includes(option._id) && isSoldOutAt({ sold_out_until: option.sold_out_until ?? null }, at),
    ),
  );
}

type Placement = { menu: ApiMenu; item: ApiMenuItem };

/** Where each item appears in the online-ordering menus, by id and by code (built once per cart). */
function indexPlacements(menus: readonly ApiMenu[]) {
  const byId = new Map<string, Placement[]>();
  const byCd = new Map<string, Placement[]>();
  const add = (index: Map<string, Placement[]>, key: string, placement: Placement) => {
    const found = index.get(key);
    if (found) found.push(placement);
    else index.set(key, [placement]);
  };
  for (const menu of menus) {
    if (!menu.online_ordering) continue;
    for (const section of menu.sections) {
      for (const item of section.items) {
        add(byId, item._id, { menu, item });
        if (item.cd) add(byCd, item.cd, { menu, item });
      }
    }
  }
  return { byId, byCd };
}

/**
 * The lines that cannot be ordered for `pickupAt`: their item (found by id, else by code, in the
 * menus whose online_ordering is on) is missing, or is unavailable in every menu it appears in.
 */
export function unavailableLines(
  lines: readonly CartLine[],
  menus: readonly ApiMenu[],
  pickupAt: EpochMs,
  timeZone: string,
): CartLine[] {
  const { byId, byCd } = indexPlacements(menus);
  return lines.filter((line) => {
    const placements =
      (line.id === '' ? undefined : byId.get(line.id)) ?? (line.cd ? byCd.get(line.cd) : undefined);
    const optionIds = line.options.map((o) => o.option_id);
    return !(placements ?? []).some(
      ({ menu, item }) =>
        isItemAvailableAt(item, menu, pickupAt, timeZone) && !hasSoldOutOptionAt(item, optionIds, pickupAt),
    );
  });
}

/** The spec's error for unavailable items (ordering-core §8), its wording (and typo) kept. */
export function unavailableItemsMessage(time: string): string {
  return `Sorry, you have ordered some items that are not available for sale at your selected pickup time ${time}. Plese go back and remove those items from shopping cart.`;
}
