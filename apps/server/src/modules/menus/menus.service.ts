import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ApiMenus, Locale } from '@storefront/domain';
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
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

const compressors = {
  br: (json: Buffer) => promisify(brotliCompress)(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  gzip: (json: Buffer) => promisify(gzip)(json, { level: 9 }),
};

/*
 * On zlib's thread pool, not the event loop: the largest allowed menu (2.9 MB of JSON) takes about
 * 270 ms at brotli 9 and 55 ms at gzip 9, which every other tenant's requests waited behind when it
 * was compressed synchronously. Requests that arrive meanwhile share the one compression.
 */
export function encodedBody(doc: MenusDocument, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let body = doc.encoded[encoding];
  if (!body) {
    body = compressors[encoding](doc.json);
    doc.encoded[encoding] = body;
    body.catch(() => delete doc.encoded[encoding]);
  }
  return body;
}

/*
 * Menus are read far more often than they change. The serialized document is cached under the
 * restaurant's menus_version, which every menu write bumps in the database, so a second process
 * (or a stale entry) can never serve an outdated menu: the version is read on every request. The
 * cache holds the document's promise, so the requests that arrive while a new version is being built
 * (all of a busy restaurant's diners after an edit) share one build instead of each doing it.
 * A restaurant keeps one version, its newest: the largest allowed menu is about 8 MB in memory with
 * its bytes (4.5 MB parsed, 2.9 MB of JSON, both compressions), and an owner saving it 200 times
 * kept 200 of them until 500 entries pushed them out.
 */
export class MenusCache extends BoundedCache<{ version: number; document: Promise<MenusDocument> }> {}

export async function getMenusDocument(
  db: Executor,
  cache: MenusCache,
  tenantId: string,
  restaurantId: string,
  onlineOrderingOnly: boolean,
  locale: Locale,
): Promise<MenusDocument> {
  const restaurant = isId(restaurantId)
    ? await findRestaurantMenusVersion(db, tenantId, restaurantId)
    : undefined;
  if (!restaurant) throw notFound('Restaurant');
  return menusDocumentOf(db, cache, tenantId, restaurant, onlineOrderingOnly, locale);
}

/**
 * The menus document of a restaurant row the caller has already read (of this tenant), in `locale`:
 * each language is its own document, cached under its own key (issue 31).
 */
export function menusDocumentOf(
  db: Executor,
  cache: MenusCache,
  tenantId: string,
  restaurant: Pick<RestaurantRow, 'id' | 'menus_version'>,
  onlineOrderingOnly: boolean,
  locale: Locale,
): Promise<MenusDocument> {
  const key = `${restaurant.id}:${onlineOrderingOnly ? 'online' : 'all'}:${locale}`;
  const version = restaurant.menus_version;
  const cached = cache.get(key);
  if (cached?.version === version) return cached.document;
  const document = buildMenusDocument(db, tenantId, restaurant.id, onlineOrderingOnly, locale);
  // A request that read the version just before an edit does not push the newer document out.
  if (!cached || cached.version < version) {
    const entry = { version, document };
    cache.set(key, entry);
    // A failed read is not kept: the next request tries again.
    document.catch(() => cache.get(key) === entry && cache.delete(key));
  }
  return document;
}

async function buildMenusDocument(
  db: Executor,
  tenantId: string,
  restaurantId: string,
  onlineOrderingOnly: boolean,
  locale: Locale,
): Promise<MenusDocument> {
  const tree = await loadMenuTree(db, tenantId, restaurantId, 'public');
  const data = presentMenus(tree, onlineOrderingOnly, locale);
  const json = Buffer.from(JSON.stringify(data));
  return { data, json, etag: `"${createHash('sha1').update(json).digest('base64url')}"`, encoded: {} };
}
