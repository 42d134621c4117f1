/*
 * A local HTTP double of the Stripe API: the PaymentIntent and Refund calls the adapter makes, in
 * Stripe's REST shapes (form-encoded requests, JSON answers, Stripe's error objects, Idempotency-Key
 * replays). The real SDK talks to it through STRIPE_API_BASE; nothing is mocked in the SDK.
 * Test payment methods follow Stripe's: pm_card_visa authorises, pm_card_chargeDeclined is declined,
 * pm_card_authenticationRequired needs an extra step, pm_card_chargeCustomerFail is saved but declined
 * when charged. `authoriseInBrowser` stands in for Stripe.js confirming the Payment Element.
 * Saved cards: Customers, SetupIntents (confirmed at once), PaymentMethods (retrieve, update, detach,
 * and the copy into a connected account that Connect's shared customers use).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { Config } from '../config';

export interface DoubleIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  capture_method: string;
  amount_received: number;
  amount_capturable: number;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { message: string; type: string; code?: string } | null;
  latest_charge: string | null;
  livemode: false;
  created: number;
  refunded: number;
  account: string | null;
  customer: string | null;
}

/** A saved PaymentMethod: `source` is the test token it was made from, which decides how it behaves. */
export interface DoublePaymentMethod {
  id: string;
  source: string;
  customer: string | null;
  account: string | null;
  exp_month: number;
  exp_year: number;
  name: string | null;
  postal_code: string | null;
}

export interface StripeDouble {
  url: string;
  intents: Map<string, DoubleIntent>;
  paymentMethods: Map<string, DoublePaymentMethod>;
  customers: Set<string>;
  /** Connected accounts (Connect), by id. */
  accounts: Map<string, { id: string; email: string | null; onboarded: boolean }>;
  /** What the owner does on Stripe's hosted onboarding page: the account can take charges. */
  completeOnboarding(account: string): void;
  /** Every request: method, path, Idempotency-Key, Stripe-Account. */
  requests: { method: string; path: string; idempotencyKey: string | null; account: string | null }[];
  /** 'down': every request's connection is dropped (a network failure); 'error': Stripe answers 500. */
  mode: 'up' | 'down' | 'error';
  /** What Stripe.js does in the browser with a card: confirms the intent. */
  authoriseInBrowser(id: string, paymentMethod?: string): DoubleIntent;
  /** A signed webhook about an intent, as Stripe sends it. */
  webhook(
    type: string,
    intent: DoubleIntent,
    secret: string,
    timestamp: number,
    eventId?: string,
  ): {
    payload: string;
    signature: string;
  };
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  res.end(JSON.stringify(body));
};

let counter = 0;
const nextId = (prefix: string) => `${prefix}_double${(++counter).toString().padStart(8, '0')}`;

/** Stripe's form encoding, read back: `metadata[a]=b` becomes { metadata: { a: 'b' } }. */
function readForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = out as Record<string, unknown>;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

const declined = (extra: Record<string, unknown>) => ({
  status: 402,
  error: {
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
      ...extra,
    },
  },
});

const missing = (what: string, id: string) => ({
  status: 404,
  body: {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` },
  },
});

function confirmWith(intent: DoubleIntent, paymentMethod: string): { status: number; error?: unknown } {
  if (paymentMethod === 'pm_card_chargeDeclined' || paymentMethod === 'pm_card_chargeCustomerFail') {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      message: 'Your card was declined.',
      type: 'card_error',
      code: 'card_declined',
    };
    return declined({ payment_intent: intent });
  }
  if (paymentMethod === 'pm_card_authenticationRequired') {
    intent.status = 'requires_action';
    return { status: 200 };
  }
  intent.last_payment_error = null;
  intent.latest_charge = nextId('ch');
  if (intent.capture_method === 'manual') {
    intent.status = 'requires_capture';
    intent.amount_capturable = intent.amount;
  } else {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
  }
  return { status: 200 };
}

/** A PaymentMethod as the API answers it: a Visa ending 4242 (0341 for the one charging fails on). */
function presentMethod(method: DoublePaymentMethod) {
  return {
    id: method.id,
    object: 'payment_method',
    type: 'card',
    customer: method.customer,
    billing_details: { name: method.name, address: { postal_code: method.postal_code } },
    card: {
      brand: 'visa',
      last4: method.source === 'pm_card_chargeCustomerFail' ? '0341' : '4242',
      exp_month: method.exp_month,
      exp_year: method.exp_year,
    },
    livemode: false,
  };
}

/** The intent as the API answers it (with `latest_charge` expanded when asked). */
function present(intent: DoubleIntent, expand: boolean) {
  const { refunded, account: _account, customer: _customer, ...rest } = intent;
  if (!expand || !intent.latest_charge) return rest;
  return {
    ...rest,
    latest_charge: {
      id: intent.latest_charge,
      object: 'charge',
      amount_refunded: refunded,
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
    },
  };
}

/**
 * The config of a test app whose Stripe is this double, with test keys named after the file's purpose
 * (`sk_test_<name>`, `pk_test_<name>`, and `whsec_<name>` unless the file names its webhook secret).
 */
export const stripeAppConfig = (
  double: StripeDouble,
  name: string,
  webhookSecret = `whsec_${name}`,
): Partial<Config> => ({
  payments: {
    stripe: {
      secretKey: `sk_test_${name}`,
      webhookSecret,
      publishableKey: `pk_test_${name}`,
      apiBase: double.url,
    },
  },
});

export async function startStripeDouble(): Promise<StripeDouble> {
  const intents = new Map<string, DoubleIntent>();
  const paymentMethods = new Map<string, DoublePaymentMethod>();
  const customers = new Set<string>();
  const accounts: StripeDouble['accounts'] = new Map();
  const replies = new Map<string, { status: number; body: unknown }>();
  const requests: StripeDouble['requests'] = [];
  const double: StripeDouble = {
    url: '',
    intents,
    paymentMethods,
    customers,
    accounts,
    completeOnboarding(account) {
      accounts.get(account)!.onboarded = true;
    },
    requests,
    mode: 'up',
    authoriseInBrowser(id, paymentMethod = 'pm_card_visa') {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      confirmWith(intent, paymentMethod);
      return intent;
    },
    webhook(type, intent, secret, timestamp, eventId = nextId('evt')) {
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        api_version: '2026-10-28.endive',
        created: timestamp,
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: present(intent, false) },
        ...(intent.account ? { account: intent.account } : {}),
      });
      const signature = new Stripe('sk_test_double').webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp,
      });
      return { payload, signature };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function handle(method: string, path: string, form: Record<string, unknown>, account: string | null) {
    const expand = JSON.stringify(form.expand ?? '').includes('latest_charge');
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = nextId('pi');
      const intent: DoubleIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: String(form.currency),
        status: 'requires_payment_method',
        capture_method: String(form.capture_method ?? 'automatic'),
        amount_received: 0,
        amount_capturable: 0,
        client_secret: `${id}_secret_double`,
        description: (form.description as string) ?? null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
        refunded: 0,
        account,
        customer: null,
      };
      intents.set(id, intent);
      return { status: 200, body: present(intent, expand) };
    }
    const saved = handleSavedCards(method, path, form, account) ?? handleConnect(method, path, form);
    if (saved) return saved;
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|capture|cancel))?$/.exec(path);
    if (match) {
      const intent = intents.get(match[1]!);
      if (!intent || intent.account !== account) return missing('payment_intent', match[1]!);
      const action = match[2];
      if (method === 'GET' && !action) return { status: 200, body: present(intent, expand) };
      if (method === 'POST' && !action) {
        if (typeof form.customer === 'string') {
          if (!customers.has(form.customer)) return missing('customer', form.customer);
          intent.customer = form.customer;
        }
        return { status: 200, body: present(intent, expand) };
      }
      if (action === 'confirm') {
        let paymentMethod = String(form.payment_method ?? 'pm_card_visa');
        const savedMethod = paymentMethods.get(paymentMethod);
        if (savedMethod) {
          if (savedMethod.account !== account) return missing('PaymentMethod', paymentMethod);
          // Stripe charges a customer's card only on a PaymentIntent of that customer.
          if (savedMethod.customer && savedMethod.customer !== intent.customer) {
            return {
              status: 400,
              body: {
                error: {
                  type: 'invalid_request_error',
                  message: `The provided PaymentMethod belongs to a Customer, ${savedMethod.customer}; include it in the PaymentIntent's customer.`,
                },
              },
            };
          }
          paymentMethod = savedMethod.source;
        }
        const result = confirmWith(intent, paymentMethod);
        return result.error
          ? { status: result.status, body: result.error }
          : { status: 200, body: present(intent, expand) };
      }
      const unexpected = (what: string) => ({
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `This PaymentIntent could not be ${what} because it has a status of ${intent.status}.`,
          },
        },
      });
      if (action === 'capture') {
        if (intent.status !== 'requires_capture') return unexpected('captured');
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
        intent.amount_capturable = 0;
        return { status: 200, body: present(intent, expand) };
      }
      if (action === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpected('canceled');
        intent.status = 'canceled';
        intent.amount_capturable = 0;
        return { status: 200, body: present(intent, expand) };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(form.payment_intent));
      if (!intent || intent.status !== 'succeeded' || intent.refunded >= intent.amount_received) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: 'This charge has already been refunded.',
            },
          },
        };
      }
      const amount = intent.amount_received - intent.refunded;
      intent.refunded += amount;
      return {
        status: 200,
        body: { id: nextId('re'), object: 'refund', amount, payment_intent: intent.id, status: 'succeeded' },
      };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  }

  /** Customers, SetupIntents and PaymentMethods: null when the path is none of theirs. */
  function handleSavedCards(
    method: string,
    path: string,
    form: Record<string, unknown>,
    account: string | null,
  ): { status: number; body: unknown } | null {
    if (method === 'POST' && path === '/v1/customers') {
      const id = nextId('cus');
      customers.add(id);
      return {
        status: 200,
        body: { id, object: 'customer', email: form.email ?? null, name: form.name ?? null },
      };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const customer = String(form.customer ?? '');
      if (!customers.has(customer)) return missing('customer', customer);
      const source = String(form.payment_method ?? '');
      const id = nextId('seti');
      const setup = (status: string, paymentMethod: unknown) => ({
        id,
        object: 'setup_intent',
        status,
        customer,
        usage: form.usage ?? 'off_session',
        payment_method: paymentMethod,
        last_setup_error: null,
        client_secret: `${id}_secret_double`,
      });
      if (source === 'pm_card_chargeDeclined') {
        const failure = declined({ setup_intent: setup('requires_payment_method', null) });
        return { status: failure.status, body: failure.error };
      }
      if (source === 'pm_card_authenticationRequired')
        return { status: 200, body: setup('requires_action', source) };
      const saved: DoublePaymentMethod = {
        id: nextId('pm'),
        source,
        customer,
        account,
        exp_month: 12,
        exp_year: 2030,
        name: null,
        postal_code: null,
      };
      paymentMethods.set(saved.id, saved);
      return { status: 200, body: setup('succeeded', presentMethod(saved)) };
    }
    const cancelSetup = /^\/v1\/setup_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancelSetup)
      return { status: 200, body: { id: cancelSetup[1], object: 'setup_intent', status: 'canceled' } };
    if (method === 'POST' && path === '/v1/payment_methods') {
      // Connect: a copy of a platform customer's card, made in the connected account.
      const original = paymentMethods.get(String(form.payment_method ?? ''));
      if (!account || !original || original.account !== null || original.customer !== form.customer)
        return missing('PaymentMethod', String(form.payment_method ?? ''));
      const copy: DoublePaymentMethod = { ...original, id: nextId('pm'), customer: null, account };
      paymentMethods.set(copy.id, copy);
      return { status: 200, body: presentMethod(copy) };
    }
    const one = /^\/v1\/payment_methods\/([^/]+)(?:\/(detach))?$/.exec(path);
    if (!one) return null;
    const saved = paymentMethods.get(one[1]!);
    if (!saved || saved.account !== account) return missing('PaymentMethod', one[1]!);
    if (method === 'GET') return { status: 200, body: presentMethod(saved) };
    if (one[2] === 'detach') {
      saved.customer = null;
      return { status: 200, body: presentMethod(saved) };
    }
    const card = (form.card ?? {}) as Record<string, string>;
    const billing = (form.billing_details ?? {}) as { name?: string; address?: { postal_code?: string } };
    if (card.exp_month) saved.exp_month = Number(card.exp_month);
    if (card.exp_year) saved.exp_year = Number(card.exp_year);
    if (billing.name !== undefined) saved.name = billing.name || null;
    if (billing.address?.postal_code !== undefined) saved.postal_code = billing.address.postal_code || null;
    return { status: 200, body: presentMethod(saved) };
  }

  /** Connected accounts and their onboarding links. */
  function handleConnect(method: string, path: string, form: Record<string, unknown>) {
    const present = (a: { id: string; email: string | null; onboarded: boolean }) => ({
      id: a.id,
      object: 'account',
      type: 'standard',
      email: a.email,
      charges_enabled: a.onboarded,
      details_submitted: a.onboarded,
      payouts_enabled: a.onboarded,
    });
    if (method === 'POST' && path === '/v1/accounts') {
      const created = { id: nextId('acct'), email: (form.email as string) ?? null, onboarded: false };
      accounts.set(created.id, created);
      return { status: 200, body: present(created) };
    }
    const one = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && one) {
      const found = accounts.get(one[1]!);
      return found ? { status: 200, body: present(found) } : missing('account', one[1]!);
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const target = String(form.account ?? '');
      if (!accounts.has(target)) return missing('account', target);
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/s/${target}?return=${encodeURIComponent(String(form.return_url))}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        },
      };
    }
    return null;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
      const account = (req.headers['stripe-account'] as string | undefined) ?? null;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey, account });
      if (double.mode === 'down') {
        req.socket.destroy();
        return;
      }
      if (double.mode === 'error') {
        json(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred.' } });
        return;
      }
      if (!(req.headers.authorization ?? '').startsWith('Bearer sk_')) {
        json(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
        return;
      }
      // Stripe answers a repeated Idempotency-Key with the first answer, whatever has happened since.
      const replayKey = idempotencyKey ? `${account}:${idempotencyKey}` : null;
      const earlier = replayKey ? replies.get(replayKey) : undefined;
      if (earlier) {
        res.setHeader('idempotent-replayed', 'true');
        json(res, earlier.status, earlier.body);
        return;
      }
      const form = readForm(url.search.slice(1) + '&' + Buffer.concat(chunks).toString('utf8'));
      const reply = handle(req.method ?? 'GET', url.pathname, form, account);
      if (replayKey && req.method === 'POST') replies.set(replayKey, reply);
      json(res, reply.status, reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}
