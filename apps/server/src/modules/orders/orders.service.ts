import {
  COUPON_MESSAGES,
  GIFT_CARD_HOLD_EXPIRED_MESSAGE,
  blockedEmailMessage,
  type ApiOrder,
  type CartQuote,
  type CartQuoteRequest,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { OrdersTable } from '../../db/schema';
import { isId, newId } from '../../db/ids';
import { isSameOrderer, placeOnce } from '../../db/place-once';
import { HttpError, notFound } from '../../http/errors';
import { bool } from '../../http/json';
import {
  claimFirstOrderCoupon,
  firstOrderPromotionOf,
  insertCoupons,
  nextOrderCouponRows,
  redeemCoupon,
  releaseFirstOrder,
} from '../coupons/coupons.service';
import { findCustomerByEmail } from '../customers/customers.service';
import { captureHold, releaseHold } from '../giftcards/giftcards.service';
import { bookKitchenSlot, releaseKitchenSlot } from '../kitchen/kitchen.service';
import { presentRestaurant } from '../restaurants/restaurants.presenter';
import { findRestaurant, listRestaurants, requireRestaurant } from '../restaurants/restaurants.service';
import { findTenantPricing, takeTenantNumber, type TenantPricingRow } from '../tenants/tenants.service';
import {
  cancelReceivedOrder,
  findOrder,
  findOrderByIdempotencyKey,
  insertOrder,
  insertStatusHistory,
  loadOrderAdjustments,
  loadOrderLines,
  loadOrdersParts,
} from './orders.repository';
import { presentOrder, presentQuote } from './orders.presenter';
import { orderRowsOf } from './orders.rows';
import { priceRequest, type PricingDeps, type ServerPricedCart } from './pricing.service';

async function requireTenantPricing(db: Executor, tenantId: string): Promise<TenantPricingRow> {
  const tenant = await findTenantPricing(db, tenantId);
  if (!tenant) throw notFound('Restaurant brand');
  return tenant;
}

/** The tenant's pricing row and the restaurant's row, read together (404 when either is missing). */
export async function requirePricingRows(db: Executor, tenantId: string, restaurantId: string) {
  const [tenant, restaurant] = await Promise.all([
    requireTenantPricing(db, tenantId),
    requireRestaurant(db, tenantId, restaurantId),
  ]);
  return { tenant, restaurant };
}

/** Prices `request` for the restaurant as it would be ordered now. */
export async function priceForRestaurant(
  deps: PricingDeps,
  tenantId: string,
  restaurantId: string,
  request: CartQuoteRequest,
  now: Date,
): Promise<ServerPricedCart> {
  const { tenant, restaurant } = await requirePricingRows(deps.db, tenantId, restaurantId);
  return priceRequest(deps, tenant, restaurant, request, now);
}

export async function quoteCart(
  deps: PricingDeps,
  tenantId: string,
  restaurantId: string,
  request: CartQuoteRequest,
  now: Date,
): Promise<{ quote: CartQuote; unknownCoupon: boolean }> {
  const priced = await priceForRestaurant(deps, tenantId, restaurantId, request, now);
  // A code that names no coupon is a guess (or a typo): the route counts those against the address.
  return { quote: presentQuote(priced), unknownCoupon: priced.couponProblem?.code === 'COUPON_UNKNOWN' };
}

export async function getOrder(db: Executor, tenantId: string, orderId: string): Promise<ApiOrder> {
  const order = isId(orderId) ? await findOrder(db, tenantId, orderId) : undefined;
  if (!order) throw notFound('Order');
  const restaurant = await findRestaurant(db, tenantId, order.restaurant_id);
  if (!restaurant) throw notFound('Order');
  const [{ lines, options }, adjustments] = await Promise.all([
    loadOrderLines(db, tenantId, order.id),
    loadOrderAdjustments(db, tenantId, order.id),
  ]);
  return presentOrder(order, presentRestaurant(restaurant), lines, options, adjustments);
}

/** Groups rows by one of their columns. */
function byKey<Row, K extends keyof Row>(rows: readonly Row[], key: K): Map<Row[K], Row[]> {
  const groups = new Map<Row[K], Row[]>();
  for (const row of rows) {
    const group = groups.get(row[key]);
    if (group) group.push(row);
    else groups.set(row[key], [row]);
  }
  return groups;
}

/**
 * A page of orders as the order view shows them, in a fixed number of queries whatever the page's
 * size (issue 16: one query per order kept the single SQLite connection busy for seconds).
 */
export async function presentOrders(
  db: Executor,
  tenantId: string,
  orders: readonly Selectable<OrdersTable>[],
): Promise<ApiOrder[]> {
  if (orders.length === 0) return [];
  const [restaurants, parts] = await Promise.all([
    listRestaurants(db, tenantId),
    loadOrdersParts(
      db,
      tenantId,
      orders.map((o) => o.id),
    ),
  ]);
  const restaurantOf = new Map(restaurants.map((r) => [r.id, presentRestaurant(r)]));
  const lines = byKey(parts.lines, 'order_id');
  const options = byKey(parts.options, 'order_line_id');
  const promotions = byKey(parts.promotions, 'order_id');
  const discounts = byKey(parts.discounts, 'order_id');
  return orders.flatMap((order) => {
    const restaurant = restaurantOf.get(order.restaurant_id);
    if (!restaurant) return [];
    const orderLines = lines.get(order.id) ?? [];
    return [
      presentOrder(
        order,
        restaurant,
        orderLines,
        orderLines.flatMap((line) => options.get(line.id) ?? []),
        { promotions: promotions.get(order.id) ?? [], discounts: discounts.get(order.id) ?? [] },
      ),
    ];
  });
}

/**
 * Places an order (ordering-core §4, Order placement): load, price, insert, once per Idempotency-Key
 * (`placeOnce`). Prices come from the domain's `priceCart` on what the server read, never from the
 * client.
 */
export async function placeOrder(
  deps: PricingDeps,
  tenantId: string,
  restaurantId: string,
  idempotencyKey: string,
  request: PlaceOrderRequest,
  now: Date,
  /** The signed-in member placing it (from their session), or null for a guest. */
  customerId: string | null = null,
): Promise<{ created: boolean; response: PlaceOrderResponse }> {
  // Asked together: on SQLite they queue for the one connection as a group, rather than each
  // waiting behind whatever batch of orders is committing at the time.
  const [existing, tenant, restaurantRow, customer] = await Promise.all([
    findOrderByIdempotencyKey(deps.db, tenantId, idempotencyKey),
    requireTenantPricing(deps.db, tenantId),
    requireRestaurant(deps.db, tenantId, restaurantId),
    findCustomerByEmail(deps.db, tenantId, request.customer.email),
  ]);
  return placeOnce({
    existing,
    find: () => findOrderByIdempotencyKey(deps.db, tenantId, idempotencyKey),
    replay: (row) => {
      const retry = { customerId, email: request.customer.email };
      if (!isSameOrderer({ customerId: row.customer_id, email: row.email }, retry)) throw keyReused();
      return replay(deps.db, tenantId, restaurantId, row.id);
    },
    place: async () => {
      if (customer && bool(customer.is_blocked)) {
        throw new HttpError(
          403,
          'CUSTOMER_BLOCKED',
          blockedEmailMessage(restaurantRow.phone ?? 'the restaurant'),
        );
      }
      if (request.payment.method === 'Online') {
        throw new HttpError(
          409,
          'ONLINE_PAYMENT_UNAVAILABLE',
          'Online payment is not available yet. Please choose to pay at pickup.',
        );
      }
      // The payment method and the email the order is placed with are the ones the promotions and
      // the coupon are checked against.
      const priced = await priceRequest(
        deps,
        tenant,
        restaurantRow,
        { ...request, paymentMethod: request.payment.method, couponEmail: request.customer.email },
        now,
      );
      const problem = priced.problems[0];
      if (problem) throw new HttpError(problem.status, problem.code, problem.message);
      return insertPricedOrder(deps, { tenantId, idempotencyKey, customerId, request, priced, now });
    },
  });
}

async function insertPricedOrder(
  deps: PricingDeps,
  placing: {
    tenantId: string;
    idempotencyKey: string;
    customerId: string | null;
    request: PlaceOrderRequest;
    priced: ServerPricedCart;
    now: Date;
  },
): Promise<PlaceOrderResponse> {
  const { tenantId, customerId, priced, now } = placing;
  const orderId = newId();
  const at = now.toISOString();
  const issued = nextOrderCouponRows(tenantId, orderId, customerId, priced.promotion.discounts, now);
  const rows = orderRowsOf({ ...placing, orderId, issuedCodes: issued.map((c) => c.coupon_code) });
  const placed = await deps.transact(async (trx) => {
    const order = rows.order(await takeTenantNumber(trx, tenantId, 'order_number_seq'));
    await insertOrder(trx, { ...rows, order });
    await bookPricedSlot(trx, tenantId, orderId, priced);
    // A single-use coupon is consumed here, by one conditional write: of two orders racing for
    // it, the second finds it redeemed and its whole transaction rolls back.
    const storedCoupon = priced.coupon?.kind === 'stored' ? priced.coupon.row : null;
    if (storedCoupon && storedCoupon.single_use === 1) {
      const redeemed = await redeemCoupon(trx, tenantId, storedCoupon.id, { orderId, customerId, at });
      if (!redeemed) throw new HttpError(409, 'COUPON_USED', COUPON_MESSAGES.used);
    }
    // A first order's code (WELCOME10) is claimed for the email and the member in this transaction.
    const firstOrder = firstOrderPromotionOf(priced.coupon, priced.promotion.coupon);
    if (firstOrder) {
      await claimFirstOrderCoupon(trx, {
        tenantId,
        promotion: firstOrder,
        email: placing.request.customer.email,
        customerId,
        orderId,
        at,
      });
    }
    if (issued.length > 0) await insertCoupons(trx, issued);
    for (const capture of rows.captures) {
      const ok =
        capture.captured > 0
          ? await captureHold(trx, tenantId, capture, orderId, at)
          : await releaseHold(trx, tenantId, capture.id, at);
      if (!ok) {
        throw new HttpError(409, 'GIFT_CARD_HOLD_EXPIRED', GIFT_CARD_HOLD_EXPIRED_MESSAGE);
      }
    }
    return order;
  });
  return {
    order: presentOrder(placed, priced.restaurant, rows.lines, rows.options, rows),
    couponCode: placed.next_order_coupon_code,
  };
}

const keyReused = () =>
  new HttpError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another order.');

/** Takes the kitchen capacity of the order's slot, when its location limits slots (issue 15). */
function bookPricedSlot(trx: Executor, tenantId: string, orderId: string, priced: ServerPricedCart) {
  if (priced.slotAt === null) return Promise.resolve();
  const items = priced.lines.reduce((sum, line) => sum + line.quantity, 0);
  return bookKitchenSlot(trx, {
    tenantId,
    restaurant: priced.restaurant,
    orderId,
    slotAt: priced.slotAt,
    items,
  });
}

async function replay(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  orderId: string,
): Promise<PlaceOrderResponse> {
  const order = await getOrder(db, tenantId, orderId);
  if (order.restaurant._id !== restaurantId) throw keyReused();
  const stored = await findOrder(db, tenantId, orderId);
  return { order, couponCode: stored?.next_order_coupon_code ?? null };
}

export async function cancelOrder(
  db: Executor,
  tenantId: string,
  orderId: string,
  now: Date,
): Promise<ApiOrder> {
  const order = await getOrder(db, tenantId, orderId);
  const at = now.toISOString();
  const cancelled = await db.transaction().execute(async (trx) => {
    const done = await cancelReceivedOrder(trx, tenantId, order._id, at);
    if (done) {
      await releaseFirstOrder(trx, tenantId, order._id);
      await releaseKitchenSlot(trx, tenantId, order._id);
      await insertStatusHistory(trx, {
        id: newId(),
        tenant_id: tenantId,
        order_id: order._id,
        status: 'Cancelled',
        actor: 'customer',
        note: null,
        changed_at: at,
      });
    }
    return done;
  });
  if (!cancelled) {
    throw new HttpError(
      409,
      'NOT_CANCELLABLE',
      `This order is ${order.status.toLowerCase()} and can no longer be cancelled.`,
    );
  }
  return getOrder(db, tenantId, orderId);
}
