/*
 * Which provider takes a restaurant's online payments (decision 0030): Stripe whenever the platform
 * has a Stripe secret key, for the restaurant's connected account when its settings name one; the
 * built-in test provider only while no key is configured, so it can never take a payment meant to be
 * real.
 */
import type { Executor } from '../../db/executor';
import type {
  ConnectAccounts,
  PaymentConfig,
  PaymentProvider,
  PaymentScope,
  ProviderName,
} from './payment-provider';
import { StripePaymentProvider } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

export interface PaymentProviders {
  /** One line for the startup log. */
  readonly description: string;
  /** The provider for a restaurant's payments and the account it acts for. */
  forRestaurant(settings: { stripe_account_id?: string | null }): {
    provider: PaymentProvider;
    scope: PaymentScope;
  };
  /** The provider a stored payment was made with; null when it is no longer configured. */
  byName(name: ProviderName): PaymentProvider | null;
  /** Linking restaurants' Stripe accounts (Connect): null while no Stripe key is configured. */
  readonly connect: ConnectAccounts | null;
}

export function createPaymentProviders(
  config: PaymentConfig,
  deps: { db: Executor; now: () => Date },
): PaymentProviders {
  if (config.stripeSecretKey) {
    const stripe = new StripePaymentProvider({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      publishableKey: config.stripePublishableKey,
      apiBase: config.stripeApiBase,
    });
    return {
      description: `stripe${config.stripeApiBase ? ` at ${config.stripeApiBase}` : ''}${
        config.stripeSecretKey.startsWith('sk_live_') ? ' (live mode)' : ' (test mode)'
      }`,
      forRestaurant: (settings) => ({
        provider: stripe,
        scope: { account: settings.stripe_account_id ?? null },
      }),
      byName: (name) => (name === 'stripe' ? stripe : null),
      connect: stripe,
    };
  }
  const test = new TestPaymentProvider(deps.db, deps.now);
  return {
    description: 'test (no Stripe key configured: no real charge)',
    forRestaurant: () => ({ provider: test, scope: { account: null } }),
    byName: (name) => (name === 'test' ? test : null),
    connect: null,
  };
}
