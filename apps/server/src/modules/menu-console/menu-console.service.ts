import {
  MENU_CONSOLE_MESSAGES,
  type AuditAction,
  type ConsoleMenusResponse,
  type ItemFields,
  type MenuFields,
  type Photo,
  type SectionFields,
} from '@storefront/domain';
import type { Executor } from '../../db/executor';
import { newId } from '../../db/ids';
import { ITEM_PHOTO_SIZE } from '../../db/seed/images';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { ownersTenant, recordAudit } from '../audit/audit.service';
import { processImage, storeImage } from '../media/media.service';
import { loadMenuTree } from '../menus/menus.service';
import { requireRestaurant } from '../restaurants/restaurants.service';
import type { StaffPrincipal } from '../staff/staff.service';
import {
  bumpMenusVersion,
  deleteMenuRow,
  findItem,
  findMenu,
  findSection,
  insertMenuRow,
  isItemCodeTaken,
  listChildIds,
  listItemRefs,
  setPositions,
  updateMenuRow,
} from './menu-console.repository';
import {
  itemColumns,
  menuColumns,
  menuFieldsOf,
  presentItem,
  presentTree,
  sectionColumns,
  sectionFieldsOf,
} from './menu-console.presenter';

/*
 * The owner console's menus (issue 19 item 1). Every call is the owner's (403 for anyone else),
 * finds what it changes within the owner's tenant (another tenant's id is answered like an unknown
 * one: 404), and writes in one transaction the change, its audit entry and the location's menus
 * version, so the storefront shows it on its next request (decision 0004). Each answers the
 * location's whole menu tree as it now is.
 */

type Entity = 'menu' | 'menu_section' | 'menu_item';

interface Change {
  restaurantId: string;
  entity: Entity;
  entityId: string;
  action: AuditAction;
  before?: object | null;
  after?: object | null;
}

/** Runs a write with its audit entry and the menus version bump, then answers the tree. */
async function write(
  db: Executor,
  principal: StaffPrincipal,
  now: Date,
  work: (trx: Executor) => Promise<Change>,
): Promise<ConsoleMenusResponse> {
  const restaurantId = await db.transaction().execute(async (trx) => {
    const change = await work(trx);
    await recordAudit(trx, {
      tenantId: principal.tenantId,
      staffAccountId: principal.staff._id,
      restaurantId: change.restaurantId,
      entity: change.entity,
      entityId: change.entityId,
      action: change.action,
      before: (change.before ?? null) as Record<string, unknown> | null,
      after: (change.after ?? null) as Record<string, unknown> | null,
      at: now,
    });
    await bumpMenusVersion(trx, principal.tenantId, change.restaurantId, now);
    return change.restaurantId;
  });
  return treeOf(db, principal.tenantId, restaurantId);
}

async function treeOf(db: Executor, tenantId: string, restaurantId: string): Promise<ConsoleMenusResponse> {
  return { restaurantId, menus: presentTree(await loadMenuTree(db, tenantId, restaurantId, 'all')) };
}

export async function getMenuTree(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
): Promise<ConsoleMenusResponse> {
  const tenantId = ownersTenant(principal);
  const restaurant = await requireRestaurant(db, tenantId, restaurantId);
  return treeOf(db, tenantId, restaurant.id);
}

async function requireMenu(db: Executor, tenantId: string, menuId: string) {
  const menu = await findMenu(db, tenantId, menuId);
  if (!menu) throw notFound('Menu');
  return menu;
}

async function requireSection(db: Executor, tenantId: string, sectionId: string) {
  const section = await findSection(db, tenantId, sectionId);
  if (!section) throw notFound('Menu section');
  return section;
}

async function requireItem(db: Executor, tenantId: string, itemId: string) {
  const item = await findItem(db, tenantId, itemId);
  if (!item) throw notFound('Menu item');
  return item;
}

/* ------------------------------------------------------------------ menus */

export async function createMenu(
  db: Executor,
  principal: StaffPrincipal,
  restaurantId: string,
  fields: MenuFields,
  now: Date,
) {
  const tenantId = ownersTenant(principal);
  const restaurant = await requireRestaurant(db, tenantId, restaurantId);
  return write(db, principal, now, async (trx) => {
    const id = newId();
    const position = (await listChildIds(trx, 'menus', tenantId, restaurant.id)).length;
    await insertMenuRow(trx, 'menus', {
      id,
      tenant_id: tenantId,
      restaurant_id: restaurant.id,
      ...menuColumns(fields),
      name: fields.name,
      position,
    });
    return { restaurantId: restaurant.id, entity: 'menu', entityId: id, action: 'create', after: fields };
  });
}

export async function changeMenu(
  db: Executor,
  principal: StaffPrincipal,
  menuId: string,
  fields: MenuFields,
  now: Date,
) {
  const tenantId = ownersTenant(principal);
  const menu = await requireMenu(db, tenantId, menuId);
  return write(db, principal, now, async (trx) => {
    await updateMenuRow(trx, 'menus', tenantId, menu.id, menuColumns(fields));
    const before = menuFieldsOf(menu);
    return {
      restaurantId: menu.restaurant_id,
      entity: 'menu',
      entityId: menu.id,
      action: 'update',
      before,
      after: fields,
    };
  });
}

export async function deleteMenu(db: Executor, principal: StaffPrincipal, menuId: string, now: Date) {
  const tenantId = ownersTenant(principal);
  const menu = await requireMenu(db, tenantId, menuId);
  return write(db, principal, now, async (trx) => {
    await deleteMenuRow(trx, 'menus', tenantId, menu.id);
    const before = menuFieldsOf(menu);
    return { restaurantId: menu.restaurant_id, entity: 'menu', entityId: menu.id, action: 'delete', before };
  });
}

/* ------------------------------------------------------------------ sections */

export async function createSection(
  db: Executor,
  principal: StaffPrincipal,
  menuId: string,
  fields: SectionFields,
  now: Date,
) {
  const tenantId = ownersTenant(principal);
  const menu = await requireMenu(db, tenantId, menuId);
  return write(db, principal, now, async (trx) => {
    const id = newId();
    const position = (await listChildIds(trx, 'menu_sections', tenantId, menu.id)).length;
    await insertMenuRow(trx, 'menu_sections', {
      id,
      tenant_id: tenantId,
      menu_id: menu.id,
      ...sectionColumns(fields),
      name: fields.name,
      position,
    });
    return {
      restaurantId: menu.restaurant_id,
      entity: 'menu_section',
      entityId: id,
      action: 'create',
      after: fields,
    };
  });
}

export async function changeSection(
  db: Executor,
  principal: StaffPrincipal,
  sectionId: string,
  fields: SectionFields,
  now: Date,
) {
  const tenantId = ownersTenant(principal);
  const section = await requireSection(db, tenantId, sectionId);
  return write(db, principal, now, async (trx) => {
    await updateMenuRow(trx, 'menu_sections', tenantId, section.id, sectionColumns(fields));
    return {
      restaurantId: section.restaurant_id,
      entity: 'menu_section',
      entityId: section.id,
      action: 'update',
      before: sectionFieldsOf(section),
      after: fields,
    };
  });
}

export async function deleteSection(db: Executor, principal: StaffPrincipal, sectionId: string, now: Date) {
  const tenantId = ownersTenant(principal);
  const section = await requireSection(db, tenantId, sectionId);
  return write(db, principal, now, async (trx) => {
    await deleteMenuRow(trx, 'menu_sections', tenantId, section.id);
    return {
      restaurantId: section.restaurant_id,
      entity: 'menu_section',
      entityId: section.id,
      action: 'delete',
      before: sectionFieldsOf(section),
    };
  });
}

/* ------------------------------------------------------------------ items */

async function requireFreeCode(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  code: string,
  itemId: string | null,
) {
  if (await isItemCodeTaken(db, tenantId, restaurantId, code, itemId)) {
    throw badRequest(MENU_CONSOLE_MESSAGES.codeTaken(code), 'VALIDATION_FAILED');
  }
}

/** An item's fields for the audit: its photos are the upload's, not the form's. */
const itemAuditFields = (item: ReturnType<typeof presentItem>) => {
  const { _id, ...fields } = item;
  return fields;
};

export async function createItem(
  db: Executor,
  principal: StaffPrincipal,
  sectionId: string,
  fields: ItemFields,
  now: Date,
) {
  const tenantId = ownersTenant(principal);
  const section = await requireSection(db, tenantId, sectionId);
  return write(db, principal, now, async (trx) => {
    await requireFreeCode(trx, tenantId, section.restaurant_id, fields.code, null);
    const id = newId();
    const position = (await listChildIds(trx, 'menu_items', tenantId, section.id)).length;
    await insertMenuRow(trx, 'menu_items', {
      id,
      tenant_id: tenantId,
      section_id: section.id,
      ...itemColumns(fields, { sizes: [], options: [] }, now),
      name: fields.name,
      photos: '[]',
      position,
    });
    const created = presentItem((await findItem(trx, tenantId, id))!);
    return {
      restaurantId: section.restaurant_id,
      entity: 'menu_item',
      entityId: id,
      action: 'create',
      after: itemAuditFields(created),
    };
  });
}

export async function changeItem(
  db: Executor,
  principal: StaffPrincipal,
  itemId: string,
  fields: ItemFields,
  now: Date,
) {
  const tenantId = ownersTenant(principal);
  const item = await requireItem(db, tenantId, itemId);
  return write(db, principal, now, async (trx) => {
    await requireFreeCode(trx, tenantId, item.restaurant_id, fields.code, item.id);
    const before = presentItem(item);
    await updateMenuRow(trx, 'menu_items', tenantId, item.id, itemColumns(fields, before, now));
    const after = presentItem((await findItem(trx, tenantId, item.id))!);
    return {
      restaurantId: item.restaurant_id,
      entity: 'menu_item',
      entityId: item.id,
      action: 'update',
      before: itemAuditFields(before),
      after: itemAuditFields(after),
    };
  });
}

export async function deleteItem(db: Executor, principal: StaffPrincipal, itemId: string, now: Date) {
  const tenantId = ownersTenant(principal);
  const item = await requireItem(db, tenantId, itemId);
  return write(db, principal, now, async (trx) => {
    await deleteMenuRow(trx, 'menu_items', tenantId, item.id);
    return {
      restaurantId: item.restaurant_id,
      entity: 'menu_item',
      entityId: item.id,
      action: 'delete',
      before: itemAuditFields(presentItem(item)),
    };
  });
}

/**
 * An item's photo from an upload: sharp makes the jpg and webp the storefront serves (the size of
 * the demo's item photos), then the item shows it first. The image work is done before the
 * transaction, which holds no lock while sharp runs.
 */
export async function uploadItemPhoto(
  db: Executor,
  principal: StaffPrincipal,
  itemId: string,
  upload: Buffer,
  now: Date,
) {
  const tenantId = ownersTenant(principal);
  await requireItem(db, tenantId, itemId);
  const image = await processImage(upload, ITEM_PHOTO_SIZE);
  return write(db, principal, now, async (trx) => {
    const item = await requireItem(trx, tenantId, itemId);
    const photo = await storeImage(trx, tenantId, image, now);
    return setPhotos(trx, tenantId, item, [photo], 'upload');
  });
}

/** The item shows no photo. */
export async function removeItemPhoto(db: Executor, principal: StaffPrincipal, itemId: string, now: Date) {
  const tenantId = ownersTenant(principal);
  await requireItem(db, tenantId, itemId);
  return write(db, principal, now, async (trx) =>
    setPhotos(trx, tenantId, await requireItem(trx, tenantId, itemId), [], 'update'),
  );
}

async function setPhotos(
  trx: Executor,
  tenantId: string,
  item: NonNullable<Awaited<ReturnType<typeof findItem>>>,
  photos: Photo[],
  action: AuditAction,
): Promise<Change> {
  await updateMenuRow(trx, 'menu_items', tenantId, item.id, { photos: JSON.stringify(photos) });
  return {
    restaurantId: item.restaurant_id,
    entity: 'menu_item',
    entityId: item.id,
    action,
    before: { photos: presentItem(item).photos },
    after: { photos },
  };
}

/* ------------------------------------------------------------------ order */

/** A location as the parent of its menus: its own location. */
async function requireLocation(db: Executor, tenantId: string, restaurantId: string) {
  const restaurant = await requireRestaurant(db, tenantId, restaurantId);
  return { id: restaurant.id, restaurant_id: restaurant.id };
}

/** The lists the console reorders, by their parent: the menus of a location, the sections of a menu, the items of a section. */
const LISTS = {
  menus: { table: 'menus', entity: 'menu', parent: requireLocation },
  sections: { table: 'menu_sections', entity: 'menu_section', parent: requireMenu },
  items: { table: 'menu_items', entity: 'menu_item', parent: requireSection },
} as const;

export type MenuList = keyof typeof LISTS;

/**
 * Puts a list in a new order: `ids` must be exactly the list's ids, once each (a list changed
 * meanwhile is refused, to be loaded again). The audit keeps the names in their order before and after.
 */
export async function reorderList(
  db: Executor,
  principal: StaffPrincipal,
  list: MenuList,
  parentId: string,
  ids: readonly string[],
  now: Date,
) {
  const tenantId = ownersTenant(principal);
  const { table, entity, parent } = LISTS[list];
  const found = await parent(db, tenantId, parentId);
  const restaurantId = found.restaurant_id;
  return write(db, principal, now, async (trx) => {
    const current = await listChildIds(trx, table, tenantId, found.id);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.includes(id));
    if (!same) throw new HttpError(409, 'LIST_CHANGED', MENU_CONSOLE_MESSAGES.idsInvalid);
    await setPositions(trx, table, tenantId, ids);
    const tree = await loadMenuTree(trx, tenantId, restaurantId, 'all');
    const names = new Map([...tree.menus, ...tree.sections, ...tree.items].map((row) => [row.id, row.name]));
    return {
      restaurantId,
      entity,
      entityId: found.id,
      action: 'reorder',
      before: { order: current.map((id) => names.get(id)) },
      after: { order: ids.map((id) => names.get(id)) },
    };
  });
}

/** An item named as a tenant document names it: its location's slug and its code. */
export interface ItemRef {
  location: string;
  code: string;
}

/** The tenant's items by id and by name (an item without a code is named by its id, as export does). */
export async function listItemNames(db: Executor, tenantId: string) {
  const rows = await listItemRefs(db, tenantId);
  return rows.map((r) => ({ id: r.id, ref: { location: r.slug, code: r.cd ?? r.id } }));
}
