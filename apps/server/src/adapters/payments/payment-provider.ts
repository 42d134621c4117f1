/*
 * The payments adapter (architecture §5; decision 0030): one PaymentProvider interface with Stripe's
 * PaymentIntent semantics, and two providers behind it:
 * - 'stripe': the official SDK, on the platform's secret key, acting for a restaurant's connected
 *   account (Stripe Connect) when the restaurant has one. STRIPE_API_BASE points the SDK elsewhere
 *   (a proxy, or the local HTTP double of the tests).
 * - 'test': a built-in provider with Stripe's test cards (4242… succeeds, …0002 is declined, …3184
 *   asks for an extra confirmation step), for the demo and the browser tests. It is used only while
 *   no Stripe key is configured: with a key, every restaurant is on Stripe.
 * The server always says the amount (from its own pricing), never the browser.
 */

/** Stripe's PaymentIntent statuses; the test provider uses the same. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export type ProviderName = 'test' | 'stripe';

/** A PaymentIntent as the provider holds it. Money in cents. */
export interface ProviderPayment {
  id: string;
  status: PaymentIntentStatus;
  amount: number;
  currency: string;
  /** Taken from the card (captured). */
  amountReceived: number;
  amountRefunded: number;
  /** What the browser confirms the payment with (Stripe.js); null when not given out. */
  clientSecret: string | null;
  /** The provider's message about the last failed attempt ("Your card was declined."). */
  lastError: string | null;
  /** The card used, when the provider says (brand and last four digits). */
  card: { brand: string; last4: string } | null;
}

/** Which account a call acts for: the restaurant's connected account, or the platform's own (null). */
export interface PaymentScope {
  account: string | null;
}

export interface CreatePaymentInput extends PaymentScope {
  amount: number;
  currency: string;
  /** 'manual': authorise now, capture later (decision 0031); 'automatic': charge at once. */
  captureMethod: 'manual' | 'automatic';
  /** The order's Idempotency-Key: a retry creates no second PaymentIntent. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

/** The test provider's card form (never sent to Stripe: there Stripe.js holds the card). */
export interface TestCardInput {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
  postalCode: string;
  name?: string | null;
}

export type ConfirmInput =
  /**
   * A saved card confirmed by the server: the provider's payment method, and its customer when the
   * payment method belongs to one in this scope (a card cloned into a connected account does not).
   */
  | { paymentMethod: string; customer?: string | null }
  /** The test provider's card form. */
  | { card: TestCardInput }
  /** The test provider's extra confirmation step (like 3-D Secure): passed or failed. */
  | { authentication: 'complete' | 'fail' };

export interface MoneyCallInput extends PaymentScope {
  /** Makes a retried capture, void or refund a no-op at the provider. */
  idempotencyKey: string;
}

export interface CancelInput extends MoneyCallInput {
  /**
   * Void only a payment the card has not authorised yet (a checkout attempt's PaymentIntent replaced
   * by one for a changed cart): one that is requires_capture or succeeded is refused with
   * PaymentRequestError instead (decision 0065). Stripe voids an authorisation on a plain cancel.
   */
  unlessAuthorised?: boolean;
}

/** A provider event (webhook) about a PaymentIntent. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The PaymentIntent it is about, as it was when the event was sent; null for other objects. */
  payment: ProviderPayment | null;
  /** The connected account the event came from (Connect), null for the platform's own. */
  account: string | null;
}

/** A saved card as the provider holds it: display data only. */
export interface ProviderCard {
  /** The provider's payment method id (pm_…). */
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string | null;
  postalCode: string | null;
}

/** What can change on a saved card: the name, expiry and postal code on it. */
export interface CardChanges {
  name: string | null;
  expMonth: number;
  expYear: number;
  postalCode: string | null;
}

/** Where a card to save comes from: a PaymentMethod Stripe.js made, or the test provider's form. */
export type CardSource = { paymentMethod: string } | { card: TestCardInput };

/**
 * Saved cards (decision 0041): a provider customer per member and cards saved to it through a
 * SetupIntent, all on the platform account; a payment for a connected account uses a copy of the card
 * made in that account.
 */
export interface CardVault {
  /** A new provider customer for a member; the key makes a retry create no second one. */
  createCustomer(input: { email: string; name: string; idempotencyKey: string }): Promise<string>;
  /**
   * Saves a card to the customer through a SetupIntent. A decline throws PaymentDeclinedError; a
   * card that needs the bank's confirmation to be saved (requires_action) is declined too.
   */
  saveCard(customer: string, source: CardSource, idempotencyKey: string): Promise<ProviderCard>;
  /** The name, expiry and postal code on a saved card of the customer. */
  updateCard(customer: string, paymentMethod: string, changes: CardChanges): Promise<ProviderCard>;
  /** Detaches a saved card from the customer: it can never be charged again. */
  removeCard(customer: string, paymentMethod: string): Promise<void>;
  /** What a payment in `scope` is confirmed with to charge the customer's saved card. */
  cardForPayment(customer: string, paymentMethod: string, scope: PaymentScope): Promise<ConfirmInput>;
}

export interface PaymentProvider extends CardVault {
  readonly name: ProviderName;
  /** What Stripe.js needs in the browser; null for the test provider. */
  readonly publishableKey: string | null;
  create(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** Confirms on the server (a saved card, or the test provider's card form and extra step). */
  confirm(paymentId: string, input: ConfirmInput, scope: PaymentScope): Promise<ProviderPayment>;
  retrieve(paymentId: string, scope: PaymentScope): Promise<ProviderPayment>;
  /** Takes an authorised (requires_capture) payment. */
  capture(paymentId: string, input: MoneyCallInput): Promise<ProviderPayment>;
  /** Voids a payment not yet captured (the hold on the card goes away); see CancelInput.unlessAuthorised. */
  cancel(paymentId: string, input: CancelInput): Promise<ProviderPayment>;
  /** Refunds a captured payment in full. */
  refund(paymentId: string, input: MoneyCallInput): Promise<ProviderPayment>;
  /**
   * Verifies a webhook's signature over its raw body and reads the event; throws
   * WebhookSignatureError when it does not verify.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined, now: Date): PaymentEvent;
}

/** A restaurant's connected account as Stripe reports it (Connect onboarding). */
export interface ConnectedAccountStatus {
  id: string;
  /** Stripe has what it needs: the account can take charges. */
  chargesEnabled: boolean;
  /** The owner finished Stripe's onboarding form (it may still be under review). */
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
}

/** Linking a restaurant's Stripe account to the platform (decision 0041): Stripe only. */
export interface ConnectAccounts {
  /** A new Standard connected account for a restaurant; the key makes a retry create no second one. */
  createAccount(input: { email: string | null; country: string; idempotencyKey: string }): Promise<string>;
  accountStatus(account: string): Promise<ConnectedAccountStatus>;
  /** Stripe's hosted onboarding page for the account, for the owner to fill in (a link valid minutes). */
  onboardingLink(account: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
}

/** The card was refused, with the provider's message for the diner. */
export class PaymentDeclinedError extends Error {
  constructor(
    message: string,
    readonly payment: ProviderPayment | null = null,
  ) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** The provider could not be reached or failed: nothing is known to have changed. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailableError';
  }
}

/** The provider refused the request itself (a bad state, an unknown id). */
export class PaymentRequestError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentRequestError';
  }
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature could not be verified.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Payment settings from the environment (README: Configuration). */
export interface PaymentConfig {
  stripeSecretKey: string | null;
  stripeWebhookSecret: string | null;
  stripePublishableKey: string | null;
  /** e.g. http://127.0.0.1:12111: the SDK talks to this instead of api.stripe.com. */
  stripeApiBase: string | null;
}

export function loadPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const value = (name: string) => (env[name] && env[name]!.trim() !== '' ? env[name]!.trim() : null);
  const stripeApiBase = value('STRIPE_API_BASE');
  if (stripeApiBase) {
    let url: URL | null = null;
    try {
      url = new URL(stripeApiBase);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      throw new Error(`STRIPE_API_BASE must be an http(s) URL, got '${stripeApiBase}'.`);
  }
  const stripeSecretKey = value('STRIPE_SECRET_KEY');
  if (stripeSecretKey && !/^(sk|rk)_/.test(stripeSecretKey))
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…).');
  return {
    stripeSecretKey,
    stripeWebhookSecret: value('STRIPE_WEBHOOK_SECRET'),
    stripePublishableKey: value('STRIPE_PUBLISHABLE_KEY'),
    stripeApiBase,
  };
}
