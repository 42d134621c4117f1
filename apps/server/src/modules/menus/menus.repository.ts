import type { SelectQueryBuilder } from 'kysely';
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

export async function loadMenuTree(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  scope: MenuTreeScope = 'public',
) {
  const menus = await visible(
    selectTenantRows(db, 'menus', tenantId).where('restaurant_id', '=', restaurantId),
    scope,
  )
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (menus.length === 0) return { menus, sections: [], items: [] };
  const sections = await visible(
    selectTenantRows(db, 'menu_sections', tenantId).where(
      'menu_id',
      'in',
      menus.map((m) => m.id),
    ),
    scope,
  )
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (sections.length === 0) return { menus, sections, items: [] };
  const items = await visible(
    selectTenantRows(db, 'menu_items', tenantId).where(
      'section_id',
      'in',
      sections.map((s) => s.id),
    ),
    scope,
  )
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { menus, sections, items };
}
