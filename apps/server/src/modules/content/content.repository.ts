import type { Executor } from '../../db/executor';
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
