import { desc, readKeysetPage, type PageRequest, type SortKey } from '../../db/keyset';
import type { ExpressionBuilder } from 'kysely';
import type { Database, NewRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { changedOneRow, selectTenantRows, updateTenantRow } from '../../db/tenant-rows';

export function findGiftCardOrder(db: Executor, tenantId: string, orderId: string) {
  return selectTenantRows(db, 'gift_card_orders', tenantId).where('id', '=', orderId).executeTakeFirst();
}

export function findGiftCardOrderByIdempotencyKey(db: Executor, tenantId: string, key: string) {
  return selectTenantRows(db, 'gift_card_orders', tenantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export function insertGiftCardOrder(db: Executor, row: NewRow<'gift_card_orders'>) {
  return db.insertInto('gift_card_orders').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Newest first; the order number (unique in a tenant) breaks ties. */
export const GIFT_CARD_ORDER_PAGE_KEYS: readonly SortKey[] = [
  desc('created_at'),
  desc('gift_card_order_number'),
];

/**
 * A page of a tenant's gift card orders, newest first: of some restaurants (the staff board), or a
 * member's sent to others (their profile).
 */
export function listGiftCardOrderPage(
  db: Executor,
  tenantId: string,
  filter: {
    restaurantIds?: readonly string[];
    paymentStatus?: string;
    customerId?: string;
    sentToOthers?: boolean;
  },
  page: PageRequest,
) {
  let query = selectTenantRows(db, 'gift_card_orders', tenantId);
  if (filter.restaurantIds) query = query.where('restaurant_id', 'in', [...filter.restaurantIds]);
  if (filter.customerId) query = query.where('customer_id', '=', filter.customerId);
  if (filter.sentToOthers) query = query.where('gift_status', 'is not', null);
  if (filter.paymentStatus) query = query.where('payment_status', '=', filter.paymentStatus);
  return readKeysetPage(query, GIFT_CARD_ORDER_PAGE_KEYS, page);
}

/**
 * Marks an unpaid order paid and fulfilled in one conditional write: false when it is already paid,
 * so two staff members pressing Mark paid at once cannot both issue its cards.
 */
export async function markGiftCardOrderPaid(
  db: Executor,
  tenantId: string,
  orderId: string,
  at: string,
): Promise<boolean> {
  return changedOneRow(
    updateTenantRow(db, 'gift_card_orders', tenantId, orderId)
      .set({ payment_status: 'Paid', status: 'Fulfilled', updated_at: at })
      .where('payment_status', '=', 'Unpaid'),
  );
}

export async function insertGiftCards(db: Executor, rows: NewRow<'gift_cards'>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('gift_cards').values(rows).execute();
}

/** The cards issued by some gift card orders, in the order they were issued. */
export function listIssuedGiftCards(db: Executor, tenantId: string, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return selectTenantRows(db, 'gift_cards', tenantId)
    .where('gift_card_order_id', 'in', [...orderIds])
    .orderBy('created_at')
    .orderBy('gift_card_number')
    .execute();
}

/* --------------------------------------------------------------- gifts sent to someone else (0028) */

/**
 * A sweep's claim on the gifts due `at`: a claim taken before `staleBefore` is one whose process
 * never said the gift was sent (it stopped, or the mail failed), so the gift is due again.
 */
export interface GiftClaim {
  at: string;
  staleBefore: string;
}

/** A due gift: its order, by tenant and id. */
export interface DueGift {
  tenant_id: string;
  id: string;
}

/** Paid, scheduled and its time come; or claimed before `staleBefore` and never marked sent. */
const isDue =
  ({ at, staleBefore }: GiftClaim) =>
  (eb: ExpressionBuilder<Database, 'gift_card_orders'>) =>
    eb.or([
      eb.and([
        eb('gift_status', '=', 'Scheduled'),
        eb('payment_status', '=', 'Paid'),
        eb('send_at', '<=', at),
      ]),
      eb.and([eb('gift_status', '=', 'Sending'), eb('gift_claimed_at', '<=', staleBefore)]),
    ]);

/**
 * The gifts due to the claim, every tenant's, oldest first. Only a candidate list: each is claimed
 * before it is sent.
 */
export function listDueGifts(
  db: Executor,
  claim: GiftClaim,
  limit: number,
  only?: { tenantId: string; orderId: string },
): Promise<DueGift[]> {
  let query = db.selectFrom('gift_card_orders').select(['tenant_id', 'id']).where(isDue(claim));
  if (only) query = query.where('tenant_id', '=', only.tenantId).where('id', '=', only.orderId);
  return query.orderBy('send_at').limit(limit).execute();
}

/**
 * Takes one due gift for this process in one conditional write (the same condition as the list, read
 * again by the database under the row's lock): true for exactly one of several processes at once.
 */
export async function claimGift(db: Executor, gift: DueGift, claim: GiftClaim): Promise<boolean> {
  return changedOneRow(
    updateTenantRow(db, 'gift_card_orders', gift.tenant_id, gift.id)
      .set({ gift_status: 'Sending', gift_claimed_at: claim.at })
      .where(isDue(claim)),
  );
}

/** The claim's holder says the mail went: only its own claim counts. */
export async function markGiftSent(db: Executor, gift: DueGift, claim: GiftClaim): Promise<boolean> {
  return changedOneRow(
    updateTenantRow(db, 'gift_card_orders', gift.tenant_id, gift.id)
      .set({ gift_status: 'Sent', gift_sent_at: claim.at, updated_at: claim.at })
      .where('gift_status', '=', 'Sending')
      .where('gift_claimed_at', '=', claim.at),
  );
}
