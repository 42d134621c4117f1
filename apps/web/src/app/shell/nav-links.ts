import { isGateOpen, showsGiftCardLink, type ApiTenant } from '@storefront/domain';
import { paths } from '../../config/paths';

export interface NavLink {
  to: string;
  label: string;
}

/** The header's and footer's links, each gated by its setting (ordering-core §2, Header). */
export function navLinksFor(tenant: ApiTenant): NavLink[] {
  const links: (NavLink & { show: boolean })[] = [
    { to: paths.home, label: 'Home', show: true },
    { to: paths.menus, label: 'Menus', show: true },
    { to: paths.orderOnline, label: 'Order Online', show: isGateOpen('onlineOrdering', tenant) },
    { to: paths.promotions, label: 'Promotions', show: isGateOpen('promotions', tenant) },
    { to: paths.reservation, label: 'Reservation', show: isGateOpen('reservation', tenant) },
    { to: paths.orderAhead, label: 'Order Ahead', show: isGateOpen('orderAhead', tenant) },
    { to: paths.gift, label: 'Gift Cards', show: showsGiftCardLink(tenant) },
    { to: paths.locations, label: 'Locations', show: isGateOpen('locations', tenant) },
    { to: paths.gallery, label: 'Gallery', show: tenant.gallery.length > 0 },
    { to: paths.contact, label: 'Contact', show: true },
  ];
  return links.filter((l) => l.show).map(({ to, label }) => ({ to, label }));
}
