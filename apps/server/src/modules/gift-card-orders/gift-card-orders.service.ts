import { randomInt } from 'node:crypto';
import {
  type Locale,
  giftCardOrderAmounts,
  isGiftCardProductAvailable,
  type ApiGiftCardOrder,
  type GiftCardOrderPaymentRequired,
  type GiftCardOrderResponse,
  type StaffGiftCardOrder,
  blockedEmailMessage,
  giftSendAt,
} from '@storefront/domain';
import type { Selectable } from 'kysely';
import { isId, newId } from '../../db/ids';
import { isSameOrderer, placeOnce } from '../../db/place-once';
import type { GiftCardOrdersTable, NewRow, RestaurantRow } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { memberList, readPage, type Page } from '../../http/pagination';
import { findGiftCardProduct } from '../content/content.service';
import { isCustomerBlocked } from '../customers/customers.service';
import type { Mailer } from '../../adapters/mail/mailer';
import { digitalGiftCardsMail, giftScheduledMail } from './gift-card-orders.mail';
import {
  attachOrder,
  authorisedAttemptPayment,
  isAuthorised,
  paymentForAttempt,
  presentPayment,
  placePaidOnce,
  requirePaidAmount,
  type PaymentDeps,
  type PaidAttempt,
} from '../payments/payments.service';
import { presentRestaurant, restaurantSettingsOf } from '../restaurants/restaurants.presenter';
import { findRestaurant, listRestaurants, requireRestaurant } from '../restaurants/restaurants.service';
import { staffRestaurantIds, worksAt, type StaffPrincipal } from '../../http/staff-principal';
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
  if (await isCustomerBlocked(db, tenantId, email, memberId)) {
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
  /** The request's language (issue 31): the order's mails speak it. */
  locale: Locale,
  /** The card payment side, for paymentMethod Online. */
  payments: PaymentDeps | null = null,
): Promise<{ created: boolean; response: GiftCardOrderResponse | GiftCardOrderPaymentRequired }> {
  const existing = await findGiftCardOrderByIdempotencyKey(db, tenantId, idempotencyKey);
  if (input.paymentMethod === 'Online' && !existing) {
    return placeOnlineGiftCardOrder(
      db,
      payments,
      { tenantId, restaurantId, idempotencyKey, input, memberId, locale },
      now,
    );
  }
  return placeOnce({
    existing,
    find: () => findGiftCardOrderByIdempotencyKey(db, tenantId, idempotencyKey),
    replay: (row) => {
      const retry = { customerId: memberId, email: input.customer.email };
      if (!isSameOrderer({ customerId: row.customer_id, email: row.email }, retry)) throw keyReused();
      return replay(db, tenantId, restaurantId, row);
    },
    place: async () => {
      const plan = await planGiftCardOrder(db, tenantId, restaurantId, input, now, memberId, locale);
      const order = await db
        .transaction()
        .execute(async (trx) =>
          insertGiftCardOrder(trx, await giftCardOrderRow(trx, plan, idempotencyKey, now)),
        );
      return { giftCardOrder: presentGiftCardOrder(order, plan.restaurant) };
    },
  });
}

/** What an Online attempt's payment keeps of its placement, to write the gift card order once paid. */
type StoredGiftCardOrder = GiftCardOrderInput & { locale?: Locale };

interface GiftCardOrderPlan {
  tenantId: string;
  restaurant: RestaurantRow;
  product: NonNullable<Awaited<ReturnType<typeof findGiftCardProduct>>>;
  amounts: ReturnType<typeof giftCardOrderAmounts>;
  input: GiftCardOrderInput;
  memberId: string | null;
  /** When the recipient's mail goes, for cards sent to someone else. */
  sendAt: Date | null;
  locale: Locale;
}

/** Checks a gift card order can be placed now and prices it from the product row. */
async function planGiftCardOrder(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  input: GiftCardOrderInput,
  now: Date,
  memberId: string | null,
  locale: Locale,
): Promise<GiftCardOrderPlan> {
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
  const amounts = giftCardOrderAmounts(
    { price: product.price_cents, unitPrice: product.unit_price_cents, quantity: product.quantity },
    input.quantity,
  );
  const sendAt = sendAtOf(input, now, timeZone);
  return { tenantId, restaurant, product, amounts, input, memberId, sendAt, locale };
}

/** A gift's send date on the restaurant's clock: today (or none) is now, a later day its morning. */
function sendAtOf(input: GiftCardOrderInput, now: Date, timeZone: string): Date | null {
  if (!input.recipient) return null;
  const when = giftSendAt(input.recipient.sendDate, now, timeZone);
  if ('error' in when) throw badRequest(`recipient.sendDate: ${when.error}`, 'VALIDATION_FAILED');
  return new Date(when.sendAt);
}

async function giftCardOrderRow(
  trx: Executor,
  { tenantId, restaurant, product, amounts, input, memberId, sendAt, locale }: GiftCardOrderPlan,
  idempotencyKey: string,
  now: Date,
): Promise<NewRow<'gift_card_orders'>> {
  const { firstName, lastName, email, phone } = input.customer;
  const at = now.toISOString();
  return {
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
    recipient_name: input.recipient?.name ?? null,
    recipient_email: input.recipient?.email ?? null,
    gift_message: input.recipient?.message ?? null,
    send_at: sendAt?.toISOString() ?? null,
    gift_status: input.recipient ? 'Scheduled' : null,
    locale,
  };
}

/**
 * A gift card order paid online (issue 14 item 4; decision 0031): the card is charged at once (there
 * is no food to wait for), and the order is written only once the payment succeeded, already Paid,
 * with its cards issued in the same transaction; 202 with the payment to confirm until then.
 */
async function placeOnlineGiftCardOrder(
  db: Executor,
  payments: PaymentDeps | null,
  attempt: {
    tenantId: string;
    restaurantId: string;
    idempotencyKey: string;
    input: GiftCardOrderInput;
    memberId: string | null;
    locale: Locale;
  },
  now: Date,
): Promise<{ created: boolean; response: GiftCardOrderResponse | GiftCardOrderPaymentRequired }> {
  const { tenantId, restaurantId, idempotencyKey, input, memberId, locale } = attempt;
  if (payments) {
    const paid = await authorisedAttemptPayment(db, payments, {
      tenantId,
      purpose: 'gift card order',
      idempotencyKey,
    });
    if (paid) return completeGiftCardOrderPayment(db, payments, paid, now);
  }
  const plan = await planGiftCardOrder(db, tenantId, restaurantId, input, now, memberId, locale);
  const settings = presentRestaurant(plan.restaurant).online_payment_settings;
  if (!payments || !settings.accept_online_payment) {
    throw new HttpError(
      409,
      'ONLINE_PAYMENT_UNAVAILABLE',
      'This restaurant does not take online payment. Please choose Pay at Counter (Offline).',
    );
  }
  const { payment, current, provider } = await paymentForAttempt(payments, {
    purpose: 'gift card order',
    tenantId,
    restaurantId: plan.restaurant.id,
    stripeAccountId: settings.stripe_account_id ?? null,
    idempotencyKey,
    amount: plan.amounts.price,
    currency: restaurantSettingsOf(plan.restaurant).currency_code || 'cad',
    captureMethod: 'automatic',
    customerId: memberId,
    request: { ...input, locale } satisfies StoredGiftCardOrder,
    description: `Gift cards at ${plan.restaurant.name}`,
    now,
  });
  if (isAuthorised(current.status))
    return completeGiftCardOrderPayment(db, payments, { payment, current }, now);
  return {
    created: false,
    response: { giftCardOrder: null, payment: presentPayment(payment, provider, current) },
  };
}

/**
 * Writes the gift card order of a payment that succeeded, Paid and Fulfilled, and issues its cards,
 * in one transaction: once, however often it is asked (the browser, the webhook, the confirm call).
 */
export async function completeGiftCardOrderPayment(
  db: Executor,
  payments: PaymentDeps,
  paid: PaidAttempt,
  now: Date,
): Promise<{ created: boolean; response: GiftCardOrderResponse }> {
  const { payment, current } = paid;
  const tenantId = payment.tenant_id;
  const at = now.toISOString();
  return placePaidOnce(payments, paid, now, {
    find: () => findGiftCardOrderByIdempotencyKey(db, tenantId, payment.idempotency_key),
    replay: (row) => replay(db, tenantId, payment.restaurant_id, row),
    place: async () => {
      // An attempt stored before issue 31 was placed in English.
      const { locale = 'en', ...input } = JSON.parse(payment.request) as StoredGiftCardOrder;
      const pricedAt = new Date(payment.priced_at);
      const plan = await planGiftCardOrder(
        db,
        tenantId,
        payment.restaurant_id,
        input,
        pricedAt,
        payment.customer_id,
        locale,
      );
      requirePaidAmount(paid, plan.amounts.price, 'gift card order');
      const order = await db.transaction().execute(async (trx) => {
        const inserted = await insertGiftCardOrder(trx, {
          ...(await giftCardOrderRow(trx, plan, payment.idempotency_key, now)),
          payment_provider: payment.provider,
        });
        await markGiftCardOrderPaid(trx, tenantId, inserted.id, at);
        await insertGiftCards(trx, cardsOf(inserted, at));
        await attachOrder(trx, tenantId, payment.id, { orderId: inserted.id, status: current.status }, at);
        return { ...inserted, payment_status: 'Paid', status: 'Fulfilled' } as GiftCardOrderRow;
      });
      return { giftCardOrder: presentGiftCardOrder(order, plan.restaurant) };
    },
  });
}

/** The cards a paid gift card order issues: giftCardQuantity cards of giftCardUnitPrice. */
function cardsOf(order: GiftCardOrderRow, at: string): NewRow<'gift_cards'>[] {
  return Array.from({ length: order.gift_card_quantity }, () => ({
    id: newId(),
    tenant_id: order.tenant_id,
    gift_card_number: newGiftCardNumber(),
    // A gift is the recipient's, not the buyer's: it stays out of the buyer's own cards.
    customer_id: order.recipient_email ? null : order.customer_id,
    gift_card_order_id: order.id,
    kind: order.gift_card_type,
    initial_balance_cents: order.gift_card_unit_price_cents,
    balance_cents: order.gift_card_unit_price_cents,
    pending_balance_cents: order.gift_card_unit_price_cents,
    created_at: at,
    updated_at: at,
  }));
}

/**
 * Mails a paid order's digital cards to the buyer (accounts-and-extras §2); for cards sent to someone
 * else, the buyer's confirmation of to whom and when instead (the recipient's mail is the sweep's,
 * gift-card-orders.sends.ts). The cards are issued whatever happens to the mail; the outbox keeps it.
 */
export async function mailDigitalGiftCards(
  db: Executor,
  mailer: Mailer,
  tenantId: string,
  orderId: string,
  now: Date,
) {
  const order = await getStaffGiftCardOrder(db, tenantId, orderId);
  if (order.giftCardType !== 'Digital') return;
  const tenant = { id: tenantId, name: (await findTenantById(db, tenantId))?.name ?? '' };
  const firstName = order.nameOrderedUnder.split(' ')[0] ?? '';
  await mailer.send(
    order.recipient
      ? giftScheduledMail(tenant, { ...order, recipient: order.recipient }, firstName, now)
      : digitalGiftCardsMail(tenant, order, firstName),
  );
}

/** A page of the gift cards a member sent to others, newest order first (their profile). */
export const listSentGiftCards = memberList(
  GIFT_CARD_ORDER_PAGE_KEYS,
  (db, tenantId, customerId, request) =>
    listGiftCardOrderPage(db, tenantId, { customerId, sentToOthers: true }, request),
  (rows, { db, tenantId }) => presentRows(db, tenantId, rows),
);

/** Rows of gift card orders as the API shows them, each with its restaurant. */
async function presentRows(
  db: Executor,
  tenantId: string,
  rows: readonly GiftCardOrderRow[],
): Promise<ApiGiftCardOrder[]> {
  const restaurants = new Map((await listRestaurants(db, tenantId)).map((r) => [r.id, r]));
  return rows.flatMap((row) => {
    const restaurant = restaurants.get(row.restaurant_id);
    return restaurant ? [presentGiftCardOrder(row, restaurant)] : [];
  });
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
  principal: StaffPrincipal,
  query: StaffGiftCardOrdersQuery,
): Promise<Page<StaffGiftCardOrder>> {
  const { tenantId } = principal;
  const restaurantIds = staffRestaurantIds(principal, query.restaurantId);
  if (restaurantIds.length === 0) return { items: [], nextCursor: null };
  return readPage(
    query,
    GIFT_CARD_ORDER_PAGE_KEYS,
    (request) =>
      listGiftCardOrderPage(db, tenantId, { restaurantIds, paymentStatus: query.paymentStatus }, request),
    async (rows) => withIssuedCards(db, tenantId, await presentRows(db, tenantId, rows)),
  );
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
  let paid = false;
  for (let attempt = 1; ; attempt++) {
    try {
      paid = await db.transaction().execute(async (trx) => {
        if (!(await markGiftCardOrderPaid(trx, tenantId, order.id, at))) return false;
        await insertGiftCards(trx, cardsOf(order, at));
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

export async function getStaffGiftCardOrder(
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
