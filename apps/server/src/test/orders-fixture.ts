import {
  defaultSelection,
  priceSelection,
  toCartItemInput,
  type ApiMenuItem,
  type ApiMenus,
  type ApiOrder,
  type ApiTenant,
  type CartItemInput,
  type OnlinePayment,
  type PlaceOrderPaymentRequired,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db';
import { call } from './accounts-fixture';
import { hostOf, TEST_NOW } from './harness';

/** The rows of `table` written under an Idempotency-Key (one, however many times the key was sent). */
export const rowsWithKey = (db: Db, table: 'orders' | 'gift_card_orders' | 'payments', key: string) =>
  db.kysely.selectFrom(table).selectAll().where('idempotency_key', '=', key).execute();

/** An order's status history as stored, oldest first (steps at one pinned instant in the engine's order). */
export const statusHistoryOf = (db: Db, orderId: string) =>
  db.kysely
    .selectFrom('order_status_history')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('changed_at')
    .execute();

/**
 * A cart line for an item with the add-to-cart modal's default choices, as the browser sends it;
 * without `uuid` the server numbers the line itself.
 */
export function lineFor(item: ApiMenuItem, quantity = 1, uuid?: string): CartItemInput {
  const settings = { menu_extra_option: false };
  const priced = priceSelection(item, { ...defaultSelection(item, settings), quantity }, settings);
  if (!priced.ok)
    throw new Error(`${item.name} has no default choice that prices: ${priced.errors[0]?.message}`);
  const input = toCartItemInput({ ...priced.line, uuid: uuid ?? '', duration: null });
  if (uuid === undefined) delete input.uuid;
  return input;
}

export async function tenantOf(app: FastifyInstance, slug: string): Promise<ApiTenant> {
  const response = await app.inject({ url: `/api/eater/tenants/${slug}`, headers: hostOf(slug) });
  return response.json<ApiTenant>();
}

/** Golden Maple, its first location and the first item orderable there at TEST_NOW: the payments tests' bed. */
export async function goldenmapleOrderable(
  app: FastifyInstance,
): Promise<{ tenant: ApiTenant; restaurantId: string; item: ApiMenuItem }> {
  const tenant = await tenantOf(app, 'goldenmaple');
  const restaurantId = tenant.restaurants[0]!._id;
  const [item] = await orderableItems(app, 'goldenmaple', restaurantId, TEST_NOW);
  return { tenant, restaurantId, item: item! };
}

/** Items of a restaurant's all-day menus that can be ordered at `now`. */
export async function orderableItems(
  app: FastifyInstance,
  slug: string,
  restaurantId: string,
  now: Date,
): Promise<ApiMenuItem[]> {
  const response = await app.inject({
    url: `/api/eater/restaurants/${restaurantId}/menus?onlineOrdering=true`,
    headers: hostOf(slug),
  });
  return response
    .json<ApiMenus>()
    .menus.filter((m) => m.duration.name === 'all')
    .flatMap((m) => m.sections.flatMap((s) => s.items))
    .filter((i) => !i.sold_out_until || new Date(i.sold_out_until) <= now);
}

/** A valid pickup-ASAP, pay-at-pickup order of one item. */
export function pickupOrder(item: ApiMenuItem, specialInstructions?: string): PlaceOrderRequest {
  return {
    deliveryMethod: 'Pickup',
    pickupTimeType: 'ASAP',
    items: [{ ...lineFor(item, 2), ...(specialInstructions ? { specialInstructions } : {}) }],
    customer: { firstName: 'Avery', lastName: 'Lee', email: 'avery@example.com', phone: '(306) 555 0123' },
    payment: { method: 'Offline' },
  };
}

/** `pickupOrder` of the first item orderable at TEST_NOW at a restaurant (of Golden Maple unless said). */
export async function testPickupOrder(
  app: FastifyInstance,
  restaurantId: string,
  options: { slug?: string; specialInstructions?: string } = {},
): Promise<PlaceOrderRequest> {
  const [item] = await orderableItems(app, options.slug ?? 'goldenmaple', restaurantId, TEST_NOW);
  return pickupOrder(item!, options.specialInstructions);
}

let keys = 0;
export const newIdempotencyKey = () => `staff-test-${++keys}-${Math.random().toString(36).slice(2)}`;

/**
 * Places `pickupOrder` of the first item orderable at TEST_NOW at a restaurant through the diner's
 * API (as the member whose session `token` is, when given) and expects it taken (201).
 */
export async function placeTestOrder(
  app: FastifyInstance,
  order: {
    restaurantId: string;
    slug?: string;
    token?: string | null;
    specialInstructions?: string;
    extra?: Partial<PlaceOrderRequest>;
    /** Accept-Language and the like. */
    headers?: Record<string, string>;
  },
): Promise<ApiOrder> {
  const { restaurantId, slug = 'goldenmaple', token } = order;
  const placing = await testPickupOrder(app, restaurantId, {
    slug,
    specialInstructions: order.specialInstructions,
  });
  const response = await app.inject({
    method: 'POST',
    url: `/api/eater/restaurants/${restaurantId}/orders`,
    headers: {
      ...hostOf(slug),
      'idempotency-key': newIdempotencyKey(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...order.headers,
    },
    payload: { ...placing, ...order.extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PlaceOrderResponse>().order;
}

/**
 * Places `order` paid Online, under the Idempotency-Key `key` (a new one by default) and as the member
 * whose session `token` is, when given, and expects the checkout to wait for the card (202): the
 * payment to confirm. No order is written until it is paid.
 */
export async function onlineCheckout(
  app: FastifyInstance,
  restaurantId: string,
  order: PlaceOrderRequest,
  options: { key?: string; token?: string | null } = {},
): Promise<OnlinePayment> {
  const placed = await call<PlaceOrderPaymentRequired>(
    app,
    'POST',
    `/api/eater/restaurants/${restaurantId}/orders`,
    {
      token: options.token ?? null,
      headers: { 'idempotency-key': options.key ?? newIdempotencyKey() },
      body: { ...order, payment: { method: 'Online' } },
    },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(202);
  return placed.body.payment;
}

/** The test payment provider's card that authorises (adapters/payments/test-provider.ts). */
export const TEST_CARD = {
  number: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  postalCode: 'S7M 0W9',
};

/**
 * Confirms an Online payment as the storefront's payment step does: by default with TEST_CARD, as a
 * guest; the payment and, once paid, its order.
 */
export const confirmPayment = (
  app: FastifyInstance,
  paymentId: string,
  body: unknown = { card: TEST_CARD },
  token: string | null = null,
) =>
  call<{ payment: OnlinePayment; order: ApiOrder | null }>(
    app,
    'POST',
    `/api/eater/payments/${paymentId}/confirm`,
    {
      token,
      body,
    },
  );

/** Places `order` paid Online and pays it with TEST_CARD: the order as written, and its payment. */
export async function paidOnlineOrder(
  app: FastifyInstance,
  restaurantId: string,
  order: PlaceOrderRequest,
): Promise<{ order: ApiOrder; payment: OnlinePayment }> {
  const payment = await onlineCheckout(app, restaurantId, order);
  const confirmed = await confirmPayment(app, payment._id);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { order: confirmed.body.order!, payment };
}
