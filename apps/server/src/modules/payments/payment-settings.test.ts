import type {
  ApiTenant,
  PaymentSettingsResponse,
  StaffLoginResponse,
  StripeOnboardingResponse,
} from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../../db/seed/staff';
import { call } from '../../test/accounts-fixture';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/harness';
import { tenantOf } from '../../test/orders-fixture';
import { startStripeDouble, stripeAppConfig, type StripeDouble } from '../../test/stripe-double';

/*
 * The owner's Payments page: linking each location's Stripe account through Connect onboarding,
 * against the local Stripe double driven by the real SDK; owner only; the test provider links none.
 */

let double: StripeDouble;
let stripeApp: TestApp;
let testApp: TestApp;
let emerald: ApiTenant;
let gold: ApiTenant;

async function tokenOf(t: TestApp, slug: string, email: string) {
  const login = await call<StaffLoginResponse>(t.app, 'POST', '/api/staff/login', {
    slug,
    body: { email, password: DEMO_STAFF_PASSWORD },
  });
  expect(login.status).toBe(200);
  return login.body.token;
}

const settings = (t: TestApp, token: string | null) =>
  call<PaymentSettingsResponse>(t.app, 'GET', '/api/staff/settings/payments', { slug: 'emerald', token });

const onboard = (t: TestApp, token: string, restaurantId: string) =>
  call<StripeOnboardingResponse>(t.app, 'POST', `/api/staff/settings/payments/${restaurantId}/onboarding`, {
    slug: 'emerald',
    token,
    body: {},
  });

beforeAll(async () => {
  double = await startStripeDouble();
  stripeApp = await createTestApp({ now: TEST_NOW, config: stripeAppConfig(double, 'connect') });
  testApp = await createTestApp({ now: TEST_NOW });
  emerald = await tenantOf(stripeApp.app, 'emerald');
  gold = await tenantOf(stripeApp.app, 'goldenmaple');
});
afterAll(async () => {
  await stripeApp.close();
  await testApp.close();
  await double.close();
});

describe('/staff/settings/payments', () => {
  it('links a location to a new Stripe account through onboarding, once, until Stripe says Connected', async () => {
    const owner = await tokenOf(stripeApp, 'emerald', 'staff@emerald.example.ca');
    const [calgary] = emerald.restaurants;
    const before = await settings(stripeApp, owner);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ provider: 'stripe', testMode: false, canLinkAccounts: true });
    expect(before.body.locations.find((l) => l.restaurantId === calgary!._id)).toMatchObject({
      status: 'Not connected',
      stripeAccountId: null,
    });

    const first = await onboard(stripeApp, owner, calgary!._id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\//);
    expect(first.body.url).toContain(encodeURIComponent('/staff/settings/payments'));
    const account = first.body.stripeAccountId;
    // A second visit (or a second tab) continues with the same account.
    const second = await onboard(stripeApp, owner, calgary!._id);
    expect(second.body.stripeAccountId).toBe(account);
    expect(double.accounts.size).toBe(1);

    const onboarding = (await settings(stripeApp, owner)).body.locations.find(
      (l) => l.restaurantId === calgary!._id,
    );
    expect(onboarding).toMatchObject({ status: 'Onboarding', stripeAccountId: account });
    double.completeOnboarding(account);
    const connected = (await settings(stripeApp, owner)).body.locations.find(
      (l) => l.restaurantId === calgary!._id,
    );
    expect(connected).toMatchObject({ status: 'Connected', note: null });

    // Payments at the location now act for its account.
    const restaurant = await stripeApp.db.kysely
      .selectFrom('restaurants')
      .select('online_payment_settings')
      .where('id', '=', calgary!._id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(restaurant.online_payment_settings as string)).toMatchObject({
      stripe_account_id: account,
      accept_online_payment: true,
    });
    const audit = await stripeApp.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'payment_settings')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('is the owner’s only, and only for the owner’s own locations', async () => {
    const staff = await tokenOf(stripeApp, 'emerald', 'calgary@emerald.example.ca');
    expect((await settings(stripeApp, staff)).status).toBe(403);
    expect((await onboard(stripeApp, staff, emerald.restaurants[1]!._id)).status).toBe(403);
    expect((await settings(stripeApp, null)).status).toBe(401);
    const owner = await tokenOf(stripeApp, 'emerald', 'staff@emerald.example.ca');
    expect((await onboard(stripeApp, owner, gold.restaurants[0]!._id)).status).toBe(404);
  });

  it('links nothing while no Stripe key is configured (the test provider)', async () => {
    const owner = await tokenOf(testApp, 'emerald', 'staff@emerald.example.ca');
    const shown = await settings(testApp, owner);
    expect(shown.body).toMatchObject({ provider: 'test', testMode: true, canLinkAccounts: false });
    // Nor does it take Stripe's webhooks.
    const hook = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(hook.statusCode).toBe(404);
    expect(hook.json<{ message: string }>().message).toBe('Stripe is not configured on this server.');
    const refused = await onboard(testApp, owner, emerald.restaurants[0]!._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/no STRIPE_SECRET_KEY/);
  });
});
