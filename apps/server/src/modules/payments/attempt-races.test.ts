import type { PlaceOrderPaymentRequired, PlaceOrderRequest, PlaceOrderResponse } from '@storefront/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import {
  confirmPayment,
  lineFor,
  newIdempotencyKey,
  onlineCheckout,
  pickupOrder,
  rowsWithKey,
  TEST_CARD,
} from '../../test/orders-fixture';
import { item, restaurantId, t, usePaymentsApp } from '../../test/payments-fixture';

/*
 * Issue 27 item 1 (decision 0065): a checkout attempt's cart changed (the same Idempotency-Key
 * placed again with a bigger cart) while its card is being confirmed. Before, the re-placement voided
 * the intent the card had just authorised and pointed the attempt at a new, never-confirmed one,
 * while the confirm wrote the order Authorised; accepting it then marked it Paid with nothing
 * captured. Now one of the two wins whole: an order is Authorised only while the provider holds
 * exactly its total, Paid only once it took exactly the total, and anything else is a Problem the
 * staff board shows. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const { place, boardOrders, setStatus } = usePaymentsApp();

let provider: PaymentProvider;

const smallCart = (): PlaceOrderRequest => ({ ...pickupOrder(item), payment: { method: 'Online' } });
const biggerCart = (): PlaceOrderRequest => ({ ...smallCart(), items: [lineFor(item, 12)] });

const confirm = (paymentId: string) => confirmPayment(t.app, paymentId);

const boardOrder = async (orderId: string) => (await boardOrders()).find((o) => o._id === orderId);

const intent = (id: string) =>
  t.db.kysely.selectFrom('test_payment_intents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/**
 * Holds the provider's next `cancel` until released, the call itself going to the real provider:
 * the re-placement is caught between reading the old intent and voiding it, the instant the race
 * needs, without sleeping.
 */
function holdNextCancel() {
  const real = provider.cancel.bind(provider);
  let reached!: () => void;
  let release!: () => void;
  const atCancel = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  provider.cancel = async (...args) => {
    provider.cancel = real;
    reached();
    await released;
    return real(...args);
  };
  return { atCancel, release };
}

/**
 * What must hold of an attempt, whoever won: its order (if any) Authorised only while the payment
 * it is tied to names an intent authorised for exactly its total; once accepted, Paid only with
 * exactly its total captured, else a Problem the board shows. Answers what was found, for counts.
 */
async function expectMoneyAddsUp(key: string): Promise<'paid' | 'no order'> {
  const [payment] = await rowsWithKey(t.db, 'payments', key);
  const [order] = await rowsWithKey(t.db, 'orders', key);
  // No card stays authorised for the attempt but the one its payment names.
  const held = await t.db.kysely
    .selectFrom('test_payment_intents')
    .select(['id', 'status'])
    .where('idempotency_key', 'like', `order-%-${key}-%`)
    .where('status', 'in', ['requires_capture', 'succeeded'])
    .execute();
  expect(held.filter((h) => h.id !== payment?.provider_payment_id)).toEqual([]);
  if (!order) {
    // Nor may its own: an authorised card always has its order.
    expect(held).toEqual([]);
    return 'no order';
  }
  expect(order.payment_status).toBe('Authorised');
  expect(payment?.order_id).toBe(order.id);
  const intentHeld = await intent(payment!.provider_payment_id!);
  expect({ status: intentHeld.status, amount: intentHeld.amount_cents }).toEqual({
    status: 'requires_capture',
    amount: order.total_cents,
  });
  const accepted = await setStatus(order.id, 'Accepted');
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  expect(accepted.body.paymentStatus).toBe('Paid');
  expect((await intent(payment!.provider_payment_id!)).amount_captured_cents).toBe(order.total_cents);
  return 'paid';
}

beforeAll(() => {
  provider = t.app.paymentProviders.byName('test')!;
});

describe('a cart changed while its card is confirmed', () => {
  it('keeps the order the card paid for when the card is confirmed while the re-placement voids the old intent', async () => {
    const key = newIdempotencyKey();
    const small = await onlineCheckout(t.app, restaurantId, smallCart(), { key });
    const hold = holdNextCancel();
    const replacing = place(key, biggerCart());
    await hold.atCancel;
    const confirmed = await confirm(small._id);
    hold.release();
    const replaced = await replacing;

    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.order).toMatchObject({ paymentStatus: 'Authorised', total: small.amount });
    // The re-placement answers with the order the card paid for: the attempt is paid.
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect((replaced.body as PlaceOrderResponse).order._id).toBe(confirmed.body.order!._id);
    expect(await expectMoneyAddsUp(key)).toBe('paid');
  });

  it('pays the bigger cart when the re-placement swapped the intent before the card was confirmed', async () => {
    const key = newIdempotencyKey();
    const small = await onlineCheckout(t.app, restaurantId, smallCart(), { key });
    const bigger = await place(key, biggerCart());
    expect(bigger.status).toBe(202);
    const confirmed = await confirm(small._id);
    // The payment's id is the attempt's: confirming it pays the bigger cart, which it now holds.
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.order?.total).toBe((bigger.body as PlaceOrderPaymentRequired).payment.amount);
    expect(await expectMoneyAddsUp(key)).toBe('paid');
  });

  it('of confirms and bigger carts (twice) sent at once, every attempt ends paid exactly or with no order and no hold', async () => {
    const keys = Array.from({ length: 12 }, () => newIdempotencyKey());
    const checkouts = await Promise.all(
      keys.map((key) => onlineCheckout(t.app, restaurantId, smallCart(), { key })),
    );
    const answers = await Promise.all(
      // Two tabs send the bigger cart (one attempt, one new intent), a third confirms the card.
      keys.flatMap((key, i) => [
        confirm(checkouts[i]!._id),
        place(key, biggerCart()),
        place(key, biggerCart()),
      ]),
    );
    for (const answer of answers)
      expect([200, 201, 202, 409], JSON.stringify(answer.body)).toContain(answer.status);
    const outcomes = [];
    for (const key of keys) outcomes.push(await expectMoneyAddsUp(key));
    expect(outcomes).toHaveLength(keys.length);
  });
});

describe('an accepted order whose capture is not its total', () => {
  it('is a Problem on the staff board, never Paid', async () => {
    const key = newIdempotencyKey();
    const small = await onlineCheckout(t.app, restaurantId, smallCart(), { key });
    const order = (await confirm(small._id)).body.order!;
    // The payment's intent holds another amount than the order's total (as the race left it).
    const other = await provider.create({
      amount: 6324,
      currency: 'cad',
      captureMethod: 'manual',
      idempotencyKey: `other-${key}`,
      description: 'not this order',
      metadata: {},
      account: null,
    });
    await provider.confirm(other.id, { card: TEST_CARD }, { account: null });
    await t.db.kysely
      .updateTable('payments')
      .set({ provider_payment_id: other.id })
      .where('id', '=', small._id)
      .execute();

    const accepted = await setStatus(order._id, 'Accepted');
    expect(accepted.status).toBe(200);
    expect(accepted.body.paymentStatus).toBe('Problem');
    expect(await boardOrder(order._id)).toMatchObject({
      paymentStatus: 'Problem',
      paymentProblem: `The card was charged $63.24 for an order of $${order.total.toFixed(2)}.`,
    });
  });

  it('is a Problem when there was no authorisation to capture', async () => {
    const key = newIdempotencyKey();
    const small = await onlineCheckout(t.app, restaurantId, smallCart(), { key });
    const order = (await confirm(small._id)).body.order!;
    await t.db.kysely
      .updateTable('payments')
      .set({ status: 'requires_payment_method' })
      .where('id', '=', small._id)
      .execute();
    const accepted = await setStatus(order._id, 'Accepted');
    expect(accepted.body.paymentStatus).toBe('Problem');
    expect((await boardOrder(order._id))?.paymentProblem).toMatch(
      /requires payment method: nothing could be captured/,
    );
  });
});
