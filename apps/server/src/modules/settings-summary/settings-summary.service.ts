import type { SettingsSummary } from '@storefront/domain';
import type { Executor } from '../../db/executor';
import type { StaffPrincipal } from '../../http/staff-principal';
import { listAudit, ownersTenant } from '../audit/audit.service';
import { presentRestaurant } from '../restaurants/restaurants.presenter';
import { listRestaurants } from '../restaurants/restaurants.service';
import { tenantSettingsOf } from '../tenants/tenants.presenter';
import { requireTenantRow } from '../tenants/tenants.service';
import {
  countCustomers,
  countMenus,
  countPrinters,
  countPromotions,
  countWebhooks,
} from './settings-summary.repository';

/*
 * GET /api/staff/settings/summary (issue 33 item 5): what each section of the owner console holds
 * and what most needs attention there, for the tiles of its home (the domain's settingsTile says it
 * in words). Owner only, of the owner's tenant; it reads and never writes.
 */
export async function getSettingsSummary(
  db: Executor,
  principal: StaffPrincipal,
  now: Date,
): Promise<SettingsSummary> {
  const tenantId = ownersTenant(principal);
  const [tenant, restaurants, menus, promotions, customers, webhooks, printers, audit] = await Promise.all([
    requireTenantRow(db, tenantId),
    listRestaurants(db, tenantId),
    countMenus(db, tenantId, now.toISOString()),
    countPromotions(db, tenantId),
    countCustomers(db, tenantId),
    countWebhooks(db, tenantId),
    countPrinters(db, tenantId),
    listAudit(db, principal, undefined, { limit: 1 }),
  ]);
  const locations = restaurants.map(presentRestaurant);
  const namesWhere = (off: (location: (typeof locations)[number]) => boolean) =>
    locations.filter(off).map((location) => location.name);
  const last = audit.entries[0];
  return {
    menus,
    locations: {
      locations: locations.length,
      orderingOff: namesWhere((location) => !location.settings.online_ordering),
    },
    promotions,
    brand: { name: tenant.name, loyalty: tenantSettingsOf(tenant).loyalty_reward_program },
    customers,
    payments: {
      locations: locations.length,
      onlinePaymentOff: namesWhere((location) => !location.online_payment_settings.accept_online_payment),
    },
    webhooks,
    printers,
    activity: { lastChangeAt: last?.createdAt ?? null, by: last?.staff?.name ?? null },
  };
}
