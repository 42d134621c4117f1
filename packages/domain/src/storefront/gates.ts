/*
 * Which storefront routes and navigation links a tenant has, from its settings (ordering-core §2,
 * accounts-and-extras §2). A route whose gate is closed shows Page Not Found.
 */

export interface GateInput {
  settings: {
    online_ordering: boolean;
    online_reservation: boolean;
    membership: boolean;
    gift_card: boolean;
    coupon: boolean;
    loyalty_reward_program: boolean;
  };
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

/** Every storefront path with its gate; `:param` segments match one segment. */
export const STOREFRONT_ROUTES: readonly { path: string; gate: Gate }[] = [
  { path: '/home', gate: 'always' },
  { path: '/menus', gate: 'always' },
  { path: '/dinein', gate: 'always' },
  { path: '/gallery', gate: 'always' },
  { path: '/contact', gate: 'always' },
  { path: '/promotions', gate: 'promotions' },
  { path: '/orderonline', gate: 'onlineOrdering' },
  { path: '/order/online', gate: 'onlineOrdering' },
  { path: '/deliveryaddress', gate: 'onlineOrdering' },
  { path: '/pickuptime', gate: 'onlineOrdering' },
  { path: '/buildorder', gate: 'onlineOrdering' },
  { path: '/cart', gate: 'onlineOrdering' },
  { path: '/checkout', gate: 'onlineOrdering' },
  { path: '/order', gate: 'onlineOrdering' },
  { path: '/reservation', gate: 'reservation' },
  { path: '/reservations/new', gate: 'reservation' },
  { path: '/locations', gate: 'locations' },
  { path: '/orderahead', gate: 'orderAhead' },
  { path: '/gift', gate: 'giftCards' },
  { path: '/gift/:id', gate: 'giftCards' },
  { path: '/gift-checkout', gate: 'giftCards' },
  { path: '/register', gate: 'membership' },
  { path: '/login', gate: 'membership' },
  { path: '/logout', gate: 'membership' },
  { path: '/forgot-password', gate: 'membership' },
  { path: '/reset-password', gate: 'membership' },
  { path: '/profile', gate: 'membership' },
  { path: '/profile/update-profile', gate: 'membership' },
  { path: '/profile/payment-methods', gate: 'membership' },
  { path: '/profile/change-password', gate: 'membership' },
  { path: '/profile/orders', gate: 'membership' },
  { path: '/profile/coupons', gate: 'membership' },
  { path: '/profile/giftcards', gate: 'membership' },
  { path: '/profile/reservations', gate: 'membership' },
  { path: '/referral/:token', gate: 'referral' },
];

/** Whether a path is a storefront route this tenant has (the root redirects to /home). */
export function isKnownStorefrontPath(pathname: string, tenant: GateInput): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return true;
  return STOREFRONT_ROUTES.some((route) => {
    const pattern = new RegExp(`^${route.path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
    return pattern.test(path) && isGateOpen(route.gate, tenant);
  });
}
