import { randomInt } from 'node:crypto';
import {
  giftCardOrderAmounts,
  isGiftCardProductAvailable,
  type ApiGiftCardOrder,
  type GiftCardOrderResponse,
  type StaffGiftCardOrder,
  blockedEmailMessage,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import { isId, newId } from '../../db/ids';
import { isSameOrderer, placeOnce } from '../../db/place-once';
import type { GiftCardOrdersTable, NewRow, RestaurantRow } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { bool } from '../../http/json';
import { nextCursorOf, pageRequestOf, type Page } from '../../http/pagination';
import { findGiftCardProduct } from '../content/content.service';
import { findCustomerByEmail, findCustomerById } from '../customers/customers.service';
import { restaurantSettingsOf } from '../restaurants/restaurants.presenter';
import { findRestaurant, listRestaurants, requireRestaurant } from '../restaurants/restaurants.service';
import { staffRestaurantIds, worksAt, type StaffPrincipal } from '../staff/staff.service';
import { tenantSettingsOf } from '../tenants/tenants.presenter';
import { findTenantById, takeTenantNumber } from '../tenants/tenants.service';
import {
  findGiftCardOrder,
  findGiftCardOrderByIdempotencyKey,
  insertGiftCardOrder,
  insertGiftCards,
  GIFT_CARD_ORDER_PAGE_KEYS,
  listGiftCardOrderPage,
  listIssuedGiftCards,
  markGiftCardOrderPaid,
} from './gift-card-orders.repository';
import { presentGiftCardOrder, presentIssuedGiftCard } from './gift-card-orders.presenter';
import type { GiftCardOrderInput, StaffGiftCardOrdersQuery } from './gift-card-orders.schemas';
import { isUniqueViolation } from '../../db/errors';
import type { Executor } from '../../db/executor';

type GiftCardOrderRow = Selectable<GiftCardOrdersTable>;

/** The tenant sells gift cards online (its gift_card setting), or every gift card call is a 404. */
async function requireGiftCardsOn(db: Executor, tenantId: string): Promise<void> {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant || !tenantSettingsOf(tenant).gift_card) throw notFound('Gift card ordering');
}

async function requireNotBlocked(
  db: Executor,
  tenantId: string,
  email: string,
  memberId: string | null,
  restaurant: RestaurantRow,
): Promise<void> {
  const [byEmail, member] = await Promise.all([
    findCustomerByEmail(db, tenantId, email),
    memberId ? findCustomerById(db, tenantId, memberId) : undefined,
  ]);
  if ((byEmail && bool(byEmail.is_blocked)) || (member && bool(member.is_blocked))) {
    throw new HttpError(403, 'CUSTOMER_BLOCKED', blockedEmailMessage(restaurant.phone ?? 'the restaurant'));
  }
}

const keyReused = () =>
  new HttpError(
    409,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for another gift card order.',
  );

async function replay(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  order: GiftCardOrderRow,
): Promise<GiftCardOrderResponse> {
  const restaurant = await findRestaurant(db, tenantId, order.restaurant_id);
  if (!restaurant || order.restaurant_id !== restaurantId) throw keyReused();
  return { giftCardOrder: presentGiftCardOrder(order, restaurant) };
}

/**
 * Places a gift card order (accounts-and-extras §2 Gift checkout, §3 payload, §7). Idempotent like an
 * order: the same key returns the same gift card order, even when retries arrive at once. The money
 * comes from the product row (total = price × quantity; cards per product × quantity cards of the
 * unit price); what the client says it costs is ignored.
 */
export async function placeGiftCardOrder(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  idempotencyKey: string,
  input: GiftCardOrderInput,
  now: Date,
  /** The signed-in member placing it (from their session), or null for a guest. */
  memberId: string | null,
): Promise<{ created: boolean; response: GiftCardOrderResponse }> {
  return placeOnce({
    existing: await findGiftCardOrderByIdempotencyKey(db, tenantId, idempotencyKey),
    find: () => findGiftCardOrderByIdempotencyKey(db, tenantId, idempotencyKey),
    replay: (row) => {
      const retry = { customerId: memberId, email: input.customer.email };
      if (!isSameOrderer({ customerId: row.customer_id, email: row.email }, retry)) throw keyReused();
      return replay(db, tenantId, restaurantId, row);
    },
    place: () => placeNewGiftCardOrder(db, tenantId, restaurantId, idempotencyKey, input, now, memberId),
  });
}

async function placeNewGiftCardOrder(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  idempotencyKey: string,
  input: GiftCardOrderInput,
  now: Date,
  memberId: string | null,
): Promise<GiftCardOrderResponse> {
  await requireGiftCardsOn(db, tenantId);
  const restaurant = await requireRestaurant(db, tenantId, restaurantId);
  const product = isId(input.giftCardProductId)
    ? await findGiftCardProduct(db, tenantId, input.giftCardProductId)
    : undefined;
  if (!product) throw notFound('Gift card product');
  const { time_zone: timeZone } = restaurantSettingsOf(restaurant);
  const window = { validFrom: product.valid_from, validUntil: product.valid_until };
  if (!isGiftCardProductAvailable(window, now, timeZone)) {
    throw new HttpError(
      409,
      'GIFT_CARD_PRODUCT_UNAVAILABLE',
      `Sorry, the ${product.name} is not on sale at this time. Please choose another gift card.`,
    );
  }
  await requireNotBlocked(db, tenantId, input.customer.email, memberId, restaurant);
  if (input.paymentMethod === 'Online') {
    throw new HttpError(
      409,
      'ONLINE_PAYMENT_UNAVAILABLE',
      'Online payment is not available yet. Please choose Pay at Counter (Offline).',
    );
  }

  const amounts = giftCardOrderAmounts(
    { price: product.price_cents, unitPrice: product.unit_price_cents, quantity: product.quantity },
    input.quantity,
  );
  const { firstName, lastName, email, phone } = input.customer;
  const at = now.toISOString();
  const order = await db.transaction().execute(async (trx) =>
    insertGiftCardOrder(trx, {
      id: newId(),
      tenant_id: tenantId,
      restaurant_id: restaurant.id,
      // A member is linked from their session; a client-sent userId is not trusted.
      customer_id: memberId,
      gift_card_product_id: product.id,
      gift_card_order_number: await takeTenantNumber(trx, tenantId, 'gift_card_order_number_seq'),
      idempotency_key: idempotencyKey,
      gift_card_type: input.giftCardType,
      gift_card_product_name: product.name,
      gift_card_product_unit_price_cents: amounts.giftCardProductUnitPrice,
      quantity: amounts.quantity,
      gift_card_quantity: amounts.giftCardQuantity,
      gift_card_unit_price_cents: amounts.giftCardUnitPrice,
      price_cents: amounts.price,
      payment_method: input.paymentMethod,
      payment_status: 'Unpaid',
      status: 'Received',
      name_ordered_under: `${firstName} ${lastName}`,
      first_name: firstName,
      last_name: lastName,
      email,
      phone,
      order_link: input.orderLink || null,
      created_at: at,
      updated_at: at,
    }),
  );
  return { giftCardOrder: presentGiftCardOrder(order, restaurant) };
}

/* ------------------------------------------------------------------------------------ staff side */

async function withIssuedCards(
  db: Executor,
  tenantId: string,
  orders: ApiGiftCardOrder[],
): Promise<StaffGiftCardOrder[]> {
  const cards = await listIssuedGiftCards(
    db,
    tenantId,
    orders.map((o) => o._id),
  );
  return orders.map((order) => ({
    ...order,
    giftCards: cards.filter((c) => c.gift_card_order_id === order._id).map(presentIssuedGiftCard),
  }));
}

/** Gift card orders of the staff member's restaurants (or one of them), newest first, with their cards. */
export async function listStaffGiftCardOrders(
  db: Executor,
  tenantId: string,
  principal: StaffPrincipal,
  query: StaffGiftCardOrdersQuery,
): Promise<Page<StaffGiftCardOrder>> {
  const restaurantIds = staffRestaurantIds(principal, query.restaurantId);
  if (restaurantIds.length === 0) return { items: [], nextCursor: null };
  const [restaurantRows, page] = await Promise.all([
    listRestaurants(db, tenantId),
    listGiftCardOrderPage(
      db,
      tenantId,
      { restaurantIds, paymentStatus: query.paymentStatus },
      pageRequestOf(query, GIFT_CARD_ORDER_PAGE_KEYS.length),
    ),
  ]);
  const restaurants = new Map(restaurantRows.map((restaurant) => [restaurant.id, restaurant]));
  const orders = page.rows.flatMap((row) => {
    const restaurant = restaurants.get(row.restaurant_id);
    return restaurant ? [presentGiftCardOrder(row, restaurant)] : [];
  });
  return { items: await withIssuedCards(db, tenantId, orders), nextCursor: nextCursorOf(page) };
}

/** A new 16-digit gift card number (the first digit is not 0), from the CSPRNG. */
export function newGiftCardNumber(): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < 16) digits += String(randomInt(0, 10));
  return digits;
}

/** How many times a payment is retried when a new card number happens to exist already. */
const NUMBER_ATTEMPTS = 3;

/**
 * Staff confirm the payment: in one transaction the order becomes Paid (and Fulfilled) and its cards
 * are issued: giftCardQuantity cards of giftCardUnitPrice, of the order's type, the member's when a
 * member bought them. The paid check is a conditional write, so the cards are issued exactly once;
 * a second call is a 409.
 */
export async function payGiftCardOrder(
  db: Executor,
  tenantId: string,
  principal: StaffPrincipal,
  orderId: string,
  now: Date,
): Promise<StaffGiftCardOrder> {
  const order = isId(orderId) ? await findGiftCardOrder(db, tenantId, orderId) : undefined;
  if (!order || !worksAt(principal, order.restaurant_id)) throw notFound('Gift card order');
  const at = now.toISOString();
  const cardsOf = (): NewRow<'gift_cards'>[] =>
    Array.from({ length: order.gift_card_quantity }, () => ({
      id: newId(),
      tenant_id: tenantId,
      gift_card_number: newGiftCardNumber(),
      customer_id: order.customer_id,
      gift_card_order_id: order.id,
      kind: order.gift_card_type,
      initial_balance_cents: order.gift_card_unit_price_cents,
      balance_cents: order.gift_card_unit_price_cents,
      pending_balance_cents: order.gift_card_unit_price_cents,
      created_at: at,
      updated_at: at,
    }));

  let paid = false;
  for (let attempt = 1; ; attempt++) {
    try {
      paid = await db.transaction().execute(async (trx) => {
        if (!(await markGiftCardOrderPaid(trx, tenantId, order.id, at))) return false;
        await insertGiftCards(trx, cardsOf());
        return true;
      });
      break;
    } catch (error) {
      // Two 16-digit numbers met (about one in 10^15): the whole payment is rolled back; try again.
      if (!isUniqueViolation(error) || attempt >= NUMBER_ATTEMPTS) throw error;
    }
  }
  if (!paid) {
    throw new HttpError(
      409,
      'GIFT_CARD_ORDER_ALREADY_PAID',
      `Gift card order #${order.gift_card_order_number} is already paid; its gift cards were issued then.`,
    );
  }
  return getStaffGiftCardOrder(db, tenantId, order.id);
}

async function getStaffGiftCardOrder(
  db: Executor,
  tenantId: string,
  orderId: string,
): Promise<StaffGiftCardOrder> {
  const order = await findGiftCardOrder(db, tenantId, orderId);
  const restaurant = order ? await findRestaurant(db, tenantId, order.restaurant_id) : undefined;
  if (!order || !restaurant) throw notFound('Gift card order');
  const [presented] = await withIssuedCards(db, tenantId, [presentGiftCardOrder(order, restaurant)]);
  return presented!;
}
