import {
  COUPON_MESSAGES,
  toCartDiscount,
  toCartPromotion,
  toDollars,
  toWireCartItem,
  type ApiOrder,
  type CartQuote,
  type CartQuoteRequest,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@storefront/domain';
import type { Kysely, Selectable } from 'kysely';
import { isId, newId } from '../../db/ids';
import type {
  Database,
  OrderDiscountsTable,
  OrderLineOptionsTable,
  OrderLinesTable,
  OrderPromotionsTable,
  OrdersTable,
} from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { bool } from '../../http/json';
import { insertCoupons, redeemCoupon } from '../coupons/coupons.repository';
import { nextOrderCouponRows } from '../coupons/coupons.service';
import { findCustomerByEmail } from '../customers/customers.repository';
import { captureHold, releaseHold } from '../giftcards/giftcards.repository';
import { presentRestaurant } from '../restaurants/restaurants.presenter';
import { findRestaurant } from '../restaurants/restaurants.repository';
import { requireRestaurant } from '../restaurants/restaurants.service';
import { findTenantPricing, takeTenantNumber, type TenantPricingRow } from '../tenants/tenants.repository';
import {
  cancelReceivedOrder,
  findOrder,
  findOrderByIdempotencyKey,
  insertOrder,
  insertStatusHistory,
  loadOrderAdjustments,
  loadOrderLines,
} from './orders.repository';
import { presentOrder } from './orders.presenter';
import { priceCart, type PricedCart, type PricingContext } from './pricing.service';

async function requireTenantPricing(db: Kysely<Database>, tenantId: string): Promise<TenantPricingRow> {
  const tenant = await findTenantPricing(db, tenantId);
  if (!tenant) throw notFound('Restaurant brand');
  return tenant;
}

function quoteOf(priced: PricedCart): CartQuote {
  return {
    items: priced.lines.map(toWireCartItem),
    cutlery: priced.cutlery.map((c) => ({ ...c, price: toDollars(c.price), total: toDollars(c.total) })),
    promotions: priced.promotion.promotions.map(toCartPromotion),
    discounts: priced.promotion.discounts.map(toCartDiscount),
    discountTotal: toDollars(priced.totals.discountTotal),
    subtotal: toDollars(priced.totals.subtotal),
    gst: toDollars(priced.totals.gst),
    pst: toDollars(priced.totals.pst),
    tax: toDollars(priced.totals.tax),
    deliveryFee: toDollars(priced.totals.deliveryFee),
    deliveryGST: toDollars(priced.totals.deliveryGst),
    distanceInMeter: priced.distanceInMeter,
    giftCardTotal: toDollars(priced.totals.giftCardTotal),
    giftCardRedemptions: priced.holds.map((h) => ({
      _id: h.id,
      giftCardNumber: h.giftCardNumber,
      balanceBeforeRedeem: toDollars(h.pendingBalance + h.amount),
      amountToRedeem: toDollars(h.amount),
      balanceAfterRedeem: toDollars(h.pendingBalance),
      expiresAt: h.expiresAt,
    })),
    total: toDollars(priced.totals.total),
    hints: priced.promotion.hints,
    pickupTime: new Date(priced.pickupAt).toISOString(),
    unavailableItems: priced.unavailable,
    minimumOrderShortfall: toDollars(priced.shortfall),
    messages: priced.problems.map((p) => p.message),
  };
}

export async function quoteCart(
  ctx: PricingContext,
  tenantId: string,
  restaurantId: string,
  request: CartQuoteRequest,
  now: Date,
): Promise<CartQuote> {
  const [tenant, restaurant] = await Promise.all([
    requireTenantPricing(ctx.db, tenantId),
    requireRestaurant(ctx.db, tenantId, restaurantId),
  ]);
  return quoteOf(await priceCart(ctx, tenant, restaurant, request, now));
}

export async function getOrder(db: Kysely<Database>, tenantId: string, orderId: string): Promise<ApiOrder> {
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

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Places an order (ordering-core §4, Order placement). Idempotent: the same key returns the same
 * order, even when the retries arrive at the same time (the key is unique in the database, and the
 * loser of a race reads the winner's order). Prices come from `priceCart`, never from the client.
 */
export async function placeOrder(
  ctx: PricingContext,
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
    findOrderByIdempotencyKey(ctx.db, tenantId, idempotencyKey),
    requireTenantPricing(ctx.db, tenantId),
    requireRestaurant(ctx.db, tenantId, restaurantId),
    findCustomerByEmail(ctx.db, tenantId, request.customer.email),
  ]);
  if (existing)
    return { created: false, response: await replay(ctx.db, tenantId, restaurantId, existing.id) };

  if (customer && bool(customer.is_blocked)) {
    throw new HttpError(
      403,
      'CUSTOMER_BLOCKED',
      `The email you provided has been blocked for ordering due to suspicious activity. Please call us at ${restaurantRow.phone ?? 'the restaurant'} to unblock your email account.`,
    );
  }
  if (request.payment.method === 'Online') {
    throw new HttpError(
      409,
      'ONLINE_PAYMENT_UNAVAILABLE',
      'Online payment is not available yet. Please choose to pay at pickup.',
    );
  }

  // The payment method and the email the order is placed with are the ones the promotions and the
  // coupon are checked against.
  const priced = await priceCart(
    ctx,
    tenant,
    restaurantRow,
    { ...request, paymentMethod: request.payment.method, couponEmail: request.customer.email },
    now,
  );
  const problem = priced.problems[0];
  if (problem) throw new HttpError(problem.status, problem.code, problem.message);

  const orderId = newId();
  const at = now.toISOString();
  const { firstName, lastName, email, phone } = request.customer;
  // Complete rows (every column): they are inserted, then presented without reading them back.
  const lines: Selectable<OrderLinesTable>[] = [];
  const options: Selectable<OrderLineOptionsTable>[] = [];
  // Per line: its item promotions and its share of the cart discounts (lines, then cutlery).
  const lineDiscounts = priced.promotion.lineDiscounts;
  const lineIdOf = new Map<string, string>();
  priced.lines.forEach((line, position) => {
    const lineId = newId();
    lineIdOf.set(line.uuid, lineId);
    lines.push({
      id: lineId,
      tenant_id: tenantId,
      order_id: orderId,
      kind: 'item',
      menu_item_id: priced.itemIds[position] ?? null,
      cd: line.cd,
      name: line.name,
      print_name: line.printName,
      size: line.size,
      quantity: line.quantity,
      base_price_cents: line.basePrice,
      base_total_cents: line.baseTotal,
      extra_price_cents: line.extraPrice,
      extra_total_cents: line.extraTotal,
      discount_cents: lineDiscounts[position] ?? 0,
      special_instructions: line.specialInstructions || null,
      duration: line.duration ? JSON.stringify(line.duration) : null,
      position,
    });
    line.options.forEach((option, i) =>
      options.push({
        id: newId(),
        tenant_id: tenantId,
        order_line_id: lineId,
        option_id: option.option_id,
        option_name: option.option_name,
        option_value: option.option_value,
        option_quantity: option.option_quantity,
        option_price_cents: option.option_price,
        option_total_cents: option.option_total,
        position: i,
      }),
    );
  });
  priced.cutlery.forEach((c, i) =>
    lines.push({
      id: newId(),
      tenant_id: tenantId,
      order_id: orderId,
      kind: 'cutlery',
      name: c.name,
      quantity: c.quantity,
      menu_item_id: null,
      cd: null,
      print_name: null,
      size: null,
      base_price_cents: c.price,
      base_total_cents: c.total,
      extra_price_cents: 0,
      extra_total_cents: 0,
      discount_cents: lineDiscounts[priced.lines.length + i] ?? 0,
      special_instructions: null,
      duration: null,
      position: priced.lines.length + i,
    }),
  );
  const address = request.deliveryMethod === 'Delivery' ? request.deliveryAddress : null;

  // Promotions and discounts as stored; a next-order coupon discount names the code this order issues.
  const issued = nextOrderCouponRows(tenantId, orderId, customerId, priced.promotion.discounts, now);
  const promotions: Selectable<OrderPromotionsTable>[] = priced.promotion.promotions.map((p) => ({
    id: newId(),
    tenant_id: tenantId,
    order_id: orderId,
    promotion_id: p.promotionId,
    promotion_name: p.promotionName,
    quantity: p.quantity,
    amount_cents: p.amount,
    discount_amount_cents: p.discountAmount,
    coupon_code: p.couponCode,
    discounted_items: JSON.stringify(p.discountedItems.flatMap((uuid) => lineIdOf.get(uuid) ?? [])),
  }));
  let nextCoupon = 0;
  const discounts: Selectable<OrderDiscountsTable>[] = priced.promotion.discounts.map((d) => ({
    id: newId(),
    tenant_id: tenantId,
    order_id: orderId,
    promotion_id: d.promotionId,
    discount_name: d.name,
    coupon_code: d.isNextOrderCoupon ? (issued[nextCoupon++]?.coupon_code ?? null) : d.couponCode,
    discount_amount_cents: d.amount,
    is_next_order_coupon: d.isNextOrderCoupon ? 1 : 0,
    coupon_amount_cents: d.couponAmount,
    coupon_code_expire_in: d.couponExpireIn,
    coupon_code_expire_unit: d.couponExpireUnit,
  }));
  const couponCode = priced.coupon?.input.code ?? null;
  const nextOrderCouponCode = issued[0]?.coupon_code ?? null;
  // Gift card holds pay, in the order sent, what is left to pay; a hold not needed is given back.
  let giftCardLeft = priced.totals.giftCardTotal;
  const captures = priced.holds.map((h) => {
    const captured = Math.min(h.amount, giftCardLeft);
    giftCardLeft -= captured;
    return { id: h.id, giftCardId: h.giftCardId, held: h.amount, captured };
  });

  // The complete row (every column, database defaults spelled out): inserted, then presented as it is.
  const orderRow = (orderNumber: number): Selectable<OrdersTable> => ({
    id: orderId,
    tenant_id: tenantId,
    restaurant_id: restaurantRow.id,
    // A member is linked from their session; a client-sent userId is not trusted.
    customer_id: customerId,
    order_number: orderNumber,
    idempotency_key: idempotencyKey,
    delivery_method: request.deliveryMethod,
    pickup_time_type: request.pickupTimeType,
    pickup_time: new Date(priced.pickupAt).toISOString(),
    received_at: at,
    name_ordered_under: `${firstName} ${lastName}`,
    first_name: firstName,
    last_name: lastName,
    email,
    phone,
    special_requests: request.specialRequests || null,
    delivery_address: address
      ? JSON.stringify({ ...address, distanceInMeter: priced.distanceInMeter })
      : null,
    distance_in_meter: address ? priced.distanceInMeter : null,
    payment_method: request.payment.method,
    subtotal_cents: priced.totals.subtotal,
    discount_total_cents: priced.totals.discountTotal,
    tax_cents: priced.totals.tax,
    gst_cents: priced.totals.gst,
    pst_cents: priced.totals.pst,
    delivery_fee_cents: priced.totals.deliveryFee,
    delivery_gst_cents: priced.totals.deliveryGst,
    gift_card_total_cents: priced.totals.giftCardTotal,
    total_cents: priced.totals.total,
    coupon_code: couponCode,
    next_order_coupon_code: nextOrderCouponCode,
    eater_uuid: request.eaterUUID ?? null,
    order_link: request.orderLink ?? null,
    created_at: at,
    updated_at: at,
    status: 'Received',
    order_type: 'ToGo',
    adjusted_pickup_time: null,
    confirmed_at: null,
    payment_status: 'Unpaid',
    payment_reference: null,
  });
  let placed: Selectable<OrdersTable>;
  try {
    placed = await ctx.transact(async (trx) => {
      const orderNumber = await takeTenantNumber(trx, tenantId, 'order_number_seq');
      const order = orderRow(orderNumber);
      await insertOrder(trx, {
        order,
        lines,
        options,
        promotions,
        discounts,
        history: {
          id: newId(),
          tenant_id: tenantId,
          order_id: orderId,
          status: 'Received',
          actor: 'customer',
          note: null,
          changed_at: at,
        },
      });
      // A single-use coupon is consumed here, by one conditional write: of two orders racing for
      // it, the second finds it redeemed and its whole transaction rolls back.
      const storedCoupon = priced.coupon?.kind === 'stored' ? priced.coupon.row : null;
      if (storedCoupon && storedCoupon.single_use === 1) {
        const redeemed = await redeemCoupon(trx, tenantId, storedCoupon.id, { orderId, customerId, at });
        if (!redeemed) throw new HttpError(409, 'COUPON_USED', COUPON_MESSAGES.used);
      }
      if (issued.length > 0) await insertCoupons(trx, issued);
      for (const capture of captures) {
        const ok =
          capture.captured > 0
            ? await captureHold(trx, tenantId, capture, orderId, at)
            : await releaseHold(trx, tenantId, capture.id, at);
        if (!ok) {
          throw new HttpError(
            409,
            'GIFT_CARD_HOLD_EXPIRED',
            'Your gift card hold has expired or was released. Please redeem the gift card again.',
          );
        }
      }
      return order;
    });
  } catch (error) {
    // A concurrent retry with the same key won the race: answer with its order.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOrderByIdempotencyKey(ctx.db, tenantId, idempotencyKey);
    if (!winner) throw error;
    return { created: false, response: await replay(ctx.db, tenantId, restaurantId, winner.id) };
  }
  return {
    created: true,
    response: {
      order: presentOrder(placed, priced.restaurant, lines, options, { promotions, discounts }),
      couponCode: placed.next_order_coupon_code,
    },
  };
}

async function replay(
  db: Kysely<Database>,
  tenantId: string,
  restaurantId: string,
  orderId: string,
): Promise<PlaceOrderResponse> {
  const order = await getOrder(db, tenantId, orderId);
  if (order.restaurant._id !== restaurantId) {
    throw new HttpError(
      409,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for another order.',
    );
  }
  const stored = await findOrder(db, tenantId, orderId);
  return { order, couponCode: stored?.next_order_coupon_code ?? null };
}

export async function cancelOrder(
  db: Kysely<Database>,
  tenantId: string,
  orderId: string,
  now: Date,
): Promise<ApiOrder> {
  const order = await getOrder(db, tenantId, orderId);
  const at = now.toISOString();
  const cancelled = await db.transaction().execute(async (trx) => {
    const done = await cancelReceivedOrder(trx, tenantId, order._id, at);
    if (done) {
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
