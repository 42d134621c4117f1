/*
 * The phrases a promotion is described in (describe.ts and each type's `offer`), one method a
 * phrase, so that a language says each in its own order and words (issue 31): the English here, the
 * console's other languages from its catalogue (apps/web promotion-phrasebook.ts). A phrase takes its
 * values as they are (cents, a setting's time, a weekday, a count) and the book writes them.
 */
import type { PromotionRules, Weekday } from '../contract/settings';
import { moneyInWords, type Cents } from '../money';
import { formatClockText } from '../time/clock';

/** A next-order coupon's lifetime as its rules keep it: 30 days, 1 week. */
export interface CouponLifetime {
  count: number;
  unit: NonNullable<PromotionRules['coupon_code_expire_unit']>;
}

export interface PromotionPhrasebook {
  /** An amount without its cents when it has none: '$5', '$2.50'. */
  money(cents: Cents): string;
  /** A setting's time of day ('14:00'): '2:00 PM'. */
  clock(text: string): string;
  /** A weekday's short name: 'Mon'. */
  weekday(day: Weekday): string;
  online(): string;
  onlineAndInStore(): string;
  atLocations(count: number): string;
  onNoDay(): string;
  everyDay(): string;
  /** The one window of every day: 'every day 2:00 PM–5:00 PM'. */
  everyDayDuring(window: string): string;
  /** 'pickup only', 'delivery only'. */
  methodOnly(method: 'Pickup' | 'Delivery'): string;
  firstOrderOnly(): string;
  unknownType(): string;
  /** 'orders of $40 or more'. */
  ordersOfAtLeast(minimum: string): string;
  /** An amount or a share off the order said with the orders it is off: '15% off orders of $40 or more'. */
  offOrders(offer: string, orders: string): string;
  offEveryOrder(offer: string): string;
  /** Any other offer with its orders: 'free delivery on orders of $30 or more'. */
  offerOn(offer: string, orders: string): string;
  /** 'a coupon for 10% off the next order', with its lifetime when it has one. */
  nextOrderCoupon(offer: string, lifetime: CouponLifetime | null): string;
  ordersEarn(orders: string, coupon: string): string;
  everyOrderEarns(coupon: string): string;
  amountOff(money: string): string;
  percentOff(percent: number): string;
  /** A payment method reward: '$2.50 off when paid online'. */
  whenPaidOnline(off: string): string;
  whenPaidAtCounter(off: string): string;
  noPaymentMethodYet(off: string): string;
  /** What the second of a 'Buy one, get one' costs: 'free', '50% off'. */
  free(): string;
  andDearerOff(off: string, percent: number): string;
  buyOneGetSameOne(off: string, items: string): string;
  buyOneOfGetOneOf(buy: string, get: string, off: string): string;
  buyOneGetOne(off: string, items: string): string;
  percentOffItems(percent: number, items: string): string;
  /** Free delivery within a distance, in kilometres to a tenth. */
  freeDeliveryWithin(km: number): string;
  freeDeliveryTo(postalPrefixes: readonly string[]): string;
  freeDelivery(): string;
  noItemsChosen(): string;
  chosenItems(count: number): string;
  /** Two names or more: 'Fries, Poutine and Wings'. */
  itemList(names: readonly string[]): string;
}

const s = (count: number) => (count === 1 ? '' : 's');

/** The English the console has always shown (describe.test.ts). */
export const ENGLISH_PROMOTION_PHRASES: PromotionPhrasebook = {
  money: moneyInWords,
  clock: (text) => formatClockText(text),
  weekday: (day) => day[0]!.toUpperCase() + day.slice(1, 3),
  online: () => 'Online',
  onlineAndInStore: () => 'Online and in store',
  atLocations: (count) => `at ${count} location${s(count)}`,
  onNoDay: () => 'on no day',
  everyDay: () => 'every day',
  everyDayDuring: (window) => `every day ${window}`,
  methodOnly: (method) => `${method.toLowerCase()} only`,
  firstOrderOnly: () => 'first order only',
  unknownType: () => 'nothing (its type is unknown)',
  ordersOfAtLeast: (minimum) => `orders of ${minimum} or more`,
  offOrders: (offer, orders) => `${offer} ${orders}`,
  offEveryOrder: (offer) => `${offer} every order`,
  offerOn: (offer, orders) => `${offer} on ${orders}`,
  nextOrderCoupon: (offer, lifetime) =>
    `a coupon for ${offer} the next order${lifetime ? ` (valid ${lifetime.count} ${lifetime.count === 1 ? lifetime.unit.replace(/s$/, '') : lifetime.unit})` : ''}`,
  ordersEarn: (orders, coupon) => `${orders} earn ${coupon}`,
  everyOrderEarns: (coupon) => `every order earns ${coupon}`,
  amountOff: (money) => `${money} off`,
  percentOff: (percent) => `${percent}% off`,
  whenPaidOnline: (off) => `${off} when paid online`,
  whenPaidAtCounter: (off) => `${off} when paid at the counter`,
  noPaymentMethodYet: (off) => `${off} (no payment method chosen yet)`,
  free: () => 'free',
  andDearerOff: (off, percent) => `${off} and ${percent}% off the dearer one`,
  buyOneGetSameOne: (off, items) => `buy one, get a second of the same ${off}: ${items}`,
  buyOneOfGetOneOf: (buy, get, off) => `buy one of ${buy}, get one of ${get} ${off}`,
  buyOneGetOne: (off, items) => `buy one, get one ${off}: ${items}`,
  percentOffItems: (percent, items) => `${percent}% off ${items}`,
  freeDeliveryWithin: (km) =>
    `free delivery within ${km.toLocaleString('en-US', { maximumFractionDigits: 1 })} km`,
  freeDeliveryTo: (postalPrefixes) => `free delivery to ${postalPrefixes.join(', ')}`,
  freeDelivery: () => 'free delivery',
  noItemsChosen: () => 'no items chosen yet',
  chosenItems: (count) => `${count} chosen item${s(count)}`,
  itemList: (names) => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`,
};
