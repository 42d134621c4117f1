import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  allergensOf,
  isIndefinitelySoldOut,
  isSoldOutAt,
  isWithinMenuDuration,
  parseClock,
  type ApiMenuItem,
  type ApiRestaurant,
  type MenuDuration,
  type TimeFormat,
} from '@storefront/domain';
import { ALLERGEN_NAMES } from '../../lib/domain-text';
import type { PageFormats } from '../../lib/formats';

/*
 * What the menu says of an item beside its name, in the words the storefront's list, its add-to-cart
 * dialog and the staff's phone order show: when it can be ordered, and what it contains.
 */

/** '11:00 AM - 3:00 PM' for a menu served part of the day; null for one always served ('all'). */
export function servingHoursOf(
  menu: { duration: MenuDuration },
  timeFormat: ApiRestaurant['settings']['time_format'],
  formats: Pick<PageFormats, 'clock'>,
): string | null {
  if (menu.duration.name.trim().toLowerCase() === 'all') return null;
  const start = parseClock(menu.duration.time_start);
  const end = parseClock(menu.duration.time_end);
  if (start === null || end === null) return null;
  return `${formats.clock(start, timeFormat)} - ${formats.clock(end, timeFormat)}`;
}

/**
 * Why the item cannot be ordered at the context's instant (ordering-core §4, Item availability), in
 * the words the list and the add-to-cart dialog show, or null when it can: sold out ('Will be
 * available again after …'), or outside its menu's hours.
 */
export function unavailableNote(
  item: Pick<ApiMenuItem, 'sold_out_until'>,
  hours: MenuDuration | null | undefined,
  context: { now: number; timeZone: string; datetimeFormat: string; timeFormat: TimeFormat },
  i18n: I18n,
  formats: Pick<PageFormats, 'clock' | 'instant'>,
): string | null {
  if (isSoldOutAt(item, context.now) && item.sold_out_until) {
    if (isIndefinitelySoldOut(item.sold_out_until)) return i18n._(msg`Sold out`);
    const after = formats.instant(Date.parse(item.sold_out_until), context.timeZone, context.datetimeFormat);
    return i18n._(msg`Will be available again after ${after}`);
  }
  if (hours && !isWithinMenuDuration(hours, context.now, context.timeZone)) {
    const served = servingHoursOf({ duration: hours }, context.timeFormat, formats);
    return served
      ? i18n._(msg`Only served ${served}: not available at your selected time`)
      : i18n._(msg`Not available at your selected time`);
  }
  return null;
}

/** 'Contains: Milk, Wheat (gluten)', or nothing for an item that declares no allergen. */
export function ItemAllergens({ item }: { item: Pick<ApiMenuItem, 'tags' | 'allergens'> }) {
  const { i18n } = useLingui();
  const allergens = allergensOf(item);
  if (allergens.length === 0) return null;
  return (
    <p className="mt-2 text-xs text-muted">
      <span className="font-semibold text-ink">
        <Trans>Contains:</Trans>
      </span>{' '}
      {allergens.map((a) => i18n._(ALLERGEN_NAMES[a])).join(', ')}
    </p>
  );
}
