import type { SelectQueryBuilder, Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { Database } from '../../db/schema';
import { selectTenantRows } from '../../db/tenant-rows';

/*
 * The menu tree of a restaurant, in order. The public tree leaves out hidden or disabled menus,
 * sections and items in these queries, so no caller can leak them; the owner console's tree
 * ('all') has them too.
 */
export type MenuTreeScope = 'public' | 'all';

function visible<T extends 'menus' | 'menu_sections' | 'menu_items', O>(
  query: SelectQueryBuilder<Database, T, O>,
  scope: MenuTreeScope,
): SelectQueryBuilder<Database, T, O> {
  if (scope === 'all') return query;
  const q = query as unknown as SelectQueryBuilder<Database, 'menus', O>;
  return q.where('hidden_from_public', '=', 0).where('disabled', '=', 0) as unknown as SelectQueryBuilder<
    Database,
    T,
    O
  >;
}

/** Each level's parent: a location's menus, a menu's sections, a section's items. */
const PARENT = { menus: 'restaurant_id', menu_sections: 'menu_id', menu_items: 'section_id' } as const;

/** A level's rows under some parents, in order (none without parents). */
async function rowsUnder<T extends keyof typeof PARENT>(
  db: Executor,
  table: T,
  tenantId: string,
  parentIds: string[],
  scope: MenuTreeScope,
): Promise<Selectable<Database[T]>[]> {
  if (parentIds.length === 0) return [];
  // Kysely cannot resolve a column of a generic table; the signature keeps the callers typed.
  const parent = PARENT[table] as 'restaurant_id';
  const under = selectTenantRows(db, table as 'menus', tenantId).where(parent, 'in', parentIds);
  const rows = await visible(under, scope).orderBy('position').orderBy('id').execute();
  return rows as Selectable<Database[T]>[];
}

const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

export async function loadMenuTree(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  scope: MenuTreeScope = 'public',
) {
  const menus = await rowsUnder(db, 'menus', tenantId, [restaurantId], scope);
  const sections = await rowsUnder(db, 'menu_sections', tenantId, idsOf(menus), scope);
  const items = await rowsUnder(db, 'menu_items', tenantId, idsOf(sections), scope);
  return { menus, sections, items };
}
