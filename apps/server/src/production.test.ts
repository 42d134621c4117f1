import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  PAYMENT_SETTINGS_MESSAGES,
  TEST_PAYMENT_LABEL,
  type ApiGiftCardOrder,
  type ApiOrder,
  type ApiTenant,
  type GiftCardOrderResponse,
  type LocationPaymentLink,
  type OnlinePayment,
  type PaymentSettingsResponse,
  type StaffGiftCardOrdersResponse,
  type StaffOrdersResponse,
} from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PAYMENT_PROVIDER } from './adapters/payments/payment-providers';
import { loadPaymentConfig, PAYMENT_PROVIDERS } from './adapters/payments/registry';
import { loadConfig, type Config } from './config';
import { checkProduction, startVerdict } from './production';
import { call, staffTokenOf } from './test/accounts-fixture';
import { createTestApp, TEST_NOW, type TestApp } from './test/harness';
import { confirmPayment, onlineCheckout, TEST_CARD, tenantOf, testPickupOrder } from './test/orders-fixture';
import { mailsTo } from './test/rows';

/** The runtime the checks are read for: this machine's Node 20, whatever runs the tests. */
const NODE_20 = { node: '20.20.2', tz: '2025c' };

/*
 * Production mode (issue 30 item 1, decision 0073): with NODE_ENV=production the test payment
 * provider runs only when PAYMENTS_PROVIDER=test asks for it, online payment cannot be turned on
 * without a provider, the server refuses to start with online payment on and no Stripe key, and every
 * payment the test provider took says so.
 */

const OWNER = 'owner@goldenmaple.example.ca';
/** The server's configuration in production, from these variables on top of the tests' own. */
const productionConfig = (env: NodeJS.ProcessEnv): Partial<Config> => {
  const full = { NODE_ENV: 'production', ...env };
  return { production: true, payments: loadPaymentConfig(full), geo: loadConfig(full).geo };
};

describe('production without a payment provider', () => {
  let t: TestApp;
  let gold: ApiTenant;
  beforeAll(async () => {
    t = await createTestApp({ now: TEST_NOW, config: productionConfig({}) });
    gold = await tenantOf(t.app, 'goldenmaple');
  });
  afterAll(() => t.close());

  it("fails the payments check, naming the demo's locations that take payment online", async () => {
    const checks = await checkProduction(
      t.config,
      t.app.paymentProviders,
      t.db.kysely,
      { NODE_ENV: 'production' },
      NODE_20,
    );
    expect(checks.map((check) => [check.name, check.level])).toEqual([
      ['Payments', 'fail'],
      ['Addresses (geo)', 'warn'],
      ['Mail', 'warn'],
      ['Texts', 'warn'],
      ['Links in mail', 'fail'],
      ['CloudPRNT printers', 'ok'],
      ['Node.js', 'warn'],
    ]);
    expect(checks[0]!.detail).toBe(
      'Online payment is on at Emerald Noodle House Kensington, Golden Maple Bistro Riversdale, but no payment provider is configured.',
    );
    const verdict = startVerdict(checks);
    expect(verdict.refusal).toContain('The server will not start in production (NODE_ENV=production):');
    expect(verdict.refusal).toContain('Set STRIPE_SECRET_KEY');
    expect(verdict.warnings).toEqual([
      expect.stringMatching(/^\[warn\] Addresses \(geo\): .* Set GEO_PROVIDER=osm/),
      expect.stringMatching(/^\[warn\] Mail: .* Set SMTP_URL/),
      expect.stringMatching(/^\[warn\] Texts: .* Set SMS_PROVIDER=twilio/),
      expect.stringMatching(/^\[warn\] Node.js: Node 20 with time zone data 2025c: .* Node.js 24/),
    ]);
  });

  it('passes every check once Stripe, a geo provider, SMTP and a public URL are configured', async () => {
    const env = {
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      GEO_PROVIDER: 'osm',
      SMTP_URL: 'smtp://mail.example.ca:587',
      PUBLIC_URL: 'https://orders.example.ca',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
    };
    const config = { ...t.config, ...loadConfig(env) };
    const checks = await checkProduction(config, { active: PAYMENT_PROVIDERS.stripe }, t.db.kysely, env, {
      node: '24.22.3',
      tz: '2026e',
    });
    expect(checks.filter((check) => check.level !== 'ok')).toEqual([]);
    expect(startVerdict(checks)).toEqual({ warnings: [], refusal: null });
  });

  it('refuses the owner turning online payment on, with the reason; off is allowed', async () => {
    const token = await staffTokenOf(t.app, OWNER);
    const restaurantId = gold.restaurants[0]!._id;
    const settings = await call<PaymentSettingsResponse>(t.app, 'GET', '/api/staff/settings/payments', {
      token,
    });
    expect(settings.body).toMatchObject({ provider: null, testMode: false, canLinkAccounts: false });
    const off = await call<LocationPaymentLink>(
      t.app,
      'PUT',
      `/api/staff/settings/payments/${restaurantId}`,
      {
        token,
        body: { acceptOnlinePayment: false },
      },
    );
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.acceptOnlinePayment).toBe(false);
    const on = await call<{ message: string }>(t.app, 'PUT', `/api/staff/settings/payments/${restaurantId}`, {
      token,
      body: { acceptOnlinePayment: true },
    });
    expect(on.status).toBe(409);
    expect(on.body.message).toBe(PAYMENT_SETTINGS_MESSAGES.noProvider);
    const bad = await call<{ message: string }>(
      t.app,
      'PUT',
      `/api/staff/settings/payments/${restaurantId}`,
      {
        token,
        body: { acceptOnlinePayment: 'yes' },
      },
    );
    expect(bad.status).toBe(400);
    // Staff of a location are not the owner.
    const staff = await call(t.app, 'PUT', `/api/staff/settings/payments/${restaurantId}`, {
      token: await staffTokenOf(t.app),
      body: { acceptOnlinePayment: false },
    });
    expect(staff.status).toBe(403);
    // The diner's checkout no longer offers to pay online there.
    const placing = await testPickupOrder(t.app, restaurantId);
    const placed = await call<{ message: string }>(
      t.app,
      'POST',
      `/api/eater/restaurants/${restaurantId}/orders`,
      {
        headers: { 'idempotency-key': 'production-no-provider' },
        body: { ...placing, payment: { method: 'Online' } },
      },
    );
    expect(placed.status).toBe(409);
    // Saving a card needs a provider too: a 409 that says why, never a 500.
    const cardForm = await call<{ message: string }>(t.app, 'GET', '/api/eater/payments/card-form', {});
    expect(cardForm.status).toBe(409);
    expect(cardForm.body.message).toBe(NO_PAYMENT_PROVIDER);
  });
});

describe('production with PAYMENTS_PROVIDER=test', () => {
  let t: TestApp;
  let gold: ApiTenant;
  let restaurantId: string;
  beforeAll(async () => {
    t = await createTestApp({ now: TEST_NOW, config: productionConfig({ PAYMENTS_PROVIDER: 'test' }) });
    gold = await tenantOf(t.app, 'goldenmaple');
    restaurantId = gold.restaurants[0]!._id;
  });
  afterAll(() => t.close());

  it('only warns about payments, and the owner can turn online payment on', async () => {
    const checks = await checkProduction(t.config, t.app.paymentProviders, t.db.kysely, {
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'test',
    });
    expect(checks[0]).toMatchObject({ name: 'Payments', level: 'warn' });
    const token = await staffTokenOf(t.app, OWNER);
    const on = await call<LocationPaymentLink>(t.app, 'PUT', `/api/staff/settings/payments/${restaurantId}`, {
      token,
      body: { acceptOnlinePayment: true },
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.acceptOnlinePayment).toBe(true);
  });

  it('marks every order it paid as a test payment: the order, the board, the mail', async () => {
    const placing = await testPickupOrder(t.app, restaurantId);
    const payment: OnlinePayment = await onlineCheckout(t.app, restaurantId, placing);
    const confirmed = await confirmPayment(t.app, payment._id);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const order = confirmed.body.order!;
    expect(order).toMatchObject({ paymentMethod: 'Online', paymentStatus: 'Authorised', testPayment: true });

    const staff = await staffTokenOf(t.app);
    const board = await call<StaffOrdersResponse>(
      t.app,
      'GET',
      `/api/staff/orders?restaurantId=${restaurantId}`,
      {
        token: staff,
      },
    );
    const onBoard = board.body.orders.filter((o) => o.paymentMethod === 'Online');
    expect(onBoard.map((o) => o._id)).toContain(order._id);
    expect(onBoard.every((o) => o.testPayment === true)).toBe(true);
    const paidAtCounter = board.body.orders.find((o) => o.paymentMethod === 'Offline');
    if (paidAtCounter) expect(paidAtCounter.testPayment).toBe(false);

    const accepted = await call<ApiOrder>(t.app, 'POST', `/api/staff/orders/${order._id}/status`, {
      token: staff,
      body: { status: 'Accepted' },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ paymentStatus: 'Paid', testPayment: true });
    await t.app.background.idle();
    const mails = await mailsTo(t.db, 'order-accepted', order.email);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text_body).toContain(`\n\n${TEST_PAYMENT_LABEL}\n`);

    // The diner's order page reads the same.
    const view = await call<ApiOrder>(t.app, 'GET', `/api/eater/tenants/${gold._id}/orders/${order._id}`, {});
    expect(view.status).toBe(200);
    expect(view.body.testPayment).toBe(true);
  });

  it('marks a gift card order paid by card, and its mail', async () => {
    const product = gold.giftCardProducts.find((p) => p.quantity === 1)!;
    const email = 'production-gift@example.com';
    const pending = await call<GiftCardOrderResponse & { payment: { _id: string } }>(
      t.app,
      'POST',
      `/api/eater/restaurants/${restaurantId}/giftcardorders`,
      {
        headers: { 'idempotency-key': 'production-gift-1' },
        body: {
          giftCardType: 'Digital',
          giftCardProductId: product._id,
          quantity: 1,
          customer: { firstName: 'Robin', lastName: 'Quill', email, phone: '306-555-0199' },
          paymentMethod: 'Online',
        },
      },
    );
    expect(pending.status, JSON.stringify(pending.body)).toBe(202);
    const confirmed = await call<{ giftCardOrder: ApiGiftCardOrder }>(
      t.app,
      'POST',
      `/api/eater/payments/${pending.body.payment._id}/confirm`,
      { body: { card: TEST_CARD } },
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.giftCardOrder).toMatchObject({ paymentStatus: 'Paid', testPayment: true });
    const staff = await call<StaffGiftCardOrdersResponse>(t.app, 'GET', '/api/staff/giftcardorders', {
      token: await staffTokenOf(t.app),
    });
    expect(
      staff.body.giftCardOrders.find((o) => o._id === confirmed.body.giftCardOrder._id)?.testPayment,
    ).toBe(true);
    await t.app.background.idle();
    const [mail] = await t.db.kysely
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .execute();
    expect(mail?.text_body).toContain(TEST_PAYMENT_LABEL);
  });
});

describe('the server at start (NODE_ENV=production)', () => {
  const serverEntry = path.resolve(import.meta.dirname, 'server.ts');

  /** Runs src/server.ts on a fresh SQLite file with `env`; what it printed and how it ended. */
  function start(env: NodeJS.ProcessEnv, until: RegExp | null) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-start-'));
    return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATABASE_URL: path.join(dir, 'storefront.db'),
          PORT: '0',
          HOST: '127.0.0.1',
          FIXED_NOW: TEST_NOW.toISOString(),
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (until && until.test(output)) child.kill('SIGTERM');
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('error', reject);
      child.once('exit', (code) => {
        fs.rmSync(dir, { recursive: true, force: true });
        resolve({ code, output });
      });
    });
  }

  it('refuses to start with online payment on at a demo restaurant and no Stripe key, saying why', async () => {
    const { code, output } = await start({ TENANT_BASE_DOMAIN: 'https://example.ca' }, null);
    expect(code).toBe(1);
    expect(output).toContain('The server will not start in production (NODE_ENV=production):');
    expect(output).toMatch(
      /\[fail\] Payments: Online payment is on at Emerald Noodle House Kensington, .*, but no payment provider is configured\. Set STRIPE_SECRET_KEY \(sk_live_…\), or PAYMENTS_PROVIDER=test to take test payments on purpose\./,
    );
    expect(output).toContain('Run npm run doctor to see every check.');
    expect(output).not.toContain('Links in mail');
  }, 120_000);

  it('starts with PAYMENTS_PROVIDER=test, warning that no money is taken', async () => {
    const { output } = await start(
      { PAYMENTS_PROVIDER: 'test', TENANT_BASE_DOMAIN: 'https://example.ca' },
      /\[warn\] Payments/,
    );
    expect(output).toContain('The built-in test provider takes card payments: no money is taken');
    expect(output).not.toContain('will not start');
  }, 120_000);
});
