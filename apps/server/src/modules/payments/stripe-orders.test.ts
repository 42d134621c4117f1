import type {
  ApiMenuItem,
  ApiOrder,
  ApiPaymentMethod,
  PlaceOrderPaymentRequired,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '@storefront/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/staff';
import { call, signIn } from '../../test/accounts-fixture';
import { createTestApp, hostOf, TEST_NOW, type TestApp } from '../../test/harness';
import {
  confirmPayment,
  goldenmapleOrderable,
  newIdempotencyKey,
  onlineCheckout,
  pickupOrder,
  rowsWithKey,
} from '../../test/orders-fixture';
import { startStripeDouble, stripeAppConfig, type StripeDouble } from '../../test/stripe-double';
import { paymentDepsOf, retryOwedPaymentActions } from './payments.service';

/*
 * Online orders on Stripe (a STRIPE_SECRET_KEY configured), the SDK pointed by STRIPE_API_BASE at a
 * local double of the Stripe API: the browser confirms with Stripe.js (the double's
 * authoriseInBrowser), and the order is written by whichever comes first, the webhook or the
 * browser's return, exactly once.
 */

const WEBHOOK_SECRET = 'whsec_orders_test';
let t: TestApp;
let double: StripeDouble;
let tenantId: string;
let restaurantId: string;
let item: ApiMenuItem;

const onlineOrder = (): PlaceOrderRequest => ({ ...pickupOrder(item), payment: { method: 'Online' } });
const checkout = (key: string) => onlineCheckout(t.app, restaurantId, pickupOrder(item), { key });

async function place(key: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/eater/restaurants/${restaurantId}/orders`,
    headers: { ...hostOf('goldenmaple'), 'idempotency-key': key },
    payload: onlineOrder(),
  });
  return {
    status: response.statusCode,
    body: response.json<PlaceOrderResponse | PlaceOrderPaymentRequired>(),
  };
}

async function sendWebhook(payload: string, signature: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json<{ received?: boolean; duplicate?: boolean; message?: string }>(),
  };
}

const timestamp = Math.floor(TEST_NOW.getTime() / 1000);

const ordersWithKey = (key: string) => rowsWithKey(t.db, 'orders', key);

const cancel = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/eater/tenants/${tenantId}/orders/${orderId}/cancel`,
    headers: hostOf('goldenmaple'),
  });

/** An order whose card the browser authorised at Stripe, written when the checkout comes back. */
async function placeAuthorisedInBrowser() {
  const key = newIdempotencyKey();
  await place(key);
  const intentId = [...double.intents.values()].at(-1)!.id;
  double.authoriseInBrowser(intentId);
  const order = ((await place(key)).body as PlaceOrderResponse).order;
  return { key, intentId, order };
}

beforeAll(async () => {
  double = await startStripeDouble();
  t = await createTestApp({ now: TEST_NOW, config: stripeAppConfig(double, 'orders', WEBHOOK_SECRET) });
  const bed = await goldenmapleOrderable(t.app);
  ({ restaurantId, item } = bed);
  tenantId = bed.tenant._id;
});
afterAll(async () => {
  await t.close();
  await double.close();
});
beforeEach(() => {
  double.mode = 'up';
});

describe('Online orders on Stripe', () => {
  it('creates a PaymentIntent for the server’s price, with the order’s Idempotency-Key', async () => {
    const key = newIdempotencyKey();
    const payment = await checkout(key);
    expect(payment).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_orders', currency: 'cad' });
    expect(payment.clientSecret).toMatch(/_secret_/);
    const intent = [...double.intents.values()].at(-1)!;
    expect(intent).toMatchObject({ amount: Math.round(payment.amount * 100), capture_method: 'manual' });
    expect(double.requests.at(-1)!.idempotencyKey).toContain(key);
    // Before the card is authorised the browser's return finds no order yet.
    expect((await place(key)).status).toBe(202);
    expect(await ordersWithKey(key)).toEqual([]);
  });

  it('completes the order from the webhook before the browser returns, exactly once', async () => {
    const key = newIdempotencyKey();
    const payment = await checkout(key);
    const intentId = [...double.intents.values()].at(-1)!.id;
    const intent = double.authoriseInBrowser(intentId);
    const hook = double.webhook(
      'payment_intent.amount_capturable_updated',
      intent,
      WEBHOOK_SECRET,
      timestamp,
      `evt_${key}`,
    );
    const first = await sendWebhook(hook.payload, hook.signature);
    expect(first).toMatchObject({ status: 200, body: { received: true } });
    const [order] = await ordersWithKey(key);
    expect(order).toMatchObject({
      status: 'Received',
      payment_status: 'Authorised',
      payment_reference: payment._id,
    });
    // The same event again changes nothing.
    const again = await sendWebhook(hook.payload, hook.signature);
    expect(again.body).toEqual({ received: true, duplicate: true });
    // Another event about the same intent (reordered or replayed by Stripe) does not write it twice.
    const other = double.webhook('payment_intent.succeeded', intent, WEBHOOK_SECRET, timestamp);
    expect((await sendWebhook(other.payload, other.signature)).status).toBe(200);
    // The browser comes back: the same order.
    const back = await place(key);
    expect(back.status).toBe(200);
    expect((back.body as PlaceOrderResponse).order._id).toBe(order!.id);
    expect(await ordersWithKey(key)).toHaveLength(1);
  });

  it('completes the order when the browser returns first; the webhook after it changes nothing', async () => {
    const key = newIdempotencyKey();
    await place(key);
    const intent = double.authoriseInBrowser([...double.intents.values()].at(-1)!.id);
    const back = await place(key);
    expect(back.status).toBe(201);
    const order = (back.body as PlaceOrderResponse).order;
    expect(order).toMatchObject({ status: 'Received', paymentStatus: 'Authorised' });
    const hook = double.webhook(
      'payment_intent.amount_capturable_updated',
      intent,
      WEBHOOK_SECRET,
      timestamp,
    );
    expect((await sendWebhook(hook.payload, hook.signature)).status).toBe(200);
    expect(await ordersWithKey(key)).toHaveLength(1);
  });

  it('captures at Stripe when staff accept an order the browser completed', async () => {
    const { intentId, order } = await placeAuthorisedInBrowser();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      headers: hostOf('goldenmaple'),
      payload: { email: 'staff@goldenmaple.example.ca', password: DEMO_STAFF_PASSWORD },
    });
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order._id}/status`,
      headers: { ...hostOf('goldenmaple'), authorization: `Bearer ${login.json<{ token: string }>().token}` },
      payload: { status: 'Accepted' },
    });
    expect(accepted.json<ApiOrder>()).toMatchObject({ status: 'Accepted', paymentStatus: 'Paid' });
    expect(double.intents.get(intentId)).toMatchObject({
      status: 'succeeded',
      amount_received: order.total * 100,
    });
    const capture = double.requests.find((r) => r.path === `/v1/payment_intents/${intentId}/capture`);
    expect(capture?.idempotencyKey).toMatch(/^capture-/);
  });

  it('refuses a webhook whose signature does not verify with a 400', async () => {
    await place(newIdempotencyKey());
    const intent = [...double.intents.values()].at(-1)!;
    const forged = double.webhook('payment_intent.succeeded', intent, 'whsec_someone_else', timestamp);
    const response = await sendWebhook(forged.payload, forged.signature);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/signature/i);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: forged.payload,
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('answers 404 at the webhook path of a provider that sends none, or of no provider', async () => {
    for (const provider of ['test', 'paypal']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/payments/${provider}/webhook`,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(response.statusCode, provider).toBe(404);
    }
  });

  it('answers 503 with a clear message when Stripe cannot be reached, and stores nothing as paid', async () => {
    const key = newIdempotencyKey();
    double.mode = 'down';
    const placed = await place(key);
    expect(placed.status).toBe(503);
    expect((placed.body as unknown as { message: string }).message).toMatch(/not answering/);
    expect(await ordersWithKey(key)).toEqual([]);
    expect(await rowsWithKey(t.db, 'payments', key)).toEqual([]);
  });

  it('voids on cancel; when Stripe is down the void stays owed and is done on the retry', async () => {
    const { key, intentId, order } = await placeAuthorisedInBrowser();
    double.mode = 'error';
    const cancelled = await cancel(order._id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<ApiOrder>()).toMatchObject({ status: 'Cancelled', paymentStatus: 'Authorised' });
    expect(double.intents.get(intentId)!.status).toBe('requires_capture');
    double.mode = 'up';
    expect(await retryOwedPaymentActions(paymentDepsOf(t.app), TEST_NOW)).toBe(1);
    expect(double.intents.get(intentId)!.status).toBe('canceled');
    const [stored] = await ordersWithKey(key);
    expect(stored!.payment_status).toBe('Voided');
    expect(await retryOwedPaymentActions(paymentDepsOf(t.app), TEST_NOW)).toBe(0);
  });

  it('saves a member’s card (a PaymentMethod from Stripe.js, a SetupIntent) and pays with it in one tap', async () => {
    const member = await signIn(t.app);
    const cards = `/api/eater/customers/${member.user._id}/paymentmethods`;
    const saved = await call<ApiPaymentMethod>(t.app, 'POST', cards, {
      token: member.token,
      body: { customer: member.user._id, stripeTokenId: 'pm_card_visa', email: member.user.local.email },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({
      provider: 'stripe',
      stripeToken: { card: { brand: 'visa', last4: '4242' } },
    });
    const atStripe = double.paymentMethods.get(saved.body.stripeTokenId)!;
    expect(double.customers.has(atStripe.customer!)).toBe(true);
    // The card form of the test provider is never taken when Stripe is configured.
    const form = { card: { number: '4242424242424242', expiry: '12/30', cvc: '123', postalCode: 'S7M' } };
    expect((await call(t.app, 'POST', cards, { token: member.token, body: form })).status).toBe(409);

    const payment = await onlineCheckout(t.app, restaurantId, pickupOrder(item), { token: member.token });
    const paid = await confirmPayment(t.app, payment._id, { paymentMethod: saved.body._id }, member.token);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.order).toMatchObject({ status: 'Received', paymentStatus: 'Authorised' });
    const intent = [...double.intents.values()].at(-1)!;
    expect(intent).toMatchObject({ status: 'requires_capture', customer: atStripe.customer });

    const removed = await call(t.app, 'DELETE', `${cards}/${saved.body._id}`, { token: member.token });
    expect(removed.status).toBe(204);
    expect(atStripe.customer).toBeNull();
  });
});
