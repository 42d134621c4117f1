import type { Updateable } from 'kysely';
import type { Executor } from '../../db/executor';
import { type PageRequest, POSITION_PAGE_KEYS, readKeysetPage } from '../../db/keyset';
import type { NewRow, PromotionsTable } from '../../db/schema';
import { deleteTenantRow, selectTenantRows, updateTenantRow } from '../../db/tenant-rows';
import { bumpTenantVersion } from '../../db/tenant-versions';

export function listActivePromotions(db: Executor, tenantId: string) {
  return selectTenantRows(db, 'promotions', tenantId)
    .where('disabled', '=', 0)
    .orderBy('position')
    .orderBy('name')
    .execute();
}

/** Every promotion of a tenant, disabled ones too (a disabled coupon code is refused by name, not as unknown). */
export function listPromotions(db: Executor, tenantId: string) {
  return selectTenantRows(db, 'promotions', tenantId).orderBy('position').orderBy('name').execute();
}

/** The owner's list: in the storefront's order, the id breaking ties. */
export function listPromotionPage(db: Executor, tenantId: string, page: PageRequest) {
  const query = selectTenantRows(db, 'promotions', tenantId);
  return readKeysetPage(query, POSITION_PAGE_KEYS, page);
}

export function findPromotion(db: Executor, tenantId: string, promotionId: string) {
  return selectTenantRows(db, 'promotions', tenantId).where('id', '=', promotionId).executeTakeFirst();
}

/** A new promotion goes last. */
export async function insertPromotion(db: Executor, row: Omit<NewRow<'promotions'>, 'position'>) {
  const last = await db
    .selectFrom('promotions')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('tenant_id', '=', row.tenant_id)
    .executeTakeFirst();
  return db
    .insertInto('promotions')
    .values({ ...row, position: Number(last?.position ?? -1) + 1 })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updatePromotion(
  db: Executor,
  tenantId: string,
  promotionId: string,
  fields: Updateable<PromotionsTable>,
) {
  return updateTenantRow(db, 'promotions', tenantId, promotionId)
    .set(fields)
    .returningAll()
    .executeTakeFirst();
}

export function deletePromotion(db: Executor, tenantId: string, promotionId: string) {
  return deleteTenantRow(db, 'promotions', tenantId, promotionId).returningAll().executeTakeFirst();
}

/**
 * Every write to a tenant's promotions bumps the tenant row's promotions_version in its transaction:
 * pricing's cache keys on it.
 */
export const bumpPromotionsVersion = (db: Executor, tenantId: string) =>
  bumpTenantVersion(db, tenantId, 'promotions_version');
