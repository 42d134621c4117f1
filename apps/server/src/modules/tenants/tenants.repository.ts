import type { Updateable } from 'kysely';
import type { TenantDirectoryEntry, TenantRow, TenantsTable } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { bumpTenantVersion } from '../../db/tenant-versions';
import { languagesOf } from '../../db/translations';

export async function listTenantDirectory(db: Executor): Promise<TenantDirectoryEntry[]> {
  const rows = await db
    .selectFrom('tenants')
    .select(['id', 'slug', 'name', 'website_url', 'languages', 'default_language'])
    .orderBy('slug')
    .execute();
  return rows.map(({ languages, default_language, ...entry }) => {
    const offered = languagesOf({ languages, default_language });
    return { ...entry, languages: offered.languages, default_language: offered.defaultLanguage };
  });
}

export function findTenantById(db: Executor, tenantId: string) {
  return db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
}

/**
 * What pricing reads of a tenant: its settings, the version its promotions are cached under, and its
 * default language (an order's lines are named in the restaurant's language, as its kitchen reads them).
 */
export type TenantPricingRow = Pick<TenantRow, 'id' | 'settings' | 'promotions_version' | 'default_language'>;

/** The tenant's pricing columns only: the row's other columns (its content) are large. */
export function findTenantPricing(db: Executor, tenantId: string): Promise<TenantPricingRow | undefined> {
  return db
    .selectFrom('tenants')
    .select(['id', 'settings', 'promotions_version', 'default_language'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
}

/**
 * What a storefront page's cache key needs, in one read: the tenant document's version and each
 * location's menus version, the locations in the storefront's order (no location: one row of nulls).
 */
export function findPageVersions(db: Executor, tenantId: string) {
  return db
    .selectFrom('tenants')
    .leftJoin('restaurants', 'restaurants.tenant_id', 'tenants.id')
    .select(['tenants.content_version', 'restaurants.id as restaurant_id', 'restaurants.menus_version'])
    .where('tenants.id', '=', tenantId)
    .orderBy('restaurants.position')
    .orderBy('restaurants.name')
    .execute();
}

/** A write that may change what the storefront shows: the pages cached under the old version are left behind. */
export const bumpContentVersion = (db: Executor, tenantId: string) =>
  bumpTenantVersion(db, tenantId, 'content_version');

/** The tenant's counters: order, reservation and gift card order numbers. */
export type TenantSequence = 'order_number_seq' | 'reservation_number_seq' | 'gift_card_order_number_seq';

/**
 * The tenant's next number in a sequence, taken atomically (one conditional write, no read first).
 * Inside a transaction it also locks the tenant row until commit (PostgreSQL).
 */
export async function takeTenantNumber(
  db: Executor,
  tenantId: string,
  sequence: TenantSequence,
): Promise<number> {
  const row = await db
    .updateTable('tenants')
    .set((eb) => ({ [sequence]: eb(sequence, '+', 1) }))
    .where('id', '=', tenantId)
    .returning(sequence)
    .executeTakeFirstOrThrow();
  return (row as Record<TenantSequence, number>)[sequence];
}

/** Whether the tenant has a menu diners can see (a new tenant has none: its home says "coming soon"). */
export async function hasPublicMenu(db: Executor, tenantId: string): Promise<boolean> {
  const menu = await db
    .selectFrom('menus')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('hidden_from_public', '=', 0)
    .where('disabled', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return menu !== undefined;
}

/** Writes the tenant row's brand columns. */
export function updateTenantBrand(db: Executor, tenantId: string, fields: Updateable<TenantsTable>) {
  return db
    .updateTable('tenants')
    .set(fields)
    .where('id', '=', tenantId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
