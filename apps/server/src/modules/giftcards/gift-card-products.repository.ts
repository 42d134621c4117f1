import type { Updateable } from 'kysely';
import type { Executor } from '../../db/executor';
import { type PageRequest, POSITION_PAGE_KEYS, readKeysetPage } from '../../db/keyset';
import type { GiftCardProductsTable, NewRow } from '../../db/schema';
import { deleteTenantRow, fromTenantRows, selectTenantRows, updateTenantRow } from '../../db/tenant-rows';

/* The owner console's gift card products: every one of the tenant's, on sale or not, in /gift's order. */

export function listGiftCardProductPage(db: Executor, tenantId: string, page: PageRequest) {
  return readKeysetPage(selectTenantRows(db, 'gift_card_products', tenantId), POSITION_PAGE_KEYS, page);
}

export function findOwnedGiftCardProduct(db: Executor, tenantId: string, productId: string) {
  return selectTenantRows(db, 'gift_card_products', tenantId).where('id', '=', productId).executeTakeFirst();
}

/** Whether another product of the tenant has this name (a tenant document names products by it). */
export async function isProductNameTaken(
  db: Executor,
  tenantId: string,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  let query = selectTenantRows(db, 'gift_card_products', tenantId).where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The position after the tenant's last product: a new one is sold last. */
export async function nextProductPosition(db: Executor, tenantId: string): Promise<number> {
  const row = await fromTenantRows(db, 'gift_card_products', tenantId)
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export function insertGiftCardProduct(db: Executor, row: NewRow<'gift_card_products'>) {
  return db.insertInto('gift_card_products').values(row).returningAll().executeTakeFirstOrThrow();
}

export function updateGiftCardProduct(
  db: Executor,
  tenantId: string,
  id: string,
  set: Updateable<GiftCardProductsTable>,
) {
  return updateTenantRow(db, 'gift_card_products', tenantId, id)
    .set(set)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function deleteGiftCardProduct(db: Executor, tenantId: string, id: string) {
  return deleteTenantRow(db, 'gift_card_products', tenantId, id).returningAll().executeTakeFirst();
}
