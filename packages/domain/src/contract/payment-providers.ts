/**
 * The card payment providers' names as the API spells them (decision 0068). The server's adapter
 * registry (apps/server/src/adapters/payments/registry.ts) and the web's card form registry
 * (apps/web/src/components/card-payment/card-forms.ts) are each keyed by exactly these names, so a
 * provider one of them lacks does not compile. What a provider is (a test provider, its webhook, its
 * form) is said by those registries, never by comparing names.
 */
export const PAYMENT_PROVIDER_NAMES = ['stripe', 'test'] as const;

export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

export const isPaymentProviderName = (name: string): name is PaymentProviderName =>
  (PAYMENT_PROVIDER_NAMES as readonly string[]).includes(name);
