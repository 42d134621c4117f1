/*
 * The storefront's route table (ordering-core §2, accounts-and-extras §2): every path, the gate that
 * opens it, its document title, whether search engines index it and the screen it shows. The server
 * answers 404 for a path that is not here or whose gate is closed, and titles its HTML from here; the
 * web builds its router from here, loading each route's screen from the page of that name
 * (apps/web/src/app/route-pages.ts). A new route is a row here and its page; a path without a built
 * page is not listed: it shows Page Not Found, and the server must agree (decision 0026).
 */
import { isGateOpen, type Gate, type GateInput } from './gates';

export interface StorefrontRoute {
  gate: Gate;
  /** The document title's first part ('' for the tenant's own title); every page has one (issue 18). */
  title?: string;
  /** Listed in the sitemap (when its gate is open). */
  indexed?: true;
  /**
   * The screen a route shows: the web's page module `features/<feature>/<page>-page.tsx` (each name is
   * one page; a web test holds every route to one). Every route but an alias has one.
   */
  page?: string;
  /** An alias: the storefront replaces it with this path. */
  redirectTo?: string;
  /**
   * A browsing page the server sends as HTML, the same for every diner at a location (issue 28). The
   * other pages (the order's steps, the member area) depend on the diner: their shell comes as HTML,
   * the page is drawn in the browser.
   */
  serverRendered?: true;
}

/** `:param` segments match one segment. */
export const STOREFRONT_ROUTES = {
  '/home': { gate: 'always', title: '', indexed: true, page: 'home', serverRendered: true },
  '/menus': { gate: 'always', title: 'Menu', indexed: true, page: 'menus', serverRendered: true },
  '/dinein': { gate: 'always', title: 'Dine-in Menu', page: 'dine-in', serverRendered: true },
  '/locations': {
    gate: 'locations',
    title: 'Locations',
    indexed: true,
    page: 'locations',
    serverRendered: true,
  },
  '/promotions': {
    gate: 'promotions',
    title: 'Promotions',
    indexed: true,
    page: 'promotions',
    serverRendered: true,
  },
  '/gallery': { gate: 'always', title: 'Gallery', indexed: true, page: 'gallery', serverRendered: true },
  '/contact': { gate: 'always', title: 'Contact Us', indexed: true, page: 'contact', serverRendered: true },
  '/orderonline': { gate: 'onlineOrdering', title: 'Order Online', indexed: true, page: 'order-online' },
  '/order/online': { gate: 'onlineOrdering', redirectTo: '/orderonline' },
  '/deliveryaddress': { gate: 'onlineOrdering', title: 'Delivery Address', page: 'delivery-address' },
  '/pickuptime': { gate: 'onlineOrdering', title: 'Pickup Time', page: 'pickup-time' },
  '/buildorder': { gate: 'onlineOrdering', title: 'Build Your Order', page: 'build-order' },
  '/cart': { gate: 'onlineOrdering', title: 'Your Order', page: 'cart' },
  '/checkout': { gate: 'onlineOrdering', title: 'Checkout', page: 'checkout' },
  '/order': { gate: 'onlineOrdering', title: 'Order Status', page: 'order' },
  // A phone order's card link (decision 0087): open even if online ordering is switched off later.
  '/pay': { gate: 'always', title: 'Pay for Your Order', page: 'pay' },
  '/reservation': {
    gate: 'reservation',
    title: 'Reserve Your Table',
    indexed: true,
    page: 'reservation',
    serverRendered: true,
  },
  // The member area's 'Make a Reservation' link (accounts-and-extras §2).
  '/reservations/new': { gate: 'reservation', redirectTo: '/reservation' },
  // The reservation mails' manage link (issue 15): open even if online booking is switched off later.
  '/reservation/manage': { gate: 'always', title: 'Your Reservation', page: 'manage-reservation' },
  // Reserve a table and order the food for when the party sits down (Dine-in, decision 0043).
  '/orderahead': { gate: 'orderAhead', title: 'Order Ahead', page: 'order-ahead', serverRendered: true },
  '/gift': { gate: 'giftCards', title: 'Gift Cards', indexed: true, page: 'gift-list', serverRendered: true },
  '/gift/:id': { gate: 'giftCards', title: 'Gift Card', page: 'gift-product' },
  '/gift-checkout': { gate: 'giftCards', title: 'Gift Card Checkout', page: 'gift-checkout' },
  '/register': { gate: 'membership', title: 'Create Your Account', page: 'register' },
  '/login': { gate: 'membership', title: 'Log In', page: 'login' },
  '/logout': { gate: 'membership', title: 'Log Out', page: 'logout' },
  '/forgot-password': { gate: 'membership', title: 'Forgot Password', page: 'forgot-password' },
  '/reset-password': { gate: 'membership', title: 'Reset Password', page: 'reset-password' },
  '/profile': { gate: 'membership', title: 'My Account', page: 'profile' },
  '/profile/update-profile': { gate: 'membership', title: 'Update Profile', page: 'update-profile' },
  '/profile/payment-methods': { gate: 'membership', title: 'Payment Methods', page: 'payment-methods' },
  '/profile/change-password': { gate: 'membership', title: 'Change Password', page: 'change-password' },
  '/profile/orders': { gate: 'membership', title: 'Order History', page: 'orders' },
  '/profile/coupons': { gate: 'membership', title: 'My Coupons', page: 'coupons' },
  '/profile/giftcards': { gate: 'membership', title: 'My Gift Cards', page: 'giftcards' },
  '/profile/reservations': { gate: 'membership', title: 'My Reservations', page: 'reservations' },
  '/referral/:token': { gate: 'referral', title: 'Join Us', page: 'referral' },
} as const satisfies Record<string, StorefrontRoute>;

export type StorefrontPath = keyof typeof STOREFRONT_ROUTES;

/** A route of the staff console: outside the storefront's frame and gates (each page signs in). */
export interface StaffRoute {
  /** The console's document title (before ' | <tenant> staff'). */
  title: string;
  /** The page module `features/<feature>/<page>-page.tsx`, as for the storefront's routes. */
  page: string;
  /**
   * A section of the owner console (/staff/settings): its place in the console's navigation. The
   * owner's pages say so to others (the server refuses them their data too).
   */
  settingsNav?: number;
}

/** The staff console's routes (issue 19: the owner console under /staff/settings). */
export const STAFF_ROUTES = {
  '/staff': { title: 'Orders', page: 'staff-board' },
  '/staff/login': { title: 'Sign in', page: 'staff-login' },
  '/staff/invite': { title: 'Set your password', page: 'staff-invite' },
  '/staff/reservations': { title: 'Reservations', page: 'staff-reservations' },
  '/staff/accounts': { title: 'Staff', page: 'staff-accounts' },
  '/staff/loyalty': { title: 'Loyalty', page: 'staff-loyalty' },
  // The kitchen display: a wall tablet's full screen per station (issue 29 item 6).
  '/staff/kitchen': { title: 'Kitchen display', page: 'staff-kitchen-display' },
  // An order taken for a caller (issue 29 item 8; decision 0087).
  '/staff/phone-order': { title: 'New phone order', page: 'staff-phone-order' },
  '/staff/settings': { title: 'Settings', page: 'staff-settings' },
  // The sections' places: Reports 0, Menus 1, Locations 2, Promotions 3, Brand 4, Customers 5,
  // Payments 6, Webhooks 7, Printers 8, Messages 9, Activity 10.
  '/staff/settings/reports': { title: 'Reports', page: 'staff-reports', settingsNav: 0 },
  '/staff/settings/payments': { title: 'Payments', page: 'staff-payments', settingsNav: 6 },
  '/staff/settings/menus': { title: 'Menus', page: 'staff-settings-menus', settingsNav: 1 },
  '/staff/settings/locations': { title: 'Locations', page: 'staff-locations', settingsNav: 2 },
  '/staff/settings/promotions': { title: 'Promotions', page: 'staff-promotions', settingsNav: 3 },
  '/staff/settings/brand': { title: 'Brand', page: 'staff-brand', settingsNav: 4 },
  '/staff/settings/customers': { title: 'Customers', page: 'staff-customers', settingsNav: 5 },
  '/staff/settings/webhooks': { title: 'Webhooks', page: 'staff-webhooks', settingsNav: 7 },
  '/staff/settings/printers': { title: 'Printers', page: 'staff-printers', settingsNav: 8 },
  '/staff/settings/messages': { title: 'Messages', page: 'staff-messages', settingsNav: 9 },
  '/staff/settings/activity': { title: 'Activity', page: 'staff-activity', settingsNav: 10 },
} as const satisfies Record<string, StaffRoute>;

export type StaffPath = keyof typeof STAFF_ROUTES;

/** Each staff path with the name of its page. */
export const staffPages = (): [path: StaffPath, page: string][] =>
  (Object.entries(STAFF_ROUTES) as [StaffPath, StaffRoute][]).map(([path, route]) => [path, route.page]);

/** The owner console's sections in the order its navigation shows them. */
export const settingsSections = (): { path: StaffPath; title: string }[] =>
  (Object.entries(STAFF_ROUTES) as [StaffPath, StaffRoute][])
    .filter(([, route]) => route.settingsNav !== undefined)
    .sort(([, a], [, b]) => a.settingsNav! - b.settingsNav!)
    .map(([path, route]) => ({ path, title: route.title }));

/** Whether a path is one of the staff console's (the server answers its HTML with a 200). */
export const isStaffPath = (pathname: string): boolean =>
  Object.hasOwn(STAFF_ROUTES, pathname.replace(/\/+$/, '') || '/');

/**
 * The module of the page named `page` among `files` (module paths with any prefix: the web's glob
 * keys, the build manifest's keys): the one file `<page>-page.tsx`; undefined when none is, or two.
 */
export function pageModuleOf(page: string, files: readonly string[]): string | undefined {
  const matches = files.filter((file) => file.endsWith(`/${page}-page.tsx`));
  return matches.length === 1 ? matches[0] : undefined;
}

/** Each path that shows a page (aliases redirect instead), with the name of its page. */
export const storefrontPages = (): [path: StorefrontPath, page: string][] =>
  (Object.entries(STOREFRONT_ROUTES) as [StorefrontPath, StorefrontRoute][]).flatMap(([path, route]) =>
    route.page ? [[path, route.page]] : [],
  );

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

/**
 * What the server draws of a path's page (issue 28): a browsing page, or Page Not Found, whole; the
 * shell of a page the browser draws (an order's step, the member area); nothing for an alias (the
 * browser replaces it) or the staff console (each of its pages draws its own frame).
 */
export function serverDrawing(pathname: string, tenant: GateInput): 'page' | 'shell' | null {
  if (isStaffPath(pathname)) return null;
  const route = openStorefrontRoute(pathname, tenant);
  if (!route) return 'page';
  const row: StorefrontRoute = STOREFRONT_ROUTES[route];
  if (row.redirectTo) return null;
  return row.serverRendered ? 'page' : 'shell';
}

/** Whether a path is a storefront route this tenant has (the root redirects to /home). */
export function isKnownStorefrontPath(pathname: string, tenant: GateInput): boolean {
  return openStorefrontRoute(pathname, tenant) !== undefined;
}

/** The route a path matches, open or not (`:param` segments match; the root is home). */
export function storefrontRouteOf(pathname: string): StorefrontPath | undefined {
  const path = normalize(pathname);
  return storefrontPaths.find((route) => patterns.get(route)!.test(path));
}

/** The title of the route at this path ('' or undefined: the tenant's own title); `:param` segments match. */
export function storefrontRouteTitle(pathname: string): string | undefined {
  const match = storefrontRouteOf(pathname);
  const route: StorefrontRoute | undefined = match && STOREFRONT_ROUTES[match];
  return route?.title;
}

/** The indexable routes this tenant has open, for the sitemap. */
export function indexedStorefrontPaths(tenant: GateInput): StorefrontPath[] {
  return storefrontPaths.filter((path) => {
    const route: StorefrontRoute = STOREFRONT_ROUTES[path];
    return route.indexed && isGateOpen(route.gate, tenant);
  });
}
