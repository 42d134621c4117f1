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

/**
 * Every storefront path with its gate; `:param` segments match one segment. `page` is the module
 * (under apps/web/src) the router loads lazily for it: the server preloads it with the first page.
 */
export const STOREFRONT_ROUTES: readonly { path: string; gate: Gate; page?: string }[] = [
  { path: '/home', gate: 'always', page: 'features/home/home-page' },
  { path: '/menus', gate: 'always', page: 'features/menus/menus-page' },
  { path: '/dinein', gate: 'always', page: 'features/menus/dine-in-page' },
  { path: '/gallery', gate: 'always', page: 'features/gallery/gallery-page' },
  { path: '/contact', gate: 'always', page: 'features/contact/contact-page' },
  { path: '/promotions', gate: 'promotions', page: 'features/promotions/promotions-page' },
  { path: '/orderonline', gate: 'onlineOrdering', page: 'features/order-entry/order-online-page' },
  { path: '/order/online', gate: 'onlineOrdering' },
  { path: '/deliveryaddress', gate: 'onlineOrdering', page: 'features/order-entry/delivery-address-page' },
  { path: '/pickuptime', gate: 'onlineOrdering', page: 'features/order-entry/pickup-time-page' },
  { path: '/buildorder', gate: 'onlineOrdering', page: 'features/menus/build-order-page' },
  { path: '/cart', gate: 'onlineOrdering', page: 'features/cart/cart-page' },
  { path: '/checkout', gate: 'onlineOrdering', page: 'features/cart/checkout-page' },
  { path: '/order', gate: 'onlineOrdering', page: 'features/cart/order-page' },
  { path: '/reservation', gate: 'reservation', page: 'features/reservation/reservation-page' },
  { path: '/reservations/new', gate: 'reservation' },
  { path: '/locations', gate: 'locations', page: 'features/locations/locations-page' },
  { path: '/orderahead', gate: 'orderAhead' },
  { path: '/gift', gate: 'giftCards', page: 'features/gift/gift-list-page' },
  { path: '/gift/:id', gate: 'giftCards', page: 'features/gift/gift-product-page' },
  { path: '/gift-checkout', gate: 'giftCards', page: 'features/gift/gift-checkout-page' },
  { path: '/register', gate: 'membership', page: 'features/account/register-page' },
  { path: '/login', gate: 'membership', page: 'features/account/login-page' },
  { path: '/logout', gate: 'membership', page: 'features/account/logout-page' },
  { path: '/forgot-password', gate: 'membership', page: 'features/account/forgot-password-page' },
  { path: '/reset-password', gate: 'membership', page: 'features/account/reset-password-page' },
  { path: '/profile', gate: 'membership', page: 'features/account/profile-page' },
  { path: '/profile/update-profile', gate: 'membership', page: 'features/account/update-profile-page' },
  { path: '/profile/payment-methods', gate: 'membership' },
  { path: '/profile/change-password', gate: 'membership', page: 'features/account/change-password-page' },
  { path: '/profile/orders', gate: 'membership', page: 'features/account/orders-page' },
  { path: '/profile/coupons', gate: 'membership', page: 'features/account/coupons-page' },
  { path: '/profile/giftcards', gate: 'membership', page: 'features/account/giftcards-page' },
  { path: '/profile/reservations', gate: 'membership', page: 'features/account/reservations-page' },
  { path: '/referral/:token', gate: 'referral', page: 'features/account/referral-page' },
];

/** The route a path matches and this tenant has open ('/' is home, as it redirects there). */
function openRouteFor(pathname: string, tenant: GateInput): (typeof STOREFRONT_ROUTES)[number] | undefined {
  const path = pathname.replace(/\/+$/, '') || '/home';
  return STOREFRONT_ROUTES.find((route) => {
    const pattern = new RegExp(`^${route.path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
    return pattern.test(path) && isGateOpen(route.gate, tenant);
  });
}

/** Whether a path is a storefront route this tenant has (the root redirects to /home). */
export function isKnownStorefrontPath(pathname: string, tenant: GateInput): boolean {
  return openRouteFor(pathname, tenant) !== undefined;
}

/** The page module the storefront will load for this path, when the tenant has the route. */
export function storefrontPageModule(pathname: string, tenant: GateInput): string | undefined {
  return openRouteFor(pathname, tenant)?.page;
}
