import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isGateOpen, showsGiftCardLink, type ApiTenant } from '@storefront/domain';
import { paths } from '../../config/paths';

export interface NavLink {
  to: string;
  label: MessageDescriptor;
}

/** The header's and footer's links, each gated by its setting (ordering-core §2, Header). */
export function navLinksFor(tenant: ApiTenant): NavLink[] {
  const links: (NavLink & { show: boolean })[] = [
    { to: paths.home, label: msg`Home`, show: true },
    { to: paths.menus, label: msg`Menus`, show: true },
    { to: paths.orderOnline, label: msg`Order Online`, show: isGateOpen('onlineOrdering', tenant) },
    { to: paths.promotions, label: msg`Promotions`, show: isGateOpen('promotions', tenant) },
    { to: paths.reservation, label: msg`Reservation`, show: isGateOpen('reservation', tenant) },
    { to: paths.orderAhead, label: msg`Order Ahead`, show: isGateOpen('orderAhead', tenant) },
    { to: paths.gift, label: msg`Gift Cards`, show: showsGiftCardLink(tenant) },
    { to: paths.locations, label: msg`Locations`, show: isGateOpen('locations', tenant) },
    { to: paths.gallery, label: msg`Gallery`, show: tenant.gallery.length > 0 },
    { to: paths.contact, label: msg`Contact`, show: true },
  ];
  return links.filter((l) => l.show).map(({ to, label }) => ({ to, label }));
}
