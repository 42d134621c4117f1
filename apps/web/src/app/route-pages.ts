import type { StorefrontPagePath } from '@storefront/domain';

/*
 * The page each storefront route loads (under apps/web/src, without the extension); the routes, their
 * gates and titles are the domain's STOREFRONT_ROUTES, and the compiler insists on a page for each.
 * Every page is its own chunk; the build writes this map beside Vite's manifest so that the server
 * preloads the page's chunks with the HTML (decision 0020). Pure data: vite.config.ts reads it.
 */
export const ROUTE_PAGES = {
  '/home': 'features/home/home-page',
  '/menus': 'features/menus/menus-page',
  '/dinein': 'features/menus/dine-in-page',
  '/locations': 'features/locations/locations-page',
  '/promotions': 'features/promotions/promotions-page',
  '/gallery': 'features/gallery/gallery-page',
  '/contact': 'features/contact/contact-page',
  '/orderonline': 'features/order-entry/order-online-page',
  '/deliveryaddress': 'features/order-entry/delivery-address-page',
  '/pickuptime': 'features/order-entry/pickup-time-page',
  '/buildorder': 'features/menus/build-order-page',
  '/cart': 'features/cart/cart-page',
  '/checkout': 'features/cart/checkout-page',
  '/order': 'features/cart/order-page',
  '/reservation': 'features/reservation/reservation-page',
  '/reservation/manage': 'features/reservation/manage-reservation-page',
  '/gift': 'features/gift/gift-list-page',
  '/gift/:id': 'features/gift/gift-product-page',
  '/gift-checkout': 'features/gift/gift-checkout-page',
  // Accounts and the member area (accounts-and-extras §2): each page has the login guard inside its chunk.
  '/register': 'features/account/register-page',
  '/login': 'features/account/login-page',
  '/logout': 'features/account/logout-page',
  '/forgot-password': 'features/account/forgot-password-page',
  '/reset-password': 'features/account/reset-password-page',
  '/profile': 'features/account/profile-page',
  '/profile/update-profile': 'features/account/update-profile-page',
  '/profile/change-password': 'features/account/change-password-page',
  '/profile/orders': 'features/account/orders-page',
  '/profile/coupons': 'features/account/coupons-page',
  '/profile/giftcards': 'features/account/giftcards-page',
  '/profile/reservations': 'features/account/reservations-page',
  '/referral/:token': 'features/account/referral-page',
} as const satisfies Record<StorefrontPagePath, `features/${string}/${string}-page`>;

/** Where the build writes ROUTE_PAGES as Vite manifest keys, for the server (in the web's dist). */
export const ROUTE_PAGES_FILE = '.vite/route-pages.json';

/** ROUTE_PAGES as the keys of Vite's manifest. */
export function routePagesManifest(): Record<string, string> {
  return Object.fromEntries(Object.entries(ROUTE_PAGES).map(([path, page]) => [path, `src/${page}.tsx`]));
}
