import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, type CartQuote } from '@storefront/domain';
import { registerMember } from '../../test/accounts-fixture';
import { CUSTOMER, useStaffedOrderingBed } from './orders.test-support';

/*
 * Issue 27 item 3: a next-order coupon ('$5 off your next order', THANKS-…) is earned by its order:
 * usable once that order is fulfilled (not while it can still be cancelled or rejected), and only by
 * whom it was issued to: the guest's mailbox, or the member, who must be signed in.
 */
const bed = useStaffedOrderingBed();

const bigCart = () => [bed.line('C1', Math.ceil(41 / bed.byCd.get('C1')!.price))];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An order big enough to earn Golden Maple's next-order coupon, placed by `customer` (signed in with `token`). */
async function earn(customer = CUSTOMER, token?: string) {
  const placed = await bed.request<{ couponCode: string; order: { _id: string }; message: string }>(
    'POST',
    `/api/eater/restaurants/${bed.restaurantId}/orders`,
    {
      deliveryMethod: 'Pickup',
      pickupTimeType: 'ASAP',
      items: bigCart(),
      customer,
      payment: { method: 'Offline' },
    },
    { 'idempotency-key': `earn-${Math.random().toString(36).slice(2)}`, ...(token ? bearer(token) : {}) },
  );
  expect(placed.status, placed.body.message).toBe(201);
  expect(placed.body.couponCode).toMatch(/^THANKS-/);
  return { orderId: placed.body.order._id, code: placed.body.couponCode };
}

const fulfil = async (orderId: string) => {
  for (const status of ['Accepted', 'Fulfilled'] as const) {
    const moved = await bed.setStatus(orderId, status);
    expect(moved.status).toBe(200);
  }
};

/** Places a small order with `code` as `customer` (signed in with `token`). */
const spend = (code: string, customer = CUSTOMER, token?: string) =>
  bed.request<{ message: string; code: string; order: { discountTotal: number } }>(
    'POST',
    `/api/eater/restaurants/${bed.restaurantId}/orders`,
    {
      deliveryMethod: 'Pickup',
      pickupTimeType: 'ASAP',
      items: [bed.line('B1')],
      couponCode: code,
      customer,
      payment: { method: 'Offline' },
    },
    { 'idempotency-key': `spend-${Math.random().toString(36).slice(2)}`, ...(token ? bearer(token) : {}) },
  );

const quoteMessages = async (code: string, email: string, token?: string) =>
  (
    await bed.request<CartQuote>(
      'POST',
      `/api/eater/restaurants/${bed.restaurantId}/cart/quote`,
      {
        deliveryMethod: 'Pickup',
        pickupTimeType: 'ASAP',
        items: [bed.line('B1')],
        couponCode: code,
        couponEmail: email,
      },
      token ? bearer(token) : {},
    )
  ).body.messages;

describe('a next-order coupon is usable once its order is fulfilled', () => {
  it('is refused while its order is received or accepted, and takes $5 off once it is fulfilled', async () => {
    const { orderId, code } = await earn();
    const received = await spend(code);
    expect(received.status).toBe(422);
    expect(received.body.code).toBe('COUPON_NOT_EARNED_YET');
    expect(received.body.message).toBe(COUPON_MESSAGES.notEarnedYet);
    expect(await quoteMessages(code, CUSTOMER.email)).toContain(COUPON_MESSAGES.notEarnedYet);
    const applied = await bed.request<{ message: string }>(
      'POST',
      `/api/eater/restaurants/${bed.restaurantId}/apply-coupon`,
      { couponCode: code, email: CUSTOMER.email, subtotal: 20, deliveryMethod: 'Pickup' },
    );
    expect(applied.status).toBe(422);
    expect(applied.body.message).toBe(COUPON_MESSAGES.notEarnedYet);

    expect((await bed.setStatus(orderId, 'Accepted')).status).toBe(200);
    expect((await spend(code)).body.message).toBe(COUPON_MESSAGES.notEarnedYet);

    expect((await bed.setStatus(orderId, 'Fulfilled')).status).toBe(200);
    const used = await spend(code);
    expect(used.status, used.body.message).toBe(201);
    expect(used.body.order.discountTotal).toBe(5);
  });
});

describe('a next-order coupon is usable only by whom it was issued to', () => {
  it("a guest's coupon is refused to another email, and taken by the same mailbox", async () => {
    const { orderId, code } = await earn();
    await fulfil(orderId);
    const stranger = await spend(code, { ...CUSTOMER, email: 'stranger@example.com' });
    expect(stranger.status).toBe(422);
    expect(stranger.body.code).toBe('COUPON_OTHER_CUSTOMER');
    expect(stranger.body.message).toBe(COUPON_MESSAGES.otherCustomer);
    const [name, domain] = CUSTOMER.email.split('@');
    const same = await spend(code, { ...CUSTOMER, email: `${name!.toUpperCase()}+next@${domain}` });
    expect(same.status, same.body.message).toBe(201);
    expect(same.body.order.discountTotal).toBe(5);
  });

  it("a member's coupon needs the member's session: not a guest typing the member's email", async () => {
    const member = await registerMember(bed.t.app);
    const memberCustomer = { ...CUSTOMER, email: member.user.local.email };
    const { orderId, code } = await earn(memberCustomer, member.token);
    await fulfil(orderId);

    const guest = await spend(code, memberCustomer);
    expect(guest.status).toBe(422);
    expect(guest.body.code).toBe('COUPON_MEMBER_ONLY');
    expect(guest.body.message).toBe(COUPON_MESSAGES.memberOnly);
    expect(await quoteMessages(code, member.user.local.email)).toContain(COUPON_MESSAGES.memberOnly);
    const applyAs = (token?: string) =>
      bed.request<{ message: string }>(
        'POST',
        `/api/eater/restaurants/${bed.restaurantId}/apply-coupon`,
        { couponCode: code, email: member.user.local.email, subtotal: 20, deliveryMethod: 'Pickup' },
        token ? bearer(token) : {},
      );
    expect((await applyAs()).body.message).toBe(COUPON_MESSAGES.memberOnly);
    const applied = await applyAs(member.token);
    expect(applied.status, applied.body.message).toBe(200);

    const other = await registerMember(bed.t.app);
    const otherMember = await spend(code, memberCustomer, other.token);
    expect(otherMember.status).toBe(422);
    expect(otherMember.body.message).toBe(COUPON_MESSAGES.memberOnly);

    expect(await quoteMessages(code, member.user.local.email, member.token)).not.toContain(
      COUPON_MESSAGES.memberOnly,
    );
    const own = await spend(code, memberCustomer, member.token);
    expect(own.status, own.body.message).toBe(201);
    expect(own.body.order.discountTotal).toBe(5);
  });
});
