import type { Cents } from './money';
import type { TenantSettings } from './contract/settings';

/*
 * Loyalty points (accounts-and-extras §1): per order, per dollar and per referral, each a tenant
 * setting, earned only while the tenant's loyalty_reward_program is on.
 */

type LoyaltySettings = Pick<
  TenantSettings,
  | 'loyalty_reward_program'
  | 'loyalty_points_per_order'
  | 'loyalty_points_per_dollar'
  | 'loyalty_points_per_referral'
>;

/** Points an order earns: the per-order points plus the per-dollar points for each whole dollar spent. */
export function orderLoyaltyPoints(settings: LoyaltySettings, spent: Cents): number {
  if (!settings.loyalty_reward_program) return 0;
  const dollars = Math.floor(Math.max(0, spent) / 100);
  return Math.max(0, settings.loyalty_points_per_order + settings.loyalty_points_per_dollar * dollars);
}

/** Points a member earns for a member they referred. */
export function referralLoyaltyPoints(settings: LoyaltySettings): number {
  return settings.loyalty_reward_program ? Math.max(0, settings.loyalty_points_per_referral) : 0;
}
