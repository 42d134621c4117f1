import type { Executor } from '../../db/executor';
import type { NewRow } from '../../db/schema';
import { selectTenantRows } from '../../db/tenant-rows';

export function listAnnouncements(db: Executor, tenantId: string) {
  return db
    .selectFrom('announcements')
    .select(['id', 'title', 'short_description', 'description'])
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

/** Replaces the tenant's announcements and testimonials by these, in this order (the owner's lists). */
export async function replaceBrandLists(
  db: Executor,
  tenantId: string,
  lists: {
    announcements: Omit<NewRow<'announcements'>, 'tenant_id' | 'position'>[];
    testimonials: Omit<NewRow<'testimonials'>, 'tenant_id' | 'position'>[];
  },
): Promise<void> {
  await db.deleteFrom('announcements').where('tenant_id', '=', tenantId).execute();
  await db.deleteFrom('testimonials').where('tenant_id', '=', tenantId).execute();
  const placed = <R>(rows: R[]) => rows.map((row, position) => ({ ...row, tenant_id: tenantId, position }));
  if (lists.announcements.length > 0) {
    await db.insertInto('announcements').values(placed(lists.announcements)).execute();
  }
  if (lists.testimonials.length > 0) {
    await db.insertInto('testimonials').values(placed(lists.testimonials)).execute();
  }
}
