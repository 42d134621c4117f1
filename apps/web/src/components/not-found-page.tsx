import {
  ONLINE_ORDERING_UNAVAILABLE_TITLE,
  openStorefrontRoute,
  type ApiRestaurant,
} from '@storefront/domain';
import { Link } from 'react-router';
import { useTenant } from '../lib/tenant-context';
import { WeeklyHours } from './hours/weekly-hours';
import { RestaurantContact } from './location-chooser/location-card-parts';

const LINKS = [
  { to: '/home', label: 'Home' },
  { to: '/orderonline', label: 'Order Online' },
  { to: '/menus', label: 'Menus' },
  { to: '/locations', label: 'Locations' },
  { to: '/contact', label: 'Contact' },
];

/** Links to the pages this tenant has: never to another Page Not Found. */
function HelpfulLinks() {
  const tenant = useTenant();
  const links = LINKS.filter((link) => openStorefrontRoute(link.to, tenant) !== undefined);
  return (
    <nav aria-label="Helpful links" className="mt-6 flex flex-wrap justify-center gap-3">
      {links.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className="rounded border border-current px-3 py-1.5 underline-offset-2 hover:underline"
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-muted">The page you are looking for does not exist or is not available.</p>
      <HelpfulLinks />
    </section>
  );
}

/**
 * What an old order link (/order) shows while the tenant takes no orders online: how to reach each
 * location (phone, address, hours) instead of a bare Page Not Found.
 */
export function OnlineOrderingOffPage() {
  const tenant = useTenant();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-center text-3xl font-bold">{ONLINE_ORDERING_UNAVAILABLE_TITLE}</h1>
      <p className="mt-3 text-center text-muted">
        {tenant.name} is not taking orders online right now. For an order you placed, please call us.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2" aria-label="Locations">
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
