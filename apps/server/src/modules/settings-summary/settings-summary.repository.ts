import type { Executor } from '../../db/executor';
import { fromTenantRows, type TenantTable } from '../../db/tenant-rows';

/*
 * The counts the owner console's home shows (issue 33 item 5): one read-only count per question,
 * each of the tenant's rows only.
 */

type Count = { n: number | string | bigint };

/** How many of `table`'s rows of the tenant `where` keeps (all of them when it keeps all). */
async function countOf<T extends TenantTable>(
  db: Executor,
  table: T,
  tenantId: string,
  where: (query: ReturnType<typeof fromTenantRows<T>>) => ReturnType<typeof fromTenantRows<T>> = (q) => q,
): Promise<number> {
  const row = (await where(fromTenantRows(db, table, tenantId))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst()) as Count | undefined;
  // PostgreSQL answers a count as a bigint's text.
  return Number(row?.n ?? 0);
}

/** The menus, their items, and the items sold out at `now` (of menus still offered). */
export async function countMenus(db: Executor, tenantId: string, now: string) {
  const [menus, items, soldOut] = await Promise.all([
    countOf(db, 'menus', tenantId),
    countOf(db, 'menu_items', tenantId),
    countOf(db, 'menu_items', tenantId, (q) => q.where('sold_out_until', '>', now).where('disabled', '=', 0)),
  ]);
  return { menus, items, soldOut };
}

/** The promotions (and those on), the house's own coupons and the gift card products. */
export async function countPromotions(db: Executor, tenantId: string) {
  const [promotions, on, coupons, giftCardProducts] = await Promise.all([
    countOf(db, 'promotions', tenantId),
    countOf(db, 'promotions', tenantId, (q) => q.where('disabled', '=', 0)),
    // Not a member's, not one an order issued: the house's (coupons.repository listHouseCouponPage).
    countOf(db, 'coupons', tenantId, (q) =>
      q.where('customer_id', 'is', null).where('issued_by_order_id', 'is', null),
    ),
    countOf(db, 'gift_card_products', tenantId),
  ]);
  return { promotions, on, coupons, giftCardProducts };
}

export async function countCustomers(db: Executor, tenantId: string) {
  const [customers, blocked] = await Promise.all([
    countOf(db, 'customers', tenantId),
    countOf(db, 'customers', tenantId, (q) => q.where('is_blocked', '=', 1)),
  ]);
  return { customers, blocked };
}

/** The kitchen printers, and those whose last attempt failed. */
export async function countPrinters(db: Executor, tenantId: string) {
  const [printers, offline] = await Promise.all([
    countOf(db, 'printers', tenantId),
    countOf(db, 'printers', tenantId, (q) => q.where('online', '=', 0).where('last_error', 'is not', null)),
  ]);
  return { printers, offline };
}

/** The webhook endpoints, those off, and the deliveries that failed for good to those still on. */
export async function countWebhooks(db: Executor, tenantId: string) {
  const [endpoints, off, failing] = await Promise.all([
    countOf(db, 'webhook_endpoints', tenantId),
    countOf(db, 'webhook_endpoints', tenantId, (q) => q.where('enabled', '=', 0)),
    countOf(db, 'webhook_deliveries', tenantId, (q) =>
      q
        .where('status', '=', 'failed')
        .where('endpoint_id', 'in', (eb) =>
          eb
            .selectFrom('webhook_endpoints')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where('enabled', '=', 1),
        ),
    ),
  ]);
  return { endpoints, off, failing };
}
