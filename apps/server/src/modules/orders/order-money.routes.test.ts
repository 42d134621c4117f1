import { describe, expect, it } from 'vitest';
import {
  COUPON_MESSAGES,
  WITHDRAWAL,
  type ApiOrder,
  type CartItemInput,
  type PlaceOrderResponse,
} from '@storefront/domain';
import { registerMember } from '../../test/accounts-fixture';
import { TEST_NOW } from '../../test/harness';
import { statusHistoryOf } from '../../test/orders-fixture';
import { CUSTOMER, newKey, PICKUP_ASAP, useStaffedOrderingBed } from './orders.test-support';

// Issue 14 item 8 (decision 0032): a cancelled or rejected order gives back the gift card money it
// took, the single-use coupon it spent, and voids the next-order coupon it issued, in the transaction
// that changed its status, once.

const bed = useStaffedOrderingBed();

const base = () => `/api/eater/tenants/${bed.gold._id}`;

const place = (body: object, customer = CUSTOMER) => bed.place({ customer, ...body });
const cancel = (orderId: string) => bed.request<ApiOrder>('POST', `${base()}/orders/${orderId}/cancel`);
const reject = (orderId: string) => bed.setStatus(orderId, 'Rejected');

const giftCard = (balanceCents: number) => bed.newGiftCard(balanceCents);
const hold = (number: string, dollars: number) => bed.holdGiftCard(number, dollars);

const cardRow = (id: string) => bed.giftCardBalances(id);
const refundLines = (orderId: string) =>
  bed.t.db.kysely.selectFrom('gift_card_refunds').selectAll().where('order_id', '=', orderId).execute();
const couponRow = (code: string) =>
  bed.t.db.kysely.selectFrom('coupons').selectAll().where('coupon_code', '=', code).executeTakeFirstOrThrow();

/** An order that pays $20 of a new $60 gift card. */
async function orderPaidPartlyByGiftCard() {
  const card = await giftCard(6000);
  const redemption = await hold(card.number, 20);
  const placed = await place({ items: [bed.line('C1', 3)], giftCardRedemptions: [redemption] });
  expect(placed.status, placed.body.message).toBe(201);
  expect(placed.body.order.giftCardTotal).toBe(20);
  expect(await cardRow(card.id)).toEqual({ balance_cents: 4000, pending_balance_cents: 4000 });
  return { card, order: placed.body.order, redemption };
}

/** An order big enough to earn Golden Maple's '$5 off your next order' coupon. */
async function orderWithNextOrderCoupon(customer = CUSTOMER) {
  const c1 = bed.byCd.get('C1')!;
  const placed = await place({ items: [bed.line('C1', Math.ceil(41 / c1.price))] }, customer);
  expect(placed.status, placed.body.message).toBe(201);
  expect(placed.body.couponCode).toMatch(/^THANKS-/);
  return { order: placed.body.order, code: placed.body.couponCode! };
}

/** An earned next-order coupon: its order was fulfilled, so it can be spent (issue 27 item 3). */
async function earnedNextOrderCoupon() {
  const issued = await orderWithNextOrderCoupon();
  for (const status of ['Accepted', 'Fulfilled'] as const)
    expect((await bed.setStatus(issued.order._id, status)).status).toBe(200);
  return issued;
}

/** An order that spends the coupon an earlier order issued, and $20 of a new $60 gift card. */
async function orderSpendingCouponAndGiftCard(items: CartItemInput[]) {
  const issued = await earnedNextOrderCoupon();
  const card = await giftCard(6000);
  const redemption = await hold(card.number, 20);
  const placed = await place({ items, couponCode: issued.code, giftCardRedemptions: [redemption] });
  expect(placed.status, placed.body.message).toBe(201);
  return { issued, card, placed };
}

describe('cancelling an order gives its money back', () => {
  it('credits the gift card redemption back to its card with a ledger line: $60 → $40 → $60', async () => {
    const { card, order, redemption } = await orderPaidPartlyByGiftCard();
    const cancelled = await cancel(order._id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('Cancelled');
    expect(await cardRow(card.id)).toEqual({ balance_cents: 6000, pending_balance_cents: 6000 });
    expect(await refundLines(order._id)).toMatchObject([
      {
        gift_card_id: card.id,
        redemption_id: redemption,
        amount_cents: 2000,
        reason: 'Cancelled',
        created_at: TEST_NOW.toISOString(),
      },
    ]);
    const balance = await bed.request<{ balance: number; pendingBalance: number }>(
      'GET',
      `${base()}/giftcards/${card.number}`,
    );
    expect(balance.body).toMatchObject({ balance: 60, pendingBalance: 60 });
    // Sent again: refused, and the card is not credited twice.
    const again = await cancel(order._id);
    expect(again.status).toBe(409);
    expect(await cardRow(card.id)).toEqual({ balance_cents: 6000, pending_balance_cents: 6000 });
    expect(await refundLines(order._id)).toHaveLength(1);
  });

  it('makes the single-use coupon it spent usable again', async () => {
    const issued = await earnedNextOrderCoupon();
    const spending = await place({ items: [bed.line('B1')], couponCode: issued.code });
    expect(spending.status).toBe(201);
    expect(spending.body.order.discountTotal).toBe(5);
    expect(await couponRow(issued.code)).toMatchObject({ redeemed_order_id: spending.body.order._id });
    expect((await cancel(spending.body.order._id)).status).toBe(200);
    expect(await couponRow(issued.code)).toMatchObject({
      redeemed_at: null,
      redeemed_order_id: null,
      redeemed_by: null,
      voided_at: null,
    });
    const reused = await place({ items: [bed.line('B1')], couponCode: issued.code });
    expect(reused.status, reused.body.message).toBe(201);
    expect(reused.body.order.discountTotal).toBe(5);
  });

  it("voids the next-order coupon it issued: a cancelled guest order's THANKS code takes nothing off", async () => {
    const issued = await orderWithNextOrderCoupon();
    expect((await cancel(issued.order._id)).status).toBe(200);
    expect((await couponRow(issued.code)).voided_at).toBe(TEST_NOW.toISOString());
    const other = { ...CUSTOMER, email: 'someone.else@example.com' };
    const applied = await bed.request('POST', `/api/eater/restaurants/${bed.restaurantId}/apply-coupon`, {
      couponCode: issued.code,
      email: other.email,
      subtotal: 20,
      deliveryMethod: 'Pickup',
    });
    expect(applied.status).toBe(422);
    expect(applied.body.message).toBe(COUPON_MESSAGES.voided);
    const refused = await place({ items: [bed.line('B1')], couponCode: issued.code }, other);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(COUPON_MESSAGES.voided);
  });

  it('20 concurrent cancels of one order: one wins, and the money comes back exactly once', async () => {
    const { card, order } = await orderPaidPartlyByGiftCard();
    const responses = await Promise.all(Array.from({ length: 20 }, () => cancel(order._id)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await cardRow(card.id)).toEqual({ balance_cents: 6000, pending_balance_cents: 6000 });
    expect(await refundLines(order._id)).toHaveLength(1);
    const history = await statusHistoryOf(bed.t.db, order._id);
    expect(history.map((h) => h.status).sort()).toEqual(['Cancelled', 'Received']);
  });

  it('an order accepted by staff can no longer be cancelled, and keeps its money', async () => {
    const { card, order } = await orderPaidPartlyByGiftCard();
    const accepted = await bed.setStatus(order._id, 'Accepted');
    expect(accepted.status).toBe(200);
    expect((await cancel(order._id)).status).toBe(409);
    expect(await cardRow(card.id)).toEqual({ balance_cents: 4000, pending_balance_cents: 4000 });
    expect(await refundLines(order._id)).toEqual([]);
  });
});

describe('rejecting an order gives its money back', () => {
  it('credits the gift card, restores the spent coupon and voids the issued one', async () => {
    const { issued, card, placed } = await orderSpendingCouponAndGiftCard([
      bed.line('C1', Math.ceil(41 / bed.byCd.get('C1')!.price)),
    ]);
    const newCode = placed.body.couponCode!;
    expect(newCode).toMatch(/^THANKS-/);
    expect(await cardRow(card.id)).toEqual({ balance_cents: 4000, pending_balance_cents: 4000 });

    const rejected = await reject(placed.body.order._id);
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('Rejected');
    expect(await cardRow(card.id)).toEqual({ balance_cents: 6000, pending_balance_cents: 6000 });
    expect(await refundLines(placed.body.order._id)).toMatchObject([
      { amount_cents: 2000, reason: 'Rejected' },
    ]);
    expect(await couponRow(issued.code)).toMatchObject({ redeemed_order_id: null, voided_at: null });
    expect((await couponRow(newCode)).voided_at).toBe(TEST_NOW.toISOString());
    // Rejecting again changes nothing.
    expect((await reject(placed.body.order._id)).status).toBe(409);
    expect(await cardRow(card.id)).toEqual({ balance_cents: 6000, pending_balance_cents: 6000 });
  });

  it('a reject and cancels racing: exactly one of them wins and returns the money once', async () => {
    const { card, order } = await orderPaidPartlyByGiftCard();
    const responses = await Promise.all([
      ...Array.from({ length: 10 }, () => cancel(order._id)),
      reject(order._id),
      ...Array.from({ length: 9 }, () => cancel(order._id)),
    ]);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await cardRow(card.id)).toEqual({ balance_cents: 6000, pending_balance_cents: 6000 });
    expect(await refundLines(order._id)).toHaveLength(1);
  });
});

describe('the withdrawal of an order', () => {
  it('gives nothing back a second time, even when its effects are carried out again directly', async () => {
    const { issued, card, placed } = await orderSpendingCouponAndGiftCard([bed.line('C1', 3)]);
    const orderId = placed.body.order._id;
    expect((await cancel(orderId)).status).toBe(200);
    expect(await cardRow(card.id)).toEqual({ balance_cents: 6000, pending_balance_cents: 6000 });
    const couponOf = (code: string) =>
      bed.t.db.kysely
        .selectFrom('coupons')
        .select(['redeemed_order_id', 'voided_at'])
        .where('coupon_code', '=', code)
        .executeTakeFirstOrThrow();
    const before = await couponOf(issued.code);
    expect(before.redeemed_order_id).toBeNull();
    await bed.withdrawAgain(orderId, WITHDRAWAL);
    expect(await cardRow(card.id)).toEqual({ balance_cents: 6000, pending_balance_cents: 6000 });
    expect(await refundLines(orderId)).toHaveLength(1);
    expect(await couponOf(issued.code)).toEqual(before);
  });
});

describe("a member's voided coupon", () => {
  it('leaves the member coupon list once its order is cancelled', async () => {
    const member = await registerMember(bed.t.app);
    const auth = { authorization: `Bearer ${member.token}` };
    const c1 = bed.byCd.get('C1')!;
    const placed = await bed.request<PlaceOrderResponse>(
      'POST',
      `/api/eater/restaurants/${bed.restaurantId}/orders`,
      {
        ...PICKUP_ASAP,
        items: [bed.line('C1', Math.ceil(41 / c1.price))],
        customer: { ...CUSTOMER, email: member.user.local.email },
        payment: { method: 'Offline' },
      },
      { 'idempotency-key': newKey(), ...auth },
    );
    expect(placed.status, placed.body.message).toBe(201);
    const codes = async () =>
      (
        await bed.request<{ couponCode: string }[]>(
          'GET',
          `/api/eater/customers/${member.user._id}/coupons`,
          undefined,
          auth,
        )
      ).body.map((c) => c.couponCode);
    expect(await codes()).toContain(placed.body.couponCode);
    const cancelled = await bed.request('POST', `${base()}/orders/${placed.body.order._id}/cancel`, {}, auth);
    expect(cancelled.status).toBe(200);
    expect(await codes()).not.toContain(placed.body.couponCode);
  });
});
