import type {
  ConsoleMenusResponse,
  ItemFields,
  MenuFields,
  ReorderRequest,
  SectionFields,
} from '@storefront/domain';
import { queryOptions } from '@tanstack/react-query';
import { settingsRequest, uploadFile } from './settings-api';

/* The owner console's menus (/api/staff/…): every write answers the location's whole tree. */

const id = encodeURIComponent;

export const menuTreeKey = (restaurantId: string) => ['staff', 'settings', 'menus', restaurantId] as const;

export const menuTreeQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: menuTreeKey(restaurantId),
    queryFn: () => settingsRequest<ConsoleMenusResponse>('GET', `/restaurants/${id(restaurantId)}/menu-tree`),
  });

type Tree = Promise<ConsoleMenusResponse>;

export const menuWrites = {
  createMenu: (restaurantId: string, fields: MenuFields): Tree =>
    settingsRequest('POST', `/restaurants/${id(restaurantId)}/menus`, fields),
  changeMenu: (menuId: string, fields: MenuFields): Tree =>
    settingsRequest('PUT', `/menus/${id(menuId)}`, fields),
  deleteMenu: (menuId: string): Tree => settingsRequest('DELETE', `/menus/${id(menuId)}`),
  createSection: (menuId: string, fields: SectionFields): Tree =>
    settingsRequest('POST', `/menus/${id(menuId)}/sections`, fields),
  changeSection: (sectionId: string, fields: SectionFields): Tree =>
    settingsRequest('PUT', `/sections/${id(sectionId)}`, fields),
  deleteSection: (sectionId: string): Tree => settingsRequest('DELETE', `/sections/${id(sectionId)}`),
  createItem: (sectionId: string, fields: ItemFields): Tree =>
    settingsRequest('POST', `/sections/${id(sectionId)}/items`, fields),
  changeItem: (itemId: string, fields: ItemFields): Tree =>
    settingsRequest('PUT', `/items/${id(itemId)}`, fields),
  deleteItem: (itemId: string): Tree => settingsRequest('DELETE', `/items/${id(itemId)}`),
  uploadPhoto: (itemId: string, file: File): Tree => uploadFile(`/items/${id(itemId)}/photo`, 'photo', file),
  removePhoto: (itemId: string): Tree => settingsRequest('DELETE', `/items/${id(itemId)}/photo`),
};

/** The lists the console reorders, and where each one's order is sent. */
export const reorderPaths = {
  menus: (restaurantId: string) => `/restaurants/${id(restaurantId)}/menus/order`,
  sections: (menuId: string) => `/menus/${id(menuId)}/sections/order`,
  items: (sectionId: string) => `/sections/${id(sectionId)}/items/order`,
};

export const reorder = (path: string, order: ReorderRequest): Tree => settingsRequest('PUT', path, order);
