import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ONLINE_ORDERING_UNAVAILABLE_TITLE,
  openStorefrontRoute,
  type ApiRestaurant,
} from '@storefront/domain';
import { Link } from 'react-router';
import { domainText } from '../lib/domain-text';
import { useTenant } from '../lib/tenant-context';
import { WeeklyHours } from './hours/weekly-hours';
import { RestaurantContact } from './location-chooser/location-card-parts';

const LINKS: { to: string; label: MessageDescriptor }[] = [
  { to: '/home', label: msg`Home` },
  { to: '/orderonline', label: msg`Order Online` },
  { to: '/menus', label: msg`Menus` },
  { to: '/locations', label: msg`Locations` },
  { to: '/contact', label: msg`Contact` },
];

/** Links to the pages this tenant has: never to another Page Not Found. */
function HelpfulLinks() {
  const { t } = useLingui();
  const tenant = useTenant();
  const links = LINKS.filter((link) => openStorefrontRoute(link.to, tenant) !== undefined);
  return (
    <nav aria-label={t`Helpful links`} className="mt-6 flex flex-wrap justify-center gap-3">
      {links.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className="rounded border border-current px-3 py-1.5 underline-offset-2 hover:underline"
        >
          {t(link.label)}
        </Link>
      ))}
    </nav>
  );
}

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="mt-3 text-muted">
        <Trans>The page you are looking for does not exist or is not available.</Trans>
      </p>
      <HelpfulLinks />
    </section>
  );
}

/**
 * What an old order link (/order) shows while the tenant takes no orders online: how to reach each
 * location (phone, address, hours) instead of a bare Page Not Found.
 */
export function OnlineOrderingOffPage() {
  const { t, i18n } = useLingui();
  const tenant = useTenant();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-center text-3xl font-bold">
        {domainText(i18n, ONLINE_ORDERING_UNAVAILABLE_TITLE)}
      </h1>
      <p className="mt-3 text-center text-muted">
        <Trans>
          {tenant.name} is not taking orders online right now. For an order you placed, please call us.
        </Trans>
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2" aria-label={t`Locations`}>
        {tenant.restaurants.map((restaurant: ApiRestaurant) => (
          <li key={restaurant._id} className="rounded-xl border border-black/10 bg-white p-5">
            <h2 className="text-lg font-bold">{restaurant.name}</h2>
            <div className="mt-2">
              <RestaurantContact restaurant={restaurant} />
            </div>
            <WeeklyHours
              hours={restaurant.regular_business_hours}
              timeFormat={restaurant.settings.time_format === '24' ? '24' : '12'}
              className="mt-3"
            />
          </li>
        ))}
      </ul>
      <HelpfulLinks />
    </section>
  );
}
