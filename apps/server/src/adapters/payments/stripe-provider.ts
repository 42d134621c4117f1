/*
 * Stripe through its official SDK (decision 0030): PaymentIntents on the platform's key, for the
 * restaurant's connected account when it has one (the Stripe-Account header). Every money call carries
 * an idempotency key, so a retry after a lost answer changes nothing twice.
 */
import Stripe from 'stripe';
import {
  PaymentDeclinedError,
  PaymentProviderUnavailableError,
  PaymentRequestError,
  WebhookSignatureError,
  type ConfirmInput,
  type CreatePaymentInput,
  type MoneyCallInput,
  type PaymentEvent,
  type PaymentIntentStatus,
  type PaymentProvider,
  type PaymentScope,
  type ProviderPayment,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | null;
  publishableKey: string | null;
  /** Another base URL for the API (a proxy, or a test double); null for api.stripe.com. */
  apiBase: string | null;
  /** Milliseconds per request before it counts as a network failure. */
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

const UNAVAILABLE = 'The card payment service is not answering. Please try again in a moment.';

function toPayment(intent: Stripe.PaymentIntent): ProviderPayment {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  return {
    id: intent.id,
    status: intent.status as PaymentIntentStatus,
    amount: intent.amount,
    currency: intent.currency,
    amountReceived: intent.amount_received ?? 0,
    amountRefunded: charge?.amount_refunded ?? 0,
    clientSecret: intent.client_secret ?? null,
    lastError: intent.last_payment_error?.message ?? null,
    card: card ? { brand: card.brand ?? 'card', last4: card.last4 ?? '' } : null,
  };
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string | null;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | null;

  constructor(options: StripeProviderOptions) {
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
    const base = options.apiBase ? new URL(options.apiBase) : null;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
      appInfo: { name: 'storefront-ordering' },
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  private options(scope: PaymentScope, idempotencyKey?: string): Stripe.RequestOptions {
    return {
      ...(scope.account ? { stripeAccount: scope.account } : {}),
      ...(idempotencyKey ? { idempotencyKey } : {}),
    };
  }

  /** Runs a call and turns the SDK's errors into the adapter's. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        throw new PaymentDeclinedError(error.message || 'Your card was declined.');
      }
      if (
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeRateLimitError ||
        error instanceof Stripe.errors.StripeAuthenticationError
      ) {
        throw new PaymentProviderUnavailableError(UNAVAILABLE, { cause: error });
      }
      if (error instanceof Stripe.errors.StripeError) {
        throw new PaymentRequestError(error.message, { cause: error });
      }
      throw new PaymentProviderUnavailableError(UNAVAILABLE, { cause: error });
    }
  }

  async create(input: CreatePaymentInput): Promise<ProviderPayment> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          capture_method: input.captureMethod,
          // Cards, Apple Pay and Google Pay as the Payment Element offers them.
          automatic_payment_methods: { enabled: true },
          description: input.description,
          metadata: input.metadata,
        },
        this.options(input, input.idempotencyKey),
      ),
    );
    return toPayment(intent);
  }

  async confirm(paymentId: string, input: ConfirmInput, scope: PaymentScope): Promise<ProviderPayment> {
    if (!('paymentMethod' in input)) {
      throw new PaymentRequestError('Card details are entered in the Stripe payment form, not sent here.');
    }
    const intent = await this.call(() =>
      this.stripe.paymentIntents.confirm(
        paymentId,
        { payment_method: input.paymentMethod, expand: ['latest_charge'] },
        this.options(scope),
      ),
    );
    const payment = toPayment(intent);
    if (payment.status === 'requires_payment_method')
      throw new PaymentDeclinedError(payment.lastError ?? 'Your card was declined.', payment);
    return payment;
  }

  async retrieve(paymentId: string, scope: PaymentScope): Promise<ProviderPayment> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.retrieve(paymentId, { expand: ['latest_charge'] }, this.options(scope)),
    );
    return toPayment(intent);
  }

  async capture(paymentId: string, input: MoneyCallInput): Promise<ProviderPayment> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.capture(
        paymentId,
        { expand: ['latest_charge'] },
        this.options(input, input.idempotencyKey),
      ),
    );
    return toPayment(intent);
  }

  async cancel(paymentId: string, input: MoneyCallInput): Promise<ProviderPayment> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.cancel(paymentId, {}, this.options(input, input.idempotencyKey)),
    );
    return toPayment(intent);
  }

  async refund(paymentId: string, input: MoneyCallInput): Promise<ProviderPayment> {
    await this.call(() =>
      this.stripe.refunds.create({ payment_intent: paymentId }, this.options(input, input.idempotencyKey)),
    );
    return this.retrieve(paymentId, input);
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined, now: Date): PaymentEvent {
    if (!this.webhookSecret) throw new WebhookSignatureError('No webhook secret is configured.');
    if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.webhookSecret,
        undefined,
        undefined,
        now.getTime(),
      );
    } catch {
      throw new WebhookSignatureError();
    }
    const object = event.data.object as { object?: string };
    return {
      id: event.id,
      type: event.type,
      payment: object.object === 'payment_intent' ? toPayment(object as Stripe.PaymentIntent) : null,
      account: event.account ?? null,
    };
  }
}
