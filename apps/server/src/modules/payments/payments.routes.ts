import type {
  ApiGiftCardOrder,
  ApiOrder,
  CardFormSettings,
  OnlinePayment,
  PaymentLinkView,
} from '@storefront/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { WebhookSignatureError, type ConfirmInput } from '../../adapters/payments/payment-provider';
import { paymentProviderEntry } from '../../adapters/payments/registry';
import { HttpError, notFound } from '../../http/errors';
import { requireSignedIn } from '../../plugins/customer-session';
import { parse } from '../../http/validate';
import type { RateRule } from '../../plugins/rate-limit';
import { requireTenant } from '../../plugins/tenant';
import type { PaymentScope, ProviderPayment } from '../../adapters/payments/payment-provider';
import type { CustomerRow } from '../../db/schema';
import {
  confirmPayment,
  currentPayment,
  findPaymentOfProvider,
  isAuthorised,
  notePaymentState,
  paymentDepsOf,
  presentPayment,
  recordEvent,
  requirePayment,
  restaurantProvider,
  retryOwedPaymentActions,
  wasEventProcessed,
  type PaymentRow,
} from './payments.service';
import { confirmPaymentSchema } from './payments.schemas';
import { alertLapsingAuthorisations, sweepAbandonedPayments } from './payments.upkeep';

const paymentParams = z.object({ paymentId: z.string() });
const webhookParams = z.object({ provider: z.string().max(64) });

/** Card attempts are what card testers try by the thousand: per client address and per payment. */
export const CONFIRM_LIMIT: RateRule = { limit: 30, windowSeconds: 15 * 60, what: 'card attempts' };
export const CONFIRM_PER_PAYMENT_LIMIT: RateRule = {
  limit: 10,
  windowSeconds: 15 * 60,
  what: 'card attempts',
};

/** How often money calls still owed to the provider (it was down) are tried again. */
const RETRY_EVERY_MS = 60_000;

/**
 * What a payment is for, wired once by app.ts (paymentPurposesOf; decision 0067): the modules that
 * sell (orders, gift card orders) and keep members' cards (customers) call payments, never the other
 * way round.
 */
export interface PaymentPurposes {
  /**
   * Writes what an authorised payment was for, once: the order (its event tells the staff board), or
   * the gift card order with its cards (then the digital ones are mailed).
   */
  complete(
    payment: PaymentRow,
    current: ProviderPayment,
  ): Promise<{ order: ApiOrder | null; couponCode: string | null; giftCardOrder: ApiGiftCardOrder | null }>;
  /** The member's saved card `methodId` for a payment of this provider and account, or a 404. */
  savedCard(
    member: CustomerRow,
    methodId: string,
    payment: { provider: string; scope: PaymentScope },
  ): Promise<ConfirmInput>;
}

/**
 * One tap with a saved card: only the member who started the checkout, with one of their own
 * cards; anyone else's card, or a checkout that is not theirs, is a 404.
 */
async function savedCardOf(
  app: FastifyInstance,
  request: FastifyRequest,
  payment: PaymentRow,
  methodId: string,
): Promise<ConfirmInput> {
  const { customer } = await requireSignedIn(request);
  if (payment.customer_id !== customer.id) throw notFound('Payment method');
  return app.paymentPurposes.savedCard(customer, methodId, {
    provider: payment.provider,
    scope: { account: payment.provider_account },
  });
}

/** The storefront's payment calls, under /api/eater. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  /** The card form of saved cards: they are saved on the platform's account (decision 0041). */
  app.get('/payments/card-form', async (request) => {
    requireTenant(request);
    const { provider } = restaurantProvider(app.paymentProviders, { stripe_account_id: null });
    const answer: CardFormSettings = { provider: provider.name, publishableKey: provider.publishableKey };
    return answer;
  });

  /*
   * A payment as its card form needs it, by its unguessable id: the page a phone order's caller is
   * sent to pay by card (decision 0087); `orderId` once it became an order.
   */
  app.get('/payments/:paymentId', async (request) => {
    const { paymentId } = parse(paymentParams, request.params);
    const tenant = requireTenant(request);
    const payment = await requirePayment(app.db.kysely, tenant.id, paymentId);
    const { provider, current } = await currentPayment(paymentDepsOf(app), payment);
    const answer: PaymentLinkView = {
      payment: presentPayment(payment, provider, current),
      restaurantId: payment.restaurant_id,
      orderId: payment.order_id,
    };
    return answer;
  });

  /*
   * Confirms a checkout attempt's payment on the server: the test provider's card form and its extra
   * step, or a saved card. Once authorised, the order is written at once (and reaches the staff
   * board), whether or not the browser comes back.
   */
  app.post('/payments/:paymentId/confirm', async (request, reply) => {
    const { paymentId } = parse(paymentParams, request.params);
    const tenant = requireTenant(request);
    await app.rateLimiter.hit(reply, [
      { rule: CONFIRM_LIMIT, key: `payment-confirm:${tenant.id}:${request.ip}` },
      { rule: CONFIRM_PER_PAYMENT_LIMIT, key: `payment-confirm:${tenant.id}:${paymentId}` },
    ]);
    const body = parse(confirmPaymentSchema, request.body);
    const payments = paymentDepsOf(app);
    const payment = await requirePayment(app.db.kysely, tenant.id, paymentId);
    const input =
      'paymentMethod' in body ? await savedCardOf(app, request, payment, body.paymentMethod) : body;
    // The payment as it stands after the card: the one the order is written for.
    const confirmed = await confirmPayment(payments, payment, input, app.now());
    const { provider, current } = confirmed;
    const done = isAuthorised(current.status)
      ? await app.paymentPurposes.complete(confirmed.payment, current)
      : { order: null, couponCode: null, giftCardOrder: null };
    const answer: {
      payment: OnlinePayment;
      order: ApiOrder | null;
      couponCode: string | null;
      giftCardOrder: ApiGiftCardOrder | null;
    } = { payment: presentPayment(payment, provider, current), ...done };
    return answer;
  });
}

/** The providers' webhooks, under /api/payments (no tenant: the payment names it). */
export async function paymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  // The signature is over the exact bytes sent: the body is kept raw here.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  // POST /api/payments/{provider}/webhook (Stripe's: /api/payments/stripe/webhook), for each provider
  // whose registry entry takes webhooks.
  app.post('/:provider/webhook', async (request) => {
    const entry = paymentProviderEntry(parse(webhookParams, request.params).provider);
    if (!entry?.webhook) throw notFound('Payment provider');
    const provider = app.paymentProviders.byName(entry.name);
    if (!provider) throw new HttpError(404, 'NOT_FOUND', `${entry.label} is not configured on this server.`);
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
    const signature = request.headers[entry.webhook.signatureHeader];
    const now = app.now();
    let event;
    try {
      event = provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined, now);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new HttpError(400, 'BAD_SIGNATURE', error.message);
      throw error;
    }
    const db = app.db.kysely;
    if (await wasEventProcessed(db, provider.name, event.id)) return { received: true, duplicate: true };
    const payment = event.payment
      ? await findPaymentOfProvider(db, provider.name, event.payment.id)
      : undefined;
    if (payment) {
      const payments = paymentDepsOf(app);
      // The event's copy may be stale (events arrive out of order): the provider's current state decides.
      const { current } = await currentPayment(payments, payment);
      await notePaymentState(db, payment, current, now);
      if (isAuthorised(current.status) && !payment.order_id) {
        try {
          await app.paymentPurposes.complete(payment, current);
        } catch (error) {
          // The order could not be written (its card was given back): nothing for the provider to retry.
          if (!(error instanceof HttpError)) throw error;
          request.log.warn(
            { err: error, paymentId: payment.id },
            'an authorised payment did not become an order',
          );
        }
      }
    }
    await recordEvent(db, provider.name, event, now);
    return { received: true };
  });
}

/** One pass of the payment sweep: owed money calls, abandoned attempts, lapsing authorisations. */
export async function sweepPayments(app: FastifyInstance): Promise<void> {
  const deps = paymentDepsOf(app);
  const now = app.now();
  await retryOwedPaymentActions(deps, now);
  await sweepAbandonedPayments(deps, now);
  await alertLapsingAuthorisations({ ...deps, mailer: app.mailer, links: app.links }, now);
}

/**
 * Every minute: retries the captures, voids and refunds the provider could not do at the time,
 * cleans up abandoned checkout attempts, and tells staff of authorisations about to lapse.
 */
export function startPaymentRetries(app: FastifyInstance): void {
  app.background.repeat('the payment sweep', RETRY_EVERY_MS, () => sweepPayments(app));
}
