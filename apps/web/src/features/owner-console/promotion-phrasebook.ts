import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { parseClock, type PromotionPhrasebook } from '@storefront/domain';
import type { StaffFormats } from '../staff/staff-i18n';

/*
 * A promotion's description (the domain's describePromotionRules) in the console's language (issue
 * 31): each phrase a message of the staff catalogue, its English the domain's own word for word
 * (promotion-phrasebook.test.ts), its amounts, times and days in the console's formats.
 */
export function promotionPhrasebook(i18n: I18n, formats: StaffFormats): PromotionPhrasebook {
  return {
    money: formats.moneyInWords,
    clock: (text) => {
      const minutes = parseClock(text);
      return minutes === null ? text : formats.clock(minutes);
    },
    weekday: formats.weekday,
    online: () => i18n._(msg`Online`),
    onlineAndInStore: () => i18n._(msg`Online and in store`),
    atLocations: (count) => i18n._(msg`at ${plural(count, { one: '# location', other: '# locations' })}`),
    onNoDay: () => i18n._(msg`on no day`),
    everyDay: () => i18n._(msg`every day`),
    everyDayDuring: (window) => i18n._(msg`every day ${window}`),
    methodOnly: (method) => i18n._(method === 'Pickup' ? msg`pickup only` : msg`delivery only`),
    firstOrderOnly: () => i18n._(msg`first order only`),
    unknownType: () => i18n._(msg`nothing (its type is unknown)`),
    ordersOfAtLeast: (minimum) => i18n._(msg`orders of ${minimum} or more`),
    offOrders: (offer, orders) => i18n._(msg({ message: `${offer} ${orders}`, context: 'promotion' })),
    offEveryOrder: (offer) => i18n._(msg`${offer} every order`),
    offerOn: (offer, orders) => i18n._(msg`${offer} on ${orders}`),
    nextOrderCoupon: (offer, lifetime) => {
      if (!lifetime) return i18n._(msg`a coupon for ${offer} the next order`);
      const { count, unit } = lifetime;
      return i18n._(
        unit === 'days'
          ? msg`a coupon for ${offer} the next order (valid ${plural(count, { one: '# day', other: '# days' })})`
          : unit === 'weeks'
            ? msg`a coupon for ${offer} the next order (valid ${plural(count, { one: '# week', other: '# weeks' })})`
            : msg`a coupon for ${offer} the next order (valid ${plural(count, { one: '# month', other: '# months' })})`,
      );
    },
    ordersEarn: (orders, coupon) => i18n._(msg`${orders} earn ${coupon}`),
    everyOrderEarns: (coupon) => i18n._(msg`every order earns ${coupon}`),
    amountOff: (money) => i18n._(msg`${money} off`),
    percentOff: (share) => {
      const percent = formats.number(share);
      return i18n._(msg`${percent}% off`);
    },
    whenPaidOnline: (off) => i18n._(msg`${off} when paid online`),
    whenPaidAtCounter: (off) => i18n._(msg`${off} when paid at the counter`),
    noPaymentMethodYet: (off) => i18n._(msg`${off} (no payment method chosen yet)`),
    free: () => i18n._(msg({ message: 'free', context: 'promotion' })),
    andDearerOff: (off, share) => {
      const percent = formats.number(share);
      return i18n._(msg`${off} and ${percent}% off the dearer one`);
    },
    buyOneGetSameOne: (off, items) => i18n._(msg`buy one, get a second of the same ${off}: ${items}`),
    buyOneOfGetOneOf: (buy, get, off) => i18n._(msg`buy one of ${buy}, get one of ${get} ${off}`),
    buyOneGetOne: (off, items) => i18n._(msg`buy one, get one ${off}: ${items}`),
    percentOffItems: (share, items) => {
      const percent = formats.number(share);
      return i18n._(msg`${percent}% off ${items}`);
    },
    freeDeliveryWithin: (distance) => {
      const km = formats.number(distance);
      return i18n._(msg`free delivery within ${km} km`);
    },
    freeDeliveryTo: (postalPrefixes) => {
      const areas = postalPrefixes.join(', ');
      return i18n._(msg`free delivery to ${areas}`);
    },
    freeDelivery: () => i18n._(msg`free delivery`),
    noItemsChosen: () => i18n._(msg`no items chosen yet`),
    chosenItems: (count) => i18n._(msg`${plural(count, { one: '# chosen item', other: '# chosen items' })}`),
    itemList: (names) => {
      const first = names.slice(0, -1).join(', ');
      const last = names.at(-1) ?? '';
      return i18n._(msg`${first} and ${last}`);
    },
  };
}
