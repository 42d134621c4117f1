import { PAYMENT_PROVIDER_NAMES } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { createPaymentProviders, NO_PAYMENT_PROVIDER } from './payment-providers';
import {
  loadPaymentConfig,
  PAYMENT_PROVIDER_ENTRIES,
  PAYMENT_PROVIDERS,
  paymentProviderEntry,
} from './registry';

const NOW = new Date('2026-11-25T20:30:00Z');
const deps = { db: null as never, now: () => NOW };

describe('the payment provider registry', () => {
  it("lists exactly the API's provider names, each entry under its own name", () => {
    expect(Object.keys(PAYMENT_PROVIDERS).sort()).toEqual([...PAYMENT_PROVIDER_NAMES].sort());
    for (const [name, entry] of Object.entries(PAYMENT_PROVIDERS)) {
      expect(entry.name).toBe(name);
      expect(paymentProviderEntry(name)).toBe(entry);
    }
    expect(paymentProviderEntry('paypal')).toBeUndefined();
  });

  it('starts each entry as a provider of its own name, with every call of the interface', () => {
    const config = loadPaymentConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' });
    for (const entry of PAYMENT_PROVIDER_ENTRIES) {
      const started = entry.start(config[entry.name] as never, deps);
      expect(started.provider.name).toBe(entry.name);
      for (const call of ['create', 'confirm', 'retrieve', 'capture', 'cancel', 'refund', 'parseWebhook'])
        expect(typeof (started.provider as unknown as Record<string, unknown>)[call]).toBe('function');
      // A provider that takes webhooks says where their signature is.
      if (entry.webhook) expect(entry.webhook.signatureHeader).toMatch(/^[a-z-]+$/);
    }
  });

  it('has a test provider that needs no settings, so the demo runs with none', () => {
    const tests = PAYMENT_PROVIDER_ENTRIES.filter((entry) => entry.isTest);
    expect(tests.length).toBeGreaterThan(0);
    for (const entry of tests) expect(entry.fromEnv({})).not.toBeNull();
    for (const entry of PAYMENT_PROVIDER_ENTRIES.filter((e) => !e.isTest))
      expect(entry.fromEnv({})).toBeNull();
  });
});

describe('choosing the provider', () => {
  it('is the test provider only while no real provider is configured', () => {
    const none = createPaymentProviders(loadPaymentConfig({}), deps);
    expect(none.forRestaurant({}).provider.name).toBe('test');
    expect(none.active?.isTest).toBe(true);
    expect(none.connect).toBeNull();
    expect(none.byName('stripe')).toBeNull();
    const keyed = createPaymentProviders(
      loadPaymentConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: 'http://127.0.0.1:9' }),
      deps,
    );
    expect(keyed.forRestaurant({ stripe_account_id: 'acct_9' })).toMatchObject({
      provider: { name: 'stripe' },
      scope: { account: 'acct_9' },
    });
    expect(keyed.active).toMatchObject({ name: 'stripe', isTest: false });
    expect(keyed.connect).not.toBeNull();
    // With a real provider the test provider cannot be selected or reached: no real payment lands on it.
    expect(keyed.byName('test')).toBeNull();
    expect(keyed.byName('paypal')).toBeNull();
    expect(keyed.description).toBe('stripe at http://127.0.0.1:9 (test mode)');
  });

  it('in production, runs the test provider only when PAYMENTS_PROVIDER=test names it (decision 0073)', () => {
    const unasked = createPaymentProviders(loadPaymentConfig({ NODE_ENV: 'production' }), deps);
    expect(unasked.active).toBeNull();
    expect(unasked.connect).toBeNull();
    expect(unasked.byName('test')).toBeNull();
    expect(() => unasked.forRestaurant({})).toThrow(NO_PAYMENT_PROVIDER);
    const asked = createPaymentProviders(
      loadPaymentConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'test' }),
      deps,
    );
    expect(asked.active?.isTest).toBe(true);
    expect(asked.forRestaurant({}).provider.name).toBe('test');
    // A real key wins over the name: no payment meant to be real lands on the test provider.
    const keyed = createPaymentProviders(
      loadPaymentConfig({
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'test',
        STRIPE_SECRET_KEY: 'sk_live_abc',
      }),
      deps,
    );
    expect(keyed.active?.name).toBe('stripe');
    expect(() => loadPaymentConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(
      "PAYMENTS_PROVIDER can only be 'test' (the built-in test provider; Stripe runs whenever STRIPE_SECRET_KEY is set), got 'paypal'.",
    );
  });

  it('refuses a key or a base URL that cannot be right', () => {
    expect(() => loadPaymentConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/secret key/);
    expect(() => loadPaymentConfig({ STRIPE_API_BASE: 'ftp://x' })).toThrow(/http/);
  });
});
