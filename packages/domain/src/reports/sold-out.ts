/*
 * Items 86'd and for how long (issue 32, the items report), from the audit log of staff writes:
 * every write of an item's sold_out_until (the kitchen's 86 panel, the menu console) records the
 * new value and when it was made. An 86 runs from its write to the earlier of its own end and the
 * item's next write (brought back, changed, deleted), and counts in a report only within the
 * location's range and up to now. Options' 86s and sold_out_until set without staff (the seed, a
 * tenant import) leave no entry and are not in it.
 */

/** One write of an item's sold_out_until, or its deletion (`soldOutUntil` null: available). */
export interface SoldOutWrite {
  itemId: string;
  restaurantId: string;
  /** ISO instant of the write. */
  at: string;
  soldOutUntil: string | null;
}

export interface SoldOutSpanRow {
  itemId: string;
  restaurantId: string;
  /** The 86s that overlap the range. */
  times: number;
  /** Minutes sold out within the range and up to now, rounded. */
  minutes: number;
  /** Still 86'd at the range's end (or now, if sooner). */
  soldOutAtEnd: boolean;
}

/**
 * The items 86'd within each location's window [start, end), longest first. `writes` may start
 * before the windows: an 86 made last week and still on counts from the window's start.
 */
export function soldOutSpans(
  writes: readonly SoldOutWrite[],
  windows: readonly { restaurantId: string; start: string; end: string }[],
  now: string,
): SoldOutSpanRow[] {
  const windowOf = new Map(windows.map((w) => [w.restaurantId, w]));
  const byItem = new Map<string, SoldOutWrite[]>();
  for (const write of [...writes].sort((a, b) => a.at.localeCompare(b.at))) {
    byItem.set(write.itemId, [...(byItem.get(write.itemId) ?? []), write]);
  }
  const rows: SoldOutSpanRow[] = [];
  for (const [itemId, itemWrites] of byItem) {
    const window = windowOf.get(itemWrites[0]!.restaurantId);
    if (!window) continue;
    const stop = Date.parse(now < window.end ? now : window.end);
    const row: SoldOutSpanRow = {
      itemId,
      restaurantId: window.restaurantId,
      times: 0,
      minutes: 0,
      soldOutAtEnd: false,
    };
    let ms = 0;
    itemWrites.forEach((write, i) => {
      if (write.soldOutUntil === null) return;
      const next = itemWrites[i + 1];
      const ends = [Date.parse(write.soldOutUntil), next ? Date.parse(next.at) : Infinity];
      const from = Math.max(Date.parse(write.at), Date.parse(window.start));
      const to = Math.min(...ends, stop);
      if (to <= from) return;
      row.times += 1;
      ms += to - from;
      if (Date.parse(write.soldOutUntil) > stop && (!next || Date.parse(next.at) > stop))
        row.soldOutAtEnd = true;
    });
    row.minutes = Math.round(ms / 60_000);
    if (row.times > 0) rows.push(row);
  }
  return rows.sort((a, b) => b.minutes - a.minutes || a.itemId.localeCompare(b.itemId));
}
