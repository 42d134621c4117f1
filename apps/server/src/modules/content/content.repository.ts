import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function listAnnouncements(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('announcements')
    .select(['id', 'title', 'short_description', 'description'])
    .where('tenant_id', '=', tenantId)
    .where('active', '=', 1)
    .orderBy('position')
    .execute();
}

export function listGallery(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('gallery_images')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();
}

export function listTestimonials(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('testimonials')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();
}

export function listSignatureDishes(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('signature_dishes')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();
}

export function listGiftCardProducts(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('gift_card_products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('disabled', '=', 0)
    .orderBy('position')
    .execute();
}

export function findGiftCardProduct(db: Kysely<Database>, tenantId: string, productId: string) {
  return db
    .selectFrom('gift_card_products')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', productId)
    .where('disabled', '=', 0)
    .executeTakeFirst();
}
