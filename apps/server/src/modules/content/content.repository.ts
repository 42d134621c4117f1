import type { Executor } from '../../db/executor';

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
  return db
    .selectFrom('gallery_images')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();
}

export function listTestimonials(db: Executor, tenantId: string) {
  return db
    .selectFrom('testimonials')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();
}

export function listSignatureDishes(db: Executor, tenantId: string) {
  return db
    .selectFrom('signature_dishes')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();
}

export function listGiftCardProducts(db: Executor, tenantId: string) {
  return db
    .selectFrom('gift_card_products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('disabled', '=', 0)
    .orderBy('position')
    .execute();
}

export function findGiftCardProduct(db: Executor, tenantId: string, productId: string) {
  return db
    .selectFrom('gift_card_products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', productId)
    .where('disabled', '=', 0)
    .executeTakeFirst();
}
