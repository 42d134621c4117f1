/*
 * The built-in test provider (architecture §5), like Vendure's and Saleor's dummy payment handlers but
 * with Stripe's semantics, so the checkout, the staff board and cancel behave as they will on Stripe:
 * - 4242 4242 4242 4242 authorises (requires_capture) or, with automatic capture, succeeds;
 * - 4000 0000 0000 0002 is declined: "Your card was declined.";
 * - 4000 0027 6000 3184 needs an extra confirmation step (requires_action) before it authorises;
 * - 4000 0000 0000 0341 is saved, but declined when paid with;
 * - any other valid number is declined as a real card in test mode.
 * Saved cards (decision 0041) are its own PaymentMethods in test_payment_methods, as Stripe keeps them.
 * No money moves. Its PaymentIntents live in the database (test_payment_intents), so every server
 * process sees the same ones; each change is one conditional write on the status it starts from.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import { isProduction } from '../../environment';
import { isUniqueViolation } from '../../db/errors';
import { changedOneRow } from '../../db/tenant-rows';
import type { TestPaymentIntentsTable, TestPaymentMethodsTable } from '../../db/schema';
import {
  PaymentDeclinedError,
  PaymentRequestError,
  statusRefusal,
  WebhookSignatureError,
  type CardChanges,
  type CancelInput,
  type CardSource,
  type ConfirmInput,
  type CreatePaymentInput,
  type PaymentEvent,
  type PaymentIntentStatus,
  type PaymentProvider,
  type PaymentProviderEntry,
  type ProviderCard,
  type ProviderPayment,
  type TestCardInput,
} from './payment-provider';
import { NEEDS_CONFIRMATION_MESSAGE } from './stripe-provider';

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002760003184',
  /** Stripe's "attaching succeeds, charging fails". */
  declinedAfterSaving: '4000000000000341',
} as const;

type CardKind = TestPaymentMethodsTable['card_kind'];

/** How a test card number behaves; null for a number that is not one of the test cards. */
function kindOf(number: string): CardKind | null {
  if (number === TEST_CARDS.succeeds) return 'succeeds';
  if (number === TEST_CARDS.requiresAction) return 'requiresAction';
  if (number === TEST_CARDS.declined || number === TEST_CARDS.declinedAfterSaving) return 'declined';
  return null;
}

const digitsOf = (card: TestCardInput) => card.number.replace(/[\s-]/g, '');

/** MM/YY or MM/YYYY as month and four-digit year (the form is checked by testCardProblem first). */
function expiryOf(card: TestCardInput): { month: number; year: number } {
  const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
  return { month: month!, year: year! < 100 ? 2000 + year! : year! };
}

function toCard(row: Selectable<TestPaymentMethodsTable>): ProviderCard {
  return {
    id: row.id,
    brand: 'visa',
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    name: row.name,
    postalCode: row.postal_code,
  };
}

export const DECLINED_MESSAGE = 'Your card was declined.';
export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
const NOT_A_TEST_CARD_MESSAGE =
  'Your card was declined. This is the test payment provider: use a test card such as 4242 4242 4242 4242.';

type Row = Selectable<TestPaymentIntentsTable>;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card form's problem in Stripe's words, or null when it is complete. */
export function testCardProblem(card: TestCardInput, now: Date): string | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number)) return 'Your card number is incomplete.';
  if (!luhnValid(number)) return 'Your card number is invalid.';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry) return "Your card's expiration date is incomplete.";
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12) return "Your card's expiration date is invalid.";
  // A card is good through the last day of its month.
  if (Date.UTC(year, month, 1) <= now.getTime()) return "Your card's expiration year is in the past.";
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return "Your card's security code is incomplete.";
  if (card.postalCode.trim() === '') return 'Your postal code is incomplete.';
  return null;
}

function toPayment(row: Row): ProviderPayment {
  return {
    id: row.id,
    status: row.status as PaymentIntentStatus,
    amount: row.amount_cents,
    currency: row.currency,
    amountReceived: row.amount_captured_cents,
    amountRefunded: row.amount_refunded_cents,
    clientSecret: `${row.id}_secret_test`,
    lastError: row.last_error,
    card: row.card_last4 ? { brand: 'visa', last4: row.card_last4 } : null,
  };
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Executor,
    private readonly now: () => Date,
  ) {}

  private async row(paymentId: string): Promise<Row> {
    const row = await this.db
      .selectFrom('test_payment_intents')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirst();
    if (!row) throw new PaymentRequestError(`No such payment_intent: '${paymentId}'`);
    return row;
  }

  /** Moves the intent from one of `from` to `to` in one conditional write; false when it was not in `from`. */
  private async move(
    paymentId: string,
    from: PaymentIntentStatus[],
    to: Partial<Omit<Row, 'id'>>,
  ): Promise<boolean> {
    return changedOneRow(
      this.db
        .updateTable('test_payment_intents')
        .set({ ...to, updated_at: this.now().toISOString() })
        .where('id', '=', paymentId)
        .where('status', 'in', from),
    );
  }

  /** Moves a payment on as `verb` says (capture, cancel), or refuses: it is in a state that cannot be. */
  private async moveOrRefuse(
    paymentId: string,
    from: PaymentIntentStatus[],
    to: Partial<Omit<Row, 'id'>> & { status: PaymentIntentStatus },
    verb: string,
  ): Promise<ProviderPayment> {
    await this.move(paymentId, from, to);
    const after = await this.row(paymentId);
    if (after.status !== to.status) throw statusRefusal(after.status, verb);
    return toPayment(after);
  }

  async create(input: CreatePaymentInput): Promise<ProviderPayment> {
    const at = this.now().toISOString();
    const row: Row = {
      id: `pi_test_${randomBytes(12).toString('hex')}`,
      idempotency_key: input.idempotencyKey,
      amount_cents: input.amount,
      currency: input.currency.toLowerCase(),
      capture_method: input.captureMethod,
      status: 'requires_payment_method',
      card_last4: null,
      amount_captured_cents: 0,
      amount_refunded_cents: 0,
      last_error: null,
      created_at: at,
      updated_at: at,
    };
    try {
      await this.db.insertInto('test_payment_intents').values(row).execute();
      return toPayment(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same idempotency key: Stripe answers with the PaymentIntent created the first time.
      const existing = await this.db
        .selectFrom('test_payment_intents')
        .selectAll()
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirstOrThrow();
      return toPayment(existing);
    }
  }

  async confirm(paymentId: string, input: ConfirmInput): Promise<ProviderPayment> {
    const row = await this.row(paymentId);
    const authorised: PaymentIntentStatus =
      row.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
    const received = row.capture_method === 'manual' ? 0 : row.amount_cents;
    if ('authentication' in input) {
      const passed = input.authentication === 'complete';
      const moved = await this.move(
        paymentId,
        ['requires_action'],
        passed
          ? { status: authorised, amount_captured_cents: received, last_error: null }
          : { status: 'requires_payment_method', last_error: AUTHENTICATION_FAILED_MESSAGE },
      );
      const after = await this.row(paymentId);
      if (!moved && after.status !== authorised)
        throw new PaymentRequestError('This payment is not waiting for a confirmation step.');
      if (!passed && moved) throw new PaymentDeclinedError(AUTHENTICATION_FAILED_MESSAGE, toPayment(after));
      return toPayment(after);
    }
    let kind: CardKind | null;
    let last4: string;
    if ('card' in input) {
      const problem = testCardProblem(input.card, this.now());
      if (problem) throw new PaymentDeclinedError(problem);
      const number = digitsOf(input.card);
      kind = kindOf(number);
      last4 = number.slice(-4);
    } else {
      const card = await this.savedCard(input.customer ?? null, input.paymentMethod);
      kind = card.card_kind;
      last4 = card.last4;
    }
    const confirmable: PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation'];
    let next: Partial<Omit<Row, 'id'>>;
    if (kind === 'succeeds') {
      next = { status: authorised, amount_captured_cents: received, card_last4: last4, last_error: null };
    } else if (kind === 'requiresAction') {
      next = { status: 'requires_action', card_last4: last4, last_error: null };
    } else {
      const message = kind === 'declined' ? DECLINED_MESSAGE : NOT_A_TEST_CARD_MESSAGE;
      await this.move(paymentId, confirmable, { last_error: message, card_last4: last4 });
      throw new PaymentDeclinedError(message, toPayment(await this.row(paymentId)));
    }
    const moved = await this.move(paymentId, confirmable, next);
    const after = await this.row(paymentId);
    if (!moved && after.status !== next.status) throw statusRefusal(after.status, 'confirmed again');
    return toPayment(after);
  }

  async retrieve(paymentId: string): Promise<ProviderPayment> {
    return toPayment(await this.row(paymentId));
  }

  async capture(paymentId: string): Promise<ProviderPayment> {
    const row = await this.row(paymentId);
    return this.moveOrRefuse(
      paymentId,
      ['requires_capture'],
      { status: 'succeeded', amount_captured_cents: row.amount_cents },
      'captured',
    );
  }

  async cancel(paymentId: string, input: CancelInput): Promise<ProviderPayment> {
    const unconfirmed: PaymentIntentStatus[] = [
      'requires_payment_method',
      'requires_confirmation',
      'requires_action',
    ];
    // One conditional write: a card confirmed a moment before is never voided by `unlessAuthorised`.
    return this.moveOrRefuse(
      paymentId,
      input.unlessAuthorised ? unconfirmed : [...unconfirmed, 'requires_capture'],
      { status: 'canceled' },
      'canceled',
    );
  }

  async refund(paymentId: string): Promise<ProviderPayment> {
    // Refunds the whole amount once: a second refund finds nothing left to give back.
    await this.db
      .updateTable('test_payment_intents')
      .set((eb) => ({
        amount_refunded_cents: eb.ref('amount_captured_cents'),
        updated_at: this.now().toISOString(),
      }))
      .where('id', '=', paymentId)
      .where('status', '=', 'succeeded')
      .execute();
    const after = await this.row(paymentId);
    if (after.status !== 'succeeded') throw statusRefusal(after.status, 'refunded');
    return toPayment(after);
  }

  /** A saved card, of `customer` when one is named; a detached or another customer's card is not found. */
  private async savedCard(customer: string | null, paymentMethod: string) {
    let query = this.db
      .selectFrom('test_payment_methods')
      .selectAll()
      .where('id', '=', paymentMethod)
      .where('detached_at', 'is', null);
    if (customer) query = query.where('customer', '=', customer);
    const row = await query.executeTakeFirst();
    if (!row) throw new PaymentRequestError(`No such PaymentMethod: '${paymentMethod}'`);
    return row;
  }

  async createCustomer(): Promise<string> {
    return `cus_test_${randomBytes(12).toString('hex')}`;
  }

  async saveCard(customer: string, source: CardSource): Promise<ProviderCard> {
    if (!('card' in source)) throw new PaymentRequestError('The test provider takes the card form.');
    const problem = testCardProblem(source.card, this.now());
    if (problem) throw new PaymentDeclinedError(problem);
    const number = digitsOf(source.card);
    // As a SetupIntent does: a declined card is not saved, nor one that asks to be confirmed each time.
    if (number === TEST_CARDS.requiresAction) throw new PaymentDeclinedError(NEEDS_CONFIRMATION_MESSAGE);
    const kind = kindOf(number);
    if (kind === null) throw new PaymentDeclinedError(NOT_A_TEST_CARD_MESSAGE);
    if (kind === 'declined' && number !== TEST_CARDS.declinedAfterSaving)
      throw new PaymentDeclinedError(DECLINED_MESSAGE);
    const { month, year } = expiryOf(source.card);
    const row: Selectable<TestPaymentMethodsTable> = {
      id: `pm_test_${randomBytes(12).toString('hex')}`,
      customer,
      card_kind: kind,
      last4: number.slice(-4),
      exp_month: month,
      exp_year: year,
      name: source.card.name?.trim() || null,
      postal_code: source.card.postalCode.trim(),
      detached_at: null,
      created_at: this.now().toISOString(),
    };
    await this.db.insertInto('test_payment_methods').values(row).execute();
    return toCard(row);
  }

  async updateCard(customer: string, paymentMethod: string, changes: CardChanges): Promise<ProviderCard> {
    await this.savedCard(customer, paymentMethod);
    await this.db
      .updateTable('test_payment_methods')
      .set({
        name: changes.name,
        exp_month: changes.expMonth,
        exp_year: changes.expYear,
        postal_code: changes.postalCode,
      })
      .where('id', '=', paymentMethod)
      .execute();
    return toCard(await this.savedCard(customer, paymentMethod));
  }

  async removeCard(customer: string, paymentMethod: string): Promise<void> {
    await this.savedCard(customer, paymentMethod);
    await this.db
      .updateTable('test_payment_methods')
      .set({ detached_at: this.now().toISOString() })
      .where('id', '=', paymentMethod)
      .execute();
  }

  async cardForPayment(customer: string, paymentMethod: string): Promise<ConfirmInput> {
    await this.savedCard(customer, paymentMethod);
    return { paymentMethod, customer };
  }

  parseWebhook(): PaymentEvent {
    // The test provider answers every call at once: it sends no webhooks.
    throw new WebhookSignatureError('The test payment provider sends no webhooks.');
  }
}

/**
 * PAYMENTS_PROVIDER=test: the operator asks for the test provider by name (README: Configuration).
 * Stripe needs no such name: it runs whenever STRIPE_SECRET_KEY is set.
 */
export function testPaymentsRequested(env: NodeJS.ProcessEnv): boolean {
  const named = env.PAYMENTS_PROVIDER?.trim() ?? '';
  if (named !== '' && named !== 'test')
    throw new Error(
      `PAYMENTS_PROVIDER can only be 'test' (the built-in test provider; Stripe runs whenever STRIPE_SECRET_KEY is set), got '${named}'.`,
    );
  return named === 'test';
}

/**
 * The test provider in the registry: no real money, so it runs only while no real provider is
 * configured, and in production only when PAYMENTS_PROVIDER=test names it (decision 0073): a
 * forgotten key must not turn real orders into test payments. No webhooks: it answers at once.
 */
export const testProvider: PaymentProviderEntry<'test', Record<string, never>> = {
  name: 'test',
  label: 'Test',
  isTest: true,
  webhook: null,
  fromEnv: (env) => {
    const requested = testPaymentsRequested(env);
    return isProduction(env) && !requested ? null : {};
  },
  start: (_settings, deps) => ({
    provider: new TestPaymentProvider(deps.db, deps.now),
    connect: null,
    description: 'test (no real payment provider configured: no real charge)',
    scopeFor: () => ({ account: null }),
  }),
};
