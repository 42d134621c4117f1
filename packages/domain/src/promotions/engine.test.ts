import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { WEEKDAYS, type PromotionRules, type Weekday } from '../contract/settings';
import { PROMOTION_TYPES } from './registry';
import { computeTotals } from '../cart/totals';
import { applyPromotions, type PromotionInput, type PromotionLine } from './engine';
import { ruleFailures, type EnginePromotion, type RuleContext } from './rules';
import { enginePromotionFromApi, promotionLineOf, toCartDiscount, toCartPromotion } from './wire';
import { testPromotion } from './test-fixtures';

// Wednesday 2026-11-25, 3:00 PM in Saskatoon (America/Regina, UTC-6 all year).
const ZONE = 'America/Regina';
const WED_3PM = Date.parse('2026-11-25T21:00:00Z');
const WED_11AM = Date.parse('2026-11-25T17:00:00Z');
const RESTAURANT = 'r1';

const promo = testPromotion;

function line(uuid: string, basePrice: number, quantity = 1, extra = 0, id = uuid): PromotionLine {
  return {
    uuid,
    id,
    cd: `cd-${id}`,
    name: `Item ${id}`,
    quantity,
    basePrice,
    total: (basePrice + extra) * quantity,
  };
}

function input(overrides: Partial<PromotionInput> = {}): PromotionInput {
  return {
    lines: [line('a', 2000), line('b', 3000)],
    promotions: [],
    coupon: null,
    restaurantId: RESTAURANT,
    channel: 'Online',
    deliveryMethod: 'Pickup',
    paymentMethod: 'Offline',
    at: WED_3PM,
    timeZone: ZONE,
    timeFormat: '12',
    deliveryFee: 0,
    deliveryGst: 0,
    distanceInMeter: null,
    postalCode: null,
    ...overrides,
  };
}

const only = (days: readonly Weekday[], from: string, until: string): PromotionRules['weekdays'] =>
  Object.fromEntries(
    WEEKDAYS.map((d) => [d, { selected: days.includes(d), from, until }]),
  ) as PromotionRules['weekdays'];

const context = (overrides: Partial<RuleContext> = {}): RuleContext => ({
  restaurantId: RESTAURANT,
  channel: 'Online',
  deliveryMethod: 'Pickup',
  paymentMethod: 'Offline',
  subtotal: 5000,
  at: WED_3PM,
  timeZone: ZONE,
  distanceInMeter: null,
  postalCode: null,
  ...overrides,
});

describe('ruleFailures: every rule field', () => {
  it.each<[string, EnginePromotion, Partial<RuleContext>, string[]]>([
    ['no rule broken', promo('% discount on cart'), {}, []],
    ['disabled', promo('% discount on cart', {}, { disabled: true }), {}, ['disabled']],
    [
      'availability dates: not yet',
      promo('% discount on cart', {}, { available_option: 'Date range', available_from: '2026-11-26' }),
      {},
      ['not-yet-available'],
    ],
    [
      'availability dates: over',
      promo('% discount on cart', {}, { available_option: 'Date range', available_until: '2026-11-24' }),
      {},
      ['no-longer-available'],
    ],
    [
      'availability dates: last day included',
      promo('% discount on cart', {}, { available_option: 'Date range', available_until: '2026-11-25' }),
      {},
      [],
    ],
    ['restaurants: another one', promo('% discount on cart', { restaurants: ['r2'] }), {}, ['restaurant']],
    ['restaurants: listed', promo('% discount on cart', { restaurants: ['r2', RESTAURANT] }), {}, []],
    ['order channel Online, other channel', promo('% discount on cart'), { channel: 'Other' }, ['channel']],
    [
      'order channel Any',
      promo('% discount on cart', { allowed_order_channel: 'Any' }),
      { channel: 'Other' },
      [],
    ],
    [
      'delivery method: Delivery only, pickup order',
      promo('% discount on cart', { allowed_delivery_method: 'Delivery' }),
      {},
      ['delivery-method'],
    ],
    [
      'delivery method: Any type',
      promo('% discount on cart', { allowed_delivery_method: 'Any type' }),
      {},
      [],
    ],
    [
      'weekday not selected',
      promo('% discount on cart', { weekdays: only(['tuesday'], '00:00', '23:59') }),
      {},
      ['weekday'],
    ],
    [
      'weekday selected, before from',
      promo('% discount on cart', { weekdays: only(['wednesday'], '16:00', '17:00') }),
      {},
      ['weekday'],
    ],
    [
      'weekday selected, after until',
      promo('% discount on cart', { weekdays: only(['wednesday'], '11:00', '14:59') }),
      {},
      ['weekday'],
    ],
    [
      'weekday selected, until included',
      promo('% discount on cart', { weekdays: only(['wednesday'], '14:00', '15:00') }),
      {},
      [],
    ],
    [
      'overnight window from the day before',
      promo('% discount on cart', { weekdays: only(['tuesday'], '22:00', '02:00') }),
      { at: Date.parse('2026-11-25T07:30:00Z') }, // Wednesday 1:30 AM
      [],
    ],
    [
      'minimum not met',
      promo('% discount on cart', {
        minimum_order_amount_option: 'Minimum amount',
        minimum_order_amount: 50.01,
      }),
      {},
      ['minimum'],
    ],
    [
      'minimum met exactly',
      promo('% discount on cart', {
        minimum_order_amount_option: 'Minimum amount',
        minimum_order_amount: 50,
      }),
      {},
      [],
    ],
    [
      'minimum Not applicable ignores the amount',
      promo('% discount on cart', {
        minimum_order_amount_option: 'Not applicable',
        minimum_order_amount: 999,
      }),
      {},
      [],
    ],
    [
      'payment method reward, other method',
      promo('Payment method reward', { payment_method: 'Online' }),
      {},
      ['payment-method'],
    ],
    [
      'payment method reward, that method',
      promo('Payment method reward', { payment_method: 'Online' }),
      { paymentMethod: 'Online' },
      [],
    ],
    [
      'payment method reward naming no method rewards no one',
      promo('Payment method reward', { payment_method: null }),
      { paymentMethod: 'Online' },
      ['payment-method'],
    ],
    ['free delivery on a pickup order', promo('Free delivery'), {}, ['delivery-method']],
    [
      'free delivery by distance, too far',
      promo('Free delivery', { free_delivery_condition: 'Distance', delivery_distance_in_meter: 3000 }),
      { deliveryMethod: 'Delivery', distanceInMeter: 3001 },
      ['delivery-area'],
    ],
    [
      'free delivery by distance, unknown distance',
      promo('Free delivery', { free_delivery_condition: 'Distance', delivery_distance_in_meter: 3000 }),
      { deliveryMethod: 'Delivery', distanceInMeter: null },
      ['delivery-area'],
    ],
    [
      'free delivery by distance, near',
      promo('Free delivery', { free_delivery_condition: 'Distance', delivery_distance_in_meter: 3000 }),
      { deliveryMethod: 'Delivery', distanceInMeter: 3000 },
      [],
    ],
    [
      'free delivery by postal prefix, in',
      promo('Free delivery', {
        free_delivery_condition: 'PostalCode',
        delivery_area_postal_codes: 'T2N, t2m',
      }),
      { deliveryMethod: 'Delivery', postalCode: 't2m 1a1' },
      [],
    ],
    [
      'free delivery by postal prefix, out',
      promo('Free delivery', {
        free_delivery_condition: 'PostalCode',
        delivery_area_postal_codes: 'T2N, T2M',
      }),
      { deliveryMethod: 'Delivery', postalCode: 'T3A 0B1' },
      ['delivery-area'],
    ],
  ])('%s', (_, promotion, ctx, expected) => {
    expect(ruleFailures(promotion, context(ctx))).toEqual(expected);
  });
});

describe('applyPromotions: the six types', () => {
  it('% discount on cart: a percentage of the items, once', () => {
    const result = applyPromotions(
      input({ promotions: [promo('% discount on cart', { discount_percentage: 10 })] }),
    );
    expect(result.discounts.map((d) => [d.kind, d.amount])).toEqual([['cart', 500]]);
    expect(result.discountTotal).toBe(500);
  });

  it('Fixed discount amount on cart: never more than the items', () => {
    const fixed = promo('Fixed discount amount on cart', { discount_amount: 80 });
    expect(applyPromotions(input({ promotions: [fixed] })).discountTotal).toBe(5000);
    const five = promo('Fixed discount amount on cart', { discount_amount: 5 });
    expect(applyPromotions(input({ promotions: [five] })).discountTotal).toBe(500);
  });

  it('Payment method reward: a percentage or an amount, for the chosen payment method only', () => {
    const pct = promo('Payment method reward', { payment_method: 'Online', discount_percentage: 5 });
    const fixed = promo('Payment method reward', { payment_method: 'Offline', discount_amount: 2 });
    expect(applyPromotions(input({ promotions: [pct], paymentMethod: 'Online' })).discountTotal).toBe(250);
    expect(applyPromotions(input({ promotions: [pct], paymentMethod: 'Offline' })).discountTotal).toBe(0);
    expect(applyPromotions(input({ promotions: [fixed] })).discounts[0]).toMatchObject({
      kind: 'payment',
      amount: 200,
    });
  });

  it('Free delivery: the delivery fee and its GST, by distance or by postal prefix', () => {
    const byDistance = promo('Free delivery', {
      free_delivery_condition: 'Distance',
      delivery_distance_in_meter: 3000,
    });
    const delivery = { deliveryMethod: 'Delivery', deliveryFee: 599, deliveryGst: 30 } as const;
    const near = applyPromotions(input({ ...delivery, promotions: [byDistance], distanceInMeter: 2500 }));
    expect(near.discounts).toMatchObject([{ kind: 'delivery', amount: 629 }]);
    expect(near.deliveryDiscount).toBe(629);
    expect(near.lineDiscounts).toEqual([0, 0]);
    expect(
      applyPromotions(input({ ...delivery, promotions: [byDistance], distanceInMeter: 3500 })).discounts,
    ).toEqual([]);
    const byPostal = promo('Free delivery', {
      free_delivery_condition: 'PostalCode',
      delivery_area_postal_codes: 'T2N',
    });
    expect(
      applyPromotions(input({ ...delivery, promotions: [byPostal, byPostal], postalCode: 'T2N 4B2' }))
        .discountTotal,
    ).toBe(629);
  });

  it("'Buy one, get one free': the cheaper of each pair is free", () => {
    const bogo = promo('Buy one, get one free', { eligible_items_group_1: ['a', 'b', 'c'] });
    const result = applyPromotions(
      input({
        promotions: [bogo],
        lines: [line('a', 1599), line('b', 1499), line('c', 1549), line('d', 999)],
      }),
    );
    // a (15.99) pairs with c (15.49): c is free; b is left alone.
    expect(result.promotions).toEqual([
      {
        promotionId: bogo.id,
        promotionName: bogo.name,
        type: 'Buy one, get one free',
        quantity: 1,
        amount: 1549,
        discountAmount: 1549,
        couponCode: null,
        discountedItems: ['c'],
      },
    ]);
    expect(result.lineDiscounts).toEqual([0, 0, 1549, 0]);
    expect(result.hints).toEqual([`Item b is eligible for '${bogo.name}' promotion, please add another one`]);
  });

  it("'Buy one, get one free': the most expensive discounted by a percentage too; item codes count", () => {
    const bogo = promo('Buy one, get one free', {
      eligible_items_group_1: ['cd-a'],
      discount_on_cheapest_item: 100,
      discount_on_most_expensive_item: 50,
    });
    const result = applyPromotions(input({ promotions: [bogo], lines: [line('a', 1599, 2, 150)] }));
    expect(result.promotions[0]).toMatchObject({ quantity: 2, amount: 3198, discountAmount: 1599 + 800 });
  });

  it("'Buy one, get one free' with must_be_same_item pairs only the same item", () => {
    const bogo = promo('Buy one, get one free', {
      eligible_items_group_1: ['a', 'b'],
      must_be_same_item: true,
    });
    const apart = applyPromotions(input({ promotions: [bogo], lines: [line('a', 1000), line('b', 900)] }));
    expect(apart.promotions).toEqual([]);
    expect(apart.hints).toEqual([
      `Item a is eligible for '${bogo.name}' promotion, please add another one`,
      `Item b is eligible for '${bogo.name}' promotion, please add another one`,
    ]);
    const same = applyPromotions(input({ promotions: [bogo], lines: [line('a', 1000, 3), line('b', 900)] }));
    expect(same.promotions[0]).toMatchObject({ quantity: 1, discountAmount: 1000, discountedItems: ['a'] });
  });

  it("'Buy one, get one free' with item group 2: buy from group 1, get from group 2", () => {
    const bogo = promo('Buy one, get one free', {
      eligible_items_group_1: ['burger'],
      eligible_items_group_2: ['fries'],
    });
    const result = applyPromotions(
      input({ promotions: [bogo], lines: [line('burger', 1500, 2), line('fries', 500, 1), line('x', 400)] }),
    );
    expect(result.promotions[0]).toMatchObject({
      quantity: 1,
      discountAmount: 500,
      discountedItems: ['fries'],
    });
    expect(result.hints).toEqual([
      `Item burger is eligible for '${bogo.name}' promotion, please add another one`,
    ]);
  });

  it('% discount on selected items: the eligible item prices, allocated to their lines', () => {
    const sweets = promo('% discount on selected items', {
      eligible_items_group_1: ['a', 'b'],
      discount_percentage: 20,
    });
    const result = applyPromotions(
      input({ promotions: [sweets], lines: [line('a', 449, 2, 100), line('b', 799), line('c', 1000)] }),
    );
    // 20% of 8.98 + 7.99 = 3.394 -> 3.39, options not discounted.
    expect(result.promotions[0]).toMatchObject({ quantity: 3, amount: 1697, discountAmount: 339 });
    expect(result.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(339);
    expect(result.lineDiscounts[2]).toBe(0);
    const group = promo('% discount on selected items', {
      eligible_items_group_1: ['c'],
      discount_on_items_group_1: 50,
      discount_percentage: 20,
    });
    expect(applyPromotions(input({ promotions: [group], lines: [line('c', 1000)] })).discountTotal).toBe(500);
  });

  it('a unit is discounted by one item promotion at most', () => {
    const bogo = promo('Buy one, get one free', { eligible_items_group_1: ['a'] });
    const pct = promo('% discount on selected items', {
      eligible_items_group_1: ['a'],
      discount_percentage: 50,
    });
    const result = applyPromotions(input({ promotions: [bogo, pct], lines: [line('a', 1000, 3)] }));
    expect(result.promotions.map((p) => p.discountAmount)).toEqual([1000, 500]);
  });
});

describe('applyPromotions: apply options, coupons, once per cart, next-order coupons', () => {
  it('a Coupon code promotion applies only with its code, in any case', () => {
    const welcome = promo(
      '% discount on cart',
      { discount_percentage: 10 },
      { promo_apply_option: 'Coupon code', coupon_code: 'WELCOME10' },
    );
    expect(applyPromotions(input({ promotions: [welcome] })).discounts).toEqual([]);
    const applied = applyPromotions(
      input({ promotions: [welcome], coupon: { code: 'welcome10', stored: null } }),
    );
    expect(applied.discounts).toMatchObject([
      { kind: 'coupon', couponCode: 'WELCOME10', amount: 500, couponAmount: 500 },
    ]);
    expect(applied.coupon).toEqual({ code: 'WELCOME10', amount: 500, problems: [] });
  });

  it('an unknown code or a broken rule gives nothing and says why', () => {
    const welcome = promo(
      '% discount on cart',
      { discount_percentage: 10, minimum_order_amount_option: 'Minimum amount', minimum_order_amount: 60 },
      { promo_apply_option: 'Coupon code', coupon_code: 'WELCOME10' },
    );
    expect(
      applyPromotions(input({ promotions: [welcome], coupon: { code: 'NOPE', stored: null } })).coupon,
    ).toEqual({
      code: 'NOPE',
      amount: 0,
      problems: ['unknown'],
    });
    const below = applyPromotions(
      input({ promotions: [welcome], coupon: { code: 'WELCOME10', stored: null } }),
    );
    expect(below.coupon?.problems).toEqual(['minimum']);
    expect(below.hints).toEqual(['Purchase $10.00 more to get 10% discount']);
    // In the cart's language: French words and French amounts.
    const french = applyPromotions(
      input({ promotions: [welcome], coupon: { code: 'WELCOME10', stored: null }, locale: 'fr' }),
    );
    expect(french.hints).toEqual([
      expect.stringMatching(/^Achetez pour 10,00\s\$ de plus pour obtenir un rabais de 10\s%$/),
    ]);
  });

  it('a stored percentage coupon takes that share of the items', () => {
    const stored = { name: 'Staff: 15% off', amount: 0, promotionId: null, percentOff: 15 };
    const result = applyPromotions(input({ coupon: { code: 'GM-STAFF', stored } }));
    expect(result.discounts).toMatchObject([{ kind: 'coupon', amount: 750, couponAmount: 750 }]);
  });

  it('a stored coupon takes off its amount, never more than the items', () => {
    const stored = { name: 'Thanks: $5 off', amount: 500, promotionId: null };
    expect(applyPromotions(input({ coupon: { code: 'GM-THANKS', stored } })).discounts).toMatchObject([
      { kind: 'coupon', name: 'Thanks: $5 off', amount: 500, couponAmount: 500 },
    ]);
    const big = { ...stored, amount: 99_999 };
    expect(applyPromotions(input({ coupon: { code: 'X', stored: big } })).discountTotal).toBe(5000);
  });

  it('cart-level types apply once per cart: the best of each type', () => {
    const ten = promo('% discount on cart', { discount_percentage: 10 });
    const fifteen = promo('% discount on cart', { discount_percentage: 15 });
    const result = applyPromotions(input({ promotions: [ten, fifteen] }));
    expect(result.discounts.map((d) => d.promotionId)).toEqual([fifteen.id]);
  });

  it('a next-order coupon is listed with its value, and not taken off this order', () => {
    const next = promo('Fixed discount amount on cart', {
      discount_amount: 5,
      is_next_order_coupon: true,
      coupon_code_expire_in: 30,
      coupon_code_expire_unit: 'days',
    });
    const result = applyPromotions(input({ promotions: [next] }));
    expect(result.discountTotal).toBe(0);
    expect(result.discounts).toEqual([
      {
        kind: 'next-order',
        promotionId: next.id,
        name: next.name,
        couponCode: null,
        amount: 0,
        isNextOrderCoupon: true,
        couponAmount: 500,
        couponExpireIn: 30,
        couponExpireUnit: 'days',
      },
    ]);
    expect(toCartDiscount(result.discounts[0]!)).toMatchObject({
      is_next_order_coupon: true,
      coupon_amount: 5,
      discount_amount: 0,
    });
  });

  it('converts adjustments to the wire in dollars', () => {
    const bogo = promo('Buy one, get one free', { eligible_items_group_1: ['a'] });
    const [adjustment] = applyPromotions(
      input({ promotions: [bogo], lines: [line('a', 1599, 2)] }),
    ).promotions;
    expect(toCartPromotion(adjustment!)).toEqual({
      promotionId: bogo.id,
      promotionName: bogo.name,
      quantity: 1,
      amount: 15.99,
      discountAmount: 15.99,
      couponCode: null,
      discountedItems: ['a'],
      uuid: `promotion-${bogo.id}`,
    });
  });
});

describe('applyPromotions: hints in the spec words', () => {
  const minimum = (amount: number) => ({
    minimum_order_amount_option: 'Minimum amount' as const,
    minimum_order_amount: amount,
  });

  it.each<[string, EnginePromotion, string[]]>([
    [
      'percent',
      promo('% discount on cart', { discount_percentage: 10, ...minimum(60) }, { name: 'Ten' }),
      ['Purchase $10.00 more to get 10% discount'],
    ],
    [
      'amount',
      promo('Fixed discount amount on cart', { discount_amount: 5, ...minimum(1060.5) }),
      ['Purchase $1,010.50 more to get $5.00 discount'],
    ],
    [
      'next-order coupon',
      promo(
        'Fixed discount amount on cart',
        { discount_amount: 5, is_next_order_coupon: true, ...minimum(60) },
        { name: '$5 off your next order' },
      ),
      ['Purchase $10.00 more to get $5 off your next order coupon'],
    ],
    [
      'below the highlight value: quiet',
      promo('% discount on cart', {
        discount_percentage: 10,
        ...minimum(60),
        highlight_custom_selection_cart_value_exceeds: 55,
      }),
      [],
    ],
    [
      'past the highlight value',
      promo('% discount on cart', {
        discount_percentage: 10,
        ...minimum(60),
        highlight_custom_selection_cart_value_exceeds: 45,
      }),
      ['Purchase $10.00 more to get 10% discount'],
    ],
    [
      'later today',
      promo(
        '% discount on cart',
        { discount_percentage: 10, weekdays: only(['wednesday'], '17:00', '21:00') },
        { name: 'Happy hour' },
      ),
      ['Happy hour is available from 5:00 PM'],
    ],
    [
      'not today: quiet',
      promo('% discount on cart', {
        discount_percentage: 10,
        weekdays: only(['thursday'], '17:00', '21:00'),
      }),
      [],
    ],
    [
      'a Coupon code promotion not applied: quiet',
      promo(
        '% discount on cart',
        { discount_percentage: 10, ...minimum(60) },
        { promo_apply_option: 'Coupon code', coupon_code: 'X' },
      ),
      [],
    ],
  ])('%s', (_, promotion, hints) => {
    expect(applyPromotions(input({ promotions: [promotion] })).hints).toEqual(hints);
  });

  it('says when an item promotion starts, only with an eligible item in the cart', () => {
    const bogo = promo(
      'Buy one, get one free',
      { eligible_items_group_1: ['a'], weekdays: only(['wednesday'], '14:00', '17:00') },
      { name: 'Two-for-one' },
    );
    expect(applyPromotions(input({ promotions: [bogo], at: WED_11AM })).hints).toEqual([
      'Two-for-one is available from 2:00 PM',
    ]);
    expect(applyPromotions(input({ promotions: [bogo], at: WED_11AM, timeFormat: '24' })).hints).toEqual([
      'Two-for-one is available from 14:00',
    ]);
    expect(
      applyPromotions(input({ promotions: [bogo], at: WED_11AM, lines: [line('z', 100)] })).hints,
    ).toEqual([]);
  });
});

describe('applyPromotions: invariants', () => {
  const ids = ['a', 'b', 'c', 'd'];
  const arbLine = fc.record({
    id: fc.constantFrom(...ids),
    basePrice: fc.integer({ min: 0, max: 5000 }),
    extra: fc.integer({ min: 0, max: 500 }),
    quantity: fc.integer({ min: 1, max: 5 }),
  });
  const arbPromotion = fc.record({
    type: fc.constantFrom(...PROMOTION_TYPES),
    pct: fc.integer({ min: 0, max: 150 }),
    cheapest: fc.integer({ min: 0, max: 100 }),
    dearest: fc.integer({ min: 0, max: 100 }),
    amount: fc.integer({ min: 0, max: 20_000 }).map((c) => c / 100),
    minimum: fc.integer({ min: 0, max: 10_000 }).map((c) => c / 100),
    group1: fc.subarray(ids),
    group2: fc.subarray(ids),
    same: fc.boolean(),
    next: fc.boolean(),
    coupon: fc.boolean(),
  });
  const arbCart = fc.record({
    lines: fc.array(arbLine, { maxLength: 6 }),
    promotions: fc.array(arbPromotion, { maxLength: 6 }),
    delivery: fc.boolean(),
    fee: fc.integer({ min: 0, max: 1500 }),
    stored: fc.option(fc.integer({ min: 0, max: 30_000 })),
  });

  it('never discounts more than there is, allocates to the cent, and keeps the total at or above zero', () => {
    fc.assert(
      fc.property(arbCart, (cart) => {
        const lines = cart.lines.map((l, i) => line(`l${i}`, l.basePrice, l.quantity, l.extra, l.id));
        const promotions = cart.promotions.map((p) =>
          promo(
            p.type,
            {
              discount_percentage: p.pct,
              discount_on_cheapest_item: p.cheapest,
              discount_on_most_expensive_item: p.dearest,
              discount_amount: p.amount,
              minimum_order_amount_option: p.minimum > 0 ? 'Minimum amount' : 'Not applicable',
              minimum_order_amount: p.minimum,
              eligible_items_group_1: p.group1,
              eligible_items_group_2: p.group2,
              must_be_same_item: p.same,
              is_next_order_coupon: p.next,
              payment_method: 'Offline',
            },
            p.coupon ? { promo_apply_option: 'Coupon code', coupon_code: 'CODE' } : {},
          ),
        );
        const deliveryGst = Math.round(cart.fee * 0.05);
        const result = applyPromotions(
          input({
            lines,
            promotions,
            deliveryMethod: cart.delivery ? 'Delivery' : 'Pickup',
            deliveryFee: cart.delivery ? cart.fee : 0,
            deliveryGst: cart.delivery ? deliveryGst : 0,
            coupon:
              cart.stored === null
                ? { code: 'code', stored: null }
                : { code: 'S', stored: { name: 'Stored', amount: cart.stored, promotionId: null } },
          }),
        );
        const subtotal = lines.reduce((s, l) => s + l.total, 0);
        // Each line gets at most what it costs; the lines' shares add up to the non-delivery discounts.
        result.lineDiscounts.forEach((d, i) => {
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(lines[i]!.total);
        });
        expect(result.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(
          result.discountTotal - result.deliveryDiscount,
        );
        expect(result.deliveryDiscount).toBeLessThanOrEqual(cart.delivery ? cart.fee + deliveryGst : 0);
        for (const p of result.promotions) {
          expect(p.discountAmount).toBeGreaterThan(0);
          expect(p.discountAmount).toBeLessThanOrEqual(p.amount);
        }
        const listed =
          result.promotions.reduce((s, p) => s + p.discountAmount, 0) +
          result.discounts.filter((d) => !d.isNextOrderCoupon).reduce((s, d) => s + d.amount, 0);
        expect(result.discountTotal).toBe(listed);
        expect(result.discounts.filter((d) => d.isNextOrderCoupon).every((d) => d.amount === 0)).toBe(true);
        // Cart-level types once per cart.
        for (const kind of ['cart', 'payment', 'delivery'] as const) {
          const byType = new Map<string, number>();
          for (const d of result.discounts.filter((d) => d.kind === kind && d.couponCode === null)) {
            const type = promotions.find((p) => p.id === d.promotionId)!.type;
            byType.set(type, (byType.get(type) ?? 0) + 1);
          }
          for (const count of byType.values()) expect(count).toBe(1);
        }
        const totals = computeTotals({
          subtotal,
          gstRate: 5,
          pstRate: 6,
          deliveryFee: cart.delivery ? cart.fee : 0,
          discounts: result.discountTotal - result.deliveryDiscount,
          deliveryDiscount: result.deliveryDiscount,
          giftCards: 0,
        });
        // The discounts fit inside the order: nothing is capped away, and the total stays >= 0.
        expect(totals.discountTotal).toBe(result.discountTotal);
        expect(totals.total).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 400 },
    );
  });
});

describe('wire helpers', () => {
  it('reads a published promotion without its code, and a cart line by its item price', () => {
    const p = promo('% discount on cart', { discount_percentage: 10 });
    const published = {
      _id: p.id,
      name: p.name,
      description: null,
      type: p.type,
      image: null,
      available_option: 'Unlimited' as const,
      available_from: null,
      available_until: null,
      conditions: [],
      instructions: [],
      disabled: false,
      promo_apply_option: 'Automatically' as const,
      rules: p.rules,
    };
    expect(enginePromotionFromApi(published)).toEqual(p);
    expect(
      promotionLineOf({
        uuid: 'u',
        id: 'i',
        cd: 'C1',
        name: 'Steak',
        printName: null,
        size: null,
        options: [],
        quantity: 2,
        basePrice: 1000,
        baseTotal: 2000,
        extraPrice: 150,
        extraTotal: 300,
        specialInstructions: '',
        duration: null,
      }),
    ).toEqual({ uuid: 'u', id: 'i', cd: 'C1', name: 'Steak', quantity: 2, basePrice: 1000, total: 2300 });
  });
});
