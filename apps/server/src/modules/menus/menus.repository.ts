import type { Executor } from '../../db/executor';
import { selectTenantRows } from '../../db/tenant-rows';

/*
 * The public menu tree of a restaurant: hidden or disabled menus, sections and items never leave
 * these queries, so no caller can leak them.
 */
export async function loadPublicMenuTree(db: Executor, tenantId: string, restaurantId: string) {
  const menus = await selectTenantRows(db, 'menus', tenantId)
    .where('restaurant_id', '=', restaurantId)
    .where('hidden_from_public', '=', 0)
    .where('disabled', '=', 0)
    .orderBy('position')
    .execute();
  if (menus.length === 0) return { menus, sections: [], items: [] };
  const menuIds = menus.map((m) => m.id);
  const sections = await selectTenantRows(db, 'menu_sections', tenantId)
    .where('menu_id', 'in', menuIds)
    .where('hidden_from_public', '=', 0)
    .where('disabled', '=', 0)
    .orderBy('position')
    .execute();
  if (sections.length === 0) return { menus, sections, items: [] };
  const items = await selectTenantRows(db, 'menu_items', tenantId)
    .where(
      'section_id',
      'in',
      sections.map((s) => s.id),
    )
    .where('hidden_from_public', '=', 0)
    .where('disabled', '=', 0)
    .orderBy('position')
    .execute();
  return { menus, sections, items };
}
