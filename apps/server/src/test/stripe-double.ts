/*
 * A local HTTP double of the Stripe API: the PaymentIntent and Refund calls the adapter makes, in
 * Stripe's REST shapes (form-encoded requests, JSON answers, Stripe's error objects, Idempotency-Key
 * replays). The real SDK talks to it through STRIPE_API_BASE; nothing is mocked in the SDK.
 * Test payment methods follow Stripe's: pm_card_visa authorises, pm_card_chargeDeclined is declined,
 * pm_card_authenticationRequired needs an extra step. `authoriseInBrowser` stands in for Stripe.js
 * confirming the Payment Element.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

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
}

export interface StripeDouble {
  url: string;
  intents: Map<string, DoubleIntent>;
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

function confirmWith(intent: DoubleIntent, paymentMethod: string): { status: number; error?: unknown } {
  if (paymentMethod === 'pm_card_chargeDeclined') {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      message: 'Your card was declined.',
      type: 'card_error',
      code: 'card_declined',
    };
    return {
      status: 402,
      error: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_intent: intent,
        },
      },
    };
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

/** The intent as the API answers it (with `latest_charge` expanded when asked). */
function present(intent: DoubleIntent, expand: boolean) {
  const { refunded, account: _account, ...rest } = intent;
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

export async function startStripeDouble(): Promise<StripeDouble> {
  const intents = new Map<string, DoubleIntent>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const requests: StripeDouble['requests'] = [];
  const double: StripeDouble = {
    url: '',
    intents,
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
      };
      intents.set(id, intent);
      return { status: 200, body: present(intent, expand) };
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|capture|cancel))?$/.exec(path);
    if (match) {
      const intent = intents.get(match[1]!);
      if (!intent || intent.account !== account) {
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such payment_intent: '${match[1]}'`,
            },
          },
        };
      }
      const action = match[2];
      if (method === 'GET' && !action) return { status: 200, body: present(intent, expand) };
      if (action === 'confirm') {
        const result = confirmWith(intent, String(form.payment_method ?? 'pm_card_visa'));
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
