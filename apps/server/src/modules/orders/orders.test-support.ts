/*
 * The set-up the ordering tests share: the application at TEST_NOW, Golden Maple Bistro's first
 * restaurant and its online menus, JSON requests on a tenant's host, and a cart line by item code.
 */
import type {
  ApiMenuItem,
  ApiMenus,
  ApiOrder,
  ApiTenant,
  CartItemInput,
  CartQuote,
  GiftCardRedemption,
  OrderEffect,
  PlaceOrderResponse,
} from '@storefront/domain';
import { orderSidesOf } from '../../app';
import { carryOut } from './order-life.service';
import { afterAll, beforeAll, expect } from 'vitest';
import { newId } from '../../db/ids';
import { createTestApp, hostOf, TEST_NOW, type TestApp } from '../../test/harness';
import { staffTokenOf } from '../../test/accounts-fixture';
import { lineFor } from '../../test/orders-fixture';

type Reply<T> = Promise<{ status: number; body: T & { message?: string } }>;

/** Where a quote or an order goes: the bed's restaurant on Golden Maple's host unless said. */
export interface OrderAt {
  restaurantId?: string;
  slug?: string;
}

export interface OrderingBed {
  t: TestApp;
  gold: ApiTenant;
  restaurantId: string;
  menus: ApiMenus;
  /** The online menus' items by code. */
  byCd: Map<string, ApiMenuItem>;
  /** A line of the item with that code, with the add-to-cart modal's default choices. */
  line(cd: string, quantity?: number, uuid?: string): CartItemInput;
  request<T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
    slug?: string,
  ): Reply<T>;
  /** Quotes a cart picked up as soon as possible; the body's fields win. */
  quote(body: object, at?: OrderAt): Reply<CartQuote>;
  /**
   * Places an order picked up as soon as possible by CUSTOMER and paid at the counter, under a new
   * Idempotency-Key; the body's fields win.
   */
  place(body: object, at?: OrderAt): Reply<PlaceOrderResponse>;
  /** A new digital gift card of Golden Maple's with this balance. */
  newGiftCard(balanceCents: number): Promise<{ id: string; number: string }>;
  /** Holds `dollars` of the card for an order (preauth); the hold's id. */
  holdGiftCard(number: string, dollars: number): Promise<string>;
  /** A gift card's balance and the part of it not held by an order. */
  giftCardBalances(id: string): Promise<{ balance_cents: number; pending_balance_cents: number }>;
  /**
   * Carries out a withdrawal's effects on an order once more, as a second process or a retry would, to
   * show that they change nothing twice.
   */
  withdrawAgain(orderId: string, effects: readonly OrderEffect[]): Promise<void>;
}

export async function openOrderingBed(): Promise<OrderingBed> {
  const t = await createTestApp({ now: TEST_NOW });
  const request: OrderingBed['request'] = async (method, url, body, headers = {}, slug = 'goldenmaple') => {
    const response = await t.app.inject({
      method,
      url,
      headers: { ...hostOf(slug), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const gold = (await request<ApiTenant>('GET', '/api/eater/tenants/goldenmaple')).body;
  const restaurantId = gold.restaurants[0]!._id;
  const menus = (
    await request<ApiMenus>('GET', `/api/eater/restaurants/${restaurantId}/menus?onlineOrdering=true`)
  ).body;
  const byCd = new Map(menus.menus.flatMap((m) => m.sections.flatMap((s) => s.items)).map((i) => [i.cd!, i]));
  const line = (cd: string, quantity = 1, uuid?: string): CartItemInput =>
    lineFor(byCd.get(cd)!, quantity, uuid);
  const quote: OrderingBed['quote'] = (body, at = {}) =>
    request(
      'POST',
      `/api/eater/restaurants/${at.restaurantId ?? restaurantId}/cart/quote`,
      { ...PICKUP_ASAP, ...body },
      {},
      at.slug,
    );
  const place: OrderingBed['place'] = (body, at = {}) =>
    request(
      'POST',
      `/api/eater/restaurants/${at.restaurantId ?? restaurantId}/orders`,
      { ...PICKUP_ASAP, customer: CUSTOMER, payment: { method: 'Offline' }, ...body },
      { 'idempotency-key': newKey() },
      at.slug,
    );
  const holdGiftCard: OrderingBed['holdGiftCard'] = async (number, dollars) => {
    const held = await request<GiftCardRedemption>(
      'POST',
      `/api/eater/tenants/${gold._id}/giftcards/${number}/preauth`,
      { amountToRedeem: dollars },
    );
    expect(held.status, held.body.message).toBe(201);
    return held.body._id;
  };
  const giftCardBalances: OrderingBed['giftCardBalances'] = (id) =>
    t.db.kysely
      .selectFrom('gift_cards')
      .select(['balance_cents', 'pending_balance_cents'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  return {
    t,
    gold,
    restaurantId,
    menus,
    byCd,
    line,
    request,
    quote,
    place,
    newGiftCard: (balanceCents) => insertGiftCard(t, gold._id, balanceCents),
    holdGiftCard,
    giftCardBalances,
    withdrawAgain: (orderId, effects) => withdrawAgain(t.app, gold._id, orderId, effects),
  };
}

export interface StaffedOrderingBed extends OrderingBed {
  /** Golden Maple's staff signed in, for the tests that move orders on the board. */
  staff: { authorization: string };
  /** The staff move an order to `status` (Accepted, Rejected, Fulfilled) on the board. */
  setStatus(orderId: string, status: 'Accepted' | 'Rejected' | 'Fulfilled'): Reply<ApiOrder>;
}

export async function openStaffedOrderingBed(): Promise<StaffedOrderingBed> {
  const bed = await openOrderingBed();
  const staff = { authorization: `Bearer ${await staffTokenOf(bed.t.app)}` };
  return {
    ...bed,
    staff,
    setStatus: (orderId, status) =>
      bed.request<ApiOrder>('POST', `/api/staff/orders/${orderId}/status`, { status }, staff),
  };
}

/**
 * The bed of a test file: opened before its tests (its fields are there from the file's own
 * beforeAll on, which runs after this one) and closed after them.
 */
export const useOrderingBed = (): OrderingBed => useBed(openOrderingBed);

/** The staffed bed of a test file, like `useOrderingBed`. */
export const useStaffedOrderingBed = (): StaffedOrderingBed => useBed(openStaffedOrderingBed);

function useBed<Bed extends OrderingBed>(open: () => Promise<Bed>): Bed {
  const bed = {} as Bed;
  beforeAll(async () => {
    Object.assign(bed, await open());
  });
  afterAll(() => bed.t.close());
  return bed;
}

export const CUSTOMER = {
  firstName: 'Avery',
  lastName: 'Lee',
  email: 'avery@example.com',
  phone: '(306) 555 0123',
};
export const PICKUP_ASAP = { deliveryMethod: 'Pickup', pickupTimeType: 'ASAP' } as const;

let key = 0;
export const newKey = () => `test-key-${++key}-${Math.random().toString(36).slice(2)}`;

async function insertGiftCard(
  t: TestApp,
  tenantId: string,
  balanceCents: number,
): Promise<{ id: string; number: string }> {
  const id = newId();
  const number = String(6000_0000_0000_0000 + Math.floor(Math.random() * 1e12));
  const at = TEST_NOW.toISOString();
  await t.db.kysely
    .insertInto('gift_cards')
    .values({
      id,
      tenant_id: tenantId,
      gift_card_number: number,
      customer_id: null,
      gift_card_order_id: null,
      kind: 'Digital',
      initial_balance_cents: balanceCents,
      balance_cents: balanceCents,
      pending_balance_cents: balanceCents,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { id, number };
}

async function withdrawAgain(
  app: TestApp['app'],
  tenantId: string,
  orderId: string,
  effects: readonly OrderEffect[],
): Promise<void> {
  const order = await app.db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const at = TEST_NOW.toISOString();
  await app.db.kysely
    .transaction()
    .execute((trx) =>
      carryOut(orderSidesOf(app), effects, { trx, tenantId, order, change: { event: 'cancel' }, at }),
    );
}
