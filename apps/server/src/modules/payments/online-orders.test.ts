import type {
  ApiOrder,
  PlaceOrderPaymentRequired,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/accounts-fixture';
import { hostOf, TEST_NOW } from '../../test/harness';
import {
  confirmPayment,
  newIdempotencyKey,
  onlineCheckout,
  orderableItems,
  paidOnlineOrder,
  pickupOrder,
  TEST_CARD,
  tenantOf,
} from '../../test/orders-fixture';
import { gold, item, restaurantId, t, usePaymentsApp } from '../../test/payments-fixture';

/*
 * Online payment on the built-in test provider (no Stripe key), through the API as the storefront
 * uses it: place (202, the payment to confirm), confirm the card, then the order exists; staff accept
 * (capture), reject (void) and the diner's cancel (void) move the card's money.
 */

const { place, boardOrders, setStatus } = usePaymentsApp();

const onlineOrder = (): PlaceOrderRequest => ({ ...pickupOrder(item), payment: { method: 'Online' } });

/** An Online checkout of the test's order: the payment waiting for the card. */
const checkout = (key?: string) => onlineCheckout(t.app, restaurantId, pickupOrder(item), { key });

const confirm = (paymentId: string, body: unknown) => confirmPayment(t.app, paymentId, body);

const testIntent = (paymentId: string) =>
  t.db.kysely
    .selectFrom('payments')
    .innerJoin('test_payment_intents', 'test_payment_intents.id', 'payments.provider_payment_id')
    .select([
      'test_payment_intents.status',
      'test_payment_intents.amount_cents',
      'test_payment_intents.amount_captured_cents',
      'test_payment_intents.amount_refunded_cents',
    ])
    .where('payments.id', '=', paymentId)
    .executeTakeFirstOrThrow();

/** Places an Online order and pays it with 4242…: the order as written. */
async function paidOrder(): Promise<{ order: ApiOrder; paymentId: string }> {
  const { order, payment } = await paidOnlineOrder(t.app, restaurantId, pickupOrder(item));
  return { order, paymentId: payment._id };
}

describe('an Online order on the test provider', () => {
  it('is not an order until the card is authorised; then it is Received, Authorised, on the staff board', async () => {
    const key = newIdempotencyKey();
    const placed = await place(key, onlineOrder());
    expect(placed.status).toBe(202);
    const { payment } = placed.body as PlaceOrderPaymentRequired;
    expect(placed.body.order).toBeNull();
    expect(payment).toMatchObject({ provider: 'test', status: 'requires_payment_method', currency: 'cad' });
    // The amount is the server's price: what a quote of the same cart says.
    const quote = await call<{ total: number }>(
      t.app,
      'POST',
      `/api/eater/restaurants/${restaurantId}/cart/quote`,
      { body: { ...onlineOrder(), paymentMethod: 'Online' } },
    );
    expect(payment.amount).toBe(quote.body.total);
    // Asked again before paying: the same payment, still no order anywhere.
    expect((await checkout(key))._id).toBe(payment._id);
    const countBefore = (await boardOrders()).length;

    const confirmed = await confirm(payment._id, { card: { ...TEST_CARD, name: 'Avery Lee' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.payment.status).toBe('requires_capture');
    const order = confirmed.body.order!;
    expect(order).toMatchObject({ status: 'Received', paymentMethod: 'Online', paymentStatus: 'Authorised' });
    expect(order.total).toBe(payment.amount);
    const board = await boardOrders();
    expect(board).toHaveLength(countBefore + 1);
    expect(board.find((o) => o._id === order._id)?.paymentStatus).toBe('Authorised');

    // The browser's return with the same key answers with the same order, written once.
    const back = await place(key, onlineOrder());
    expect(back.status).toBe(200);
    expect((back.body as PlaceOrderResponse).order._id).toBe(order._id);
    expect(await boardOrders()).toHaveLength(countBefore + 1);
    expect(await testIntent(payment._id)).toMatchObject({
      status: 'requires_capture',
      amount_captured_cents: 0,
    });
  });

  it('declines 4000 0000 0000 0002 with the provider message, and the attempt can pay with another card', async () => {
    const key = newIdempotencyKey();
    const payment = await checkout(key);
    const declined = await confirm(payment._id, { card: { ...TEST_CARD, number: '4000 0000 0000 0002' } });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ code: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
    expect((await checkout(key)).lastError).toBe('Your card was declined.');
    const paid = await confirm(payment._id, { card: TEST_CARD });
    expect(paid.body.order?.paymentStatus).toBe('Authorised');
  });

  it('asks 4000 0027 6000 3184 for an extra confirmation step before it authorises', async () => {
    const payment = await checkout();
    const first = await confirm(payment._id, { card: { ...TEST_CARD, number: '4000 0027 6000 3184' } });
    expect(first.status).toBe(200);
    expect(first.body.payment.status).toBe('requires_action');
    expect(first.body.order).toBeNull();
    const failed = await confirm(payment._id, { authentication: 'fail' });
    expect(failed.status).toBe(402);
    expect(failed.body.message).toMatch(/unable to authenticate/);
    await confirm(payment._id, { card: { ...TEST_CARD, number: '4000002760003184' } });
    const passed = await confirm(payment._id, { authentication: 'complete' });
    expect(passed.status).toBe(200);
    expect(passed.body.order).toMatchObject({ status: 'Received', paymentStatus: 'Authorised' });
  });

  it('refuses an incomplete card form with the provider words, and a malformed body with a 400', async () => {
    const payment = await checkout();
    const expired = await confirm(payment._id, { card: { ...TEST_CARD, expiry: '01/20' } });
    expect(expired.status).toBe(402);
    expect(expired.body.message).toBe("Your card's expiration year is in the past.");
    const bad = await confirm(payment._id, { card: { number: 42 } });
    expect(bad.status).toBe(400);
    const unknown = await confirm('0123456789abcdef01234567', { card: TEST_CARD });
    expect(unknown.status).toBe(404);
  });

  it('captures when staff accept: Paid', async () => {
    const { order, paymentId } = await paidOrder();
    const accepted = await setStatus(order._id, 'Accepted');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'Accepted', paymentStatus: 'Paid' });
    expect(await testIntent(paymentId)).toMatchObject({
      status: 'succeeded',
      amount_captured_cents: accepted.body.total * 100,
    });
  });

  it('voids when staff reject: Voided, nothing taken', async () => {
    const { order, paymentId } = await paidOrder();
    const rejected = await setStatus(order._id, 'Rejected');
    expect(rejected.body).toMatchObject({ status: 'Rejected', paymentStatus: 'Voided' });
    expect(await testIntent(paymentId)).toMatchObject({ status: 'canceled', amount_captured_cents: 0 });
  });

  it('voids once when the diner cancels twenty times at once', async () => {
    const { order, paymentId } = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<ApiOrder>(t.app, 'POST', `/api/eater/tenants/${gold._id}/orders/${order._id}/cancel`),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const view = await call<ApiOrder>(t.app, 'GET', `/api/eater/tenants/${gold._id}/orders/${order._id}`);
    expect(view.body).toMatchObject({ status: 'Cancelled', paymentStatus: 'Voided' });
    expect(await testIntent(paymentId)).toMatchObject({ status: 'canceled', amount_refunded_cents: 0 });
  });

  it('leaves an abandoned attempt as no order at all', async () => {
    const before = (await boardOrders()).length;
    const payment = await checkout();
    expect(payment.status).toBe('requires_payment_method');
    expect(await boardOrders()).toHaveLength(before);
    const orders = await t.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('payment_reference', '=', payment._id)
      .execute();
    expect(orders).toEqual([]);
  });

  it('keeps Offline orders Unpaid and refuses Online where the restaurant does not take it', async () => {
    const offline = await place(newIdempotencyKey(), pickupOrder(item));
    expect(offline.status).toBe(201);
    expect((offline.body as PlaceOrderResponse).order.paymentStatus).toBe('Unpaid');
    const emerald = await tenantOf(t.app, 'emerald');
    // Whyte Avenue (Edmonton) takes no online payment (Kensington does).
    const emeraldId = emerald.restaurants.find((r) => !r.online_payment_settings.accept_online_payment)!._id;
    const [emeraldItem] = await orderableItems(t.app, 'emerald', emeraldId, TEST_NOW);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/eater/restaurants/${emeraldId}/orders`,
      headers: { ...hostOf('emerald'), 'idempotency-key': newIdempotencyKey() },
      payload: { ...pickupOrder(emeraldItem!), payment: { method: 'Online' } },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ONLINE_PAYMENT_UNAVAILABLE' });
  });
});

describe('card money that goes back is news of its own', () => {
  it('an accepted (captured) order withdrawn with its table is refunded, and payment.refunded follows order.cancelled', async () => {
    const { order, paymentId } = await paidOrder();
    expect((await setStatus(order._id, 'Accepted')).body.paymentStatus).toBe('Paid');
    const reason = 'The restaurant cancelled the table booking.';
    const applied = await t.db.transact((trx) =>
      t.app.orderLife.applyIn(
        trx,
        gold._id,
        { id: order._id },
        { event: 'cancel with table', by: 'restaurant', reason },
        { actor: 'staff', note: reason },
        TEST_NOW.toISOString(),
      ),
    );
    expect(applied).not.toBeNull();
    const after = await t.app.orderLife.finish(applied!, TEST_NOW);
    expect(after).toMatchObject({ status: 'Cancelled', paymentStatus: 'Refunded' });
    expect(await testIntent(paymentId)).toMatchObject({
      status: 'succeeded',
      amount_refunded_cents: after.total * 100,
    });
    await t.app.background.idle();
    const events = await t.db.kysely
      .selectFrom('outbox_events')
      .select(['seq', 'type', 'status'])
      .where('aggregate_id', '=', order._id)
      .orderBy('seq')
      .execute();
    expect(events).toEqual([
      { seq: 1, type: 'order.placed', status: 'delivered' },
      { seq: 2, type: 'order.accepted', status: 'delivered' },
      { seq: 3, type: 'order.cancelled', status: 'delivered' },
      { seq: 4, type: 'payment.refunded', status: 'delivered' },
    ]);
  });
});
