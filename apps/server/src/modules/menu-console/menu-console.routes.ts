import {
  itemFieldsSchema,
  menuFieldsSchema,
  reorderSchema,
  sectionFieldsSchema,
  type ConsoleMenusResponse,
} from '@storefront/domain';
import { signedInOwner } from '../../plugins/staff-session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/executor';
import { parseOwnerWrite } from '../../http/image-hosts';
import { readImageUpload } from '../../http/uploads';
import { parse } from '../../http/validate';
import type { StaffPrincipal } from '../../http/staff-principal';
import { itemParams, menuParams, restaurantParams, sectionParams } from './menu-console.schemas';
import {
  getMenuTree,
  itemWrites,
  menuWrites,
  removeItemPhoto,
  reorderList,
  sectionWrites,
  uploadItemPhoto,
  type MenuList,
} from './menu-console.service';

type Write = Promise<ConsoleMenusResponse>;

/** A level of the menu tree's writes (menus, sections, items). */
interface Writes<Fields> {
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
    const principal = request.staff;
    const { restaurantId } = parse(restaurantParams, request.params);
    return getMenuTree(db, principal, restaurantId);
  });

  /*
   * The tree's three levels alike: a menu, section or item is created under its parent, changed and
   * deleted by its id, and its parent's list is put in a new order (drag and drop, or Move up / Move
   * down: the whole list in its new order).
   */
  function level<Fields>(
    list: MenuList,
    [parentPath, parentParams]: readonly [string, z.ZodObject],
    [path, params]: readonly [string, z.ZodObject],
    fieldsSchema: z.ZodType<Fields>,
    writes: Writes<Fields>,
  ) {
    const listPath = `${parentPath}/${list}`;
    const fieldsOf = (request: FastifyRequest) => parseOwnerWrite(fieldsSchema, request.body, app.imageHosts);
    app.post(listPath, async (request, reply) => {
      const principal = signedInOwner(request);
      const parentId = idIn(parentParams, request);
      const fields = fieldsOf(request);
      return reply.status(201).send(await writes.create(db, principal, parentId, fields, app.now()));
    });
    app.put(path, async (request) => {
      const principal = signedInOwner(request);
      const id = idIn(params, request);
      return writes.change(db, principal, id, fieldsOf(request), app.now());
    });
    app.delete(path, async (request) => {
      const principal = request.staff;
      return writes.remove(db, principal, idIn(params, request), app.now());
    });
    app.put(`${listPath}/order`, async (request) => {
      const principal = signedInOwner(request);
      const parentId = idIn(parentParams, request);
      const { ids } = parse(reorderSchema, request.body);
      return reorderList(db, principal, list, parentId, ids, app.now());
    });
  }

  const restaurant = ['/restaurants/:restaurantId', restaurantParams] as const;
  const menu = ['/menus/:menuId', menuParams] as const;
  const section = ['/sections/:sectionId', sectionParams] as const;
  level('menus', restaurant, menu, menuFieldsSchema, menuWrites);
  level('sections', menu, section, sectionFieldsSchema, sectionWrites);
  level('items', section, ['/items/:itemId', itemParams], itemFieldsSchema, itemWrites);

  app.post('/items/:itemId/photo', async (request) => {
    const principal = signedInOwner(request);
    const { itemId } = parse(itemParams, request.params);
    const upload = await readImageUpload(request);
    return uploadItemPhoto(db, principal, itemId, upload, app.now());
  });

  app.delete('/items/:itemId/photo', async (request) => {
    const principal = request.staff;
    const { itemId } = parse(itemParams, request.params);
    return removeItemPhoto(db, principal, itemId, app.now());
  });
}
