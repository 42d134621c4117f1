import {
  itemFieldsSchema,
  menuFieldsSchema,
  reorderSchema,
  sectionFieldsSchema,
  type ConsoleMenusResponse,
} from '@storefront/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/executor';
import { readImageUpload } from '../../http/uploads';
import { parse } from '../../http/validate';
import { requireStaff } from '../staff/staff.auth';
import type { StaffPrincipal } from '../staff/staff.service';
import { itemParams, menuParams, restaurantParams, sectionParams } from './menu-console.schemas';
import {
  changeItem,
  changeMenu,
  changeSection,
  createItem,
  createMenu,
  createSection,
  deleteItem,
  deleteMenu,
  deleteSection,
  getMenuTree,
  removeItemPhoto,
  reorderList,
  uploadItemPhoto,
  type MenuList,
} from './menu-console.service';

type Write = Promise<ConsoleMenusResponse>;

/** A level of the menu tree (menus, sections, items): its paths and its service's writes. */
interface TreeLevel<Fields> {
  list: MenuList;
  /** The path of the level's list under its parent, and the parent's params. */
  under: readonly [string, z.ZodObject];
  /** The path of one of the level's things, and its params. */
  at: readonly [string, z.ZodObject];
  fields: z.ZodType<Fields>;
  create(db: Executor, principal: StaffPrincipal, parentId: string, fields: Fields, now: Date): Write;
  change(db: Executor, principal: StaffPrincipal, id: string, fields: Fields, now: Date): Write;
  remove(db: Executor, principal: StaffPrincipal, id: string, now: Date): Write;
}

/** The one id a level's params name (which one, the path says). */
const idIn = (params: z.ZodObject, request: FastifyRequest) =>
  (Object.values(parse(params, request.params)) as [string])[0];

/*
 * The owner console's menus under /api/staff (owner only). Each write answers the location's menu
 * tree as it now is (ConsoleMenusResponse).
 */
export async function menuConsoleRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db.kysely;

  app.get('/restaurants/:restaurantId/menu-tree', async (request) => {
    const principal = await requireStaff(request);
    const { restaurantId } = parse(restaurantParams, request.params);
    return getMenuTree(db, principal, restaurantId);
  });

  /*
   * The tree's three levels alike: a menu, section or item is created under its parent, changed and
   * deleted by its id, and its parent's list is put in a new order (drag and drop, or Move up / Move
   * down: the whole list in its new order).
   */
  function level<Fields>(tree: TreeLevel<Fields>) {
    const [underPath, parentParams] = tree.under;
    const [path, params] = tree.at;
    app.post(underPath, async (request, reply) => {
      const principal = await requireStaff(request);
      const parentId = idIn(parentParams, request);
      const fields = parse(tree.fields, request.body);
      return reply.status(201).send(await tree.create(db, principal, parentId, fields, app.now()));
    });
    app.put(path, async (request) => {
      const principal = await requireStaff(request);
      const id = idIn(params, request);
      return tree.change(db, principal, id, parse(tree.fields, request.body), app.now());
    });
    app.delete(path, async (request) => {
      const principal = await requireStaff(request);
      return tree.remove(db, principal, idIn(params, request), app.now());
    });
    app.put(`${underPath}/order`, async (request) => {
      const principal = await requireStaff(request);
      const parentId = idIn(parentParams, request);
      const { ids } = parse(reorderSchema, request.body);
      return reorderList(db, principal, tree.list, parentId, ids, app.now());
    });
  }

  level({
    list: 'menus',
    under: ['/restaurants/:restaurantId/menus', restaurantParams],
    at: ['/menus/:menuId', menuParams],
    fields: menuFieldsSchema,
    create: createMenu,
    change: changeMenu,
    remove: deleteMenu,
  });
  level({
    list: 'sections',
    under: ['/menus/:menuId/sections', menuParams],
    at: ['/sections/:sectionId', sectionParams],
    fields: sectionFieldsSchema,
    create: createSection,
    change: changeSection,
    remove: deleteSection,
  });
  level({
    list: 'items',
    under: ['/sections/:sectionId/items', sectionParams],
    at: ['/items/:itemId', itemParams],
    fields: itemFieldsSchema,
    create: createItem,
    change: changeItem,
    remove: deleteItem,
  });

  app.post('/items/:itemId/photo', async (request) => {
    const principal = await requireStaff(request);
    const { itemId } = parse(itemParams, request.params);
    const upload = await readImageUpload(request);
    return uploadItemPhoto(db, principal, itemId, upload, app.now());
  });

  app.delete('/items/:itemId/photo', async (request) => {
    const principal = await requireStaff(request);
    const { itemId } = parse(itemParams, request.params);
    return removeItemPhoto(db, principal, itemId, app.now());
  });
}
