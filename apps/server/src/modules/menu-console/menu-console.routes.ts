import { itemFieldsSchema, menuFieldsSchema, reorderSchema, sectionFieldsSchema } from '@storefront/domain';
import type { FastifyInstance } from 'fastify';
import { readImageUpload } from '../../http/uploads';
import { parse } from '../../http/validate';
import { requireStaff } from '../staff/staff.auth';
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
} from './menu-console.service';

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

  app.post('/restaurants/:restaurantId/menus', async (request, reply) => {
    const principal = await requireStaff(request);
    const { restaurantId } = parse(restaurantParams, request.params);
    const fields = parse(menuFieldsSchema, request.body);
    return reply.status(201).send(await createMenu(db, principal, restaurantId, fields, app.now()));
  });

  app.put('/menus/:menuId', async (request) => {
    const principal = await requireStaff(request);
    const { menuId } = parse(menuParams, request.params);
    return changeMenu(db, principal, menuId, parse(menuFieldsSchema, request.body), app.now());
  });

  app.delete('/menus/:menuId', async (request) => {
    const principal = await requireStaff(request);
    const { menuId } = parse(menuParams, request.params);
    return deleteMenu(db, principal, menuId, app.now());
  });

  app.post('/menus/:menuId/sections', async (request, reply) => {
    const principal = await requireStaff(request);
    const { menuId } = parse(menuParams, request.params);
    const fields = parse(sectionFieldsSchema, request.body);
    return reply.status(201).send(await createSection(db, principal, menuId, fields, app.now()));
  });

  app.put('/sections/:sectionId', async (request) => {
    const principal = await requireStaff(request);
    const { sectionId } = parse(sectionParams, request.params);
    return changeSection(db, principal, sectionId, parse(sectionFieldsSchema, request.body), app.now());
  });

  app.delete('/sections/:sectionId', async (request) => {
    const principal = await requireStaff(request);
    const { sectionId } = parse(sectionParams, request.params);
    return deleteSection(db, principal, sectionId, app.now());
  });

  app.post('/sections/:sectionId/items', async (request, reply) => {
    const principal = await requireStaff(request);
    const { sectionId } = parse(sectionParams, request.params);
    const fields = parse(itemFieldsSchema, request.body);
    return reply.status(201).send(await createItem(db, principal, sectionId, fields, app.now()));
  });

  app.put('/items/:itemId', async (request) => {
    const principal = await requireStaff(request);
    const { itemId } = parse(itemParams, request.params);
    return changeItem(db, principal, itemId, parse(itemFieldsSchema, request.body), app.now());
  });

  app.delete('/items/:itemId', async (request) => {
    const principal = await requireStaff(request);
    const { itemId } = parse(itemParams, request.params);
    return deleteItem(db, principal, itemId, app.now());
  });

  // Reordering (drag and drop, or Move up / Move down): the whole list in its new order.
  for (const [path, list, params] of [
    ['/restaurants/:restaurantId/menus/order', 'menus', restaurantParams],
    ['/menus/:menuId/sections/order', 'sections', menuParams],
    ['/sections/:sectionId/items/order', 'items', sectionParams],
  ] as const) {
    app.put(path, async (request) => {
      const principal = await requireStaff(request);
      const [parentId] = Object.values(parse(params, request.params)) as [string];
      const { ids } = parse(reorderSchema, request.body);
      return reorderList(db, principal, list, parentId, ids, app.now());
    });
  }

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
