/*
 * Which provider takes a restaurant's online payments (decisions 0030, 0068): the one real provider
 * configured (Stripe whenever the platform has a Stripe secret key, for the restaurant's connected
 * account when its settings name one); a test provider only while no real one is configured, so it
 * can never take a payment meant to be real. In production the test provider runs only when asked
 * for by name, so there may be none at all (decision 0073): online payment is then unavailable.
 */
import type { Executor } from '../../db/executor';
import {
  PaymentRequestError,
  type ConnectAccounts,
  type PaymentProvider,
  type PaymentScope,
} from './payment-provider';
import { PAYMENT_PROVIDER_ENTRIES, type AnyProviderEntry, type PaymentConfig } from './registry';

export interface PaymentProviders {
  /** One line for the startup log. */
  readonly description: string;
  /**
   * The registry's entry of the provider in use: its name, label, whether it is a test provider;
   * null when none is configured (production without a key; decision 0073).
   */
  readonly active: AnyProviderEntry | null;
  /** The provider for a restaurant's payments and the account it acts for; throws without one. */
  forRestaurant(settings: { stripe_account_id?: string | null }): {
    provider: PaymentProvider;
    scope: PaymentScope;
  };
  /** The provider a stored payment was made with; null when it is no longer configured. */
  byName(name: string): PaymentProvider | null;
  /** Linking restaurants' own accounts (Stripe Connect): null when the provider in use has none. */
  readonly connect: ConnectAccounts | null;
}

/** Why a payment cannot be taken on a server with no payment provider (a 409 to the caller). */
export const NO_PAYMENT_PROVIDER =
  'Online payment is not available: this server has no payment provider configured (STRIPE_SECRET_KEY).';

/** The provider to run: the one real provider configured, else a test provider, else none. */
function chooseEntry(config: PaymentConfig): AnyProviderEntry | null {
  const configured = PAYMENT_PROVIDER_ENTRIES.filter((entry) => config[entry.name] != null);
  const real = configured.filter((entry) => !entry.isTest);
  if (real.length > 1)
    throw new Error(
      `Several payment providers are configured (${real.map((e) => e.name).join(', ')}): configure one.`,
    );
  return real[0] ?? configured.find((entry) => entry.isTest) ?? null;
}

export function createPaymentProviders(
  config: PaymentConfig,
  deps: { db: Executor; now: () => Date },
): PaymentProviders {
  const active = chooseEntry(config);
  if (!active)
    return {
      description: 'none (production without STRIPE_SECRET_KEY: online payment is unavailable)',
      active: null,
      forRestaurant: () => {
        throw new PaymentRequestError(NO_PAYMENT_PROVIDER);
      },
      byName: () => null,
      connect: null,
    };
  // The entry's own settings (chooseEntry checked they are there).
  const started = active.start(config[active.name] as never, deps);
  return {
    description: started.description,
    active,
    forRestaurant: (settings) => ({ provider: started.provider, scope: started.scopeFor(settings) }),
    byName: (name) => (name === active.name ? started.provider : null),
    connect: started.connect,
  };
}
