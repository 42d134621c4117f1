/*
 * The payments adapter (architecture §5; decisions 0030, 0068): one PaymentProvider interface with
 * Stripe's PaymentIntent semantics, and the providers behind it, each one adapter file listed once in
 * the registry (registry.ts), which says what each is: a test provider or not, whether it takes a
 * webhook, how it is configured from the environment. Today:
 * - 'stripe': the official SDK, on the platform's secret key, acting for a restaurant's connected
 *   account (Stripe Connect) when the restaurant has one. STRIPE_API_BASE points the SDK elsewhere
 *   (a proxy, or the local HTTP double of the tests).
 * - 'test': a built-in provider with Stripe's test cards (4242… succeeds, …0002 is declined, …3184
 *   asks for an extra confirmation step), for the demo and the browser tests. It is used only while
 *   no real provider is configured: with a Stripe key, every restaurant is on Stripe.
 * The server always says the amount (from its own pricing), never the browser.
 */
import type { PaymentProviderName } from '@storefront/domain';
import type { Executor } from '../../db/executor';

/** Stripe's PaymentIntent statuses; the test provider uses the same. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

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
  readonly name: PaymentProviderName;
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

/** A call the payment's status does not allow, refused in Stripe's words (both providers say it so). */
export function statusRefusal(status: string, verb: string): PaymentRequestError {
  return new PaymentRequestError(`This payment is ${status.replace(/_/g, ' ')} and cannot be ${verb}.`);
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature could not be verified.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A provider once started from its settings: what the platform pays with. */
export interface StartedProvider {
  readonly provider: PaymentProvider;
  /** Linking restaurants' own accounts to the platform (Stripe Connect); null when it has none. */
  readonly connect: ConnectAccounts | null;
  /** One line for the startup log. */
  readonly description: string;
  /** The account a restaurant's payments are made for, from its online payment settings. */
  scopeFor(settings: { stripe_account_id?: string | null }): PaymentScope;
}

/**
 * A provider as the registry lists it (decision 0068): everything the rest of the server asks about
 * a provider is here, so no code outside the adapters compares provider names.
 */
export interface PaymentProviderEntry<Name extends PaymentProviderName, Settings> {
  readonly name: Name;
  /** How people call it ("Stripe"). */
  readonly label: string;
  /**
   * No real money moves: it is chosen only while no real provider is configured, so a payment meant
   * to be real can never land on it, and the staff console says payments run in test mode.
   */
  readonly isTest: boolean;
  /**
   * Its webhook, POST /api/payments/{name}/webhook, and the header its signature comes in; null when
   * it sends none (that path is then a 404).
   */
  readonly webhook: { signatureHeader: string } | null;
  /** Its settings from the environment; null when it is not configured. Throws on a setting that cannot be right. */
  fromEnv(env: NodeJS.ProcessEnv): Settings | null;
  start(settings: Settings, deps: { db: Executor; now: () => Date }): StartedProvider;
}
