/*
 * A promotion's rules in one sentence, for people rather than the engine (the owner console's
 * Activity and promotions list, issue 33): 'Online, every day, 15% off orders of $40 or more'.
 * What it gives is its type's own words (each definition's `offer`); the rest is common to all. Each
 * phrase is the phrasebook's, English unless the console gives its language's (issue 31).
 */
import { WEEKDAYS, type PromotionRules, type Weekday } from '../contract/settings';
import type { ItemNameOf } from './definition';
import { ENGLISH_PROMOTION_PHRASES, type PromotionPhrasebook } from './phrasebook';
import { promotionDefinition } from './registry';
import { minimumOrderOf } from './rules';

/** The days Monday first, as a week reads on a calendar here. */
export const MONDAY_FIRST_WEEK: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]!];

/** The window of a selected day ('2:00 PM–5:00 PM'); '' for the whole day. */
function windowOf(day: PromotionRules['weekdays'][Weekday], book: PromotionPhrasebook): string {
  if (day.from === '00:00' && day.until === '23:59') return '';
  return `${book.clock(day.from)}–${book.clock(day.until)}`;
}

/**
 * The weekday windows in words: 'every day', 'Tue–Thu 2:00 PM–5:00 PM', 'Mon, Fri', 'on no day'.
 * Days next to each other with the same window read as one run.
 */
export function weekdaysInWords(
  weekdays: PromotionRules['weekdays'],
  book: PromotionPhrasebook = ENGLISH_PROMOTION_PHRASES,
): string {
  const runs: { first: string; last: string; length: number; window: string }[] = [];
  let previousChosen = false;
  for (const day of MONDAY_FIRST_WEEK) {
    const entry = weekdays[day];
    if (!entry.selected) {
      previousChosen = false;
      continue;
    }
    const window = windowOf(entry, book);
    const short = book.weekday(day);
    const run = runs.at(-1);
    if (previousChosen && run && run.window === window) {
      run.last = short;
      run.length += 1;
    } else runs.push({ first: short, last: short, length: 1, window });
    previousChosen = true;
  }
  if (runs.length === 0) return book.onNoDay();
  if (runs.length === 1 && runs[0]!.length === 7)
    return runs[0]!.window ? book.everyDayDuring(runs[0]!.window) : book.everyDay();
  return runs
    .map((run) => {
      const days =
        run.length === 1
          ? run.first
          : run.length === 2
            ? `${run.first}, ${run.last}`
            : `${run.first}–${run.last}`;
      return [days, run.window].filter(Boolean).join(' ');
    })
    .join(', ');
}

/** What it gives and for which orders: '15% off orders of $40 or more', 'free delivery'. */
function offerInWords(
  type: string,
  rules: PromotionRules,
  itemName: ItemNameOf,
  book: PromotionPhrasebook,
): string {
  const definition = promotionDefinition(type);
  if (!definition) return book.unknownType();
  const offer = definition.offer(rules, itemName, book);
  const minimum = minimumOrderOf(rules);
  const orders = minimum > 0 ? book.ordersOfAtLeast(book.money(minimum)) : null;
  if (definition.stage === 'cart' && rules.is_next_order_coupon) {
    const lifetime =
      rules.coupon_code_expire_in !== null && rules.coupon_code_expire_unit !== null
        ? { count: rules.coupon_code_expire_in, unit: rules.coupon_code_expire_unit }
        : null;
    const coupon = book.nextOrderCoupon(offer, lifetime);
    return orders ? book.ordersEarn(orders, coupon) : book.everyOrderEarns(coupon);
  }
  // An amount or a share off the whole order ('$5 off') reads with the orders it is off.
  if (definition.stage === 'cart' && definition.discountKind === 'cart')
    return orders ? book.offOrders(offer, orders) : book.offEveryOrder(offer);
  return orders ? book.offerOn(offer, orders) : offer;
}

/**
 * A promotion's rules in one sentence; `itemName` names the eligible items it lists, `book` says
 * it in a language (English by default).
 */
export function describePromotionRules(
  promotion: { type: string; rules: PromotionRules },
  itemName: ItemNameOf = () => undefined,
  book: PromotionPhrasebook = ENGLISH_PROMOTION_PHRASES,
): string {
  const { rules } = promotion;
  const method = promotionDefinition(promotion.type)?.deliveryMethod ?? rules.allowed_delivery_method;
  const parts = [
    rules.allowed_order_channel === 'Online' ? book.online() : book.onlineAndInStore(),
    rules.restaurants.length === 0 ? null : book.atLocations(rules.restaurants.length),
    weekdaysInWords(rules.weekdays, book),
    // Free delivery is for deliveries whatever its rules say, and its offer says so.
    method === 'Any type' || promotionDefinition(promotion.type)?.deliveryMethod
      ? null
      : book.methodOnly(method),
    offerInWords(promotion.type, rules, itemName, book),
    rules.first_order_only ? book.firstOrderOnly() : null,
  ];
  return parts.filter((part): part is string => part !== null).join(', ');
}
