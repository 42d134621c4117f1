/* Pieces shared by the location chooser's cards and the /locations cards. */
import { addressLines, telHref, type ApiRestaurant } from '@storefront/domain';
import { CheckIcon, OUTLINE, ROUND, SvgIcon } from '../ui/icons';

/** Dark button: white on the theme ink passes AA whatever the tenant's brand colour is. */
export const primaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-ink px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-ink/85 disabled:opacity-60';

/** Outlined button in the theme ink. */
export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-ink/70 bg-white px-4 py-2 text-sm font-semibold text-ink transition hover:bg-ink/5';

function Icon({ path }: { path: string }) {
  return (
    <SvgIcon className="mt-0.5 h-4 w-4 shrink-0 text-muted" {...OUTLINE} strokeWidth="2" {...ROUND}>
      <path d={path} />
    </SvgIcon>
  );
}

const PIN_PATH =
  'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
const PHONE_PATH =
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z';
const MAIL_PATH = 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm18 2-10 7L2 6';

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
          <Icon path={PIN_PATH} />
          <span>
            <AddressLines lines={lines} />
          </span>
        </address>
      )}
      {restaurant.phone && (
        <p className="flex gap-2">
          <Icon path={PHONE_PATH} />
          {tel ? (
            <a href={tel} className="underline underline-offset-2 hover:no-underline">
              <span className="sr-only">Phone: </span>
              {restaurant.phone}
            </a>
          ) : (
            <span>{restaurant.phone}</span>
          )}
        </p>
      )}
      {showEmail && restaurant.email && (
        <p className="flex gap-2">
          <Icon path={MAIL_PATH} />
          <a
            href={`mailto:${restaurant.email}`}
            className="break-all underline underline-offset-2 hover:no-underline"
          >
            <span className="sr-only">Email: </span>
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
      Current Location
    </span>
  );
}

/** The chooser's note where a location's online ordering is off (a per-location message, else a default). */
export function pausedMessageOf(restaurant: ApiRestaurant): string {
  return (
    restaurant.settings.online_ordering_paused_message?.trim() ||
    'Online ordering is currently unavailable at this location.'
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
