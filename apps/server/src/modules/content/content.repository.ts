import type { Executor } from '../../db/executor';
import type { NewRow } from '../../db/schema';
import { selectTenantRows } from '../../db/tenant-rows';

export function listAnnouncements(db: Executor, tenantId: string) {
  return db
    .selectFrom('announcements')
    .select(['id', 'title', 'short_description', 'description', 'translations'])
    .where('tenant_id', '=', tenantId)
    .where('active', '=', 1)
    .orderBy('position')
    .execute();
}

export function listGallery(db: Executor, tenantId: string) {
  return selectTenantRows(db, 'gallery_images', tenantId).orderBy('position').execute();
}

export function listTestimonials(db: Executor, tenantId: string) {
  return selectTenantRows(db, 'testimonials', tenantId).orderBy('position').execute();
}

export function listSignatureDishes(db: Executor, tenantId: string) {
  return selectTenantRows(db, 'signature_dishes', tenantId).orderBy('position').execute();
}

export function listGiftCardProducts(db: Executor, tenantId: string) {
  return selectTenantRows(db, 'gift_card_products', tenantId)
    .where('disabled', '=', 0)
    .orderBy('position')
    .execute();
}

export function findGiftCardProduct(db: Executor, tenantId: string, productId: string) {
  return selectTenantRows(db, 'gift_card_products', tenantId)
    .where('id', '=', productId)
    .where('disabled', '=', 0)
    .executeTakeFirst();
}

/** Every announcement of the tenant, shown or not, in order: what the owner edits. */
export function listAllAnnouncements(db: Executor, tenantId: string) {
  return selectTenantRows(db, 'announcements', tenantId).orderBy('position').execute();
}

type BrandList = 'announcements' | 'testimonials' | 'gallery_images' | 'signature_dishes';

/** Replaces each of the tenant's lists given by these rows, in this order (the owner's lists). */
export async function replaceBrandLists(
  db: Executor,
  tenantId: string,
  lists: { [T in BrandList]?: Omit<NewRow<T>, 'tenant_id' | 'position'>[] },
): Promise<void> {
  for (const [table, rows] of Object.entries(lists) as [BrandList, object[]][]) {
    await db.deleteFrom(table).where('tenant_id', '=', tenantId).execute();
    if (rows.length === 0) continue;
    const placed = rows.map((row, position) => ({ ...row, tenant_id: tenantId, position }));
    await db
      .insertInto(table)
      .values(placed as never)
      .execute();
  }
}
