import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeDouble, type StripeDouble } from '../../test/stripe-double';
import {
  PaymentDeclinedError,
  PaymentProviderUnavailableError,
  PaymentRequestError,
  WebhookSignatureError,
} from './payment-provider';
import { StripePaymentProvider } from './stripe-provider';

/*
 * The Stripe adapter driven through the real SDK against a local double of the Stripe API
 * (STRIPE_API_BASE): what it sends (form fields, Idempotency-Key, Stripe-Account) and how it reads
 * Stripe's answers and errors.
 */

const SECRET = 'whsec_test_secret';
const NOW = new Date('2026-11-25T20:30:00Z');
let double: StripeDouble;
let stripe: StripePaymentProvider;

const create = (key: string, account: string | null = null) =>
  stripe.create({
    amount: 2599,
    currency: 'CAD',
    captureMethod: 'manual',
    idempotencyKey: key,
    description: 'Order at Golden Maple Bistro Riversdale',
    metadata: { tenant_id: 't1' },
    account,
  });

beforeAll(async () => {
  double = await startStripeDouble();
  stripe = new StripePaymentProvider({
    secretKey: 'sk_test_123',
    webhookSecret: SECRET,
    publishableKey: 'pk_test_123',
    apiBase: double.url,
    maxNetworkRetries: 0,
    timeoutMs: 2_000,
  });
});
afterAll(() => double.close());
beforeEach(() => {
  double.mode = 'up';
});

describe('StripePaymentProvider', () => {
  it('creates a manual-capture PaymentIntent for the amount given, with the idempotency key', async () => {
    const payment = await create('order-key-1');
    expect(payment).toMatchObject({
      status: 'requires_payment_method',
      amount: 2599,
      currency: 'cad',
      amountReceived: 0,
      lastError: null,
    });
    expect(payment.clientSecret).toMatch(/_secret_/);
    const sent = double.requests.at(-1)!;
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'order-key-1',
    });
    expect(double.intents.get(payment.id)).toMatchObject({
      capture_method: 'manual',
      metadata: { tenant_id: 't1' },
    });
    // The same key again: Stripe's replay, the same PaymentIntent.
    expect((await create('order-key-1')).id).toBe(payment.id);
  });

  it('acts for a connected account (Connect) with the Stripe-Account header', async () => {
    const payment = await create('order-key-connect', 'acct_123');
    expect(double.requests.at(-1)!.account).toBe('acct_123');
    expect((await stripe.retrieve(payment.id, { account: 'acct_123' })).id).toBe(payment.id);
    await expect(stripe.retrieve(payment.id, { account: null })).rejects.toBeInstanceOf(PaymentRequestError);
  });

  it('reads an authorised payment, captures it, and refunds it once', async () => {
    const payment = await create('order-key-2');
    double.authoriseInBrowser(payment.id);
    expect((await stripe.retrieve(payment.id, { account: null })).status).toBe('requires_capture');
    const captured = await stripe.capture(payment.id, { account: null, idempotencyKey: 'capture-1' });
    expect(captured).toMatchObject({ status: 'succeeded', amountReceived: 2599, card: { last4: '4242' } });
    const refunded = await stripe.refund(payment.id, { account: null, idempotencyKey: 'refund-1' });
    expect(refunded.amountRefunded).toBe(2599);
    // Retried with the same key (a lost answer): Stripe replays, nothing is refunded twice.
    await stripe.refund(payment.id, { account: null, idempotencyKey: 'refund-1' });
    expect(double.intents.get(payment.id)!.refunded).toBe(2599);
  });

  it('voids an authorisation', async () => {
    const payment = await create('order-key-3');
    double.authoriseInBrowser(payment.id);
    const voided = await stripe.cancel(payment.id, { account: null, idempotencyKey: 'void-1' });
    expect(voided.status).toBe('canceled');
  });

  it('voids a replaced checkout intent only while no card authorised it (unlessAuthorised), as the test provider', async () => {
    const open = await create('order-key-3b');
    const call = { account: null, idempotencyKey: 'void-3b', unlessAuthorised: true };
    expect((await stripe.cancel(open.id, call)).status).toBe('canceled');
    const authorised = await create('order-key-3c');
    double.authoriseInBrowser(authorised.id);
    await expect(stripe.cancel(authorised.id, { ...call, idempotencyKey: 'void-3c' })).rejects.toThrow(
      new PaymentRequestError('This payment is requires capture and cannot be canceled.'),
    );
    expect(double.intents.get(authorised.id)!.status).toBe('requires_capture');
  });

  it('turns a declined card into PaymentDeclinedError with Stripe’s message', async () => {
    const payment = await create('order-key-4');
    const error = await stripe
      .confirm(payment.id, { paymentMethod: 'pm_card_chargeDeclined' }, { account: null })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentDeclinedError);
    expect((error as Error).message).toBe('Your card was declined.');
  });

  it('reports requires_action for a card that needs an extra step', async () => {
    const payment = await create('order-key-5');
    const confirmed = await stripe.confirm(
      payment.id,
      { paymentMethod: 'pm_card_authenticationRequired' },
      { account: null },
    );
    expect(confirmed.status).toBe('requires_action');
  });

  it('turns a network failure or a Stripe outage into PaymentProviderUnavailableError', async () => {
    double.mode = 'down';
    await expect(create('order-key-6')).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    double.mode = 'error';
    await expect(create('order-key-7')).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
  });

  it('verifies webhook signatures and reads the PaymentIntent of the event', async () => {
    const payment = await create('order-key-8');
    const intent = double.authoriseInBrowser(payment.id);
    const timestamp = Math.floor(NOW.getTime() / 1000);
    const { payload, signature } = double.webhook(
      'payment_intent.amount_capturable_updated',
      intent,
      SECRET,
      timestamp,
      'evt_1',
    );
    const event = stripe.parseWebhook(Buffer.from(payload), signature, NOW);
    expect(event).toMatchObject({
      id: 'evt_1',
      type: 'payment_intent.amount_capturable_updated',
      payment: { id: payment.id, status: 'requires_capture' },
    });
    const forged = double.webhook('payment_intent.succeeded', intent, 'whsec_other', timestamp);
    expect(() => stripe.parseWebhook(Buffer.from(forged.payload), forged.signature, NOW)).toThrow(
      WebhookSignatureError,
    );
    expect(() => stripe.parseWebhook(Buffer.from(payload), undefined, NOW)).toThrow(WebhookSignatureError);
    // A signature too old to be trusted (a replay hours later).
    const later = new Date(NOW.getTime() + 3 * 3600_000);
    expect(() => stripe.parseWebhook(Buffer.from(payload), signature, later)).toThrow(WebhookSignatureError);
    // Dated ahead: a minute (a clock's drift) is taken; ten minutes, good for replays until then, is not.
    const ahead = (seconds: number) =>
      double.webhook('payment_intent.succeeded', intent, SECRET, timestamp + seconds);
    const drift = ahead(60);
    expect(stripe.parseWebhook(Buffer.from(drift.payload), drift.signature, NOW).type).toBe(
      'payment_intent.succeeded',
    );
    const future = ahead(600);
    expect(() => stripe.parseWebhook(Buffer.from(future.payload), future.signature, NOW)).toThrow(
      WebhookSignatureError,
    );
  });
});

describe('StripePaymentProvider: saved cards', () => {
  const newCustomer = (key: string) =>
    stripe.createCustomer({ email: 'avery@example.ca', name: 'Avery Lee', idempotencyKey: key });

  it('makes one customer per key and saves a card through a SetupIntent, keeping only display data', async () => {
    const customer = await newCustomer('customer-1');
    expect(await newCustomer('customer-1')).toBe(customer);
    const card = await stripe.saveCard(customer, { paymentMethod: 'pm_card_visa' }, 'setup-1');
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(card.id).toMatch(/^pm_/);
    expect(double.requests.at(-1)).toMatchObject({ path: '/v1/setup_intents', idempotencyKey: 'setup-1' });
    expect(double.paymentMethods.get(card.id)!.customer).toBe(customer);
    // The test provider's card form is never sent to Stripe.
    const form = { card: { number: '4242424242424242', expiry: '12/30', cvc: '123', postalCode: 'S7M' } };
    await expect(stripe.saveCard(customer, form, 'setup-x')).rejects.toBeInstanceOf(PaymentRequestError);
  });

  it('does not save a declined card, nor one that asks the bank at every use', async () => {
    const customer = await newCustomer('customer-2');
    const declined = await stripe
      .saveCard(customer, { paymentMethod: 'pm_card_chargeDeclined' }, 'setup-2')
      .catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(PaymentDeclinedError);
    expect((declined as Error).message).toBe('Your card was declined.');
    await expect(
      stripe.saveCard(customer, { paymentMethod: 'pm_card_authenticationRequired' }, 'setup-3'),
    ).rejects.toThrow(/confirm this card each time/);
  });

  it('updates and detaches only the customer’s own card', async () => {
    const customer = await newCustomer('customer-3');
    const other = await newCustomer('customer-4');
    const card = await stripe.saveCard(customer, { paymentMethod: 'pm_card_visa' }, 'setup-4');
    const changes = { name: 'Avery Lee', expMonth: 3, expYear: 2031, postalCode: 'S7K 1J5' };
    await expect(stripe.updateCard(other, card.id, changes)).rejects.toBeInstanceOf(PaymentRequestError);
    expect(await stripe.updateCard(customer, card.id, changes)).toMatchObject({
      ...changes,
      last4: '4242',
    });
    await expect(stripe.removeCard(other, card.id)).rejects.toBeInstanceOf(PaymentRequestError);
    await stripe.removeCard(customer, card.id);
    expect(double.paymentMethods.get(card.id)!.customer).toBeNull();
  });

  it('pays with a saved card: on the platform with its customer, on a connected account with a copy', async () => {
    const customer = await newCustomer('customer-5');
    const card = await stripe.saveCard(customer, { paymentMethod: 'pm_card_visa' }, 'setup-5');

    const platform = await create('order-key-saved-1');
    const onPlatform = await stripe.cardForPayment(customer, card.id, { account: null });
    expect(onPlatform).toEqual({ paymentMethod: card.id, customer });
    expect((await stripe.confirm(platform.id, onPlatform, { account: null })).status).toBe(
      'requires_capture',
    );

    const connected = await create('order-key-saved-2', 'acct_saved');
    const copy = await stripe.cardForPayment(customer, card.id, { account: 'acct_saved' });
    expect(copy).not.toMatchObject({ paymentMethod: card.id });
    expect(double.requests.at(-1)).toMatchObject({ path: '/v1/payment_methods', account: 'acct_saved' });
    const paid = await stripe.confirm(connected.id, copy, { account: 'acct_saved' });
    expect(paid).toMatchObject({ status: 'requires_capture', card: { last4: '4242' } });

    // A card saved but declined when charged.
    const failing = await stripe.saveCard(
      customer,
      { paymentMethod: 'pm_card_chargeCustomerFail' },
      'setup-6',
    );
    expect(failing.last4).toBe('0341');
    const third = await create('order-key-saved-3');
    await expect(
      stripe.confirm(third.id, await stripe.cardForPayment(customer, failing.id, { account: null }), {
        account: null,
      }),
    ).rejects.toBeInstanceOf(PaymentDeclinedError);
  });
});
