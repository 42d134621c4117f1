import { afterKeys, keysetPageOf, type PageRequest, type SortKey } from '../../db/keyset';
import type { NewRow } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { selectTenantRows } from '../../db/tenant-rows';

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
  { column: 'created_at', direction: 'desc' },
  { column: 'gift_card_order_number', direction: 'desc' },
];

/** A page of gift card orders of some restaurants of a tenant, newest first (the staff board). */
export async function listGiftCardOrderPage(
  db: Executor,
  tenantId: string,
  filter: { restaurantIds: readonly string[]; paymentStatus?: string },
  page: PageRequest,
) {
  let query = selectTenantRows(db, 'gift_card_orders', tenantId).where('restaurant_id', 'in', [
    ...filter.restaurantIds,
  ]);
  if (filter.paymentStatus) query = query.where('payment_status', '=', filter.paymentStatus);
  if (page.after) query = query.where(afterKeys(GIFT_CARD_ORDER_PAGE_KEYS, page.after));
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('gift_card_order_number', 'desc')
    .limit(page.limit + 1)
    .execute();
  return keysetPageOf(rows, page.limit, (row) => [row.created_at, row.gift_card_order_number]);
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
  const result = await db
    .updateTable('gift_card_orders')
    .set({ payment_status: 'Paid', status: 'Fulfilled', updated_at: at })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', orderId)
    .where('payment_status', '=', 'Unpaid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
