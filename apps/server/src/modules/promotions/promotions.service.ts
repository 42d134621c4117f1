import type { EnginePromotion } from '@storefront/domain';
import { BoundedCache } from '../../db/bounded-cache';
import type { TenantRow } from '../../db/schema';
import { enginePromotionOf } from './promotions.presenter';
import { listActivePromotions, listPromotions } from './promotions.repository';
import type { Executor } from '../../db/executor';

/** A tenant's promotions as the engine takes them, under the tenant's promotions_version. */
export class PromotionsCache extends BoundedCache<readonly EnginePromotion[]> {}

/*
 * Every quote and every order runs the promotions engine on all of the tenant's promotions; they
 * change rarely, and every write to them bumps tenants.promotions_version, which pricing has in hand
 * (it reads the tenant row anyway). So they are read and parsed once per version.
 */
export async function enginePromotionsOf(
  db: Executor,
  cache: PromotionsCache,
  tenant: Pick<TenantRow, 'id' | 'promotions_version'>,
): Promise<readonly EnginePromotion[]> {
  const key = `${tenant.id}:${tenant.promotions_version}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const promotions = (await listPromotions(db, tenant.id)).map(enginePromotionOf);
  cache.set(key, promotions);
  return promotions;
}

// The module's face for the others: they reach its tables through here, never through its repository.
export { listActivePromotions } from './promotions.repository';

/** The coupon codes of the tenant's active promotions (a house coupon may not take one). */
export async function activePromotionCodes(db: Executor, tenantId: string): Promise<string[]> {
  return (await listActivePromotions(db, tenantId)).flatMap((p) =>
    p.coupon_code === null ? [] : [p.coupon_code],
  );
}
