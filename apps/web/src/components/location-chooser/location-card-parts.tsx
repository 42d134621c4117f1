import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
/* Pieces shared by the location chooser's cards and the /locations cards. */
import { addressLines, telHref, type ApiRestaurant } from '@storefront/domain';
import { CheckIcon, MailIcon, PhoneIcon, PinIcon } from '../ui/icons';

/** Dark button: white on the theme ink passes AA whatever the tenant's brand colour is. */
export const primaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-ink/85 disabled:opacity-60';

/** Outlined button in the theme ink. */
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-ink/70 bg-white px-4 py-2 text-sm font-semibold text-ink transition hover:bg-ink/5';

const iconClass = 'mt-0.5 h-4 w-4 text-muted';

/** Address, phone (tel: link) and, optionally, email (mailto: link). */
export function RestaurantContact({
  restaurant,
  showEmail = false,
}: {
  restaurant: ApiRestaurant;
  showEmail?: boolean;
}) {
  const lines = addressLines(restaurant);
  const tel = telHref(restaurant.phone);
  return (
    <div className="space-y-1.5 text-sm">
      {lines.length > 0 && (
        <address className="flex gap-2 not-italic">
          <PinIcon className={iconClass} />
          <span>
            <AddressLines lines={lines} />
          </span>
        </address>
      )}
      {restaurant.phone && (
        <p className="flex gap-2">
          <PhoneIcon className={iconClass} />
          {tel ? (
            <a href={tel} className="underline underline-offset-2 hover:no-underline">
              <span className="sr-only">
                <Trans>Phone:</Trans>{' '}
              </span>
              {restaurant.phone}
            </a>
          ) : (
            <span>{restaurant.phone}</span>
          )}
        </p>
      )}
      {showEmail && restaurant.email && (
        <p className="flex gap-2">
          <MailIcon className={iconClass} />
          <a
            href={`mailto:${restaurant.email}`}
            className="break-all underline underline-offset-2 hover:no-underline"
          >
            <span className="sr-only">
              <Trans>Email:</Trans>{' '}
            </span>
            {restaurant.email}
          </a>
        </p>
      )}
    </div>
  );
}

export function CurrentLocationBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand/25 px-2.5 py-1 text-xs font-semibold text-ink ring-1 ring-ink/20">
      <CheckIcon className="h-3.5 w-3.5" />
      <Trans>Current Location</Trans>
    </span>
  );
}

/** The chooser's note where a location's online ordering is off (a per-location message, else a default). */
export function pausedMessageOf(restaurant: ApiRestaurant, i18n: I18n): string {
  return (
    restaurant.settings.online_ordering_paused_message?.trim() ||
    i18n._(msg`Online ordering is currently unavailable at this location.`)
  );
}

/** An address, a line per row. */
export function AddressLines({ lines }: { lines: readonly string[] }) {
  return lines.map((line) => (
    <span key={line} className="block">
      {line}
    </span>
  ));
}
