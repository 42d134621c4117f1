/*
 * The storefront's route table (ordering-core §2, accounts-and-extras §2): every path, the gate that
 * opens it, its document title and whether search engines index it. The server answers 404 for a path
 * that is not here or whose gate is closed, and titles its HTML from here; the web builds its router
 * from here and adds the page each path loads (apps/web/src/app/route-pages.ts, which the compiler
 * keeps complete). A path without a built page is not listed: it shows Page Not Found, and the server
 * must agree (decision 0026).
 */
import { isGateOpen, type Gate, type GateInput } from './gates';

export interface StorefrontRoute {
  gate: Gate;
  /** The document title's first part; none means the tenant's own title. */
  title?: string;
  /** Listed in the sitemap (when its gate is open). */
  indexed?: true;
  /** An alias: the storefront replaces it with this path. */
  redirectTo?: string;
}

/** `:param` segments match one segment. */
export const STOREFRONT_ROUTES = {
  '/home': { gate: 'always', title: '', indexed: true },
  '/menus': { gate: 'always', title: 'Menu', indexed: true },
  '/dinein': { gate: 'always', title: 'Dine-in Menu' },
  '/locations': { gate: 'locations', title: 'Locations', indexed: true },
  '/promotions': { gate: 'promotions', title: 'Promotions', indexed: true },
  '/gallery': { gate: 'always', title: 'Gallery', indexed: true },
  '/contact': { gate: 'always', title: 'Contact Us', indexed: true },
  '/orderonline': { gate: 'onlineOrdering', title: 'Order Online', indexed: true },
  '/order/online': { gate: 'onlineOrdering', redirectTo: '/orderonline' },
  '/deliveryaddress': { gate: 'onlineOrdering' },
  '/pickuptime': { gate: 'onlineOrdering' },
  '/buildorder': { gate: 'onlineOrdering' },
  '/cart': { gate: 'onlineOrdering' },
  '/checkout': { gate: 'onlineOrdering' },
  '/order': { gate: 'onlineOrdering' },
  '/reservation': { gate: 'reservation', title: 'Reserve Your Table', indexed: true },
  // The member area's 'Make a Reservation' link (accounts-and-extras §2).
  '/reservations/new': { gate: 'reservation', redirectTo: '/reservation' },
  // The reservation mails' manage link (issue 15): open even if online booking is switched off later.
  '/reservation/manage': { gate: 'always', title: 'Your Reservation' },
  '/gift': { gate: 'giftCards', title: 'Gift Cards', indexed: true },
  '/gift/:id': { gate: 'giftCards' },
  '/gift-checkout': { gate: 'giftCards' },
  '/register': { gate: 'membership' },
  '/login': { gate: 'membership' },
  '/logout': { gate: 'membership' },
  '/forgot-password': { gate: 'membership' },
  '/reset-password': { gate: 'membership' },
  '/profile': { gate: 'membership' },
  '/profile/update-profile': { gate: 'membership' },
  '/profile/change-password': { gate: 'membership' },
  '/profile/orders': { gate: 'membership' },
  '/profile/coupons': { gate: 'membership' },
  '/profile/giftcards': { gate: 'membership' },
  '/profile/reservations': { gate: 'membership' },
  '/referral/:token': { gate: 'referral' },
} as const satisfies Record<string, StorefrontRoute>;

export type StorefrontPath = keyof typeof STOREFRONT_ROUTES;

/** The paths that show a page of their own (not aliases): each needs one in the web. */
export type StorefrontPagePath = {
  [P in StorefrontPath]: (typeof STOREFRONT_ROUTES)[P] extends { redirectTo: string } ? never : P;
}[StorefrontPath];

const storefrontPaths = Object.keys(STOREFRONT_ROUTES) as StorefrontPath[];
const patterns = new Map(
  storefrontPaths.map((path) => [path, new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`)]),
);

/** The root and a trailing slash name the same route as /home and the bare path. */
function normalize(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/home';
}

/** The route a path matches when this tenant has it open, else undefined. */
export function openStorefrontRoute(pathname: string, tenant: GateInput): StorefrontPath | undefined {
  const path = normalize(pathname);
  return storefrontPaths.find(
    (route) => patterns.get(route)!.test(path) && isGateOpen(STOREFRONT_ROUTES[route].gate, tenant),
  );
}

/** Whether a path is a storefront route this tenant has (the root redirects to /home). */
export function isKnownStorefrontPath(pathname: string, tenant: GateInput): boolean {
  return openStorefrontRoute(pathname, tenant) !== undefined;
}

/** The title of the route at exactly this path ('' or undefined: the tenant's own title). */
export function storefrontRouteTitle(pathname: string): string | undefined {
  const route: StorefrontRoute | undefined = STOREFRONT_ROUTES[normalize(pathname) as StorefrontPath];
  return route?.title;
}

/** The indexable routes this tenant has open, for the sitemap. */
export function indexedStorefrontPaths(tenant: GateInput): StorefrontPath[] {
  return storefrontPaths.filter((path) => {
    const route: StorefrontRoute = STOREFRONT_ROUTES[path];
    return route.indexed && isGateOpen(route.gate, tenant);
  });
}
