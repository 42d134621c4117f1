import { describe, expect, it } from 'vitest';
import type { CartQuoteRequest } from '../contract/orders';
import { ms, RESTAURANT } from '../time/test-fixtures';
import { priceCart, type PricingContext } from './price-cart';
import { deepFreeze, menu, menuItem } from './test-fixtures';

// No option groups: a size is all a line chooses.
const RAMEN = menuItem({ options: [] });

// Wednesday 2026-11-25, 2:00 PM in Toronto: open 11 AM to 9 PM.
const NOW = ms('2026-11-25T19:00:00Z');

const context = (over: Partial<PricingContext> = {}): PricingContext =>
  deepFreeze({
    tenantSettings: { online_ordering: true, coupon: true, gift_card: true },
    restaurant: RESTAURANT,
    menus: [menu({ _id: 'm1' }, [RAMEN])],
    holidays: [],
    promotions: [],
    coupon: null,
    cutlery: [{ id: 'c1', name: 'Fork', price: 25 }],
    holds: [],
    delivery: { postalCode: null, distanceInMeter: null },
    ...over,
  });

const request = (over: Partial<CartQuoteRequest> = {}): CartQuoteRequest => ({
  items: [{ uuid: 'u1', id: RAMEN._id, size: 'Large', options: [], quantity: 2 }],
  deliveryMethod: 'Pickup',
  pickupTimeType: 'ASAP',
  ...over,
});

describe('priceCart', () => {
  it('prices the lines from the menus and the cutlery from its rows, ASAP at now plus the lead time', () => {
    const priced = priceCart(context(), request({ cutlery: [{ _id: 'c1', quantity: 3 }] }), NOW);
    expect(priced.problems).toEqual([]);
    expect(priced.lines.map((l) => [l.uuid, l.size, l.baseTotal])).toEqual([['u1', 'Large', 2500]]);
    expect(priced.itemIds).toEqual([RAMEN._id]);
    expect(priced.cutlery).toEqual([{ _id: 'c1', name: 'Fork', quantity: 3, price: 25, total: 75 }]);
    expect(priced.totals.subtotal).toBe(2575);
    expect(priced.pickupAt).toBe(NOW + 20 * 60_000);
  });

  it('prices a Dine-in cart as a pickup at the table time: same lines, totals, time and problems', () => {
    const at = { pickupTimeType: 'Schedule', pickupDate: '2026-11-25', pickupTime: '18:00' } as const;
    const pickup = priceCart(context(), request({ ...at, deliveryMethod: 'Pickup' }), NOW);
    const dineIn = priceCart(context(), request({ ...at, deliveryMethod: 'Dine-in' }), NOW);
    expect(dineIn.problems).toEqual([]);
    expect(dineIn.pickupAt).toBe(ms('2026-11-25T23:00:00Z'));
    expect(dineIn).toEqual(pickup);
    // A time the kitchen does not offer is refused for the table's order too.
    const offGrid = priceCart(
      context(),
      request({ ...at, pickupTime: '18:07', deliveryMethod: 'Dine-in' }),
      NOW,
    );
    expect(offGrid.problems.map((p) => p.code)).toEqual(['TIME_UNAVAILABLE']);
  });

  it('finds an item by its code when its id changed, and names a line it cannot find', () => {
    const priced = priceCart(
      context(),
      request({
        items: [
          { uuid: 'u1', id: 'gone', cd: 'r1', size: 'small', options: [], quantity: 1 },
          { uuid: 'u2', id: 'gone', cd: 'nope', options: [], quantity: 1 },
        ],
      }),
      NOW,
    );
    expect(priced.lines.map((l) => l.size)).toEqual(['Small']);
    expect(priced.unavailable).toEqual(['u2']);
    expect(priced.problems.map((p) => p.code)).toEqual(['ITEMS_UNAVAILABLE']);
  });

  it('quotes the pickup time the diner chose in the unavailable-items message, not the ASAP time', () => {
    const priced = priceCart(
      context(),
      request({
        items: [{ uuid: 'u2', id: 'gone', cd: 'nope', options: [], quantity: 1 }],
        pickupTimeType: 'Schedule',
        pickupDate: '2026-11-25',
        pickupTime: '18:07',
      }),
      NOW,
    );
    expect(priced.problems.map((p) => p.code)).toEqual(['TIME_UNAVAILABLE', 'ITEMS_UNAVAILABLE']);
    const message = priced.problems.find((p) => p.code === 'ITEMS_UNAVAILABLE')!.message;
    expect(message).toContain('6:07');
    expect(message).not.toContain('2:20');
    expect(priced.pickupAt).toBe(ms('2026-11-25T23:07:00Z'));
  });

  it('refuses a scheduled delivery past the cut-off as a delivery that is not available then', () => {
    const restaurant = {
      ...RESTAURANT,
      settings: { ...RESTAURANT.settings, delivery_cutoffs: [{ date: '2026-11-25', time: '16:00' }] },
    };
    const priced = priceCart(
      context({ restaurant }),
      request({
        deliveryMethod: 'Delivery',
        pickupTimeType: 'Schedule',
        pickupDate: '2026-11-25',
        pickupTime: '17:00',
        deliveryAddress: { address: '1 Main St', postalCode: 'M5V 1A1', addressType: 'Home' },
      }),
      NOW,
    );
    expect(priced.problems.map((p) => p.code)).toEqual(['DELIVERY_UNAVAILABLE']);
  });

  it('asks for the email before a coupon is looked up, and passes on a refusal of the lookup', () => {
    expect(priceCart(context(), request({ couponCode: 'SAVE' }), NOW).couponProblem?.code).toBe(
      'COUPON_EMAIL_REQUIRED',
    );
    const refused = { status: 404, code: 'COUPON_UNKNOWN', message: 'No such coupon.' };
    const priced = priceCart(
      context({ coupon: { ok: false, problem: refused } }),
      request({ couponCode: 'SAVE', couponEmail: 'a@b.ca' }),
      NOW,
    );
    expect(priced.coupon).toBeNull();
    expect(priced.problems).toEqual([refused]);
  });

  it('pays with open holds only, in the order named', () => {
    const hold = {
      id: 'h1',
      status: 'held',
      giftCardId: 'g1',
      giftCardNumber: '4000',
      amount: 1000,
      pendingBalance: 0,
      expiresAt: '2026-11-25T20:00:00.000Z',
    };
    const lapsed = { ...hold, id: 'h2', expiresAt: '2026-11-25T18:00:00.000Z' };
    const priced = priceCart(
      context({ holds: [lapsed, hold] }),
      request({ giftCardRedemptions: ['h1', 'h2'] }),
      NOW,
    );
    expect(priced.holds.map((h) => h.id)).toEqual(['h1']);
    expect(priced.totals.giftCardTotal).toBe(1000);
    expect(priced.problems.map((p) => p.code)).toEqual(['GIFT_CARD_HOLD_EXPIRED']);
  });
});

describe('priceCart: the tip of an online payment', () => {
  const online = context({
    restaurant: {
      ...RESTAURANT,
      online_payment_settings: { ...RESTAURANT.online_payment_settings, accept_online_payment: true },
    },
  });

  it('adds 15% of the subtotal before discounts, untaxed, when paying online', () => {
    const priced = priceCart(
      online,
      request({ paymentMethod: 'Online', tip: { kind: 'percent', percent: 15 } }),
      NOW,
    );
    expect(priced.problems).toEqual([]);
    expect(priced.totals.subtotal).toBe(2500);
    expect(priced.totals.tip).toBe(375);
    const untipped = priceCart(online, request({ paymentMethod: 'Online' }), NOW);
    expect(priced.totals.tax).toBe(untipped.totals.tax);
    expect(priced.totals.total).toBe(untipped.totals.total + 375);
  });

  it('refuses a tip paid at the counter, and adds none online where the restaurant takes no online payment', () => {
    const tip = { kind: 'custom', amount: 5 } as const;
    const counter = priceCart(online, request({ paymentMethod: 'Offline', tip }), NOW);
    expect(counter.totals.tip).toBe(0);
    expect(counter.problems).toEqual([
      { status: 422, code: 'TIP_ONLINE_ONLY', message: 'A tip can be added only when paying online.' },
    ]);
    const nowhere = priceCart(context(), request({ paymentMethod: 'Online', tip }), NOW);
    expect(nowhere.totals.tip).toBe(0);
    expect(nowhere.problems).toEqual([]);
    // No tip chosen: nothing to refuse.
    expect(
      priceCart(online, request({ paymentMethod: 'Offline', tip: { kind: 'none' } }), NOW).problems,
    ).toEqual([]);
  });
});

describe('priceCart: spending loyalty points', () => {
  const taxed = { ...RESTAURANT, settings: { ...RESTAURANT.settings, gst_rate: 5, pst_rate: 7 } };
  const settings = {
    loyalty_reward_program: true,
    loyalty_points_per_dollar_off: 100,
    loyalty_min_points_to_redeem: 500,
  };
  const member = context({ restaurant: taxed, points: { settings, balance: 1250 } });

  it('takes the points off the food before tax, as a discount, and says what the balance can do', () => {
    const priced = priceCart(member, request({ redeemPoints: 1000 }), NOW);
    const plain = priceCart(member, request(), NOW);
    expect(priced.problems).toEqual([]);
    expect(priced.pointsRedeemed).toEqual({ points: 1000, amount: 1000 });
    expect(priced.totals.discountTotal).toBe(1000);
    // Tax on $25.00 - $10.00: GST 75¢, PST $1.05.
    expect([priced.totals.gst, priced.totals.pst]).toEqual([75, 105]);
    expect(priced.totals.total).toBe(1500 + 180);
    expect(plain.totals.total).toBe(2500 + 300);
    expect(priced.memberPoints).toEqual({
      balance: 1250,
      balanceValue: 1250,
      usable: 1250,
      minimum: 500,
      perDollarOff: 100,
    });
  });

  it('never pays more than the food: the rest of a large request is not spent', () => {
    const priced = priceCart(
      context({ restaurant: taxed, points: { settings, balance: 9000 } }),
      request({ redeemPoints: 9000 }),
      NOW,
    );
    expect(priced.pointsRedeemed).toEqual({ points: 2500, amount: 2500 });
    expect(priced.totals.tax).toBe(0);
    expect(priced.totals.total).toBe(0);
  });

  it('refuses a guest and more points than the balance, and spends nothing then', () => {
    const guest = priceCart(
      context({ points: { settings, balance: null } }),
      request({ redeemPoints: 500 }),
      NOW,
    );
    expect(guest.problems.map((p) => p.code)).toEqual(['SIGN_IN_FOR_POINTS']);
    expect(guest.memberPoints).toBeNull();
    const greedy = priceCart(member, request({ redeemPoints: 2000 }), NOW);
    expect(greedy.problems.map((p) => [p.status, p.code])).toEqual([[409, 'NOT_ENOUGH_POINTS']]);
    expect(greedy.pointsRedeemed).toBeNull();
    expect(greedy.totals.discountTotal).toBe(0);
  });
});
