import type { Executor } from './executor';

/** The tenant row's versions that caches key on: the storefront's pages, pricing's promotions. */
export type TenantVersion = 'content_version' | 'promotions_version';

/** Bumps one of the tenant's versions (in the caller's transaction, when it is in one). */
export async function bumpTenantVersion(
  db: Executor,
  tenantId: string,
  version: TenantVersion,
): Promise<void> {
  await db
    .updateTable('tenants')
    .set((eb) => ({ [version]: eb(version, '+', 1) }))
    .where('id', '=', tenantId)
    .execute();
}
