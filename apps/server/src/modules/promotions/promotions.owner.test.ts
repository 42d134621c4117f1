import { beforeAll, describe, expect, it } from 'vitest';
import {
  OWNER_PROMOTION_MESSAGES,
  PROMOTION_KEY,
  promotionRequestOf,
  type ApiOwnerCoupon,
  type ApiOwnerPromotion,
  type ApiPromotion,
  type OwnerCouponsResponse,
  type OwnerPromotionsResponse,
} from '@storefront/domain';
import { auditEntriesOf, consoleClient, type ConsoleClient } from '../../test/owner-console-fixture';
import { useOrderingBed } from '../orders/orders.test-support';

/* Issue 19, Promotions and coupons: the owner writes them; the next quote applies them. */

const bed = useOrderingBed();
let client: ConsoleClient;

beforeAll(async () => {
  client = await consoleClient(bed.t.app);
});

const quote = (body: object) => bed.quote(body);

const HAPPY_HOUR = {
  key: PROMOTION_KEY,
  name: 'Owner’s Wednesday 15%',
  type: '% discount on cart',
  rules: {
    discount_percentage: 15,
    minimum_order_amount_option: 'Minimum amount',
    minimum_order_amount: 200,
  },
};

describe('owner promotions', () => {
  it('creates a promotion that the storefront lists and the next quote applies at once', async () => {
    const line = bed.line('P1', 30);
    const before = await quote({ items: [line] });
    expect(before.body.hints).not.toContain('Purchase');
    const created = await client.as<ApiOwnerPromotion>('goldOwner', 'POST', '/api/staff/promotions', {
      body: HAPPY_HOUR,
    });
    expect(created.status).toBe(201);
    const listed = await bed.request<ApiPromotion[]>('GET', `/api/eater/tenants/${bed.gold._id}/promotions`);
    expect(listed.body.map((p) => p.name)).toContain(HAPPY_HOUR.name);
    // Below its $200 minimum the cart says what is missing; above it the discount applies.
    const small = await quote({ items: [bed.line('P1')] });
    expect(small.body.hints.some((h) => h.endsWith('more to get 15% discount'))).toBe(true);
    const big = await quote({ items: [line] });
    expect(big.body.discounts.map((d) => d.discount_name)).toContain(HAPPY_HOUR.name);

    // Disabled: gone from the storefront and from the next quote.
    const off = await client.as<ApiOwnerPromotion>(
      'goldOwner',
      'PUT',
      `/api/staff/promotions/${created.body._id}`,
      {
        body: { ...promotionRequestOf(created.body), disabled: true },
      },
    );
    expect(off.status).toBe(200);
    expect((await quote({ items: [line] })).body.discounts.map((d) => d.discount_name)).not.toContain(
      HAPPY_HOUR.name,
    );

    expect((await client.as('goldOwner', 'DELETE', `/api/staff/promotions/${created.body._id}`)).status).toBe(
      204,
    );
    const mine = await client.as<OwnerPromotionsResponse>('goldOwner', 'GET', '/api/staff/promotions');
    expect(mine.body.promotions.map((p) => p._id)).not.toContain(created.body._id);
    const entries = await auditEntriesOf(bed.t, 'promotion', created.body._id);
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
    const update = entries.find((e) => e.action === 'update')!;
    expect(JSON.parse(update.changes)).toEqual({
      before: { disabled: false, type: '% discount on cart' },
      after: { disabled: true, type: '% discount on cart' },
      name: 'Owner’s Wednesday 15%',
    });
  });

  it('refuses a promotion that breaks a rule, naming the field', async () => {
    const cases: [object, string][] = [
      [
        { ...HAPPY_HOUR, rules: { discount_percentage: 0 } },
        'rules.discount_percentage: Give the discount percentage',
      ],
      [{ ...HAPPY_HOUR, type: 'Half off' }, 'type: The type is one of:'],
      [
        { ...HAPPY_HOUR, promo_apply_option: 'Coupon code' },
        'coupon_code: A coupon code promotion needs its code',
      ],
      [
        { ...HAPPY_HOUR, available_option: 'Date range', available_from: 'today+3' },
        'available_from: Available from: choose a date',
      ],
      [
        { ...HAPPY_HOUR, rules: { ...HAPPY_HOUR.rules, restaurants: ['someone-elses'] } },
        'rules.restaurants: Choose locations of this restaurant',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await client.as('goldOwner', 'POST', '/api/staff/promotions', { body });
      expect(response.status, message).toBe(400);
      expect(response.body.message.startsWith(message), response.body.message).toBe(true);
    }
    const taken = await client.as('goldOwner', 'POST', '/api/staff/promotions', {
      body: { ...HAPPY_HOUR, promo_apply_option: 'Coupon code', coupon_code: 'welcome10' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`coupon_code: ${OWNER_PROMOTION_MESSAGES.codeTaken}`);
  });

  it('is the owner’s only, in the owner’s tenant', async () => {
    const gold = await client.as<OwnerPromotionsResponse>('goldOwner', 'GET', '/api/staff/promotions');
    const id = gold.body.promotions[0]!._id;
    expect((await client.as('goldStaff', 'POST', '/api/staff/promotions', { body: HAPPY_HOUR })).status).toBe(
      403,
    );
    expect((await client.as('goldStaff', 'GET', '/api/staff/promotions')).status).toBe(403);
    expect((await client.as('emeraldOwner', 'DELETE', `/api/staff/promotions/${id}`)).status).toBe(404);
    expect(
      (await client.as('emeraldOwner', 'PUT', `/api/staff/promotions/${id}`, { body: HAPPY_HOUR })).status,
    ).toBe(404);
    const emerald = await client.as<OwnerPromotionsResponse>('emeraldOwner', 'GET', '/api/staff/promotions');
    expect(emerald.body.promotions.map((p) => p._id)).not.toContain(id);
  });
});

describe('owner coupons', () => {
  it('makes a single-use percentage coupon that a cart can use once', async () => {
    const created = await client.as<ApiOwnerCoupon>('goldOwner', 'POST', '/api/staff/coupons', {
      body: { code: 'STAFF15', name: 'Staff: 15% off', percent_off: 15, single_use: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'STAFF15',
      amount: 0,
      percent_off: 15,
      single_use: true,
      paper: false,
    });
    const quoted = await quote({
      items: [bed.line('P1')],
      couponCode: 'staff15',
      couponEmail: 'avery@example.com',
    });
    const coupon = quoted.body.discounts.find((d) => d.coupon_code === 'STAFF15');
    expect(coupon?.discount_amount).toBeCloseTo(Math.round(quoted.body.subtotal * 15) / 100, 2);
    const listed = await client.as<OwnerCouponsResponse>('goldOwner', 'GET', '/api/staff/coupons');
    expect(listed.body.coupons.map((c) => c.code)).toContain('STAFF15');
    expect((await auditEntriesOf(bed.t, 'coupon', created.body._id)).map((e) => e.action)).toEqual([
      'create',
    ]);
  });

  it('refuses an amount and a percentage together, a taken code, and anyone but the owner', async () => {
    const both = await client.as('goldOwner', 'POST', '/api/staff/coupons', {
      body: { code: 'BOTH5', name: 'Both', amount: 5, percent_off: 10 },
    });
    expect(both.body.message).toBe(`amount: ${OWNER_PROMOTION_MESSAGES.amountOrPercent}`);
    const taken = await client.as('goldOwner', 'POST', '/api/staff/coupons', {
      body: { code: 'WELCOME10', name: 'Again', amount: 5 },
    });
    expect(taken.status).toBe(409);
    const mine = await client.as<ApiOwnerCoupon>('goldOwner', 'POST', '/api/staff/coupons', {
      body: {
        code: 'FLYER5',
        name: 'Flyer: $5',
        amount: 5,
        paper: true,
        valid_until: '2026-12-31T23:59:00Z',
      },
    });
    expect(mine.status).toBe(201);
    expect(
      (
        await client.as('goldStaff', 'POST', '/api/staff/coupons', {
          body: { code: 'X123', name: 'x', amount: 1 },
        })
      ).status,
    ).toBe(403);
    expect((await client.as('emeraldOwner', 'DELETE', `/api/staff/coupons/${mine.body._id}`)).status).toBe(
      404,
    );
    expect((await client.as('goldOwner', 'DELETE', `/api/staff/coupons/${mine.body._id}`)).status).toBe(204);
  });
});
