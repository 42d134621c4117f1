import {
  DEFAULT_LOCALE,
  type Locale,
  COUPON_MESSAGES,
  GIFT_CARD_HOLD_EXPIRED_MESSAGE,
  TEXT_MESSAGES,
  blockedEmailMessage,
  type ApiOrder,
  type CartQuote,
  type CartQuoteRequest,
  type OrderPaymentStatus,
  type PaymentProviderName,
  type PlaceOrderPaymentRequired,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@storefront/domain';
import type { Selectable, Transaction } from 'kysely';
import type { Database, RestaurantRow, Row } from '../../db/schema';
import type { Executor } from '../../db/executor';
import type { OrdersTable } from '../../db/schema';
import { newId } from '../../db/ids';
import { isSameOrderer, placeOnce } from '../../db/place-once';
import { foundById, HttpError, notFound } from '../../http/errors';
import {
  claimFirstOrderCoupon,
  firstOrderPromotionOf,
  nextOrderCouponRows,
  redeemCoupon,
} from '../coupons/coupons.service';
import { recordAudit } from '../audit/audit.service';
import { isCustomerBlocked } from '../customers/customers.service';
import { captureHold, releaseHold } from '../giftcards/giftcards.service';
import {
  AUTHORISATION_DAYS,
  attachOrder,
  authorisedAttemptPayment,
  isAuthorised,
  orderPaymentStatusOf,
  paymentForAttempt,
  presentPayment,
  placePaidOnce,
  requirePaidAmount,
  type PaymentDeps,
  type PaidAttempt,
} from '../payments/payments.service';
import { bookKitchenSlot } from '../kitchen/kitchen-slots.service';
import { spendOrderPoints } from '../loyalty/loyalty-points.service';
import { presentRestaurant } from '../restaurants/restaurants.presenter';
import { findRestaurant, listRestaurants, requireRestaurant } from '../restaurants/restaurants.service';
import { findTenantPricing, takeTenantNumber, type TenantPricingRow } from '../tenants/tenants.service';
import { tenantSettingsOf } from '../tenants/tenants.presenter';
import { firstEventOf } from '../../events/outbox';
import {
  findOrder,
  findOrderByIdempotencyKey,
  insertOrder,
  loadOrderAdjustments,
  loadOrderLines,
  loadOrdersParts,
  loadOrderTables,
} from './orders.repository';
import { presentOrder, presentOrderTable, presentQuote } from './orders.presenter';
import type { DineInBooking } from './table-booking';
import { orderRowsOf } from './orders.rows';
import { priceRequest, type PricingDeps, type PricingInput, type ServerPricedCart } from './pricing.service';

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
  /** The signed-in member, whose points the cart may spend; null for a guest. */
  memberId: string | null = null,
  /** The request's language: the dates inside the cart's messages are written in it. */
  locale: Locale = DEFAULT_LOCALE,
): Promise<ServerPricedCart> {
  const { tenant, restaurant } = await requirePricingRows(deps.db, tenantId, restaurantId);
  return priceRequest(deps, { tenant, restaurantRow: restaurant, request, now, memberId, locale });
}

/** A priced cart as the cart shows it, and whether its code named no coupon. */
export function quoteOf(priced: ServerPricedCart): { quote: CartQuote; unknownCoupon: boolean } {
  // A code that names no coupon is a guess (or a typo): the route counts those against the address.
  return { quote: presentQuote(priced), unknownCoupon: priced.couponProblem?.code === 'COUPON_UNKNOWN' };
}

export async function getOrder(db: Executor, tenantId: string, orderId: string): Promise<ApiOrder> {
  const order = await foundById('Order', orderId, (id) => findOrder(db, tenantId, id));
  const restaurant = await findRestaurant(db, tenantId, order.restaurant_id);
  if (!restaurant) throw notFound('Order');
  const [{ lines, options }, adjustments, tables] = await Promise.all([
    loadOrderLines(db, tenantId, order.id),
    loadOrderAdjustments(db, tenantId, order.id),
    loadOrderTables(db, tenantId, order.reservation_id === null ? [] : [order.reservation_id]),
  ]);
  const table = tables[0] ? presentOrderTable(tables[0]) : null;
  return presentOrder(order, presentRestaurant(restaurant), lines, options, adjustments, table);
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
  const reservationIds = orders.flatMap((o) => (o.reservation_id === null ? [] : [o.reservation_id]));
  // Tables are read only when the page has Dine-in orders.
  const [restaurants, parts, tables] = await Promise.all([
    listRestaurants(db, tenantId),
    loadOrdersParts(
      db,
      tenantId,
      orders.map((o) => o.id),
    ),
    loadOrderTables(db, tenantId, reservationIds),
  ]);
  const tableOf = new Map(tables.map((row) => [row.id, presentOrderTable(row)]));
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
        (order.reservation_id && tableOf.get(order.reservation_id)) || null,
      ),
    ];
  });
}

/** A placement as the storefront asks for it: where, under which Idempotency-Key, by whom and when. */
export interface Placing {
  tenantId: string;
  /** The restaurant, as the route read it to count the order against its limits. */
  restaurant: RestaurantRow;
  idempotencyKey: string;
  /** The order placed before under this key, as the route read it (a retry is not counted). */
  placedBefore: Selectable<OrdersTable> | undefined;
  request: PlaceOrderRequest;
  /** The signed-in member placing it (from their session), or null for a guest. */
  customerId: string | null;
  now: Date;
  /** A phone order (decision 0087): the staff account taking it for a caller; absent on the storefront. */
  takenBy?: string | null;
  /** The language it is placed in (issue 31): its mails' and texts'. */
  locale: Locale;
}

/**
 * What an Online attempt's payment keeps of its placement, to write the order once paid: the request,
 * the language it was placed in, and for a phone order paid by link, who took it. The fields are
 * `Placing`'s, so the placement and its attempt carry one `locale`.
 */
type StoredPlacement = PlaceOrderRequest & Partial<Pick<Placing, 'takenBy' | 'locale'>>;

/** The placement an Online attempt's payment stored (`StoredPlacement`), as placed. */
function placementOfAttempt(stored: string): Required<Pick<Placing, 'request' | 'takenBy' | 'locale'>> {
  // An attempt stored before issue 31 was placed in English.
  const { takenBy = null, locale = 'en', ...request } = JSON.parse(stored) as StoredPlacement;
  return { request, takenBy, locale };
}

/**
 * Places an order (ordering-core §4, Order placement): load, price, insert, once per Idempotency-Key
 * (`placeOnce`). Prices come from the domain's `priceCart` on what the server read, never from the
 * client.
 */
export async function placeOrder(
  deps: PricingDeps,
  placing: Placing,
  /** The card payment side, for payment.method Online. */
  payments: PaymentDeps | null = null,
): Promise<{ created: boolean; response: PlaceOrderResponse | PlaceOrderPaymentRequired }> {
  const { tenantId, restaurant: restaurantRow, idempotencyKey, request, customerId, now, locale } = placing;
  const takenBy = placing.takenBy ?? null;
  const existing = placing.placedBefore;
  // Asked together: on SQLite they queue for the one connection as a group, rather than each
  // waiting behind whatever batch of orders is committing at the time.
  const [tenant, blocked] = await Promise.all([
    requireTenantPricing(deps.db, tenantId),
    // The block follows the customer: the email typed, and the signed-in member whatever they type.
    isCustomerBlocked(deps.db, tenantId, request.customer.email, customerId),
  ]);
  // What the placement is priced on, online or not.
  const pricing = { tenant, restaurantRow, request, now, memberId: customerId, locale };
  // Texts are the brand's to offer: the checkout's box shows only where they are on (decision 0086).
  if (request.textUpdates && !existing && !tenantSettingsOf(tenant).text_updates)
    throw new HttpError(409, 'TEXTS_UNAVAILABLE', TEXT_MESSAGES.textsOff);
  if (request.payment.method === 'Online' && !existing) {
    if (blocked) throw blockedCustomer(restaurantRow);
    if (!payments || !presentRestaurant(restaurantRow).online_payment_settings.accept_online_payment) {
      throw new HttpError(
        409,
        'ONLINE_PAYMENT_UNAVAILABLE',
        'This restaurant does not take online payment. Please choose to pay at pickup.',
      );
    }
    return placeOnline(deps, payments, placing, pricing);
  }
  return placeOnce({
    existing,
    find: () => findOrderByIdempotencyKey(deps.db, tenantId, idempotencyKey),
    replay: (row) => {
      const retry = { customerId, email: request.customer.email };
      if (!isSameOrderer({ customerId: row.customer_id, email: row.email }, retry)) throw keyReused();
      return replay(deps.db, tenantId, restaurantRow.id, row.id);
    },
    place: async () => {
      if (blocked) throw blockedCustomer(restaurantRow);
      const priced = await pricePlacement(deps, pricing);
      const order = { tenantId, idempotencyKey, customerId, request, priced, now, takenBy, locale };
      return insertPricedOrder(deps, order);
    },
  });
}

const blockedCustomer = (restaurantRow: RestaurantRow) =>
  new HttpError(403, 'CUSTOMER_BLOCKED', blockedEmailMessage(restaurantRow.phone ?? 'the restaurant'));

/** Prices a placement request as the order it would be, or says why it cannot be placed. */
async function pricePlacement(
  deps: PricingDeps,
  input: PricingInput<PlaceOrderRequest>,
): Promise<ServerPricedCart> {
  const { tenant, restaurantRow, request, now } = input;
  // A Dine-in order's table must be one the booking form offers (reservation rules and cut-offs).
  const table = dineInBookingOf(restaurantRow, request);
  if (table) await deps.tables.check(deps.db, tenant.id, table, now);
  // The payment method and the email the order is placed with are the ones the promotions and
  // the coupon are checked against.
  const priced = await priceRequest(deps, {
    ...input,
    request: { ...request, paymentMethod: request.payment.method, couponEmail: request.customer.email },
  });
  const problem = priced.problems[0];
  if (problem) throw new HttpError(problem.status, problem.code, problem.message);
  return priced;
}

/** The table a Dine-in request books: at its pickup date and time, under the orderer's name. */
function dineInBookingOf(restaurant: RestaurantRow, request: PlaceOrderRequest): DineInBooking | null {
  if (request.deliveryMethod !== 'Dine-in') return null;
  const { firstName, lastName, email, phone } = request.customer;
  return {
    restaurant,
    reservedDate: request.pickupDate ?? '',
    reservedTime: request.pickupTime ?? '',
    partySize: request.table?.partySize ?? 0,
    note: request.table?.note || null,
    nameReservedUnder: `${firstName} ${lastName}`,
    email,
    telephone: phone,
  };
}

/** Stripe's smallest charge in cad and usd. */
const MINIMUM_CARD_CHARGE = 50;

/**
 * An Online placement (decision 0031): priced like any order, then paid before it is written. Until
 * the card is authorised there is no order, only the attempt's payment (answered with 202); once it
 * is authorised (the browser sends the same placement again, or the provider's webhook says so),
 * the order is written from what the server priced, exactly once.
 */
async function placeOnline(
  deps: PricingDeps,
  payments: PaymentDeps,
  { idempotencyKey, request, customerId, now, takenBy = null, locale }: Placing,
  /** What it is priced on, with the rows the placement read. */
  pricing: PricingInput<PlaceOrderRequest>,
): Promise<{ created: boolean; response: PlaceOrderResponse | PlaceOrderPaymentRequired }> {
  const { tenant, restaurantRow } = pricing;
  const paid = await authorisedAttemptPayment(deps.db, payments, {
    tenantId: tenant.id,
    purpose: 'order',
    idempotencyKey,
  });
  if (paid) return completeOnlineOrder(deps, payments, paid, now);
  const priced = await pricePlacement(deps, pricing);
  const amount = priced.totals.total;
  if (amount === 0) {
    // Gift cards pay all of it: nothing is left for the card.
    return placeOnce({
      existing: undefined,
      find: () => findOrderByIdempotencyKey(deps.db, tenant.id, idempotencyKey),
      replay: (row) => replay(deps.db, tenant.id, restaurantRow.id, row.id),
      place: () =>
        insertPricedOrder(deps, {
          tenantId: tenant.id,
          idempotencyKey,
          customerId,
          request,
          priced,
          now,
          payment: { status: 'Paid', reference: null, provider: null },
          takenBy,
          locale,
        }),
    });
  }
  if (amount < MINIMUM_CARD_CHARGE) {
    throw new HttpError(
      409,
      'ONLINE_PAYMENT_TOO_SMALL',
      'An online payment must be at least $0.50. Please choose to pay at pickup.',
    );
  }
  // An authorisation lasts 7 days: a pickup further out is charged now and refunded if cancelled.
  const captureMethod =
    priced.pickupAt - now.getTime() > AUTHORISATION_DAYS * 86_400_000 ? 'automatic' : 'manual';
  const settings = presentRestaurant(restaurantRow).online_payment_settings;
  const { payment, current, provider } = await paymentForAttempt(payments, {
    purpose: 'order',
    tenantId: tenant.id,
    restaurantId: restaurantRow.id,
    stripeAccountId: settings.stripe_account_id ?? null,
    idempotencyKey,
    amount,
    currency: priced.restaurant.settings.currency_code || 'cad',
    captureMethod,
    customerId,
    request: { ...request, takenBy, locale } satisfies StoredPlacement,
    description: `Order at ${restaurantRow.name}`,
    now,
  });
  if (isAuthorised(current.status)) return completeOnlineOrder(deps, payments, { payment, current }, now);
  return {
    created: false,
    response: { order: null, couponCode: null, payment: presentPayment(payment, provider, current) },
  };
}

/**
 * Writes the order of an authorised payment from the request it was priced for, priced again at
 * the same instant: exactly once however often it is asked (the browser's return, the webhook, a
 * retry), since the order takes the attempt's Idempotency-Key. When the order cannot be written
 * after all (a coupon used meanwhile, a lapsed gift card hold), the card is given back.
 */
export async function completeOnlineOrder(
  deps: PricingDeps,
  payments: PaymentDeps,
  paid: PaidAttempt,
  now: Date,
): Promise<{ created: boolean; response: PlaceOrderResponse }> {
  const { payment, current } = paid;
  const tenantId = payment.tenant_id;
  return placePaidOnce(payments, paid, now, {
    find: () => findOrderByIdempotencyKey(deps.db, tenantId, payment.idempotency_key),
    replay: (row) => replay(deps.db, tenantId, payment.restaurant_id, row.id),
    place: async () => {
      const [tenant, restaurantRow] = await Promise.all([
        requireTenantPricing(deps.db, tenantId),
        requireRestaurant(deps.db, tenantId, payment.restaurant_id),
      ]);
      const { request, takenBy, locale } = placementOfAttempt(payment.request);
      // Priced in the language it was placed in, like the placement: a refusal's date is the diner's.
      const priced = await pricePlacement(deps, {
        tenant,
        restaurantRow,
        request,
        now: new Date(payment.priced_at),
        memberId: payment.customer_id,
        locale,
      });
      requirePaidAmount(paid, priced.totals.total, 'order');
      return insertPricedOrder(deps, {
        tenantId,
        idempotencyKey: payment.idempotency_key,
        customerId: payment.customer_id,
        request,
        priced,
        now,
        payment: { status: orderPaymentStatusOf(current), reference: payment.id, provider: payment.provider },
        takenBy,
        locale,
        alsoInTransaction: (trx, orderId, at) =>
          attachOrder(trx, tenantId, payment.id, { orderId, status: current.status }, at),
      });
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
    payment?: { status: OrderPaymentStatus; reference: string | null; provider: PaymentProviderName | null };
    /** A phone order: the staff account that took it. */
    takenBy?: string | null;
    locale: Locale;
    /** Writes that belong with the order's (the payment's link to it). */
    alsoInTransaction?: (trx: Transaction<Database>, orderId: string, at: string) => Promise<unknown>;
  },
): Promise<PlaceOrderResponse> {
  const { tenantId, customerId, priced, now } = placing;
  const orderId = newId();
  const at = now.toISOString();
  const issued = nextOrderCouponRows(tenantId, orderId, customerId, priced.promotion.discounts, now);
  const rows = orderRowsOf({ ...placing, orderId, issuedCodes: issued.map((c) => c.coupon_code) });
  const table = dineInBookingOf(priced.restaurantRow, placing.request);
  // The tenant's counter is one row every order of the tenant writes: its number is taken apart
  // from the order's transaction, not held to its commit (decision 0083). An order refused below
  // leaves its number unused.
  const takeNumber = (db: Executor) => takeTenantNumber(db, tenantId, 'order_number_seq');
  const placed = await deps.transactAfter(takeNumber, async (trx, number) => {
    // The table and its order are one: a full table (or any refusal below) keeps neither.
    const booked = table
      ? await deps.tables.book(trx, tenantId, table, customerId, now, placing.locale)
      : null;
    const order = rows.order(number, booked?.reservationId ?? null);
    const presented = presentOrder(order, priced.restaurant, rows.lines, rows.options, rows, booked);
    // The world hears of it from its event, written with it (decision 0063).
    const announced = firstEventOf(
      {
        tenantId,
        restaurantId: order.restaurant_id,
        aggregate: 'order',
        aggregateId: orderId,
        type: 'order.placed',
        cause: placing.payment?.reference ? 'authorise' : 'place',
        data: presented,
      },
      at,
    );
    await insertOrder(trx, { ...rows, order, event: announced.row, coupons: issued });
    await bookPricedSlot(trx, tenantId, orderId, priced);
    if (placing.takenBy) await recordPhoneOrder(trx, order, placing.takenBy, now);
    if (placing.alsoInTransaction) await placing.alsoInTransaction(trx, orderId, at);
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
    // The points its price took off, by one conditional write: of two orders spending the same
    // points, the second finds the balance short and its whole transaction rolls back.
    if (priced.pointsRedeemed && customerId) {
      await spendOrderPoints(trx, {
        tenantId,
        customerId,
        orderId,
        orderNumber: number,
        points: priced.pointsRedeemed.points,
        at,
      });
    }
    for (const capture of rows.captures) {
      const ok =
        capture.captured > 0
          ? await captureHold(trx, tenantId, capture, orderId, at)
          : await releaseHold(trx, tenantId, capture.id, at);
      if (!ok) {
        throw new HttpError(409, 'GIFT_CARD_HOLD_EXPIRED', GIFT_CARD_HOLD_EXPIRED_MESSAGE);
      }
    }
    return { order: presented, couponCode: order.next_order_coupon_code, event: announced.event };
  });
  deps.events.publish([placed.event]);
  return { order: placed.order, couponCode: placed.couponCode };
}

/** A phone order in the audit trail: who took it, for whom, with the order (decision 0087). */
const recordPhoneOrder = (trx: Executor, order: Row<'orders'>, staffAccountId: string, at: Date) =>
  recordAudit(trx, {
    tenantId: order.tenant_id,
    staffAccountId,
    restaurantId: order.restaurant_id,
    entity: 'order',
    entityId: order.id,
    action: 'create',
    name: `#${order.order_number}`,
    summary: `Phone order #${order.order_number} taken for ${order.name_ordered_under}`,
    at,
  });

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
