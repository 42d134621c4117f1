import {
  locationMenuExcess,
  MENU_CONSOLE_MESSAGES,
  MENU_LIMIT_MESSAGES,
  MENU_LIMITS,
  optionCountOf,
  type AuditAction,
  type ConsoleMenusResponse,
  type ItemFields,
  type MenuFields,
  type Photo,
  type SectionFields,
} from '@storefront/domain';
import type { Selectable, Updateable } from 'kysely';
import type { Executor } from '../../db/executor';
import { newId } from '../../db/ids';
import type { Database } from '../../db/schema';
import { ITEM_PHOTO_SIZE } from '../../db/seed/images';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { ownersTenant, recordAudit } from '../audit/audit.service';
import { processImage, storeImage } from '../media/media.service';
import { loadMenuTree } from '../menus/menus.service';
import { requireRestaurant } from '../restaurants/restaurants.service';
import type { StaffPrincipal } from '../../http/staff-principal';
import {
  appendMenuRow,
  bumpMenusVersion,
  deleteMenuRow,
  findItem,
  findMenu,
  findSection,
  isItemCodeTaken,
  listChildIds,
  listItemRefs,
  locationMenuSize,
  setPositions,
  updateMenuRow,
  type Positioned,
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
  /** Its name, where `before` and `after` do not hold it (a photo's change). */
  name?: string;
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
      name: change.name,
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

/** What a menu, section or item is under: its location (a location is its own). */
interface Located {
  id: string;
  restaurant_id: string;
}

type Row<T extends Positioned> = Selectable<Database[T]> & Located;

/**
 * A level of the menu tree (menus, sections, items): its table, how one is found, and how its
 * fields are written and audited. The three levels are created, changed and deleted alike.
 */
interface Level<T extends Positioned, Fields extends object> {
  table: T;
  entity: Entity;
  /** What a 404 calls it. */
  noun: string;
  find(db: Executor, tenantId: string, id: string): Promise<Row<T> | undefined>;
  /** Its parent by id (a location, menu or section), else a 404. */
  parent(db: Executor, tenantId: string, parentId: string): Promise<Located>;
  /** How many of it one parent may hold (issue 27 item 6). */
  perParent: 'menusPerLocation' | 'sectionsPerMenu' | 'itemsPerSection';
  /** A row's fields as the audit keeps them. */
  fieldsOf(row: Row<T>): object;
  /** The columns the fields write over a row (undefined: a new one). */
  columns(fields: Fields, row: Row<T> | undefined, now: Date): Updateable<Database[T]>;
  /** Refuses fields that clash with the location's other rows (not `exceptId`). */
  check?(
    db: Executor,
    tenantId: string,
    restaurantId: string,
    fields: Fields,
    exceptId: string | null,
  ): Promise<void>;
  /** The audit's `after` is the row as written, not the fields as sent (the server adds to them). */
  auditsRow?: boolean;
}

async function requireRow<T extends Positioned>(
  level: Level<T, never>,
  db: Executor,
  tenantId: string,
  id: string,
): Promise<Row<T>> {
  const row = await level.find(db, tenantId, id);
  if (!row) throw notFound(level.noun);
  return row;
}

/** A location as the parent of its menus: its own location. */
async function requireLocation(db: Executor, tenantId: string, restaurantId: string): Promise<Located> {
  const restaurant = await requireRestaurant(db, tenantId, restaurantId);
  return { id: restaurant.id, restaurant_id: restaurant.id };
}

const MENUS: Level<'menus', MenuFields> = {
  table: 'menus',
  entity: 'menu',
  noun: 'Menu',
  find: findMenu,
  parent: requireLocation,
  perParent: 'menusPerLocation',
  fieldsOf: menuFieldsOf,
  columns: menuColumns,
};

const SECTIONS: Level<'menu_sections', SectionFields> = {
  table: 'menu_sections',
  entity: 'menu_section',
  noun: 'Menu section',
  find: findSection,
  parent: (db, tenantId, menuId) => requireRow(MENUS, db, tenantId, menuId),
  perParent: 'sectionsPerMenu',
  fieldsOf: sectionFieldsOf,
  columns: sectionColumns,
};

/** An item's fields for the audit: its photos are the upload's, not the form's. */
function itemAuditFields(row: Row<'menu_items'>) {
  const { _id, ...fields } = presentItem(row);
  return fields;
}

const ITEMS: Level<'menu_items', ItemFields> = {
  table: 'menu_items',
  entity: 'menu_item',
  noun: 'Menu item',
  find: findItem,
  parent: (db, tenantId, sectionId) => requireRow(SECTIONS, db, tenantId, sectionId),
  perParent: 'itemsPerSection',
  fieldsOf: itemAuditFields,
  // An option or size keeps its id through an edit of the item (the ids are the server's).
  columns: (fields, row, now) =>
    itemColumns(fields, row ? presentItem(row) : { sizes: [], options: [] }, now),
  // A code names one item of the location, and the location's menus stay within their size.
  async check(db, tenantId, restaurantId, fields, exceptId) {
    if (await isItemCodeTaken(db, tenantId, restaurantId, fields.code, exceptId)) {
      throw badRequest(MENU_CONSOLE_MESSAGES.codeTaken(fields.code), 'VALIDATION_FAILED');
    }
    const others = await locationMenuSize(db, tenantId, restaurantId, exceptId);
    const excess = locationMenuExcess({
      items: others.items + 1,
      options: others.options + optionCountOf(fields),
    });
    if (excess) throw badRequest(excess, 'VALIDATION_FAILED');
  },
  auditsRow: true,
};

/** The audit's `after` of a create or a change. */
async function afterWrite<T extends Positioned, Fields extends object>(
  level: Level<T, Fields>,
  trx: Executor,
  tenantId: string,
  id: string,
  fields: Fields,
) {
  return level.auditsRow ? level.fieldsOf((await level.find(trx, tenantId, id))!) : fields;
}

type Write = Promise<ConsoleMenusResponse>;

/** A level's writes: one is created last under its parent, changed and deleted by its id. */
function writesOf<T extends Positioned, Fields extends object>(level: Level<T, Fields>) {
  const { table, entity } = level;
  return {
    async create(
      db: Executor,
      principal: StaffPrincipal,
      parentId: string,
      fields: Fields,
      now: Date,
    ): Write {
      const tenantId = ownersTenant(principal);
      const parent = await level.parent(db, tenantId, parentId);
      const restaurantId = parent.restaurant_id;
      return write(db, principal, now, async (trx) => {
        if ((await listChildIds(trx, table, tenantId, parent.id)).length >= MENU_LIMITS[level.perParent]) {
          throw badRequest(MENU_LIMIT_MESSAGES[level.perParent], 'VALIDATION_FAILED');
        }
        await level.check?.(trx, tenantId, restaurantId, fields, null);
        const entityId = newId();
        await appendMenuRow(trx, table, tenantId, parent.id, entityId, level.columns(fields, undefined, now));
        const after = await afterWrite(level, trx, tenantId, entityId, fields);
        return { restaurantId, entity, entityId, action: 'create', after };
      });
    },
    async change(db: Executor, principal: StaffPrincipal, id: string, fields: Fields, now: Date): Write {
      const tenantId = ownersTenant(principal);
      const row = await requireRow(level, db, tenantId, id);
      return write(db, principal, now, async (trx) => {
        await level.check?.(trx, tenantId, row.restaurant_id, fields, row.id);
        await updateMenuRow(trx, table, tenantId, row.id, level.columns(fields, row, now));
        const after = await afterWrite(level, trx, tenantId, row.id, fields);
        const before = level.fieldsOf(row);
        return { restaurantId: row.restaurant_id, entity, entityId: row.id, action: 'update', before, after };
      });
    },
    async remove(db: Executor, principal: StaffPrincipal, id: string, now: Date): Write {
      const tenantId = ownersTenant(principal);
      const row = await requireRow(level, db, tenantId, id);
      return write(db, principal, now, async (trx) => {
        await deleteMenuRow(trx, table, tenantId, row.id);
        const before = level.fieldsOf(row);
        return { restaurantId: row.restaurant_id, entity, entityId: row.id, action: 'delete', before };
      });
    },
  };
}

/** The lists the console writes and reorders: the menus of a location, the sections of a menu, the items of a section. */
const LISTS = { menus: MENUS, sections: SECTIONS, items: ITEMS };

export type MenuList = keyof typeof LISTS;

export const menuWrites = writesOf(MENUS);
export const sectionWrites = writesOf(SECTIONS);
export const itemWrites = writesOf(ITEMS);

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
  await requireRow(ITEMS, db, tenantId, itemId);
  const image = await processImage(upload, ITEM_PHOTO_SIZE);
  return write(db, principal, now, async (trx) => {
    const item = await requireRow(ITEMS, trx, tenantId, itemId);
    const photo = await storeImage(trx, tenantId, image, now);
    return setPhotos(trx, tenantId, item, [photo], 'upload');
  });
}

/** The item shows no photo. */
export async function removeItemPhoto(db: Executor, principal: StaffPrincipal, itemId: string, now: Date) {
  const tenantId = ownersTenant(principal);
  await requireRow(ITEMS, db, tenantId, itemId);
  return write(db, principal, now, async (trx) =>
    setPhotos(trx, tenantId, await requireRow(ITEMS, trx, tenantId, itemId), [], 'update'),
  );
}

async function setPhotos(
  trx: Executor,
  tenantId: string,
  item: Row<'menu_items'>,
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
    name: item.name,
  };
}

/* ------------------------------------------------------------------ order */

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
  const { table, entity, parent } = LISTS[list] as Level<Positioned, never>;
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
