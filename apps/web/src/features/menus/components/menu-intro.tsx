import { formatClock, parseClock, type ApiMenu, type ApiRestaurant } from '@storefront/domain';
import { ClockIcon } from '../../../components/ui/icons';

/** '11:00 AM - 3:00 PM' for a menu served part of the day; null for one always served ('all'). */
export function servingHoursOf(
  menu: ApiMenu,
  timeFormat: ApiRestaurant['settings']['time_format'],
): string | null {
  if (menu.duration.name === 'all') return null;
  const start = parseClock(menu.duration.time_start);
  const end = parseClock(menu.duration.time_end);
  if (start === null || end === null) return null;
  return `${formatClock(start, timeFormat)} - ${formatClock(end, timeFormat)}`;
}

/** A menu's description and serving hours, above its sections. */
export function MenuIntro({ menu, restaurant }: { menu: ApiMenu; restaurant: ApiRestaurant }) {
  const hours = servingHoursOf(menu, restaurant.settings.time_format);
  if (!menu.description && !hours) return null;
  return (
    <div className="mb-6 space-y-1 text-muted">
      {menu.description && <p>{menu.description}</p>}
      {hours && (
        <p className="flex items-center gap-1.5 text-sm font-medium">
          <ClockIcon className="h-4 w-4" />
          Available {hours}
        </p>
      )}
    </div>
  );
}
