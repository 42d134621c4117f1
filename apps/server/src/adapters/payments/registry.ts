/*
 * The payment providers the server knows (decision 0068), like the promotion registry: a new provider
 * is its adapter file (a PaymentProvider and its PaymentProviderEntry) and one line here. The names
 * are this registry's keys; the registry must list exactly the API's PAYMENT_PROVIDER_NAMES (the
 * web's card form registry lists the same), or it does not compile.
 */
import type { PaymentProviderName } from '@storefront/domain';
import type { PaymentProviderEntry } from './payment-provider';
import { stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';

export const PAYMENT_PROVIDERS = {
  stripe: stripeProvider,
  test: testProvider,
} as const satisfies { [Name in PaymentProviderName]: PaymentProviderEntry<Name, unknown> };

export type ProviderName = keyof typeof PAYMENT_PROVIDERS;

export type AnyProviderEntry = (typeof PAYMENT_PROVIDERS)[ProviderName];

export const PAYMENT_PROVIDER_ENTRIES: readonly AnyProviderEntry[] = Object.values(PAYMENT_PROVIDERS);

/** The registry's entry of a name (a stored payment's, a webhook path's); undefined for no provider. */
export const paymentProviderEntry = (name: string): AnyProviderEntry | undefined =>
  PAYMENT_PROVIDER_ENTRIES.find((entry) => entry.name === name);

/** A stored order's payment was "taken" by a test provider: no money moved (decision 0073). */
export const isTestPayment = (providerName: string | null | undefined): boolean =>
  providerName != null && paymentProviderEntry(providerName)?.isTest === true;

type SettingsOf<Name extends ProviderName> = NonNullable<
  ReturnType<(typeof PAYMENT_PROVIDERS)[Name]['fromEnv']>
>;

/** Each provider's settings; null or absent: not configured (README: Configuration). */
export type PaymentConfig = { [Name in ProviderName]?: SettingsOf<Name> | null };

/** Each provider's settings from the environment; throws on a setting that cannot be right. */
export function loadPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  return Object.fromEntries(
    PAYMENT_PROVIDER_ENTRIES.map((entry) => [entry.name, entry.fromEnv(env)]),
  ) as PaymentConfig;
}
