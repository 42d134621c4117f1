import { describe, expect, it } from 'vitest';
import {
  COUPON_MESSAGES,
  type ApiTenant,
  type ApplyCouponResponse,
  type CartItemInput,
  type CartQuote,
  type PlaceOrderResponse,
} from '@storefront/domain';
import { DEMO_CREDENTIALS } from '../../db/seed/members';
import { signIn } from '../../test/accounts-fixture';
import { useOrderingBed, PICKUP_ASAP } from './orders.test-support';

// Wednesday 2026-11-25, 2:30 PM in Saskatoon: Golden Maple Bistro is open.

const bed = useOrderingBed();

const post = <T>(url: string, body: unknown, headers: Record<string, string> = {}, slug = 'goldenmaple') =>
  bed.request<T>('POST', url, body, headers, slug);
const line = (cd: string, quantity = 1) => bed.line(cd, quantity);
const cart = (items: CartItemInput[]) => ({ ...PICKUP_ASAP, items });
const applyCoupon = (body: object, slug = 'goldenmaple', restaurant = bed.restaurantId) =>
  post<ApplyCouponResponse>(`/api/eater/restaurants/${restaurant}/apply-coupon`, body, {}, slug);

/** The demo member's coupons at Golden Maple Bistro, by name. */
async function memberCoupon(name: string) {
  return bed.t.db.kysely
    .selectFrom('coupons')
    .innerJoin('tenants', 'tenants.id', 'coupons.tenant_id')
    .selectAll('coupons')
    .where('tenants.slug', '=', 'goldenmaple')
    .where('coupons.name', 'like', name)
    .executeTakeFirstOrThrow();
}

describe('POST /restaurants/{id}/apply-coupon', () => {
  it('answers a promotion code, in any case, with what it takes off the cart', async () => {
    const { status, body } = await applyCoupon({
      couponCode: ' welcome10 ',
      email: 'avery@example.com',
      ...cart([line('C1', 2)]),
    });
    expect(status).toBe(200);
    expect(body.coupon).toMatchObject({
      couponCode: 'WELCOME10',
      name: 'Welcome 10% off',
      email: 'avery@example.com',
    });
    const quote = await post<CartQuote>(`/api/eater/restaurants/${bed.restaurantId}/cart/quote`, {
      ...cart([line('C1', 2)]),
      couponCode: 'WELCOME10',
      couponEmail: 'avery@example.com',
    });
    expect(body.coupon.amount).toBeGreaterThan(0);
    expect(quote.body.discounts.find((d) => d.coupon_code === 'WELCOME10')?.discount_amount).toBe(
      body.coupon.amount,
    );
  });

  it('refuses a scheduled cart without its date and time with a 400, not a 500 (found by the route fuzzer)', async () => {
    const { status, body } = await applyCoupon({
      couponCode: 'WELCOME10',
      email: DEMO_CREDENTIALS.email,
      pickupTimeType: 'Schedule',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'a scheduled order needs pickupDate and pickupTime' });
  });

  it('answers the spec-shaped payload (subtotal, deliveryMethod, deliveryPostalCode, no items) with the real amount', async () => {
    const withItems = await applyCoupon({
      couponCode: 'WELCOME10',
      email: 'avery@example.com',
      ...cart([line('C1', 2)]),
    });
    const subtotal = bed.byCd.get('C1')!.price * 2;
    const { status, body } = await applyCoupon({
      couponCode: 'WELCOME10',
      email: 'avery@example.com',
      subtotal,
      deliveryMethod: 'Pickup',
      deliveryPostalCode: '',
      promotionRules: [],
      timeZone: 'America/Regina',
      timeFormat: '12',
    });
    expect(status).toBe(200);
    expect(body.coupon.amount).toBeGreaterThan(0);
    expect(body.coupon.amount).toBe(withItems.body.coupon.amount);
    // Below the minimum it is accepted at $0.00, as with items.
    const small = await applyCoupon({ couponCode: 'WELCOME10', email: 'a@example.com', subtotal: 1 });
    expect([small.status, small.body.coupon.amount]).toEqual([200, 0]);
    // A subtotal that is not an amount is refused in words.
    const bad = await applyCoupon({ couponCode: 'WELCOME10', email: 'a@example.com', subtotal: 'lots' });
    expect(bad.status).toBe(400);
  });

  it('accepts a code below its minimum at $0.00, and the cart says how much more to add', async () => {
    const { status, body } = await applyCoupon({
      couponCode: 'WELCOME10',
      email: 'a@example.com',
      ...cart([line('F3')]),
    });
    expect(status).toBe(200);
    expect(body.coupon.amount).toBe(0);
    const quote = await post<CartQuote>(`/api/eater/restaurants/${bed.restaurantId}/cart/quote`, {
      ...cart([line('F3')]),
      couponCode: 'WELCOME10',
      couponEmail: 'a@example.com',
    });
    expect(quote.body.hints.some((h) => /^Purchase \$\d+\.\d\d more to get 10% discount$/.test(h))).toBe(
      true,
    );
  });

  it("answers a member's stored coupon with its amount, to that member's session only", async () => {
    const coupon = await memberCoupon('$5 off your next order');
    const body = {
      couponCode: coupon.coupon_code.toLowerCase(),
      email: DEMO_CREDENTIALS.email.toUpperCase(),
      ...cart([line('C1')]),
    };
    const url = `/api/eater/restaurants/${bed.restaurantId}/apply-coupon`;
    const { token } = await signIn(bed.t.app);
    const member = await post<ApplyCouponResponse>(url, body, { authorization: `Bearer ${token}` });
    expect(member.status).toBe(200);
    expect(member.body.coupon).toMatchObject({ couponCode: coupon.coupon_code, amount: 5 });
    // Typed by a guest with the member's email: refused.
    expect((await applyCoupon(body)).status).toBe(422);
  });

  it.each<[string, () => Promise<object>, number, string]>([
    ['no code', async () => ({ email: 'a@example.com' }), 400, 'Please enter a coupon code.'],
    [
      'a blank code',
      async () => ({ couponCode: '  ', email: 'a@example.com' }),
      400,
      'Please enter a coupon code.',
    ],
    [
      'no email',
      async () => ({ couponCode: 'WELCOME10' }),
      400,
      'Please enter your email address to apply a coupon.',
    ],
    ['a bad email', async () => ({ couponCode: 'WELCOME10', email: 'nope' }), 400, 'Invalid email address'],
    [
      'an unknown code',
      async () => ({ couponCode: 'NOPE42', email: 'a@example.com' }),
      404,
      'The coupon code NOPE42 is not valid.',
    ],
    [
      'a paper coupon',
      async () => ({ couponCode: 'gmflyer10', email: 'a@example.com' }),
      422,
      'Paper coupons are not accepted online. Please bring your coupon to the restaurant.',
    ],
    [
      'a used coupon',
      async () => ({
        couponCode: (await memberCoupon('Welcome back%')).coupon_code,
        email: DEMO_CREDENTIALS.email,
      }),
      409,
      'This coupon has already been used.',
    ],
    [
      'an expired coupon',
      async () => ({
        couponCode: (await memberCoupon('Birthday%')).coupon_code,
        email: DEMO_CREDENTIALS.email,
      }),
      422,
      'This coupon has expired.',
    ],
    [
      "another member's coupon",
      async () => ({
        couponCode: (await memberCoupon('$5 off your next order')).coupon_code,
        email: 'a@example.com',
      }),
      422,
      COUPON_MESSAGES.memberOnly,
    ],
    [
      'a disabled promotion code',
      async () => ({ couponCode: 'GRANDOPENING', email: 'a@example.com' }),
      422,
      'This coupon is no longer valid.',
    ],
  ])('refuses %s with a clear message', async (_, body, status, message) => {
    const response = await applyCoupon({ ...cart([line('C1')]), ...(await body()) });
    expect(response.status).toBe(status);
    expect(response.body.message).toBe(message);
  });

  it('refuses a promotion code before its dates (Emerald Noodle House, LUNAR15)', async () => {
    const emerald = (
      await bed.request<ApiTenant>('GET', '/api/eater/tenants/emerald', undefined, {}, 'emerald')
    ).body;
    const calgary = emerald.restaurants.find((r) => r.settings.online_ordering)!;
    const response = await applyCoupon(
      { couponCode: 'lunar15', email: 'a@example.com' },
      'emerald',
      calgary._id,
    );
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('This coupon is not valid yet.');
  });
});

describe('a single-use coupon is consumed once', () => {
  it('50 orders at once with one coupon: exactly one is placed, the others get a 409 and write nothing', async () => {
    const coupon = await memberCoupon('$5 off your next order');
    // A member's coupon is spent only in the member's session (issue 27 item 3).
    const member = { authorization: `Bearer ${(await signIn(bed.t.app)).token}` };
    const count = async () =>
      Number(
        (
          await bed.t.db.kysely
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post<PlaceOrderResponse>(
          `/api/eater/restaurants/${bed.restaurantId}/orders`,
          {
            ...cart([line('B1')]),
            couponCode: coupon.coupon_code,
            customer: {
              firstName: 'Demo',
              lastName: 'Member',
              email: DEMO_CREDENTIALS.email,
              phone: '306-555-0199',
            },
            payment: { method: 'Offline' },
          },
          { 'idempotency-key': `coupon-race-${i}-${Math.random().toString(36).slice(2)}`, ...member },
        ),
      ),
    );
    const placed = responses.filter((r) => r.status === 201);
    expect(placed).toHaveLength(1);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(49).fill(409));
    for (const r of refused) expect(r.body.message).toBe('This coupon has already been used.');
    expect(await count()).toBe(before + 1);
    const after = await memberCoupon('$5 off your next order');
    expect(after.redeemed_order_id).toBe(placed[0]!.body.order._id);
    expect(
      placed[0]!.body.order.discounts.find((d) => d.coupon_code === coupon.coupon_code)?.discount_amount,
    ).toBe(5);
  });
});

describe('coupon codes cannot be guessed at speed', () => {
  it('limits apply-coupon attempts per client address', async () => {
    let refused: { status: number; body: { message?: string } } | undefined;
    for (let i = 0; i < 70 && !refused; i++) {
      const response = await applyCoupon({ couponCode: `GUESS${i}`, email: 'a@example.com' });
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(404);
    }
    expect(refused?.body.message).toMatch(/coupon attempts/);
  });

  // Issue 16: the quote also says whether a code exists, so it must not be a way around that limit.
  it('counts unknown codes sent through /cart/quote against the same limit', async () => {
    const quoteFrom = (remoteAddress: string, couponCode?: string) =>
      bed.t.app.inject({
        method: 'POST',
        url: `/api/eater/restaurants/${bed.restaurantId}/cart/quote`,
        headers: { host: 'goldenmaple.localhost:3000' },
        remoteAddress,
        payload: {
          ...cart([line('C1', 2)]),
          ...(couponCode ? { couponCode, couponEmail: 'a@example.com' } : {}),
        },
      });
    const guesser = '10.77.0.1';
    for (let i = 0; i < 60; i++) {
      const response = await quoteFrom(guesser, `QGUESS${i}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<CartQuote>().messages).toContain(`The coupon code QGUESS${i} is not valid.`);
    }
    const limited = await quoteFrom(guesser, 'QGUESS60');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many coupon attempts/);
    // While limited, a real code gets no answer either (a 200 would confirm it), nor does apply-coupon.
    expect((await quoteFrom(guesser, 'WELCOME10')).statusCode).toBe(429);
    const applied = await bed.t.app.inject({
      method: 'POST',
      url: `/api/eater/restaurants/${bed.restaurantId}/apply-coupon`,
      headers: { host: 'goldenmaple.localhost:3000' },
      remoteAddress: guesser,
      payload: { ...cart([line('C1', 2)]), couponCode: 'WELCOME10', email: 'a@example.com' },
    });
    expect(applied.statusCode).toBe(429);
    // A cart without a code is still priced; and a diner re-quoting a good code is never counted.
    expect((await quoteFrom(guesser)).statusCode).toBe(200);
    for (let i = 0; i < 70; i++) expect((await quoteFrom('10.77.0.2', 'WELCOME10')).statusCode).toBe(200);
  });
});
