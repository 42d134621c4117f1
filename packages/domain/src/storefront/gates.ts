/*
 * Which storefront routes and navigation links a tenant has, from its settings (ordering-core §2,
 * accounts-and-extras §2). A route whose gate is closed shows Page Not Found.
 */
import type { TenantSettings } from '../contract/settings';

export interface GateInput {
  settings: Pick<
    TenantSettings,
    | 'online_ordering'
    | 'online_reservation'
    | 'membership'
    | 'gift_card'
    | 'coupon'
    | 'loyalty_reward_program'
  >;
  restaurants: readonly unknown[];
  promotions: readonly unknown[];
  giftCardProducts: readonly unknown[];
}

export type Gate =
  | 'always'
  | 'promotions'
  | 'onlineOrdering'
  | 'reservation'
  | 'locations'
  | 'orderAhead'
  | 'giftCards'
  | 'membership'
  | 'referral';

export function isGateOpen(gate: Gate, tenant: GateInput): boolean {
  const s = tenant.settings;
  switch (gate) {
    case 'always':
      return true;
    case 'promotions':
      return s.coupon && tenant.promotions.length > 0;
    case 'onlineOrdering':
      return s.online_ordering;
    case 'reservation':
      return s.online_reservation;
    case 'locations':
      return tenant.restaurants.length > 1;
    case 'orderAhead':
      return s.online_ordering && s.online_reservation;
    case 'giftCards':
      return s.gift_card;
    case 'membership':
      return s.membership;
    case 'referral':
      return s.loyalty_reward_program;
  }
}

/** The header's gift card link needs products to sell as well as the setting (ordering-core §2). */
export function showsGiftCardLink(tenant: GateInput): boolean {
  return tenant.settings.gift_card && tenant.giftCardProducts.length > 0;
}
