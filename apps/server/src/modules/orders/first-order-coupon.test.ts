import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, type CartQuote, type PlaceOrderResponse } from '@storefront/domain';
import { registerMember } from '../../test/accounts-fixture';
import { CUSTOMER, newKey, useOrderingBed, PICKUP_ASAP } from './orders.test-support';

/*
 * Issue 16: WELCOME10 ("10% off your first online order") could be used on every order. A first-order
 * code is good once per email and once per member, and only for someone who has not ordered before.
 */
const bed = useOrderingBed();
let emails = 0;
const freshEmail = () => `first-${++emails}-${Date.now().toString(36)}@example.com`;

const cart = (couponCode?: string) => ({
  ...PICKUP_ASAP,
  items: [bed.line('C1', 3)],
  ...(couponCode ? { couponCode } : {}),
});
const place = (email: string, couponCode?: string, token?: string) =>
  bed.request<PlaceOrderResponse & { message: string; code: string }>(
    'POST',
    `/api/eater/restaurants/${bed.restaurantId}/orders`,
    { ...cart(couponCode), customer: { ...CUSTOMER, email }, payment: { method: 'Offline' } },
    { 'idempotency-key': newKey(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  );
const welcomeOf = (response: { body: PlaceOrderResponse }) =>
  response.body.order.discounts.find((d) => d.coupon_code === 'WELCOME10');

describe('a first-order coupon (WELCOME10)', () => {
  it('is taken once per email; the second order, quote and apply-coupon are refused with a message', async () => {
    const email = freshEmail();
    const first = await place(email, 'WELCOME10');
    expect(first.status, first.body.message).toBe(201);
    expect(welcomeOf(first)).toBeDefined();

    const second = await place(email.toUpperCase(), 'welcome10');
    expect(second.status).toBe(422);
    expect(second.body.code).toBe('COUPON_FIRST_ORDER_ONLY');
    expect(second.body.message).toBe(COUPON_MESSAGES.firstOrderOnly);
    const applied = await bed.request<{ message: string }>(
      'POST',
      `/api/eater/restaurants/${bed.restaurantId}/apply-coupon`,
      { ...cart(), couponCode: 'WELCOME10', email },
    );
    expect(applied.status).toBe(422);
    expect(applied.body.message).toBe(COUPON_MESSAGES.firstOrderOnly);
    const quote = await bed.request<CartQuote>(
      'POST',
      `/api/eater/restaurants/${bed.restaurantId}/cart/quote`,
      {
        ...cart('WELCOME10'),
        couponEmail: email,
      },
    );
    expect(quote.body.messages).toContain(COUPON_MESSAGES.firstOrderOnly);
    // Without the code the diner orders as usual.
    expect((await place(email)).status).toBe(201);
  });

  it('is refused to an email that has ordered here before without it', async () => {
    const email = freshEmail();
    expect((await place(email)).status).toBe(201);
    expect((await place(email, 'WELCOME10')).status).toBe(422);
  });

  it('is taken once per member, whatever email the member orders with', async () => {
    const member = await registerMember(bed.t.app);
    const first = await place(freshEmail(), 'WELCOME10', member.token);
    expect(first.status, first.body.message).toBe(201);
    const other = await place(freshEmail(), 'WELCOME10', member.token);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(COUPON_MESSAGES.firstOrderOnly);
  });

  // Issue 27 item 4: `name+1@` and `n.ame@gmail.com` are the mailbox that ordered, not a new customer.
  it.each([
    [
      'a +tag',
      (name: string) => `${name}@example.com`,
      (name: string) => `${name.toUpperCase()}+1@example.com`,
    ],
    [
      "Gmail's dots",
      (name: string) => `${name}@gmail.com`,
      (name: string) => `${name.slice(0, 3)}.${name.slice(3)}@gmail.com`,
    ],
    ['googlemail.com', (name: string) => `${name}+x@googlemail.com`, (name: string) => `${name}@gmail.com`],
  ])('is refused to the same mailbox written with %s', async (_, firstEmail, sameMailbox) => {
    const name = `first${++emails}x${Date.now().toString(36)}`;
    const first = await place(firstEmail(name), 'WELCOME10');
    expect(first.status, first.body.message).toBe(201);
    const claimed = await place(sameMailbox(name), 'WELCOME10');
    expect(claimed.status).toBe(422);
    expect(claimed.body.message).toBe(COUPON_MESSAGES.firstOrderOnly);

    // An order without the code counts too: that mailbox is not a new customer.
    const other = `second${++emails}x${Date.now().toString(36)}`;
    expect((await place(firstEmail(other))).status).toBe(201);
    const applied = await bed.request<{ message: string }>(
      'POST',
      `/api/eater/restaurants/${bed.restaurantId}/apply-coupon`,
      { ...cart(), couponCode: 'WELCOME10', email: sameMailbox(other) },
    );
    expect(applied.status).toBe(422);
    expect(applied.body.message).toBe(COUPON_MESSAGES.firstOrderOnly);
    expect((await place(sameMailbox(other), 'WELCOME10')).status).toBe(422);
  });

  it('goes to exactly one of several orders racing with one email', async () => {
    const email = freshEmail();
    const results = await Promise.all(Array.from({ length: 6 }, () => place(email, 'WELCOME10')));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    const claims = await bed.t.db.kysely
      .selectFrom('first_order_claims')
      .select('order_id')
      .where('subject', '=', `email:${email}`)
      .execute();
    expect(claims).toHaveLength(1);
  });

  it('is given back when the order is cancelled', async () => {
    const email = freshEmail();
    const first = await place(email, 'WELCOME10');
    expect(first.status).toBe(201);
    const cancel = await bed.request(
      'POST',
      `/api/eater/tenants/${bed.gold._id}/orders/${first.body.order._id}/cancel`,
      {},
    );
    expect(cancel.status).toBe(200);
    const again = await place(email, 'WELCOME10');
    expect(again.status, again.body.message).toBe(201);
    expect(welcomeOf(again)).toBeDefined();
  });
});
