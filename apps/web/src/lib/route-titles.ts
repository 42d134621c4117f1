import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { routeMeta, storefrontRouteTitle, type ApiTenant } from '@storefront/domain';

/*
 * The storefront routes' titles (the domain's STOREFRONT_ROUTES) in the page's language: the
 * document's title, which the route announcer reads out, and the server's <title>.
 */
const ROUTE_TITLES = new Map<string, MessageDescriptor>([
  ['Build Your Order', msg`Build Your Order`],
  ['Change Password', msg`Change Password`],
  ['Checkout', msg`Checkout`],
  ['Contact Us', msg`Contact Us`],
  ['Create Your Account', msg`Create Your Account`],
  ['Delivery Address', msg`Delivery Address`],
  ['Dine-in Menu', msg`Dine-in Menu`],
  ['Forgot Password', msg`Forgot Password`],
  ['Gallery', msg`Gallery`],
  ['Gift Card Checkout', msg`Gift Card Checkout`],
  ['Gift Card', msg`Gift Card`],
  ['Gift Cards', msg`Gift Cards`],
  ['Join Us', msg`Join Us`],
  ['Locations', msg`Locations`],
  ['Log In', msg`Log In`],
  ['Log Out', msg`Log Out`],
  ['Menu', msg`Menu`],
  ['Menus', msg`Menus`],
  ['My Account', msg`My Account`],
  ['My Coupons', msg`My Coupons`],
  ['My Gift Cards', msg`My Gift Cards`],
  ['My Reservations', msg`My Reservations`],
  ['Order Ahead', msg`Order Ahead`],
  ['Order History', msg`Order History`],
  ['Order Online', msg`Order Online`],
  ['Order Status', msg`Order Status`],
  ['Pay for Your Order', msg`Pay for Your Order`],
  ['Payment Methods', msg`Payment Methods`],
  ['Pickup Time', msg`Pickup Time`],
  ['Promotions', msg`Promotions`],
  ['Reserve Your Table', msg`Reserve Your Table`],
  ['Reset Password', msg`Reset Password`],
  ['Update Profile', msg`Update Profile`],
  ['Your Order', msg`Your Order`],
  ['Your Reservation', msg`Your Reservation`],
]);

/** The route's own title at `pathname` (unprefixed) in the page's language, or undefined. */
export function routeTitleIn(i18n: I18n, pathname: string): string | undefined {
  const title = storefrontRouteTitle(pathname);
  const descriptor = title ? ROUTE_TITLES.get(title) : undefined;
  return descriptor && i18n._(descriptor);
}

/** The document's title: '{route} | {tenant}' in the page's language, else the tenant's own. */
export function documentTitle(i18n: I18n, pathname: string, tenant: ApiTenant): string {
  const route = routeTitleIn(i18n, pathname);
  return route ? `${route} | ${tenant.name}` : routeMeta(pathname, tenant).title;
}
