/*
 * Card money of online orders (issue 14; decisions 0030, 0031): the payment of a checkout attempt,
 * the test provider's card form, and the money calls an order's status changes owe the provider
 * (capture on accept, void on reject or cancel while authorised, refund once captured).
 *
 * A status change and the money call it owes are written in one transaction (`owePaymentAction`);
 * the provider is called right after it commits (`settleCardMoney`), never inside it. A call that
 * fails stays owed and is retried (`retryOwedPaymentActions`); the provider's idempotency key makes a
 * retried call change nothing twice.
 */
import {
  settledCardMoney,
  type OnlinePayment,
  type OrderPaymentStatus,
  type ProviderView,
} from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import {
  PaymentDeclinedError,
  PaymentProviderUnavailableError,
  PaymentRequestError,
  type ConfirmInput,
  type PaymentProvider,
  type ProviderPayment,
} from '../../adapters/payments/payment-provider';
import type { PaymentProviders } from '../../adapters/payments/payment-providers';
import type { Executor } from '../../db/executor';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
import { placeOnce, type PlaceOnce } from '../../db/place-once';
import { HttpError, notFound } from '../../http/errors';
import {
  attachOrderIfAuthorised,
  findOrderPayment,
  findOrderTotal,
  findPayment,
  findPaymentByKey,
  findPaymentByProviderId,
  insertEvent,
  insertPayment,
  isEventRecorded,
  listOwedActions,
  noteIntentState,
  owePaymentAction,
  settleOwedAction,
  setOrderPaymentStatus,
  swapAttemptIntent,
  updatePayment,
  type PaymentRow,
} from './payments.repository';

export type { PaymentRow } from './payments.repository';

export interface PaymentDeps {
  db: Executor;
  providers: PaymentProviders;
  log: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };
}

export const paymentDepsOf = (app: FastifyInstance): PaymentDeps => ({
  db: app.db.kysely,
  providers: app.paymentProviders,
  log: app.log,
});

/** Stripe holds an authorisation for 7 days: a pickup further out than this is charged at once. */
export const AUTHORISATION_DAYS = 6;

/** The provider statuses in which the card's money is held for us (authorised) or taken (paid). */
export const isAuthorised = (status: string) => status === 'requires_capture' || status === 'succeeded';

export const orderPaymentStatusOf = (payment: ProviderPayment): OrderPaymentStatus =>
  payment.status === 'succeeded' ? 'Paid' : 'Authorised';

/** Maps the adapter's errors to what the diner is told. */
export function paymentHttpError(error: unknown): unknown {
  if (error instanceof PaymentDeclinedError) return new HttpError(402, 'PAYMENT_DECLINED', error.message);
  if (error instanceof PaymentProviderUnavailableError)
    return new HttpError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', error.message);
  if (error instanceof PaymentRequestError) return new HttpError(409, 'PAYMENT_REFUSED', error.message);
  return error;
}

/**
 * The provider for a restaurant's payments; on a server with none (production without a key,
 * decision 0073) the 409 that says so, never a 500.
 */
export function restaurantProvider(
  providers: Pick<PaymentProviders, 'forRestaurant'>,
  settings: { stripe_account_id?: string | null },
): ReturnType<PaymentProviders['forRestaurant']> {
  try {
    return providers.forRestaurant(settings);
  } catch (error) {
    throw paymentHttpError(error);
  }
}

async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw paymentHttpError(error);
  }
}

function providerOf(deps: PaymentDeps, payment: PaymentRow): PaymentProvider {
  const provider = deps.providers.byName(payment.provider);
  if (!provider) {
    throw new HttpError(
      503,
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'This payment was made with a payment provider that is no longer configured.',
    );
  }
  return provider;
}

const scopeOf = (payment: PaymentRow) => ({ account: payment.provider_account });

/** What the browser needs to take the card for a payment. */
export function presentPayment(
  payment: PaymentRow,
  provider: PaymentProvider,
  current: ProviderPayment,
): OnlinePayment {
  return {
    _id: payment.id,
    provider: payment.provider,
    status: current.status,
    amount: current.amount / 100,
    currency: current.currency,
    clientSecret: current.clientSecret,
    publishableKey: provider.publishableKey,
    stripeAccount: payment.provider_account,
    lastError: current.lastError,
  };
}

interface AttemptPayment {
  payment: PaymentRow;
  current: ProviderPayment;
  provider: PaymentProvider;
}

/** The attempt's payment as the provider has it now, its stored status brought in step. */
async function withStateNoted(
  deps: PaymentDeps,
  payment: PaymentRow,
  provider: PaymentProvider,
  current: ProviderPayment,
): Promise<AttemptPayment> {
  if (current.status === payment.status) return { payment, current, provider };
  const noted = await noteIntentState(deps.db, payment.tenant_id, payment.id, current.id, {
    status: current.status,
    last_error: current.lastError,
  });
  return { payment: noted ? { ...payment, status: current.status } : payment, current, provider };
}

/** The attempt's payment as stored now, with its provider's word on it. */
async function reread(
  deps: PaymentDeps,
  tenantId: string,
  purpose: PaymentRow['purpose'],
  idempotencyKey: string,
): Promise<AttemptPayment | null> {
  const payment = await findPaymentByKey(deps.db, tenantId, purpose, idempotencyKey);
  if (!payment?.provider_payment_id) return null;
  const provider = providerOf(deps, payment);
  const current = await viaProvider(() => provider.retrieve(payment.provider_payment_id!, scopeOf(payment)));
  return withStateNoted(deps, payment, provider, current);
}

/** Voids a PaymentIntent this attempt made but does not use, unless a card authorised it. */
async function voidUnused(
  deps: PaymentDeps,
  payment: PaymentRow,
  provider: PaymentProvider,
  intentId: string,
) {
  await provider
    .cancel(intentId, {
      ...scopeOf(payment),
      idempotencyKey: `void-${payment.id}-${intentId}`,
      unlessAuthorised: true,
    })
    .catch((error: unknown) => deps.log.warn({ err: error, intentId }, 'voiding an unused payment failed'));
}

/**
 * The payment of a checkout attempt for `amount` cents, the server's price: the attempt's payment
 * when it has one for that amount (or one already authorised: the attempt is paid), else a new
 * PaymentIntent for the new amount (decision 0065):
 * 1. the old intent is voided only while no card authorised it (`unlessAuthorised`, one conditional
 *    write at the provider): a card confirmed meanwhile wins, and the attempt answers with it;
 * 2. the attempt's row is pointed at the new intent by one conditional write on the intent it named,
 *    so two changes of one attempt at once leave one intent, and an order is never tied to a voided
 *    one (attaching an order needs the row's intent authorised).
 * The provider's idempotency key is the attempt's key and the amount (and the intent replaced), so a
 * retry after a lost answer finds the same PaymentIntent.
 */
export async function paymentForAttempt(
  deps: PaymentDeps,
  attempt: {
    purpose: PaymentRow['purpose'];
    tenantId: string;
    restaurantId: string;
    stripeAccountId: string | null;
    idempotencyKey: string;
    amount: number;
    currency: string;
    captureMethod: 'manual' | 'automatic';
    customerId: string | null;
    request: unknown;
    description: string;
    now: Date;
  },
): Promise<AttemptPayment> {
  const { provider, scope } = restaurantProvider(deps.providers, {
    stripe_account_id: attempt.stripeAccountId,
  });
  const at = attempt.now.toISOString();
  const existing = await findPaymentByKey(deps.db, attempt.tenantId, attempt.purpose, attempt.idempotencyKey);
  const replacing = existing && existing.provider === provider.name ? existing.provider_payment_id : null;
  if (existing && replacing) {
    const current = await viaProvider(() => provider.retrieve(replacing, scopeOf(existing)));
    if (existing.amount_cents === attempt.amount || isAuthorised(current.status) || existing.order_id)
      return withStateNoted(deps, existing, provider, current);
    // The cart changed since: the old PaymentIntent is voided, unless a card authorised it meanwhile.
    if (current.status !== 'canceled') {
      try {
        await provider.cancel(current.id, {
          ...scopeOf(existing),
          idempotencyKey: `void-${existing.id}-${current.id}`,
          unlessAuthorised: true,
        });
      } catch (error) {
        if (!(error instanceof PaymentRequestError)) throw paymentHttpError(error);
        // Refused: a card authorised it meanwhile (the attempt is paid), or another request of the
        // attempt voided it first (it goes on to the new amount like this one).
        const now = await reread(deps, attempt.tenantId, attempt.purpose, attempt.idempotencyKey);
        if (!now) throw paymentHttpError(error);
        const voided = now.current.id === replacing && now.current.status === 'canceled';
        if (!voided || now.payment.order_id) return now;
      }
    }
  }
  const keyBase = `${attempt.purpose === 'order' ? 'order' : 'giftcardorder'}-${attempt.tenantId}-${attempt.idempotencyKey}-${attempt.amount}`;
  const created = await viaProvider(() =>
    provider.create({
      ...scope,
      amount: attempt.amount,
      currency: attempt.currency,
      captureMethod: attempt.captureMethod,
      idempotencyKey: replacing ? `${keyBase}-after-${replacing}` : keyBase,
      description: attempt.description,
      metadata: { tenant_id: attempt.tenantId, restaurant_id: attempt.restaurantId },
    }),
  );
  const fields = {
    provider: provider.name,
    provider_payment_id: created.id,
    provider_account: scope.account,
    amount_cents: attempt.amount,
    currency: attempt.currency.toLowerCase(),
    capture_method: attempt.captureMethod,
    status: created.status,
    customer_id: attempt.customerId,
    request: JSON.stringify(attempt.request),
    priced_at: at,
    last_error: null,
    updated_at: at,
  };
  if (existing) {
    if (!replacing) {
      // Its provider is no longer the restaurant's: nothing of the old one can be authorised here.
      await updatePayment(deps.db, attempt.tenantId, existing.id, fields);
      return { payment: { ...existing, ...fields }, current: created, provider };
    }
    const swapped = await swapAttemptIntent(deps.db, attempt.tenantId, existing.id, replacing, fields);
    if (swapped) return { payment: { ...existing, ...fields }, current: created, provider };
    // Another request of this attempt changed it first: its payment is the attempt's.
    const now = await reread(deps, attempt.tenantId, attempt.purpose, attempt.idempotencyKey);
    if (!now) throw new HttpError(409, 'ORDER_CHANGED', 'Your order changed while it was being paid for.');
    if (now.current.id !== created.id) await voidUnused(deps, existing, provider, created.id);
    return now;
  }
  const row: PaymentRow = {
    id: newId(),
    tenant_id: attempt.tenantId,
    restaurant_id: attempt.restaurantId,
    purpose: attempt.purpose,
    idempotency_key: attempt.idempotencyKey,
    order_id: null,
    amount_captured_cents: 0,
    amount_refunded_cents: 0,
    pending_action: null,
    lapse_alerted_at: null,
    created_at: at,
    ...fields,
  };
  try {
    await insertPayment(deps.db, row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two tabs of one attempt at once: the first row written is the attempt's.
    const winner = await reread(deps, attempt.tenantId, attempt.purpose, attempt.idempotencyKey);
    if (!winner) throw error;
    if (winner.current.id !== created.id) await voidUnused(deps, winner.payment, provider, created.id);
    return winner;
  }
  return { payment: row, current: created, provider };
}

/** The stored payment of a checkout attempt, with its provider's current state. */
export async function currentPayment(deps: PaymentDeps, payment: PaymentRow) {
  const provider = providerOf(deps, payment);
  const current = await viaProvider(() =>
    provider.retrieve(payment.provider_payment_id ?? '', scopeOf(payment)),
  );
  if (current.status !== payment.status) {
    await noteIntentState(deps.db, payment.tenant_id, payment.id, current.id, {
      status: current.status,
      last_error: current.lastError,
    });
  }
  return { provider, current };
}

/**
 * The payment an earlier try of this checkout attempt got authorised (the browser sends the
 * placement again once the card is confirmed, or the webhook came first), with its provider's
 * current state; null while there is none and the attempt goes on to pay.
 */
/** An attempt's payment as stored, with the provider's word on it now. */
export interface PaidAttempt {
  payment: PaymentRow;
  current: ProviderPayment;
}

export async function authorisedAttemptPayment(
  db: Executor,
  deps: PaymentDeps,
  attempt: { tenantId: string; purpose: PaymentRow['purpose']; idempotencyKey: string },
) {
  const stored = await findPaymentByKey(db, attempt.tenantId, attempt.purpose, attempt.idempotencyKey);
  if (!stored || !(stored.order_id || isAuthorised(stored.status))) return null;
  const { current } = await currentPayment(deps, stored);
  return isAuthorised(current.status) ? { payment: stored, current } : null;
}

export async function requirePayment(db: Executor, tenantId: string, paymentId: string): Promise<PaymentRow> {
  const payment = /^[0-9a-f]{24}$/.test(paymentId) ? await findPayment(db, tenantId, paymentId) : undefined;
  if (!payment) throw notFound('Payment');
  return payment;
}

export function findPaymentOfProvider(
  db: Executor,
  provider: PaymentRow['provider'],
  providerPaymentId: string,
) {
  return findPaymentByProviderId(db, provider, providerPaymentId);
}

/** What the diner is told when the cart changed under a payment being confirmed. */
const CHANGED_WHILE_PAYING = 'Your order changed while it was being paid for.';

/**
 * Confirms a payment on the server: the test provider's card form or its extra confirmation step.
 * A decline answers 402 with the provider's message; the attempt stays open for another card. The
 * payment is read again after the card: when its attempt moved to another PaymentIntent meanwhile
 * (the cart changed), the card just confirmed is given back and the diner told (409), never written
 * as the attempt's.
 */
export async function confirmPayment(
  deps: PaymentDeps,
  payment: PaymentRow,
  input: ConfirmInput,
  now: Date,
): Promise<{ provider: PaymentProvider; current: ProviderPayment; payment: PaymentRow }> {
  if (payment.order_id) {
    const { provider, current } = await currentPayment(deps, payment);
    return { provider, current, payment };
  }
  const provider = providerOf(deps, payment);
  const intentId = payment.provider_payment_id ?? '';
  const at = now.toISOString();
  try {
    const current = await provider.confirm(intentId, input, scopeOf(payment));
    await noteIntentState(deps.db, payment.tenant_id, payment.id, intentId, {
      status: current.status,
      last_error: current.lastError,
      updated_at: at,
    });
    const after = await findPayment(deps.db, payment.tenant_id, payment.id);
    if (after?.provider_payment_id !== intentId) {
      if (isAuthorised(current.status))
        await releaseUnplacedPayment(deps, payment, current, CHANGED_WHILE_PAYING, now);
      throw new HttpError(409, 'ORDER_CHANGED', `${CHANGED_WHILE_PAYING} Your card was not charged.`);
    }
    return { provider, current, payment: after };
  } catch (error) {
    if (error instanceof PaymentDeclinedError) {
      await noteIntentState(deps.db, payment.tenant_id, payment.id, intentId, {
        status: error.payment?.status ?? payment.status,
        last_error: error.message,
        updated_at: at,
      });
    }
    throw paymentHttpError(error);
  }
}

/**
 * Gives a payment back when its order could not be written after all (a coupon used meanwhile, a
 * lapsed gift card hold, the attempt's cart changed): voided while authorised, refunded once
 * captured. Never the intent an order of the attempt holds.
 */
export async function releaseUnplacedPayment(
  deps: PaymentDeps,
  payment: PaymentRow,
  current: ProviderPayment,
  reason: string,
  now: Date,
): Promise<void> {
  const provider = providerOf(deps, payment);
  const call = { ...scopeOf(payment), idempotencyKey: `unplaced-${payment.id}-${current.id}` };
  try {
    const stored = await findPayment(deps.db, payment.tenant_id, payment.id);
    if (stored?.order_id && stored.provider_payment_id === current.id) return;
    const after =
      current.status === 'succeeded'
        ? await provider.refund(current.id, call)
        : await provider.cancel(current.id, call);
    await noteIntentState(deps.db, payment.tenant_id, payment.id, current.id, {
      status: after.status,
      amount_refunded_cents: after.amountRefunded,
      last_error: reason,
      updated_at: now.toISOString(),
    });
  } catch (error) {
    deps.log.error(
      { err: error, paymentId: payment.id },
      'giving back the payment of an unplaced order failed',
    );
  }
}

/**
 * In the transaction that writes what a payment paid for: ties the payment to it, or refuses (409,
 * so the whole write rolls back and the card is given back) when the payment's current intent is
 * not authorised: its attempt moved to another PaymentIntent (decision 0065).
 */
export async function attachOrder(...attach: Parameters<typeof attachOrderIfAuthorised>): Promise<boolean> {
  if (await attachOrderIfAuthorised(...attach)) return true;
  throw new HttpError(409, 'ORDER_CHANGED', CHANGED_WHILE_PAYING);
}

/** Refuses to write for a payment whose attempt names another PaymentIntent or amount now. */
async function requireAttemptIntent(deps: PaymentDeps, { payment, current }: PaidAttempt): Promise<void> {
  const stored = await findPayment(deps.db, payment.tenant_id, payment.id);
  if (
    !stored ||
    stored.provider_payment_id !== current.id ||
    stored.amount_cents !== current.amount ||
    stored.amount_cents !== payment.amount_cents
  )
    throw new HttpError(409, 'ORDER_CHANGED', CHANGED_WHILE_PAYING);
}

/**
 * Writes what an authorised payment paid for (an order, a gift card order) from the request it was
 * priced for: exactly once however often it is asked (the browser's return, the webhook, a retry),
 * since what it writes takes the attempt's Idempotency-Key. When it cannot be written after all (it
 * is refused with an HttpError: a coupon used meanwhile, a price changed), the card is given back.
 */
export async function placePaidOnce<Row, Response>(
  deps: PaymentDeps,
  { payment, current }: PaidAttempt,
  now: Date,
  steps: Omit<PlaceOnce<Row, Response>, 'existing'>,
): Promise<{ created: boolean; response: Response }> {
  try {
    const existing = await steps.find();
    if (!existing) await requireAttemptIntent(deps, { payment, current });
    return await placeOnce({ existing, ...steps });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await releaseUnplacedPayment(deps, payment, current, error.message, now);
    throw new HttpError(error.statusCode, error.code, `${error.message} Your card was not charged.`);
  }
}

/** Refuses to write what a payment paid for when, priced again, it costs other than what was paid. */
export function requirePaidAmount({ payment, current }: PaidAttempt, price: number, what: string) {
  if (price !== payment.amount_cents || current.amount !== payment.amount_cents) {
    throw new HttpError(409, 'ORDER_CHANGED', `The ${what} changed while it was being paid for.`);
  }
}

/**
 * In the transaction of an order's status change: owes the provider the money call the change
 * needs. Accepting captures an authorisation; rejecting or cancelling voids it, or refunds what was
 * captured. Only for Online orders (the caller checks the order's payment method, so an Offline
 * order costs no query).
 */
export async function oweCardMoney(
  trx: Executor,
  tenantId: string,
  orderId: string,
  change: 'accept' | 'give back',
  at: string,
): Promise<void> {
  const payment = await findOrderPayment(trx, tenantId, orderId);
  if (!payment) return;
  if (change === 'accept') {
    if (payment.status === 'requires_capture') await owePaymentAction(trx, tenantId, orderId, 'capture', at);
    // Nothing to capture: an accepted order with no authorisation must not pass for paid.
    else if (payment.status !== 'succeeded')
      await setOrderPaymentStatus(trx, tenantId, orderId, 'Problem', at, noAuthorisationProblem(payment));
    return;
  }
  // A capture still owed is replaced: the authorisation is voided instead.
  const captured = payment.status === 'succeeded' && payment.pending_action !== 'capture';
  await owePaymentAction(trx, tenantId, orderId, captured ? 'refund' : 'void', at);
}

const noAuthorisationProblem = (payment: PaymentRow) =>
  `The order was accepted, but its card payment is ${payment.status.replace(/_/g, ' ')}: nothing could be captured.`;

/** Does the money call owed on the order's payment, if any; a failure stays owed and is logged. */
export async function settleCardMoney(deps: PaymentDeps, tenantId: string, orderId: string, now: Date) {
  const payment = await findOrderPayment(deps.db, tenantId, orderId);
  if (payment?.pending_action) await settle(deps, payment, now);
}

/** The provider's view of a payment as the pure comparisons read it. */
export const viewOf = (current: ProviderPayment): ProviderView => ({
  status: current.status,
  amount: current.amount,
  captured: current.amountReceived,
  refunded: current.amountRefunded,
});

async function settle(deps: PaymentDeps, payment: PaymentRow, now: Date): Promise<boolean> {
  const action = payment.pending_action;
  if (!action || !payment.order_id || !payment.provider_payment_id) return false;
  const provider = deps.providers.byName(payment.provider);
  if (!provider) return false;
  const call = { ...scopeOf(payment), idempotencyKey: `${action}-${payment.id}` };
  const at = now.toISOString();
  try {
    let current = await provider.retrieve(payment.provider_payment_id, scopeOf(payment));
    // The provider may already be where the action leads (a retry after a lost answer).
    if (action === 'capture' && current.status === 'requires_capture')
      current = await provider.capture(current.id, call);
    if (action === 'void' && current.status === 'succeeded') {
      // Captured after all (automatic capture, or a capture that won a race): refund instead.
      current = await provider.refund(current.id, call);
    } else if (action === 'void' && current.status !== 'canceled') {
      current = await provider.cancel(current.id, call);
    }
    if (action === 'refund' && current.amountRefunded < current.amountReceived)
      current = await provider.refund(current.id, call);
    const settled = await settleOwedAction(deps.db, payment.tenant_id, payment.id, action, {
      status: current.status,
      amount_captured_cents: current.amountReceived,
      amount_refunded_cents: current.amountRefunded,
      last_error: null,
      updated_at: at,
    });
    if (settled) {
      // Paid only when the provider took exactly the order's total; anything else is a Problem.
      const order = await findOrderTotal(deps.db, payment.tenant_id, payment.order_id);
      const money = settledCardMoney(action, order?.total_cents ?? payment.amount_cents, viewOf(current));
      if (money.problem)
        deps.log.error({ paymentId: payment.id, orderId: payment.order_id, action }, money.problem);
      await setOrderPaymentStatus(
        deps.db,
        payment.tenant_id,
        payment.order_id,
        money.status,
        at,
        money.problem,
      );
    }
    return settled;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof PaymentRequestError) {
      // The provider refuses it for good (an authorisation that expired): retrying cannot help, and
      // the order's money is not what its status says: staff see why.
      deps.log.error({ err: error, paymentId: payment.id, action }, 'the provider refused a card money call');
      if (await settleOwedAction(deps.db, payment.tenant_id, payment.id, action, { last_error: message }))
        await setOrderPaymentStatus(
          deps.db,
          payment.tenant_id,
          payment.order_id,
          'Problem',
          at,
          `The card payment could not be ${action === 'capture' ? 'captured' : action === 'void' ? 'voided' : 'refunded'}: ${message}`,
        );
      return false;
    }
    deps.log.error({ err: error, paymentId: payment.id, action }, 'a card money call failed; it stays owed');
    await updatePayment(deps.db, payment.tenant_id, payment.id, { last_error: message });
    return false;
  }
}

/** Retries the money calls still owed (a provider that was down when the order changed). */
export async function retryOwedPaymentActions(deps: PaymentDeps, now: Date, limit = 20): Promise<number> {
  let done = 0;
  for (const payment of await listOwedActions(deps.db, limit)) {
    if (await settle(deps, payment, now)) done++;
  }
  return done;
}

/** Whether a provider event was processed before; recording it after processing makes a replay a no-op. */
export const wasEventProcessed = isEventRecorded;

export async function recordEvent(
  db: Executor,
  provider: string,
  event: { id: string; type: string },
  now: Date,
) {
  try {
    await insertEvent(db, { provider, event_id: event.id, type: event.type, received_at: now.toISOString() });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/** Keeps the stored state of a payment in step with the provider's (an event about it). */
export async function notePaymentState(
  db: Executor,
  payment: PaymentRow,
  current: ProviderPayment,
  now: Date,
) {
  await noteIntentState(db, payment.tenant_id, payment.id, current.id, {
    status: current.status,
    last_error: current.lastError,
    updated_at: now.toISOString(),
  });
}
