import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ApiMenus } from '@storefront/domain';
import type { RestaurantRow } from '../../db/schema';
import { isId } from '../../db/ids';
import { notFound } from '../../http/errors';
import { findRestaurantMenusVersion } from '../restaurants/restaurants.service';
import { presentMenus } from './menus.presenter';
import { loadMenuTree } from './menus.repository';

// The module's face for the owner console, which edits the whole tree (hidden parts too).
export { loadMenuTree } from './menus.repository';
import { BoundedCache } from '../../db/bounded-cache';
import type { Executor } from '../../db/executor';

export interface MenusDocument {
  /** The document itself, for server-side use (pricing, structured data); never mutated. */
  data: ApiMenus;
  json: Buffer;
  etag: string;
  /** Compressed once per menu version, on first request for each encoding. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

export function encodedBody(doc: MenusDocument, encoding: 'br' | 'gzip'): Buffer {
  let body = doc.encoded[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(doc.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(doc.json, { level: 9 });
    doc.encoded[encoding] = body;
  }
  return body;
}

/*
 * Menus are read far more often than they change. The serialized document is cached under the
 * restaurant's menus_version, which every menu write bumps in the database, so a second process
 * (or a stale entry) can never serve an outdated menu: the version is read on every request.
 */
export class MenusCache extends BoundedCache<MenusDocument> {}

export async function getMenusDocument(
  db: Executor,
  cache: MenusCache,
  tenantId: string,
  restaurantId: string,
  onlineOrderingOnly: boolean,
): Promise<MenusDocument> {
  const restaurant = isId(restaurantId)
    ? await findRestaurantMenusVersion(db, tenantId, restaurantId)
    : undefined;
  if (!restaurant) throw notFound('Restaurant');
  return menusDocumentOf(db, cache, tenantId, restaurant, onlineOrderingOnly);
}

/** The menus document of a restaurant row the caller has already read (of this tenant). */
export async function menusDocumentOf(
  db: Executor,
  cache: MenusCache,
  tenantId: string,
  restaurant: Pick<RestaurantRow, 'id' | 'menus_version'>,
  onlineOrderingOnly: boolean,
): Promise<MenusDocument> {
  const key = `${restaurant.id}:${restaurant.menus_version}:${onlineOrderingOnly ? 'online' : 'all'}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const data = presentMenus(await loadMenuTree(db, tenantId, restaurant.id, 'public'), onlineOrderingOnly);
  const json = Buffer.from(JSON.stringify(data));
  const doc: MenusDocument = {
    data,
    json,
    etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
    encoded: {},
  };
  cache.set(key, doc);
  return doc;
}
