import { optionCountOf } from '@storefront/domain';
import type { Updateable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { Database } from '../../db/schema';
import { deleteTenantRow, fromTenantRows, selectTenantRows, updateTenantRow } from '../../db/tenant-rows';

/*
 * The owner console's reads and writes of a location's menus (the tree itself is read through
 * menus.service's loadMenuTree). Every write goes with bumpMenusVersion in its transaction
 * (decision 0004).
 */

export function findMenu(db: Executor, tenantId: string, menuId: string) {
  return selectTenantRows(db, 'menus', tenantId).where('id', '=', menuId).executeTakeFirst();
}

/** A tenant's sections (`s`), each with the location its menu is of. */
function sectionsWithLocation(db: Executor, tenantId: string) {
  return db
    .selectFrom('menu_sections as s')
    .innerJoin('menus as m', (join) =>
      join.onRef('m.id', '=', 's.menu_id').onRef('m.tenant_id', '=', 's.tenant_id'),
    )
    .select('m.restaurant_id')
    .where('s.tenant_id', '=', tenantId);
}

/** A section with the location its menu is of. */
export function findSection(db: Executor, tenantId: string, sectionId: string) {
  return sectionsWithLocation(db, tenantId).selectAll('s').where('s.id', '=', sectionId).executeTakeFirst();
}

/** An item with the location its menu is of. */
export function findItem(db: Executor, tenantId: string, itemId: string) {
  return sectionsWithLocation(db, tenantId)
    .innerJoin('menu_items as i', (join) =>
      join.onRef('i.section_id', '=', 's.id').onRef('i.tenant_id', '=', 's.tenant_id'),
    )
    .selectAll('i')
    .where('i.id', '=', itemId)
    .executeTakeFirst();
}

/** The items (`i`) of a location's menus but one (the one being changed; null: none). */
function locationItems(db: Executor, tenantId: string, restaurantId: string, exceptItemId: string | null) {
  const query = db
    .selectFrom('menu_items as i')
    .innerJoin('menu_sections as s', 's.id', 'i.section_id')
    .innerJoin('menus as m', 'm.id', 's.menu_id')
    .where('i.tenant_id', '=', tenantId)
    .where('m.restaurant_id', '=', restaurantId);
  return exceptItemId ? query.where('i.id', '!=', exceptItemId) : query;
}

/** Whether another item of the location already has this code. */
export async function isItemCodeTaken(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  code: string,
  exceptItemId: string | null,
): Promise<boolean> {
  const taken = await locationItems(db, tenantId, restaurantId, exceptItemId)
    .select('i.id')
    .where('i.cd', '=', code)
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * How large the location's menus are without one item (the one being changed; null: none): its
 * items, and the options in all their groups (issue 27 item 6). Options are counted off the stored
 * groups, which only the console and the import write.
 */
export async function locationMenuSize(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  exceptItemId: string | null,
): Promise<{ items: number; options: number }> {
  const rows = await locationItems(db, tenantId, restaurantId, exceptItemId).select('i.options').execute();
  const options = rows.reduce(
    (sum, row) => sum + optionCountOf({ options: JSON.parse(row.options) as { items: unknown[] }[] }),
    0,
  );
  return { items: rows.length, options };
}

export type Positioned = 'menus' | 'menu_sections' | 'menu_items';
const PARENT = { menus: 'restaurant_id', menu_sections: 'menu_id', menu_items: 'section_id' } as const;

/** The ids of a list in its order: the menus of a location, the sections of a menu, the items of a section. */
export async function listChildIds(
  db: Executor,
  table: Positioned,
  tenantId: string,
  parentId: string,
): Promise<string[]> {
  const rows = await fromTenantRows(db, table, tenantId)
    .select('id')
    .where(PARENT[table], '=', parentId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Numbers a list's rows 0, 1, 2… in the order of `ids` (all of the list, checked by the caller). */
export async function setPositions(
  db: Executor,
  table: Positioned,
  tenantId: string,
  ids: readonly string[],
): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await updateTenantRow(db, table, tenantId, id).set({ position }).execute();
  }
}

/** Adds a menu, section or item last under its parent (a location, menu or section). */
export async function appendMenuRow<T extends Positioned>(
  db: Executor,
  table: T,
  tenantId: string,
  parentId: string,
  id: string,
  columns: Updateable<Database[T]>,
) {
  const position = (await listChildIds(db, table, tenantId, parentId)).length;
  const row = { id, tenant_id: tenantId, [PARENT[table]]: parentId, ...columns, position };
  // Kysely cannot resolve the values of a generic table; the signature keeps the callers typed.
  await db
    .insertInto(table as Positioned)
    .values(row as never)
    .execute();
}

/** Changes a menu, section or item. */
export async function updateMenuRow<T extends Positioned>(
  db: Executor,
  table: T,
  tenantId: string,
  id: string,
  set: Updateable<Database[T]>,
) {
  await updateTenantRow(db, table as Positioned, tenantId, id)
    .set(set as never)
    .execute();
}

/** Deletes a menu, section or item; what it holds goes with it (the foreign keys cascade). */
export async function deleteMenuRow(db: Executor, table: Positioned, tenantId: string, id: string) {
  await deleteTenantRow(db, table, tenantId, id).execute();
}

/** Makes the location's menu changes visible at once: the menus cached by version (decision 0004). */
export async function bumpMenusVersion(db: Executor, tenantId: string, restaurantId: string, at: Date) {
  await updateTenantRow(db, 'restaurants', tenantId, restaurantId)
    .set((eb) => ({ menus_version: eb('menus_version', '+', 1), updated_at: at.toISOString() }))
    .execute();
}

/**
 * Every item of the tenant with the names a tenant document gives it (its location's slug and its
 * code): how a signature dish names the item it shows.
 */
export function listItemRefs(db: Executor, tenantId: string) {
  return db
    .selectFrom('menu_items as i')
    .innerJoin('menu_sections as s', 's.id', 'i.section_id')
    .innerJoin('menus as m', 'm.id', 's.menu_id')
    .innerJoin('restaurants as r', 'r.id', 'm.restaurant_id')
    .select(['i.id', 'i.cd', 'r.slug'])
    .where('i.tenant_id', '=', tenantId)
    .execute();
}
