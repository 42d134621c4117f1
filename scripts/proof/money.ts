/*
 * Money under load (issue 27; decision 0065): on PostgreSQL with two server processes, diners place
 * a mix of Online and offline orders for PROOF_MONEY_SECONDS (20 by default; the 10 minutes
 * is PROOF_MONEY_SECONDS=600): orders paid online and accepted, carts changed under the same
 * Idempotency-Key while the card is confirmed, two confirms of one payment at once, declined cards
 * paid again, offline orders with gift card holds and single-use coupons, and the diner's cancels
 * and staff rejects that give all of it back. Then the product's reconciliation must find nothing,
 * and no answer may be a 5xx.
 */
import {
  demoRestaurant,
  orderBody,
  seedSpendables,
  staffToken,
  startServer,
  stopServer,
  waitForHealth,
  withDatabase,
  type ServerProcess,
} from './lib';
import { reconciliationOf } from './reconcile';

export interface MoneyResult {
  seconds: number;
  flows: number;
  /** Requests answered, by path kind and status. */
  answers: Record<string, number>;
  orders: { online: number; offline: number; accepted: number; rejected: number; cancelled: number };
  reconciliation: string;
  problems: string[];
}

const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', postalCode: 'S7M 0W9' };
const DECLINED = { ...CARD, number: '4000 0000 0000 0002' };

type Json = Record<string, unknown>;

export async function moneyProof(
  databaseUrl: string,
  seconds = Number(process.env.PROOF_MONEY_SECONDS ?? 20),
  concurrency = Number(process.env.PROOF_MONEY_DINERS ?? 12),
): Promise<MoneyResult> {
  const env = { TRUST_PROXY: '1' };
  const servers: ServerProcess[] = [];
  const problems: string[] = [];
  const answers: Record<string, number> = {};
  const orders = { online: 0, offline: 0, accepted: 0, rejected: 0, cancelled: 0 };
  let flows = 0;
  try {
    for (let i = 0; i < 2; i++) {
      const server = await startServer(databaseUrl, { env });
      servers.push(server);
      await waitForHealth(server.base, 60_000);
    }
    const { tenantId, restaurantId } = await demoRestaurant(servers[0]!.base);
    const small = await orderBody(servers[0]!.base, restaurantId);
    const bigger = {
      ...small,
      items: (small.items as Json[]).map((item) => ({ ...item, quantity: Number(item.quantity) + 4 })),
    };
    const tag = `money${Date.now().toString(36)}`;
    const spendables = await withDatabase(databaseUrl, (query) =>
      seedSpendables(query, tenantId, tag, { cards: 4, coupons: 400 }),
    );
    const token = await staffToken(servers[0]!.base, 'staff@goldenmaple.example.ca');

    /** One request to either process (n picks which), its answer counted; a 5xx is a problem. */
    const call = async (n: number, kind: string, url: string, body: unknown, headers: Json = {}) => {
      const base = servers[n % servers.length]!.base;
      const response = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}`,
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await response.text();
      const label = `${kind} ${response.status}`;
      answers[label] = (answers[label] ?? 0) + 1;
      if (response.status >= 500) problems.push(`${label}: ${text.slice(0, 200)}`);
      return { status: response.status, json: (text ? JSON.parse(text) : {}) as Json };
    };
    const customer = (key: string) => ({ ...(small.customer as Json), email: `diner-${key}@example.com` });
    const place = (n: number, key: string, body: Json) =>
      call(
        n,
        'place',
        `/api/eater/restaurants/${restaurantId}/orders`,
        { ...body, customer: customer(key) },
        {
          'idempotency-key': key,
        },
      );
    const online = (body: Json) => ({ ...body, payment: { method: 'Online' } });
    const confirm = (n: number, paymentId: string, card = CARD) =>
      call(n, 'confirm', `/api/eater/payments/${paymentId}/confirm`, { card });
    const staff = (n: number, orderId: string, status: 'Accepted' | 'Rejected') =>
      call(
        n,
        `staff ${status}`,
        `/api/staff/orders/${orderId}/status`,
        { status },
        {
          authorization: `Bearer ${token}`,
        },
      );
    const cancel = (n: number, orderId: string) =>
      call(n, 'cancel', `/api/eater/tenants/${tenantId}/orders/${orderId}/cancel`, {});
    const orderOf = (answer: { json: Json }) => (answer.json.order as { _id: string } | null)?._id ?? null;
    const paymentOf = (answer: { json: Json }) => (answer.json.payment as { _id: string } | undefined)?._id;
    /** Gives the order to staff or the diner: accept, reject or cancel, by `n`. */
    const settle = async (n: number, orderId: string | null) => {
      if (!orderId) return;
      const choice = n % 3;
      const answer =
        choice === 0
          ? await staff(n, orderId, 'Accepted')
          : choice === 1
            ? await staff(n, orderId, 'Rejected')
            : await cancel(n, orderId);
      if (answer.status === 200)
        orders[choice === 0 ? 'accepted' : choice === 1 ? 'rejected' : 'cancelled']++;
    };

    const flow = async (n: number) => {
      const key = `${tag}-${n}`;
      switch (n % 6) {
        case 0: {
          // Offline, a gift card paying part of it, then accepted, rejected or cancelled.
          const card = spendables.cards[n % spendables.cards.length]!;
          const hold = await call(
            n,
            'gift card hold',
            `/api/eater/tenants/${tenantId}/giftcards/${card}/preauth`,
            {
              amountToRedeem: 3,
            },
          );
          const body = hold.status === 201 ? { ...small, giftCardRedemptions: [hold.json._id] } : small;
          const placed = await place(n, key, body);
          if (orderOf(placed)) orders.offline++;
          return settle(n, orderOf(placed));
        }
        case 1: {
          // Offline with a single-use coupon two diners try, then rejected or cancelled (it comes back).
          const couponCode = spendables.coupons[Math.floor(n / 12) % spendables.coupons.length];
          const placed = await place(n, key, { ...small, couponCode, couponEmail: customer(key).email });
          if (orderOf(placed)) orders.offline++;
          return settle(n, orderOf(placed));
        }
        case 2: {
          // Online, paid and settled.
          const paymentId = paymentOf(await place(n, key, online(small)));
          if (!paymentId) return;
          const order = orderOf(await confirm(n, paymentId));
          if (order) orders.online++;
          return settle(n, order);
        }
        case 3: {
          // The cart changes (same key, bigger) while the card is confirmed: one of them wins whole.
          const paymentId = paymentOf(await place(n, key, online(small)));
          if (!paymentId) return;
          const [confirmed, replaced] = await Promise.all([
            confirm(n, paymentId),
            place(n + 1, key, online(bigger)),
          ]);
          let order = orderOf(confirmed) ?? orderOf(replaced);
          const replacement = paymentOf(replaced);
          if (!order && replacement) order = orderOf(await confirm(n, replacement));
          if (order) orders.online++;
          return settle(n, order);
        }
        case 4: {
          // Two confirms of one payment at once (two tabs), on both processes.
          const paymentId = paymentOf(await place(n, key, online(small)));
          if (!paymentId) return;
          const both = await Promise.all([confirm(n, paymentId), confirm(n + 1, paymentId)]);
          const order = both.map(orderOf).find((id) => id !== null) ?? null;
          if (order) orders.online++;
          return settle(n, order);
        }
        default: {
          // A declined card, the cart swapped, then paid.
          const paymentId = paymentOf(await place(n, key, online(small)));
          if (!paymentId) return;
          await confirm(n, paymentId, DECLINED);
          const swapped = paymentOf(await place(n, key, online(bigger))) ?? paymentId;
          const order = orderOf(await confirm(n, swapped));
          if (order) orders.online++;
          return settle(n, order);
        }
      }
    };

    const until = Date.now() + seconds * 1000;
    let sequence = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < until) {
          const n = ++sequence;
          try {
            await flow(n);
            flows++;
          } catch (error) {
            problems.push(`flow ${n}: ${String(error)}`);
          }
        }
      }),
    );
  } finally {
    for (const server of servers) await stopServer(server);
  }
  const reconciled = await reconciliationOf(databaseUrl);
  return {
    seconds,
    flows,
    answers,
    orders,
    reconciliation: reconciled.text,
    problems: [...problems, ...reconciled.problems],
  };
}
